import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A licence's session generation: every buyer session remembers the generation it signed in under, and the session
 * guard ends any session whose generation is older. `licence rotate` and "Sign out everywhere" raise it, which
 * ends every session of the licence on its next request, on every instance.
 */
export class LicenceSessions1764300000000 implements MigrationInterface {
  name = 'LicenceSessions1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE licence ADD COLUMN session_generation int NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE licence DROP COLUMN session_generation`);
  }
}
