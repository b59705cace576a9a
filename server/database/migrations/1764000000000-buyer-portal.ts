import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Licences, one-time codes, buyer sessions and leads (DESIGN.md sections 5 and 7). */
export class BuyerPortal1764000000000 implements MigrationInterface {
  name = 'BuyerPortal1764000000000';

  async up(q: QueryRunner): Promise<void> {
    // The key itself is never stored: only its HMAC (for lookup) and its last four characters (for display).
    await q.query(`
      CREATE TABLE licence (
        id uuid PRIMARY KEY,
        buyer_name text NOT NULL,
        email text NOT NULL,
        key_hash text NOT NULL UNIQUE,
        key_last4 text NOT NULL,
        status text NOT NULL CHECK (status IN ('active', 'revoked')),
        expires_at timestamptz,
        created_at timestamptz NOT NULL,
        revoked_at timestamptz,
        last_used_at timestamptz
      )`);
    // One live code per licence (a new code replaces the old); the code itself is stored only as an HMAC.
    await q.query(`
      CREATE TABLE otp_code (
        licence_id uuid PRIMARY KEY REFERENCES licence (id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        attempts int NOT NULL DEFAULT 0,
        consumed_at timestamptz,
        created_at timestamptz NOT NULL
      )`);
    // Every code e-mailed, for the per-licence send caps (one a minute, five an hour).
    await q.query(`
      CREATE TABLE otp_send (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        licence_id uuid NOT NULL REFERENCES licence (id) ON DELETE CASCADE,
        sent_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX otp_send_licence_sent_at ON otp_send (licence_id, sent_at)`);
    // connect-pg-simple's table; `sid` holds a SHA-256 of the session id, never the id the cookie carries.
    await q.query(`
      CREATE TABLE buyer_session (
        sid varchar PRIMARY KEY,
        sess json NOT NULL,
        expire timestamp(6) NOT NULL
      )`);
    await q.query(`CREATE INDEX buyer_session_expire ON buyer_session (expire)`);
    await q.query(`
      CREATE TABLE lead (
        id uuid PRIMARY KEY,
        licence_id uuid NOT NULL REFERENCES licence (id) ON DELETE CASCADE,
        external_id text,
        name text NOT NULL,
        past_chats text NOT NULL,
        past_chats_short text NOT NULL,
        past_chats_word_count int NOT NULL,
        previous_intent text NOT NULL,
        intent_includes_buy boolean NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX lead_licence ON lead (licence_id, name)`);
    await q.query(`CREATE UNIQUE INDEX lead_licence_external_id ON lead (licence_id, external_id) WHERE external_id IS NOT NULL`);
    // E-mails that carry a secret (a one-time code) are stored encrypted and wiped once sent.
    await q.query(`ALTER TABLE mail_outbox ADD COLUMN sealed boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_outbox DROP COLUMN sealed`);
    await q.query(`DROP TABLE lead, buyer_session, otp_send, otp_code, licence`);
  }
}
