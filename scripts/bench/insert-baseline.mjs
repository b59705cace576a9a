// The ceiling for POST /api/contact: what PostgreSQL itself allows for the same writes, with no HTTP, Nest or
// TypeORM on top. The same single statement the app sends (WITH saved AS (INSERT the enquiry) INSERT both outbox
// e-mails: one round trip, atomic without BEGIN/COMMIT), into copies of the app's own tables (LIKE ... INCLUDING
// ALL keeps indexes and constraints), through a `pg` pool of the app's size, on the same database and so with the same synchronous_commit.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { databaseCpu } from './cpu-time.mjs';
import { latencySummary } from './latency.mjs';

const SCHEMA = 'raw_baseline';
/** The enquiry's six parameters come first, then the two e-mails', as in the app's statement. */
const CONTACT_PARAMS = 6;
const MAIL_COLUMNS = ['id', 'message_id', 'kind', 'recipient', 'reply_to', 'subject', 'text_body', 'sealed', 'status', 'attempts', 'next_attempt_at', 'locked_until', 'last_error', 'created_at', 'sent_at'];
const MAIL_INSERT =
  `INSERT INTO ${SCHEMA}.mail_outbox (${MAIL_COLUMNS.join(', ')}) VALUES ` +
  [0, 1].map((row) => `(${MAIL_COLUMNS.map((_, i) => `$${CONTACT_PARAMS + row * MAIL_COLUMNS.length + i + 1}`).join(', ')})`).join(', ');
const CONTACT_INSERT = `INSERT INTO ${SCHEMA}.contact_message (id, full_name, email, subject, message, created_at) VALUES ($1, $2, $3, $4, $5, $6)`;
const CONTACT_WITH_MAILS = `WITH saved AS (${CONTACT_INSERT}) ${MAIL_INSERT}`;

/** The same values the app stores for `contact` (its two e-mails' texts are about as long as the app's). */
function rowsFor(contact) {
  const id = randomUUID();
  const now = new Date();
  const mail = (kind, to, replyTo, subject, text) => {
    const mailId = randomUUID();
    return [mailId, `<${mailId}@averra.ai>`, kind, to, replyTo, subject, text, false, 'pending', 0, now, null, null, now, null];
  };
  return {
    contact: [id, contact.fullName, contact.email, contact.subject, contact.message, now],
    mails: [
      ...mail('contact.team', 'team@averra.ai', contact.email, `New contact message: ${contact.subject}`, `${contact.fullName} <${contact.email}> wrote through the contact form.\n\nSubject: ${contact.subject}\n\n${contact.message}\n\nReply to this e-mail to answer them. Reference: ${id}`),
      ...mail('contact.confirmation', contact.email, null, `We received your message: ${contact.subject}`, `Hello ${contact.fullName},\n\nThank you for writing to Averra AI. A member of our team will reply within one working day.\n\nYour message:\n\n> ${contact.message}\n\n— The Averra AI team\n`),
    ],
  };
}

async function insertOnce(pool, contact) {
  const { contact: row, mails } = rowsFor(contact);
  await pool.query(CONTACT_WITH_MAILS, [...row, ...mails]);
}

/** `connections` loops insert for `seconds`; returns what they did, in the shape of the autocannon results. */
async function loop(pool, contact, connections, seconds) {
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        await insertOnce(pool, contact);
        latencies.push(performance.now() - t0);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return { requestsPerSecond: latencies.length / elapsed, ...latencySummary(latencies), errors, total: latencies.length };
}

/** Creates the copies of the app's tables (after the app's migrations ran) and measures the insert loop. */
export async function measureInsertLoop(url, { contact, connections, poolSize, seconds, warmupSeconds }) {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  try {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`);
    for (const table of ['contact_message', 'mail_outbox']) {
      await pool.query(`CREATE TABLE IF NOT EXISTS ${SCHEMA}.${table} (LIKE public.${table} INCLUDING ALL)`);
    }
    const [{ synchronous_commit: synchronousCommit }] = (await pool.query('SHOW synchronous_commit')).rows;
    await loop(pool, contact, connections, warmupSeconds);
    const database = databaseCpu();
    const measured = await loop(pool, contact, connections, seconds);
    return { ...measured, databaseCpuMsPerRequest: database.perRequest(measured.total), synchronousCommit, rowsPerStatement: 3, poolSize };
  } finally {
    await pool.end();
  }
}
