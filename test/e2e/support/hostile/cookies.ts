import { createHmac, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'averra.sid';

/** express-session's cookie value for a session id: `s:` + id + `.` + its HMAC-SHA256 under `secret`, URI-encoded. */
export function signedSessionCookie(sid: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
  return `${SESSION_COOKIE}=${encodeURIComponent(`s:${sid}.${signature}`)}`;
}

/** The session id inside a real cookie `averra.sid=s%3A<id>.<signature>`. */
export function sessionIdOf(cookie: string): string {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  return value.slice(2, value.lastIndexOf('.'));
}

/** The same cookie with one character of its signature changed. */
export function tampered(cookie: string): string {
  const last = cookie.at(-1) === 'A' ? 'B' : 'A';
  return `${cookie.slice(0, -1)}${last}`;
}

export const randomSid = () => randomBytes(24).toString('base64url');

/** A string in latin1 whose bytes are the UTF-8 of `value`: how raw UTF-8 travels in a header. */
export const utf8Bytes = (value: string) => Buffer.from(value, 'utf8').toString('latin1');
