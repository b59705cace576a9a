import request from 'supertest';
import { ManualClock } from '../../../server/common/time/clock.js';
import { LicensingService } from '../../../server/modules/licensing/application/licensing.service.js';
import { codeFromMail } from './mail-code.js';
import type { SmtpSink } from './smtp-sink.js';
import { APP_ORIGIN, freshClientIp, useAppWithSmtp, type TestApp } from './test-app.js';

export const COOKIE_NAME = 'averra.sid';


/** The `name=value` of the session cookie a response set, or undefined. */
export function sessionCookie(res: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return cookies.find((c) => c.startsWith(`${COOKIE_NAME}=`) || c.startsWith(`__Host-${COOKIE_NAME}=`))?.split(';')[0];
}

/** Drives the portal's sign-in through HTTP, reading codes from the real SMTP server. */
export class PortalDriver {
  private serial = 0;

  constructor(
    private readonly app: () => TestApp,
    private readonly smtp: () => SmtpSink,
  ) {}

  async issue(buyerName: string, email: string, expiresAt: Date | null = null): Promise<{ id: string; key: string }> {
    const { licence, key } = await this.app().app.get(LicensingService).issue({ buyerName, email, expiresAt });
    return { id: licence.id, key };
  }

  /** A fresh licence (its own codes, caps and cooldowns) named `<prefix> <n>`, e-mail `<prefix><n>@example.com`. */
  async newLicence(prefix: string, expiresAt: Date | null = null) {
    const n = ++this.serial;
    const name = `${prefix} ${n}`;
    const email = `${prefix.toLowerCase()}${n}@example.com`;
    return { name, email, ...(await this.issue(name, email, expiresAt)) };
  }

  post(path: string, body?: object, { ip = freshClientIp(), cookie }: { ip?: string; cookie?: string } = {}) {
    const req = request(this.app().http).post(path).set('X-Forwarded-For', ip).set('Origin', APP_ORIGIN);
    if (cookie) req.set('Cookie', cookie);
    return body === undefined ? req.send() : req.send(body);
  }

  get(path: string, cookie?: string) {
    const req = request(this.app().http).get(path).set('X-Forwarded-For', freshClientIp());
    return cookie ? req.set('Cookie', cookie) : req;
  }

  validate(key: string, ip?: string) {
    return this.post('/api/validate-license', { license: key }, { ip });
  }

  verify(key: string, otp: string, options: { ip?: string; cookie?: string } = {}) {
    return this.post('/api/verify-otp', { license: key, otp }, options);
  }

  /** Waits for the `n`-th code e-mail to `email` (1-based) and returns its code. */
  async nthCode(email: string, n: number): Promise<string> {
    const deadline = Date.now() + 10_000;
    while (this.smtp().codesTo(email).length < n) {
      if (Date.now() > deadline) throw new Error(`expected ${n} code e-mails to ${email}, got ${this.smtp().codesTo(email).length}`);
      await new Promise((r) => setTimeout(r, 25));
    }
    return codeFromMail(this.smtp().codesTo(email)[n - 1].text);
  }

  /** Asks for a code and returns it (the e-mail's position tells which code is the new one). */
  async requestCode(key: string, email: string): Promise<string> {
    const before = this.smtp().codesTo(email).length;
    const res = await this.validate(key).expect(200);
    if (!res.body.codeSent) throw new Error('no code was sent');
    return this.nthCode(email, before + 1);
  }

  /** The whole sign-in; returns the session cookie. */
  async signIn(key: string, email: string): Promise<string> {
    const code = await this.requestCode(key, email);
    const res = await this.verify(key, code).expect(200);
    const cookie = sessionCookie(res);
    if (!cookie) throw new Error('no session cookie');
    return cookie;
  }
}

/** The app on a real SMTP server with a clock the test moves, and a driver for the sign-in. */
export function usePortal() {
  const clock = new ManualClock();
  const env = useAppWithSmtp({ clock });
  const portal = new PortalDriver(
    () => env.app,
    () => env.smtp,
  );
  return { clock, env, portal };
}
