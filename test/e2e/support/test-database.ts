import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/**
 * With TEST_DATABASE_URL set, each test app gets a database of its own on that PostgreSQL server,
 * created here and dropped afterwards. Without it, each app gets its own embedded PGlite in its DATA_DIR.
 */
export class TestDatabase {
  private constructor(
    readonly url: string | undefined,
    private readonly adminUrl?: string,
    private readonly name?: string,
  ) {}

  static async create(): Promise<TestDatabase> {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) return new TestDatabase(undefined);
    const name = `e2e_${randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return new TestDatabase(url.toString(), adminUrl, name);
  }

  async drop(): Promise<void> {
    if (!this.adminUrl || !this.name) return;
    const admin = new Client({ connectionString: this.adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${this.name} WITH (FORCE)`);
    await admin.end();
  }
}
