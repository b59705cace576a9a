import { createHmac, randomInt } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a key read aloud or retyped is hard to get wrong. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PREFIX = 'AIRE';
const GROUPS = 5;
const GROUP_LENGTH = 5;
/** 25 characters of 5 bits each: 125 bits from a CSPRNG (DESIGN.md section 5). */
export const KEY_BODY_LENGTH = GROUPS * GROUP_LENGTH;

/** A new key, AIRE-XXXXX-XXXXX-XXXXX-XXXXX-XXXXX; shown to the admin once and never stored. */
export function generateLicenceKey(): string {
  const body = Array.from({ length: KEY_BODY_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return formatKey(body);
}

function formatKey(body: string): string {
  const groups = body.match(new RegExp(`.{${GROUP_LENGTH}}`, 'g')) ?? [];
  return [PREFIX, ...groups].join('-');
}

/**
 * The 25 characters that identify a key, whatever the buyer typed: dashes, spaces and case do not matter, the prefix
 * is optional, and Crockford's look-alikes (O for 0, I and L for 1) are read as the digits. Null when it cannot be a key.
 */
export function normaliseLicenceKey(typed: string): string | null {
  let compact = typed.normalize('NFKC').replace(/[\s\-‐‑‒–—―_.]/g, '').toUpperCase();
  if (compact.length === PREFIX.length + KEY_BODY_LENGTH && compact.startsWith(PREFIX)) compact = compact.slice(PREFIX.length);
  const body = compact.replace(/O/g, '0').replace(/[IL]/g, '1');
  if (body.length !== KEY_BODY_LENGTH) return null;
  for (const char of body) if (!ALPHABET.includes(char)) return null;
  return body;
}

/** How a key is stored and looked up: HMAC-SHA256 under OTP_PEPPER, so a database copy cannot be turned back into keys. */
export function licenceKeyDigest(pepper: string, normalisedKey: string): string {
  return createHmac('sha256', pepper).update(`licence:${normalisedKey}`).digest('hex');
}

/** The last four characters, for the admin's list and the buyer's support calls. */
export function keyLast4(normalisedKey: string): string {
  return normalisedKey.slice(-4);
}
