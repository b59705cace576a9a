import { HttpStatus } from '@nestjs/common';

/** Every domain error code and its HTTP status. A code missing here is a bug the filter reports as 500. */
export const ERROR_STATUS: Record<string, HttpStatus> = {
  validation_failed: HttpStatus.BAD_REQUEST,
  mail_not_found: HttpStatus.NOT_FOUND,
  terms_not_accepted: HttpStatus.BAD_REQUEST,
  service_unavailable: HttpStatus.SERVICE_UNAVAILABLE,
  payload_too_large: HttpStatus.PAYLOAD_TOO_LARGE,
  unsupported_media_type: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  application_not_found: HttpStatus.NOT_FOUND,
  resume_unavailable: HttpStatus.NOT_FOUND,
  invalid_license: HttpStatus.UNAUTHORIZED,
  licence_not_found: HttpStatus.NOT_FOUND,
  licence_revoked: HttpStatus.CONFLICT,
  licence_session_not_found: HttpStatus.NOT_FOUND,
  invalid_otp: HttpStatus.UNAUTHORIZED,
  otp_expired: HttpStatus.UNAUTHORIZED,
  otp_attempts_exhausted: HttpStatus.TOO_MANY_REQUESTS,
  otp_send_limit: HttpStatus.TOO_MANY_REQUESTS,
  session_required: HttpStatus.UNAUTHORIZED,
  lead_columns_missing: HttpStatus.BAD_REQUEST,
  lead_file_unreadable: HttpStatus.BAD_REQUEST,
  lead_source_invalid: HttpStatus.BAD_REQUEST,
  lead_source_not_found: HttpStatus.NOT_FOUND,
  lead_source_unavailable: HttpStatus.BAD_GATEWAY,
  lead_sync_busy: HttpStatus.CONFLICT,
  analysis_timeout: HttpStatus.SERVICE_UNAVAILABLE,
};
