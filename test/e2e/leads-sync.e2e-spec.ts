import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Client } from 'pg';
import { LEAD_SYNC_LOCK_KEY } from '../../server/modules/leads/adapters/persistence/advisory-sync-lock.js';
import { LEAD_SYNC_INTERVAL, ScheduledLeadSync } from '../../server/modules/leads/adapters/schedule/scheduled-lead-sync.js';
import { LeadSourcesService } from '../../server/modules/leads/application/lead-sources.service.js';
import { SourceRetryPolicy } from '../../server/modules/leads/application/retry-policy.js';
import { csvUrlTarget } from '../../server/modules/leads/domain/lead-source.js';
import { LeadSourceRepository } from '../../server/modules/leads/ports/lead-source.repository.js';
import { LicensingService } from '../../server/modules/licensing/application/licensing.service.js';
import { runCli } from './support/server-process.js';
import { TestApp } from './support/test-app.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A published-CSV host whose answer per path each test sets; counts the requests per path. */
class CsvHost {
  readonly hits = new Map<string, number>();
  private readonly routes = new Map<string, Handler[]>();
  private server!: Server;

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const path = req.url ?? '/';
      this.hits.set(path, (this.hits.get(path) ?? 0) + 1);
      const handlers = this.routes.get(path) ?? [];
      // Each request takes the next answer; the last one repeats.
      const handler = handlers.length > 1 ? handlers.shift()! : handlers[0];
      if (handler) handler(req, res);
      else res.writeHead(404).end('not found');
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  url(path: string): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }

  on(path: string, ...handlers: Handler[]): string {
    this.routes.set(path, handlers);
    this.hits.set(path, 0);
    return this.url(path);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const csv = (body: string, delayMs = 0): Handler => (_req, res) => {
  setTimeout(() => res.writeHead(200, { 'Content-Type': 'text/csv' }).end(body), delayMs);
};
const status = (code: number, headers: Record<string, string> = {}): Handler => (_req, res) => res.writeHead(code, headers).end('busy');

const SHEET_V1 = 'id,name,chats,intent\nL1,Asha Verma,"Lead: I want to buy a 3-bed flat\nAgent: Sure",buy\nL2,Ravi Kumar,Lead: renting only,rent\n';
const SHEET_V2 = 'id,name,chats,intent\nL1,Asha Verma,"Lead: I want to buy a 3-bed flat\nAgent: Sure",buy\nL2,Ravi Kumar,Lead: now buying,buy\nL3,New Lead,Lead: hello,\n,,,\nL4,,Lead: no name,\n';

describe('Lead sources: published CSV sync, retries, failures and the sync lock', () => {
  let app: TestApp;
  let host: CsvHost;
  let waits: number[];
  const sources = () => app.app.get(LeadSourcesService);
  const issue = async (name: string) => (await app.app.get(LicensingService).issue({ buyerName: name, email: 'x@example.com' })).licence.id;
  const leadsOf = async (licenceId: string) =>
    (await app.dataSource.query(`SELECT external_id, name, previous_intent, updated_at FROM lead WHERE licence_id = $1 ORDER BY external_id`, [
      licenceId,
    ])) as { external_id: string; name: string; previous_intent: string; updated_at: Date }[];
  const cli = (...args: string[]) =>
    runCli(args, { DATA_DIR: app.dataDir, DATABASE_URL: process.env.DATABASE_URL, LEADS_SYNC_INTERVAL_MINUTES: '0', LEADS_SOURCE_ALLOW_PRIVATE: 'true' });

  beforeAll(async () => {
    host = await new CsvHost().start();
    // The test sheets are served on 127.0.0.1: private addresses allowed, as for local testing.
    app = await TestApp.start({ env: { LEADS_SYNC_INTERVAL_MINUTES: '15', LEADS_SOURCE_ALLOW_PRIVATE: 'true' } });
    // The source retry policy notes its waits instead of sleeping them, so backoff is checked without waiting.
    const policy = app.app.get(SourceRetryPolicy);
    policy.sleep = async (ms: number) => void waits.push(ms);
  });
  beforeEach(() => (waits = []));
  afterAll(async () => {
    await app?.close();
    await host?.stop();
  });

  it('leads source set / show / sync through the CLI store the sheet and report it', async () => {
    const licenceId = await issue('Sync Realty');
    const url = host.on('/sync-realty.csv', csv(SHEET_V1));
    const set = await cli('leads', 'source', 'set', '--licence', licenceId, '--csv-url', url);
    expect(set.stderr).toBe('');
    expect(set.stdout).toContain(`Licence ${licenceId} now syncs its leads from ${url}.`);

    const sync = await cli('leads', 'sync', '--licence', licenceId);
    expect(sync.status).toBe(0);
    expect(sync.stdout).toBe(`Licence ${licenceId} from ${url}:\n  read 2: 2 inserted, 0 updated, 0 unchanged, 0 rejected\n`);
    expect((await leadsOf(licenceId)).map((l) => l.name)).toEqual(['Asha Verma', 'Ravi Kumar']);

    const show = await cli('leads', 'source', 'show', '--licence', licenceId);
    expect(show.stdout).toMatch(/^licence\s+kind\s+source\s+lastSync\s+result\n/);
    expect(show.stdout).toContain('csv-url');
    expect(show.stdout).toContain('ok: read 2, 2 inserted, 0 updated, 0 rejected');
  });

  it('a second sync of the same sheet changes nothing; a changed sheet updates, adds and reports its bad rows', async () => {
    const licenceId = await issue('Steady Homes');
    const path = '/steady.csv';
    await sources().setSource(licenceId, csvUrlTarget(host.on(path, csv(SHEET_V1))));
    await sources().sync(licenceId);
    const first = await leadsOf(licenceId);
    const [again] = await sources().sync(licenceId);
    expect(again).toMatchObject({ ok: true, report: { read: 2, inserted: 0, updated: 0, unchanged: 2, rejected: [] } });
    expect(await leadsOf(licenceId)).toEqual(first);

    host.on(path, csv(SHEET_V2));
    const [changed] = await sources().sync(licenceId);
    expect(changed).toMatchObject({
      ok: true,
      report: { read: 4, inserted: 1, updated: 1, unchanged: 1, rejected: [{ row: 6, reason: 'missing name' }] },
    });
    expect((await leadsOf(licenceId)).map((l) => [l.external_id, l.previous_intent])).toEqual([
      ['L1', 'buy'],
      ['L2', 'buy'],
      ['L3', ''],
    ]);
  });

  it('retries a source that answers 429, waiting as Retry-After asks, then stores the sheet', async () => {
    const licenceId = await issue('Limited Lettings');
    const path = '/limited.csv';
    await sources().setSource(licenceId, csvUrlTarget(host.on(path, status(429, { 'Retry-After': '3' }), csv(SHEET_V1))));
    const [outcome] = await sources().sync(licenceId);
    expect(outcome).toMatchObject({ ok: true, report: { inserted: 2 } });
    expect(host.hits.get(path)).toBe(2);
    expect(waits).toEqual([3_000]);
    const [source] = await sources().show(licenceId);
    expect(source).toMatchObject({ lastError: null, lastReport: { read: 2, inserted: 2 } });
  });

  it('a source that stays down (5xx, then nothing listening) leaves the stored leads exactly as they were and records the error', async () => {
    const licenceId = await issue('Flaky Estates');
    const path = '/flaky.csv';
    await sources().setSource(licenceId, csvUrlTarget(host.on(path, csv(SHEET_V1))));
    await sources().sync(licenceId);
    const before = await leadsOf(licenceId);

    host.on(path, status(503));
    const [outage] = await sources().sync(licenceId);
    expect(outage).toMatchObject({ ok: false, error: expect.stringContaining('answered 503') });
    expect(host.hits.get(path)).toBe(3);
    expect(waits).toEqual([2_000, 4_000]);

    const down = new CsvHost();
    await down.start();
    const deadUrl = down.url('/gone.csv');
    await down.stop();
    await sources().setSource(licenceId, csvUrlTarget(deadUrl));
    const [refused] = await sources().sync(licenceId);
    expect(refused).toMatchObject({ ok: false, error: expect.stringMatching(/^Could not reach .*gone\.csv: ECONNREFUSED/) });
    expect(await leadsOf(licenceId)).toEqual(before);
    const [source] = await sources().show(licenceId);
    expect(source.lastError).toMatch(/ECONNREFUSED/);
    expect(source.lastSyncAt).not.toBeNull();
  });

  it('a failed sync through the CLI says so, exits 1 and keeps the last good report', async () => {
    const licenceId = await issue('Broken Link Realty');
    const path = '/moved.csv';
    await sources().setSource(licenceId, csvUrlTarget(host.on(path, csv(SHEET_V1))));
    await sources().sync(licenceId);
    host.on(path, status(404));
    const out = await cli('leads', 'sync', '--licence', licenceId);
    expect(out.status).toBe(1);
    expect(out.stdout).toContain(`Licence ${licenceId} from ${host.url(path)}: FAILED, its leads are unchanged:`);
    expect(out.stdout).toContain('answered 404 Not Found');
    expect(host.hits.get(path)).toBe(1); // a 404 is not retried
    expect((await leadsOf(licenceId)).map((l) => l.name)).toEqual(['Asha Verma', 'Ravi Kumar']);
    const [source] = await sources().show(licenceId);
    expect(source).toMatchObject({ lastError: expect.stringContaining('404'), lastReport: { inserted: 2 } });
  });

  it('leads sync without --licence syncs every source', async () => {
    const one = await issue('Every One');
    await sources().setSource(one, csvUrlTarget(host.on('/every-one.csv', csv(SHEET_V1))));
    const out = await cli('leads', 'sync');
    expect(out.stdout).toContain(`Licence ${one} from ${host.url('/every-one.csv')}:\n  read 2: 2 inserted`);
    const all = await sources().show();
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect(out.stdout.match(/^Licence /gm)).toHaveLength(all.length);
  });

  it('explains bad source arguments and exits non-zero', async () => {
    const licenceId = await issue('Careful Realty');
    const ftp = await cli('leads', 'source', 'set', '--licence', licenceId, '--csv-url', 'ftp://example.com/leads.csv');
    expect(ftp.status).toBe(1);
    expect(ftp.stderr).toContain('Only http and https URLs can be synced, not ftp:');
    const notUrl = await cli('leads', 'source', 'set', '--licence', licenceId, '--csv-url', 'leads.csv');
    expect(notUrl.stderr).toContain('"leads.csv" is not a URL');
    const both = await cli('leads', 'source', 'set', '--licence', licenceId, '--csv-url', 'https://x.test/a.csv', '--google-sheet', 'abc');
    expect(both.status).toBe(2);
    expect(both.stderr).toContain('exactly one of --csv-url <url> and --google-sheet <spreadsheetId>');
    const unknown = await cli('leads', 'source', 'set', '--licence', '00000000-0000-4000-8000-000000000000', '--csv-url', 'https://x.test/a.csv');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No licence has the id');
    const noSource = await cli('leads', 'sync', '--licence', licenceId);
    expect(noSource.status).toBe(1);
    expect(noSource.stderr).toContain(`Licence ${licenceId} has no lead source.`);
    expect(await app.app.get(LeadSourceRepository).find(licenceId)).toBeNull();
  });

  it('two syncs at once: one runs, the other skips', async () => {
    const licenceId = await issue('Slow Sheets');
    const path = '/slow.csv';
    await sources().setSource(licenceId, csvUrlTarget(host.on(path, csv(SHEET_V1, 300))));
    const hitsBefore = host.hits.get(path)!;
    const [a, b] = await Promise.all([sources().syncAllUnlessBusy(), sources().syncAllUnlessBusy()]);
    expect([a, b].filter((run) => run === null)).toHaveLength(1);
    expect(host.hits.get(path)).toBe(hitsBefore + 1);
    const manual = await Promise.allSettled([sources().sync(licenceId), sources().sync(licenceId)]);
    expect(manual.map((run) => run.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(manual.find((run) => run.status === 'rejected')).toMatchObject({
      reason: expect.objectContaining({ message: expect.stringContaining('Another instance is syncing leads right now') }),
    });
  });

  // Another instance's lock exists only on a shared PostgreSQL server: an embedded database has one owner process.
  const onSharedServer = process.env.TEST_DATABASE_URL ? it : it.skip;

  onSharedServer('while another instance holds the sync lock, the CLI sync and the scheduled sync skip', async () => {
    const other = new Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    try {
      await other.query('SELECT pg_advisory_lock($1)', [LEAD_SYNC_LOCK_KEY]);
      const out = await cli('leads', 'sync');
      expect(out.status).toBe(1);
      expect(out.stderr).toContain('Another instance is syncing leads right now; nothing was done.');
      expect(await sources().syncAllUnlessBusy()).toBeNull();
      await other.query('SELECT pg_advisory_unlock($1)', [LEAD_SYNC_LOCK_KEY]);
      expect(await sources().syncAllUnlessBusy()).not.toBeNull();
    } finally {
      await other.end();
    }
  });

  it('the server schedules the sync every LEADS_SYNC_INTERVAL_MINUTES; a tick syncs every source', async () => {
    const registry = app.app.get(SchedulerRegistry);
    expect(registry.getIntervals()).toContain(LEAD_SYNC_INTERVAL);
    const licenceId = await issue('Scheduled Homes');
    await sources().setSource(licenceId, csvUrlTarget(host.on('/scheduled.csv', csv(SHEET_V1))));
    await app.app.get(ScheduledLeadSync).tick();
    expect((await leadsOf(licenceId)).map((l) => l.name)).toEqual(['Asha Verma', 'Ravi Kumar']);
  });
});

describe('Scheduled lead sync is off', () => {
  it('where workers do not run (the CLI) or the interval is 0', async () => {
    const settings: Record<string, string>[] = [
      { RUN_WORKERS: 'false', LEADS_SOURCE_ALLOW_PRIVATE: 'true' },
      { LEADS_SYNC_INTERVAL_MINUTES: '0', LEADS_SOURCE_ALLOW_PRIVATE: 'true' },
    ];
    for (const env of settings) {
      const app = await TestApp.start({ env });
      try {
        expect(app.app.get(SchedulerRegistry).getIntervals()).not.toContain(LEAD_SYNC_INTERVAL);
      } finally {
        await app.close();
      }
    }
  });
});
