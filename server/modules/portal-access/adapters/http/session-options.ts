import type { CookieOptions } from 'express';
import type { SessionOptions, Store } from 'express-session';
import { SESSION_IDLE_MS } from '../../domain/buyer-session.js';

/**
 * In production the cookie is Secure and carries the `__Host-` prefix, which browsers accept only from HTTPS,
 * without a Domain and with Path=/: no subdomain or plain-HTTP page can set or overwrite it.
 */
export function sessionCookieName(isProduction: boolean): string {
  return isProduction ? '__Host-averra.sid' : 'averra.sid';
}

export function sessionCookieOptions(isProduction: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: isProduction };
}

export function sessionOptions(store: Store, secret: string, isProduction: boolean): SessionOptions {
  return {
    name: sessionCookieName(isProduction),
    secret,
    store,
    // Nothing is stored, and no cookie set, until a buyer signs in.
    saveUninitialized: false,
    resave: false,
    // Each request that uses the session pushes the idle deadline (cookie and store row) 30 minutes on.
    rolling: true,
    unset: 'destroy',
    cookie: { ...sessionCookieOptions(isProduction), maxAge: SESSION_IDLE_MS },
  };
}
