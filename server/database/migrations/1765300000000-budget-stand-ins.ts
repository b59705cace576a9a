import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Answers that stood in for the model because the licence's daily budget was spent ('offline-budget') are asked of
 * the model again on a later day, when the scorer has nothing new to do: a partial index finds them, oldest first,
 * without reading the other stored answers.
 */
export class BudgetStandIns1765300000000 implements MigrationInterface {
  name = 'BudgetStandIns1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX lead_insight_budget_stand_in ON lead_insight (analysed_at) WHERE source = 'offline-budget'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX lead_insight_budget_stand_in`);
  }
}
