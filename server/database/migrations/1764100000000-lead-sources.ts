import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each licence's lead source (a published CSV or a Google Sheet) and the outcome of its last sync (DESIGN.md 7). */
export class LeadSources1764100000000 implements MigrationInterface {
  name = 'LeadSources1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE lead_source (
        licence_id uuid PRIMARY KEY REFERENCES licence (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('csv-url', 'google-sheet')),
        config json NOT NULL,
        last_sync_at timestamptz,
        last_report json,
        last_error text,
        created_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE lead_source`);
  }
}
