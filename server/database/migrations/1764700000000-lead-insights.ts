import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each lead's analysis, computed in the background when the lead is imported, synced or changed, or the analyzer
 * changes, and stored so every instance reads the same answer (issue 16). A row is also the lead's scoring job: its
 * lease (`claimed_until`), its attempts and its retry time live beside the answer they lead to. `lead.insight_due`
 * says a lead waits for an answer: set when it is written, cleared when its answer is stored; a partial index keeps
 * finding the due ones cheap however many leads are scored already. The score, intent and top reason are copied onto
 * the lead, so the list sorts, filters and counts one table through its indexes.
 */
export class LeadInsights1764700000000 implements MigrationInterface {
  name = 'LeadInsights1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE lead_insight (
        lead_id uuid PRIMARY KEY REFERENCES lead (id) ON DELETE CASCADE,
        licence_id uuid NOT NULL REFERENCES licence (id) ON DELETE CASCADE,
        lead_updated_at timestamptz,
        analyzer_version text,
        source text,
        analysis jsonb,
        analysed_at timestamptz,
        attempts int NOT NULL DEFAULT 0,
        retry_at timestamptz,
        claimed_until timestamptz,
        last_error text
      )`);
    // Due leads are found through a partial index, however many are scored already.
    await q.query(`ALTER TABLE lead ADD COLUMN insight_due boolean NOT NULL DEFAULT true`);
    await q.query(`CREATE INDEX lead_insight_due ON lead (updated_at) WHERE insight_due`);
    // The answer's headline is kept on the lead too, so the lead list reads one table through one index per sort.
    await q.query(`ALTER TABLE lead ADD COLUMN score int, ADD COLUMN intent text, ADD COLUMN top_reason text`);
    // INCLUDE (score): the book's totals per band count from the index alone.
    await q.query(`CREATE INDEX lead_book_score ON lead (licence_id, (coalesce(score, -1)) DESC, id DESC) INCLUDE (score)`);
    await q.query(`CREATE INDEX lead_book_name ON lead (licence_id, lower(name), id)`);
    await q.query(`CREATE INDEX lead_book_updated ON lead (licence_id, updated_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX lead_book_score, lead_book_name, lead_book_updated, lead_insight_due`);
    await q.query(`ALTER TABLE lead DROP COLUMN insight_due, DROP COLUMN score, DROP COLUMN intent, DROP COLUMN top_reason`);
    await q.query(`DROP TABLE lead_insight`);
  }
}
