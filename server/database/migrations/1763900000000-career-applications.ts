import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CareerApplications1763900000000 implements MigrationInterface {
  name = 'CareerApplications1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE career_application (
        id uuid PRIMARY KEY,
        full_name text NOT NULL,
        email text NOT NULL,
        roles text[] NOT NULL CHECK (cardinality(roles) > 0),
        resume_key text NOT NULL UNIQUE,
        resume_name text NOT NULL,
        resume_bytes int NOT NULL CHECK (resume_bytes > 0),
        resume_sha256 text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX career_application_created_at ON career_application (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE career_application`);
  }
}
