import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../../../server/app.module.js';
import { Clock } from '../../../server/common/time/clock.js';
import { configureApp } from '../../../server/configure-app.js';
import { SmtpSink } from './smtp-sink.js';
import { TestDatabase } from './test-database.js';

export const APP_ORIGIN = 'http://localhost:3000';

export interface TestAppOptions {
  dataDir?: string;
  smtpUrl?: string;
  env?: Record<string, string>;
  /** Replaces the app's clock (a ManualClock lets a test move time forward). */
  clock?: Clock;
}

/** The real AppModule, configured as in production, on a fresh database; environment set per app. */
export class TestApp {
  private constructor(
    readonly app: NestExpressApplication,
    readonly dataDir: string,
    private readonly database: TestDatabase,
    private readonly ownsDataDir: boolean,
  ) {}

  static async start(options: TestAppOptions = {}, database?: TestDatabase): Promise<TestApp> {
    const ownsDataDir = !options.dataDir;
    const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'e2e-data-'));
    const db = database ?? (await TestDatabase.create());
    const env: Record<string, string | undefined> = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: db.url,
      SMTP_URL: options.smtpUrl,
      APP_ORIGIN,
      TEAM_EMAIL: 'team@example.test',
      MAIL_FROM: 'Averra AI <no-reply@averra.ai>',
      MAIL_POLL_MS: '50',
      MAIL_RETRY_BASE_MS: '100',
      SCORING_POLL_MS: '100',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'silent',
      RUN_WORKERS: 'true',
      // Settings a test file turns on must not leak into the next file's app in the same worker process.
      LEADS_SOURCE_ALLOW_PRIVATE: undefined,
      API_DOCS: undefined,
      ...options.env,
    };
    for (const [key, value] of Object.entries(env)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    let builder = Test.createTestingModule({ imports: [AppModule] });
    if (options.clock) builder = builder.overrideProvider(Clock).useValue(options.clock);
    const moduleRef = await builder.compile();
    const app = moduleRef.createNestApplication<NestExpressApplication>({ bodyParser: false, bufferLogs: true });
    configureApp(app);
    await app.init();
    return new TestApp(app, dataDir, db, ownsDataDir);
  }

  get http() {
    return this.app.getHttpServer();
  }

  get dataSource(): DataSource {
    return this.app.get(DataSource);
  }

  async count(table: string): Promise<number> {
    const [row] = (await this.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`)) as { n: number }[];
    return row.n;
  }

  /** Closes the app; keeps the database and data folder when `keepData` (to start again on them). */
  async close({ keepData = false } = {}): Promise<TestDatabase> {
    await this.app.close();
    if (!keepData) {
      await this.database.drop();
      if (this.ownsDataDir) rmSync(this.dataDir, { recursive: true, force: true });
    }
    return this.database;
  }
}

let nextAddress = Math.floor(Math.random() * 1_000_000);

/** A distinct client address per call (the app trusts one proxy), so rate limits don't leak between tests. */
export function freshClientIp(): string {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * Registers beforeAll/afterAll that start a real SMTP server and the app (sending through it) for one test file.
 * The returned object is filled in by beforeAll; a test may replace `smtp` (to restart it) and afterAll stops that one.
 */
export function useAppWithSmtp(options: Omit<TestAppOptions, 'smtpUrl'> = {}): { app: TestApp; smtp: SmtpSink } {
  const handle = {} as { app: TestApp; smtp: SmtpSink };
  beforeAll(async () => {
    handle.smtp = await new SmtpSink().start();
    handle.app = await TestApp.start({ ...options, smtpUrl: handle.smtp.url });
  });
  afterAll(async () => {
    await handle.app?.close();
    await handle.smtp?.stop();
  });
  return handle;
}
