import type { Request } from 'express';
import type { BuyerSessionData } from '../../domain/buyer-session.js';

/**
 * Gives the request a brand-new session id (the old session is deleted) and stores the buyer in it. A new id at
 * sign-in means a session id planted or seen before sign-in is worthless afterwards.
 */
export function startSession(req: Request, data: BuyerSessionData): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((error) => {
      if (error) return reject(error as Error);
      Object.assign(req.session, data);
      req.session.save((saveError) => (saveError ? reject(saveError as Error) : resolve()));
    });
  });
}

/** Deletes the session from the store; the next response carries no session for it. */
export function destroySession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!req.session) return resolve();
    req.session.destroy((error) => (error ? reject(error as Error) : resolve()));
  });
}
