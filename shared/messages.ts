/** User-facing messages of the spec's error catalogue (section 8) and of DESIGN.md section 4. */
export const MESSAGES = {
  careersFailed: 'Failed to submit application.',
  careersSuccess: 'Application submitted successfully!',
  contactFailed: 'Failed to send message.',
  contactSuccessAlert: 'Message sent successfully!',
  contactSuccessInline: 'Message Sent successfully!',
  bookingFailed: 'Something went wrong. Please try again later.',
  bookingTermsUnchecked: 'You must accept the Terms of Service and Privacy Policy.',
  licenceInvalid: 'Invalid license key',
  somethingWentWrong: 'Something went wrong',
  otpInvalid: 'Invalid OTP',
  otpResent: 'OTP resent!',
  buyerInfoFailed: 'Access denied. Redirecting to login.',
  unexpectedError: 'Unexpected Application Error!',
} as const;
