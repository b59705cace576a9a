import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import { query } from './pg-cluster.js';

export const TEAM_EMAIL = 'team@example.test';

/** What a visitor reads when the database (or another dependency) is briefly away. */
export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

/**
 * The server's environment as in production (NODE_ENV=production makes every secret and URL required), behind one
 * proxy so each simulated visitor brings its own X-Forwarded-For address. Mail timings stay at their defaults.
 */
export function productionEnv(env: { DATABASE_URL: string; SMTP_URL: string } & Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'faults-data-')),
    SESSION_SECRET: randomBytes(24).toString('base64url'),
    OTP_PEPPER: randomBytes(24).toString('base64url'),
    TEAM_EMAIL,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    ...env,
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it is true; fails with `what` (and the last value) after `timeoutMs`. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number, everyMs = 200): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for: ${what}`);
    await sleep(everyMs);
  }
}

export interface OutboxRow {
  message_id: string;
  status: string;
  attempts: number;
}

export function outbox(databaseUrl: string): Promise<OutboxRow[]> {
  return query<OutboxRow>(databaseUrl, 'SELECT message_id, status, attempts FROM mail_outbox');
}

/** Waits until every queued e-mail is marked sent and each of them has reached the SMTP server. */
export async function waitForAllMail(databaseUrl: string, accepted: ParsedMail[], timeoutMs: number): Promise<OutboxRow[]> {
  let rows: OutboxRow[] = [];
  await waitFor(
    'every e-mail in the outbox sent and received',
    async () => {
      rows = await outbox(databaseUrl);
      const received = new Set(accepted.map((m) => m.messageId));
      return rows.length > 0 && rows.every((r) => r.status === 'sent' && received.has(r.message_id));
    },
    timeoutMs,
    500,
  );
  return rows;
}

/** The two e-mails of each acknowledged contact submission: to the team (with its reference) and to the visitor. */
export function missingMails(accepted: ParsedMail[], submissions: { id: string; email: string }[]): string[] {
  const missing: string[] = [];
  for (const s of submissions) {
    const team = accepted.filter((m) => m.text?.includes(`Reference: ${s.id}`) && addressed(m, TEAM_EMAIL));
    const visitor = accepted.filter((m) => addressed(m, s.email));
    if (!team.length) missing.push(`team e-mail of ${s.id}`);
    if (!visitor.length) missing.push(`confirmation of ${s.id} to ${s.email}`);
  }
  return missing;
}

function addressed(mail: ParsedMail, address: string): boolean {
  return [mail.to].flat().some((to) => to?.value.some((v) => v.address === address));
}

/** Message-IDs that arrived more than once, with their counts. */
export function duplicates(counts: Map<string, number>): [string, number][] {
  return [...counts].filter(([, n]) => n > 1);
}
