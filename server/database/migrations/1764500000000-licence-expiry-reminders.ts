import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Expiry reminders sent, one row per licence, expiry date and reminder (14 days, 1 day before): the row is claimed
 * in the transaction that queues the e-mail, so each reminder goes out once however many instances run the job,
 * and a licence extended to a new date gets its reminders again for that date.
 */
export class LicenceExpiryReminders1764500000000 implements MigrationInterface {
  name = 'LicenceExpiryReminders1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE licence_expiry_reminder (
        licence_id uuid NOT NULL REFERENCES licence (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        reminder text NOT NULL CHECK (reminder IN ('14d', '1d')),
        sent_at timestamptz NOT NULL,
        PRIMARY KEY (licence_id, expires_at, reminder)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE licence_expiry_reminder`);
  }
}
