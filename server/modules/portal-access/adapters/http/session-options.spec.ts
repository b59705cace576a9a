import express from 'express';
import session from 'express-session';
import request from 'supertest';
import { sessionCookieName, sessionOptions } from './session-options.js';

/** The real session options on a bare express app, as production runs them behind a TLS-terminating proxy. */
function appWith(isProduction: boolean) {
  const app = express();
  app.set('trust proxy', 1);
  app.use(session(sessionOptions(new session.MemoryStore(), 'x'.repeat(32), isProduction)));
  app.post('/sign-in', (req, res) => {
    req.session.licenceId = 'l1';
    res.sendStatus(204);
  });
  return app;
}

describe('session cookie', () => {
  it('in production is __Host- prefixed, Secure, HttpOnly, SameSite=Lax, Path=/ and has no Domain', async () => {
    const res = await request(appWith(true)).post('/sign-in').set('X-Forwarded-Proto', 'https').expect(204);
    const [cookie] = res.headers['set-cookie'] as unknown as string[];
    expect(cookie.startsWith('__Host-averra.sid=')).toBe(true);
    expect(cookie.split('; ').slice(1)).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'Secure', 'SameSite=Lax']));
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it('in production is never sent over plain HTTP', async () => {
    const res = await request(appWith(true)).post('/sign-in').expect(204);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('in development works over http://localhost without Secure', async () => {
    const res = await request(appWith(false)).post('/sign-in').expect(204);
    const [cookie] = res.headers['set-cookie'] as unknown as string[];
    expect(cookie.startsWith('averra.sid=')).toBe(true);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('is not set for visitors who never sign in', async () => {
    const app = appWith(false);
    app.get('/page', (_req, res) => res.sendStatus(200));
    const res = await request(app).get('/page').expect(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(sessionCookieName(false)).toBe('averra.sid');
  });
});
