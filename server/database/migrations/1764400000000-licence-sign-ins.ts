import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each licence's sign-in attempts, kept 90 days: when, what happened, and an HMAC of the address (never the address). */
export class LicenceSignIns1764400000000 implements MigrationInterface {
  name = 'LicenceSignIns1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE licence_sign_in (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        licence_id uuid NOT NULL REFERENCES licence (id) ON DELETE CASCADE,
        at timestamptz NOT NULL,
        outcome text NOT NULL,
        address_hash text NOT NULL
      )`);
    await q.query(`CREATE INDEX licence_sign_in_by_licence ON licence_sign_in (licence_id, at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE licence_sign_in`);
  }
}
