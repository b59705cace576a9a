import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each licence's model calls today (issue 16, part 1): with an OpenAI-compatible analyzer configured, a licence may
 * make OPENAI_DAILY_CALLS a UTC day; beyond that the offline analysis is stored, marked 'offline-budget'. One row per
 * licence, overwritten when the day changes, so the table never grows beyond the licences.
 */
export class AiCallBudget1765200000000 implements MigrationInterface {
  name = 'AiCallBudget1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE ai_call_budget (
        licence_id uuid PRIMARY KEY REFERENCES licence (id) ON DELETE CASCADE,
        day date NOT NULL,
        calls int NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ai_call_budget`);
  }
}
