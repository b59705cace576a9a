import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each lead's analysis, computed in the background when the lead is imported, synced or changed, or the analyzer
 * changes, and stored so every instance reads the same answer (issue 16). A row is also the lead's scoring job: its
 * lease (`claimed_until`), its attempts and its retry time live beside the answer they lead to.
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
        score int,
        intent text,
        analysis jsonb,
        analysed_at timestamptz,
        attempts int NOT NULL DEFAULT 0,
        retry_at timestamptz,
        claimed_until timestamptz,
        last_error text
      )`);
    // The lead list sorts a licence's leads by score.
    await q.query(`CREATE INDEX lead_insight_licence_score ON lead_insight (licence_id, score DESC NULLS LAST)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE lead_insight`);
  }
}
