// The portal endpoints need a signed-in buyer: a licence from the CLI, its leads from a CSV import, and a sign-in
// over HTTP with the code the mail worker sends to the SMTP sink, exactly as a buyer's browser does it.
import { join } from 'node:path';
import { runCli } from './app-server.mjs';
import { writeLeadsCsv } from './leads-csv.mjs';

export const BUYER_EMAIL = 'bench.buyer@example.com';

/** Issues a licence with the CLI; returns its id and key. */
export async function issueLicence(env, name, email) {
  const issued = await runCli(['licence', 'issue', '--name', name, '--email', email], env);
  const id = /^\s*id:\s+(\S+)/m.exec(issued)?.[1];
  const key = /^\s*key:\s+(\S+)/m.exec(issued)?.[1];
  if (!id || !key) throw new Error(`unexpected output of licence issue:\n${issued}`);
  return { id, key };
}

/** Issues a licence and imports `leadCount` leads; returns the licence id and key. */
export async function createLicenceWithLeads(env, tempDir, leadCount) {
  const { id, key } = await issueLicence(env, 'Bench Realty', BUYER_EMAIL);
  const csv = writeLeadsCsv(join(tempDir, 'leads.csv'), leadCount);
  await runCli(['leads', 'import', '--licence', id, csv], env);
  return { id, key };
}

async function postJson(app, path, body) {
  const res = await fetch(`${app.url}${path}`, { method: 'POST', headers: app.postHeaders(), body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
  return res;
}

/** Signs in with the key and the e-mailed code; returns the `name=value` of the session cookie. */
export async function signIn(app, smtp, key) {
  await postJson(app, '/api/validate-license', { license: key });
  const otp = await smtp.nextCode();
  const res = await postJson(app, '/api/verify-otp', { license: key, otp });
  const cookie = res.headers.getSetCookie().find((c) => c.includes('averra.sid='));
  if (!cookie) throw new Error('verify-otp set no session cookie (is X-Forwarded-Proto: https reaching a TRUST_PROXY=1 server?)');
  return cookie.split(';')[0];
}

/** buyer-info as the dashboard loads it: the first page of leads by score, and the book's totals. */
export async function buyerLeads(app, cookie) {
  const res = await fetch(`${app.url}/api/buyer-info`, { headers: app.headers({ cookie }) });
  if (!res.ok) throw new Error(`GET /api/buyer-info answered ${res.status}`);
  return res.json();
}
