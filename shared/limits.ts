/** Validation limits shared by the client forms and the server DTOs, so the two can never disagree. */
export const CONTACT_LIMITS = {
  fullName: 120,
  email: 254,
  subject: 200,
  message: 5000,
} as const;

export const BOOKING_LIMITS = {
  name: 120,
  email: 254,
  phone: 30,
  message: 2000,
} as const;

/** Digits, spaces and the usual phone punctuation; at least 6 digits are checked separately. */
export const PHONE_PATTERN = /^\+?[0-9 ()./-]{6,}$/;

/** The honeypot field name: real visitors never see or fill it. */
export const HONEYPOT_FIELD = 'website';
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

/** Portal inputs: a licence key is 34 characters with dashes; anything far longer is not a key. */
export const PORTAL_LIMITS = {
  license: 64,
  otp: 6,
  leadName: 200,
  pastChats: 20_000,
  previousIntent: 200,
} as const;

/** Lead score colours (spec): above 70 green, above 40 yellow, otherwise red. */
export const LEAD_SCORE_THRESHOLDS = { high: 70, medium: 40 } as const;

/** The band a score falls in, for the lead list: hot, warm or cold by the colours' thresholds. */
export function scoreBand(score: number): 'hot' | 'warm' | 'cold' {
  if (score > LEAD_SCORE_THRESHOLDS.high) return 'hot';
  if (score > LEAD_SCORE_THRESHOLDS.medium) return 'warm';
  return 'cold';
}
