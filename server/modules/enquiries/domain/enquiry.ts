import type { BookingRequest } from '../../../../shared/api.js';

/** A message sent through the contact form. */
export interface ContactMessage {
  id: string;
  fullName: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
}

/** A request to join a class, from the Join Classes form. */
export interface ClassBooking {
  id: string;
  name: string;
  email: string;
  courseId: string;
  courseLabel: string;
  phone: string | null;
  message: string | null;
  createdAt: Date;
}

export type ContactSubmission = Pick<ContactMessage, 'fullName' | 'email' | 'subject' | 'message'>;

/** What a visitor sends, as the API defines it (the honeypot never reaches the application). */
export type BookingSubmission = Omit<BookingRequest, 'website'>;

export type EnquiryKind = 'contact' | 'booking';
