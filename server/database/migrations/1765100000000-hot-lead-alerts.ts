import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Hot-lead alerts (issue 16, part 5). A licence may turn them off. A lead written by an import or sync is watched
 * until its next score (hot_watch); if that score crosses into hot and the lead never had an alert, it is due
 * (hot_alert_due, found through a partial index) and, once the whole import is scored, named in one e-mail
 * (hot_alerted_at: never twice).
 */
export class HotLeadAlerts1765100000000 implements MigrationInterface {
  name = 'HotLeadAlerts1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE licence ADD COLUMN hot_lead_alerts boolean NOT NULL DEFAULT true`);
    await q.query(
      `ALTER TABLE lead ADD COLUMN hot_watch boolean NOT NULL DEFAULT false, ADD COLUMN hot_alert_due boolean NOT NULL DEFAULT false,
                        ADD COLUMN hot_alerted_at timestamptz`,
    );
    await q.query(`CREATE INDEX lead_hot_alert_due ON lead (licence_id) WHERE hot_alert_due`);
    await q.query(`CREATE INDEX lead_hot_watch ON lead (licence_id) WHERE hot_watch`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX lead_hot_watch`);
    await q.query(`DROP INDEX lead_hot_alert_due`);
    await q.query(`ALTER TABLE lead DROP COLUMN hot_watch, DROP COLUMN hot_alert_due, DROP COLUMN hot_alerted_at`);
    await q.query(`ALTER TABLE licence DROP COLUMN hot_lead_alerts`);
  }
}
