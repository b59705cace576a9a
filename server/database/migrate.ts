import { DataSource, MigrationExecutor } from 'typeorm';

/** Any constant shared by every instance of this app; two instances starting at once queue on it. */
const MIGRATION_LOCK_KEY = 7_240_531;

export class MigrationFailedError extends Error {
  constructor(cause: unknown) {
    super(`Database migration failed, the app did not start: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'MigrationFailedError';
  }
}

/**
 * Applies pending migrations in one transaction while holding a PostgreSQL advisory lock, on one connection,
 * so several instances started together apply each migration once and the embedded single-connection pool
 * never deadlocks against itself.
 */
export async function runMigrationsLocked(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const executor = new MigrationExecutor(dataSource, runner);
    executor.transaction = 'all';
    const applied = await executor.executePendingMigrations();
    return applied.map((m) => m.name);
  } catch (error) {
    throw new MigrationFailedError(error);
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await runner.release();
  }
}
