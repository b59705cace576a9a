import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import { EmbeddedPostgres } from '../../server/database/embedded-postgres.js';
import { MigrationFailedError, runMigrationsLocked } from '../../server/database/migrate.js';
import { MIGRATIONS } from '../../server/database/migrations/index.js';
import { TestDatabase } from './support/test-database.js';

class BrokenMigration9999999999999 implements MigrationInterface {
  name = 'BrokenMigration9999999999999';
  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE TABLE half_done (id int)');
    await q.query('SELECT * FROM no_such_table');
  }
  async down(): Promise<void> {}
}

describe('Migrations', () => {
  let database: TestDatabase;
  let embedded: EmbeddedPostgres | undefined;
  let dataDir: string;
  let url: string;

  beforeAll(async () => {
    database = await TestDatabase.create();
    dataDir = mkdtempSync(join(tmpdir(), 'e2e-migrate-'));
    if (database.url) url = database.url;
    else {
      embedded = new EmbeddedPostgres(dataDir);
      url = await embedded.start();
    }
  });

  afterAll(async () => {
    await embedded?.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const connect = (migrations: (new () => MigrationInterface)[]) =>
    new DataSource({ type: 'postgres', url, migrations, poolSize: 1 }).initialize();

  it('stops with a clear error and applies nothing of a failed run', async () => {
    const ds = await connect([...MIGRATIONS, BrokenMigration9999999999999]);
    try {
      const failure = runMigrationsLocked(ds);
      await expect(failure).rejects.toBeInstanceOf(MigrationFailedError);
      await expect(failure).rejects.toThrow(/^Database migration failed, the app did not start: .*no_such_table/);
      const [{ exists }] = await ds.query(`SELECT to_regclass('public.half_done') IS NOT NULL AS exists`);
      expect(exists).toBe(false);
      const [{ applied }] = await ds.query(`SELECT to_regclass('public.contact_message') IS NOT NULL AS applied`);
      expect(applied).toBe(false);
    } finally {
      await ds.destroy();
    }
  });

  // Several starters exist only on a shared PostgreSQL server: an embedded data folder has one owner process,
  // and PGlite serves a single session, so its advisory locks cannot (and need not) exclude anything.
  const onSharedServer = process.env.TEST_DATABASE_URL ? it : it.skip;

  onSharedServer('applies each migration once, however often and from however many starters', async () => {
    const sources = await Promise.all([connect(MIGRATIONS), connect(MIGRATIONS)]);
    try {
      const runs = await Promise.all(sources.map((ds) => runMigrationsLocked(ds)));
      expect(runs.flat()).toEqual(MIGRATIONS.map((m) => new m().name));
      expect(await runMigrationsLocked(sources[0])).toEqual([]);
    } finally {
      await Promise.all(sources.map((ds) => ds.destroy()));
    }
  });
});
