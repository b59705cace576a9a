import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * At most one visitor confirmation to an address an hour (DESIGN.md 4): a confirmation is marked
 * `limited_per_recipient`, and the mail worker claims the address (an HMAC of it, never the address) in
 * `mail_recipient_limit` before sending. A confirmation whose address was claimed by another within the hour is
 * `skipped`.
 */
export class RecipientLimit1764200000000 implements MigrationInterface {
  name = 'RecipientLimit1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_outbox ADD COLUMN limited_per_recipient boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_status_check`);
    await q.query(`ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_status_check CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'skipped'))`);
    await q.query(`
      CREATE TABLE mail_recipient_limit (
        recipient_hash text PRIMARY KEY,
        mail_id uuid NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE mail_recipient_limit`);
    await q.query(`DELETE FROM mail_outbox WHERE status = 'skipped'`);
    await q.query(`ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_status_check`);
    await q.query(`ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_status_check CHECK (status IN ('pending', 'sending', 'sent', 'failed'))`);
    await q.query(`ALTER TABLE mail_outbox DROP COLUMN limited_per_recipient`);
  }
}
