// `npm run bench` (issue 7): requests/s and latency of the production build on PostgreSQL, each beside a baseline
// measured in the same run, and the targets checked. Prints Markdown for docs/performance.md and writes
// .tmp/bench/results.json (git-ignored). Options: --seconds 10 --warmup 2 --connections 50 --rounds 3
// --only page,contact,ai,buyer-info,leads --others 20 --one-address --redis redis://127.0.0.1:6379 --cpu-prof (the server writes a .cpuprofile to .tmp/bench/profile;
// scripts/bench/profile-summary.mjs reads it).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, ROOT, startServer } from './app-server.mjs';
import { createBenchDatabase, queryOnce } from './database.mjs';
import { describeMachine } from './machine.mjs';
import { BUYER_EMAIL, buyerLeads, createLicenceWithLeads, signIn } from './portal-session.mjs';
import { markdown } from './report.mjs';
import { measureLeadBook } from './lead-book-load.mjs';
import { measureAiAnalysis, measureBuyerInfo, measureContact, measurePage } from './scenarios.mjs';
import { SmtpSink } from './smtp-sink.mjs';

const LEAD_COUNT = 200;
const MAIL_DRAIN_SECONDS = 5;
const OUT_DIR = join(ROOT, '.tmp/bench');
const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    // Baseline and app measured in turn this many times for the page and the contact form (see scenarios.mjs).
    rounds: { type: 'string', default: '3' },
    only: { type: 'string', default: 'page,buyer-info,ai,contact,leads' },
    'cpu-prof': { type: 'boolean', default: false },
    'one-address': { type: 'boolean', default: false },
    // Rate-limit counters in this Redis, as a deployment of several instances keeps them (in process otherwise).
    redis: { type: 'string' },
    // Licences of 5,000 leads beside the 10,000 of the leads scenario (fewer for a quick profile of the list).
    others: { type: 'string', default: '20' },
  },
});
const settings = {
  connections: Number(options.connections),
  // One client address per connection (many visitors), or all from one (--one-address).
  addresses: options['one-address'] ? 1 : Number(options.connections),
  seconds: Number(options.seconds),
  warmupSeconds: Number(options.warmup),
  rounds: Number(options.rounds),
  rateLimits: options.redis ? 'Redis' : 'in process',
};
const only = new Set(options.only.split(','));

/** Production settings, with every rate limit raised a million times: counted on each request, never reached. */
function serverEnv(port, databaseUrl, smtpUrl) {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    APP_ORIGIN: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtpUrl,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    OTP_PEPPER: randomBytes(32).toString('hex'),
    RATE_LIMIT_MULTIPLIER: '1000000',
    // As behind the TLS proxy of a real deployment: X-Forwarded-Proto: https lets the Secure session cookie through.
    TRUST_PROXY: '1',
    LEADS_SYNC_INTERVAL_MINUTES: '0',
    ...(options.redis ? { REDIS_URL: options.redis } : {}),
  };
}

/** How the bench talks to the app: as through a TLS proxy, and POSTs as the site's own pages send them. */
function appClient(url, origin, pid) {
  const headers = (extra = {}) => ({ 'x-forwarded-proto': 'https', ...extra });
  return { url, pid, headers, postHeaders: (extra = {}) => headers({ origin, 'content-type': 'application/json', ...extra }) };
}

/**
 * Each contact queues two e-mails: how many went out during the runs, and how fast the worker sends with no load.
 * Not waited for with --cpu-prof, so that the profile ends with the contact run.
 */
async function mailProgress(smtp, url, deliveredDuringRuns) {
  const before = smtp.received;
  const seconds = options['cpu-prof'] ? 0 : MAIL_DRAIN_SECONDS;
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const rows = await queryOnce(url, 'SELECT status, count(*)::int AS n FROM mail_outbox GROUP BY status ORDER BY status');
  return {
    deliveredDuringRuns,
    deliveredPerSecondAfterwards: seconds ? (smtp.received - before) / seconds : null,
    outboxAtEnd: Object.fromEntries(rows.map((r) => [r.status, r.n])),
  };
}

