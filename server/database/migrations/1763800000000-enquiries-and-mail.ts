import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EnquiriesAndMail1763800000000 implements MigrationInterface {
  name = 'EnquiriesAndMail1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE contact_message (
        id uuid PRIMARY KEY,
        full_name text NOT NULL,
        email text NOT NULL,
        subject text NOT NULL,
        message text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX contact_message_created_at ON contact_message (created_at)`);
    await q.query(`
      CREATE TABLE class_booking (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        email text NOT NULL,
        course_id text NOT NULL,
        course_label text NOT NULL,
        phone text,
        message text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX class_booking_created_at ON class_booking (created_at)`);
    await q.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY,
        message_id text NOT NULL UNIQUE,
        kind text NOT NULL,
        recipient text NOT NULL,
        reply_to text,
        subject text NOT NULL,
        text_body text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
        attempts int NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        locked_until timestamptz,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await q.query(`CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE status IN ('pending', 'sending')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE mail_outbox`);
    await q.query(`DROP TABLE class_booking`);
    await q.query(`DROP TABLE contact_message`);
  }
}
