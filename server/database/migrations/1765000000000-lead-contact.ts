import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How to reach a lead, from the sheet's optional columns (issue 16, part 4): the phone in E.164, the e-mail, where the
 * lead came from, and when they were last contacted. Each may be empty; none is indexed, since the list neither sorts
 * nor filters by them.
 */
export class LeadContact1765000000000 implements MigrationInterface {
  name = 'LeadContact1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE lead ADD COLUMN phone text, ADD COLUMN email text, ADD COLUMN source text, ADD COLUMN last_contact_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE lead DROP COLUMN phone, DROP COLUMN email, DROP COLUMN source, DROP COLUMN last_contact_at`);
  }
}