/** Undone in reverse order at the end, on a failure or on Ctrl-C: the server, the SMTP sink, the database, files. */
const cleanup = [];
async function cleanUp() {
  for (const undo of cleanup.splice(0).reverse()) {
    try {
      await undo();
    } catch (error) {
      process.stderr.write(`Cleanup: ${error.message}\n`);
    }
  }
}
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

async function main() {
  const tempDir = mkdtempSync(join(tmpdir(), 'averra-bench-'));
  cleanup.push(() => rmSync(tempDir, { recursive: true, force: true }));
  const results = {};
  let server;
  try {
    const db = await createBenchDatabase();
    cleanup.push(db.drop);
    const smtp = await new SmtpSink().start(BUYER_EMAIL);
    cleanup.push(() => smtp.stop());
    const port = await freePort();
    const env = serverEnv(port, db.url, smtp.url);
    const profileDir = join(OUT_DIR, 'profile');
    const nodeArgs = options['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
    server = await startServer(env, { nodeArgs });
    cleanup.push(server.stop);
    const app = appClient(server.url, env.APP_ORIGIN, server.pid);
    const [{ server_version: pgVersion, synchronous_commit: synchronousCommit }] = await queryOnce(
      db.url,
      "SELECT current_setting('server_version') AS server_version, current_setting('synchronous_commit') AS synchronous_commit",
    );
    const machine = describeMachine(pgVersion.split(' ')[0]);
    results.synchronousCommit = synchronousCommit;
    process.stderr.write(`Bench database ${db.name}; server at ${server.url}.\n`);

    const licence = await createLicenceWithLeads(env, tempDir, LEAD_COUNT);
    const cookie = await signIn(app, smtp, licence.key);
    const { leads, totals } = await buyerLeads(app, cookie);
    if (totals.leads !== LEAD_COUNT) throw new Error(`buyer-info counts ${totals.leads} leads, not ${LEAD_COUNT}`);

    const step = async (name, measure) => {
      if (!only.has(name)) return;
      process.stderr.write(`Measuring ${name}…\n`);
      Object.assign(results, await measure());
    };
    // The contact run goes last: the mail worker is still sending its e-mails for a while afterwards.
    await step('page', () => measurePage(app, settings, tempDir));
    await step('buyer-info', () => measureBuyerInfo(app, settings, cookie, leads.length));
    // After the other scenarios, which read the 200-lead licence: this one adds 110,000 leads.
    await step('leads', () => measureLeadBook({ app, env, smtp, tempDir, settings, dbUrl: db.url, otherLicences: Number(options.others) }));
    await step('ai', () => measureAiAnalysis(app, settings, cookie, leads));
    await step('contact', async () => {
      const sentBefore = smtp.received;
      const measured = await measureContact(app, settings, db);
      return { ...measured, mail: await mailProgress(smtp, db.url, smtp.received - sentBefore) };
    });
    const { tables, targets } = markdown(results, machine, settings);
    mkdirSync(OUT_DIR, { recursive: true });
    writeFileSync(join(OUT_DIR, 'results.json'), `${JSON.stringify({ machine, settings, results, targets }, null, 2)}\n`);
    writeFileSync(join(OUT_DIR, 'load-table.md'), tables);
    process.stdout.write(`\n${tables}\nWritten to .tmp/bench/results.json and .tmp/bench/load-table.md.\n`);
    if (options['cpu-prof']) {
      process.stdout.write(`The server writes its CPU profile to ${profileDir} as it stops; node scripts/bench/profile-summary.mjs <file> sums up its last run.\n`);
    }
    process.exitCode = targets.every((t) => t.pass) ? 0 : 1;
  } catch (error) {
    if (server) process.stderr.write(`The server's last output:\n${server.output().slice(-4000)}\n`);
    throw error;
  } finally {
    await cleanUp();
  }
}

await main();
