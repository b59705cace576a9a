/** Request and response shapes of the HTTP API (DESIGN.md section 4). */
export interface ContactRequest {
  fullName: string;
  email: string;
  subject: string;
  message: string;
  website?: string;
}

export interface BookingRequest {
  name: string;
  email: string;
  course: string;
  phone?: string;
  message?: string;
  acceptedTerms: boolean;
  website?: string;
}

export interface CreatedResponse {
  id: string;
}

export interface FieldError {
  field: string;
  message: string;
}

export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  errors?: FieldError[];
  retryAfter?: number;
}
