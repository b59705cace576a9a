import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Client } from 'google-auth-library';
import { GoogleSheetsOptions } from '../../server/modules/leads/adapters/sources/google-sheet.fetcher.js';
import { LeadSourcesService } from '../../server/modules/leads/application/lead-sources.service.js';
import { SourceRetryPolicy } from '../../server/modules/leads/application/retry-policy.js';
import { googleSheetTarget } from '../../server/modules/leads/domain/lead-source.js';
import { LicensingService } from '../../server/modules/licensing/application/licensing.service.js';
import { TestApp } from './support/test-app.js';

const SPREADSHEET = '1AbCdEfGhIjKlMnOpQrStUvWxYz_0123456789-abc';
const TOKEN = 'test-access-token';

/** Stands in for sheets.googleapis.com: answers values.get from a queue and notes what was asked. */
class FakeSheetsApi {
  readonly requests: { path: string; authorization?: string }[] = [];
  answers: ((res: ServerResponse) => void)[] = [];
  private server!: Server;

  async start(): Promise<this> {
    this.server = createServer((req: IncomingMessage, res) => {
      this.requests.push({ path: decodeURIComponent(req.url ?? ''), authorization: req.headers.authorization });
      const answer = this.answers.length > 1 ? this.answers.shift()! : this.answers[0];
      answer(res);
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const values = (rows: unknown[][]) => (res: ServerResponse) =>
  res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ range: 'Leads!A1:D9', majorDimension: 'ROWS', values: rows }));
const apiError = (code: number, message: string, headers: Record<string, string> = {}) => (res: ServerResponse) =>
  res.writeHead(code, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify({ error: { code, message, status: 'ERROR' } }));

describe('Lead sources: a Google Sheet read through the Sheets API (a local stand-in)', () => {
  let app: TestApp;
  let api: FakeSheetsApi;
  let waits: number[];
  const sources = () => app.app.get(LeadSourcesService);
  const issue = async (name: string) => (await app.app.get(LicensingService).issue({ buyerName: name, email: 'g@example.com' })).licence.id;
  const names = async (licenceId: string) =>
    ((await app.dataSource.query(`SELECT name FROM lead WHERE licence_id = $1 ORDER BY name`, [licenceId])) as { name: string }[]).map((r) => r.name);

  beforeAll(async () => {
    api = await new FakeSheetsApi().start();
    app = await TestApp.start({ env: { LEADS_SYNC_INTERVAL_MINUTES: '0' } });
    const auth = new OAuth2Client();
    auth.setCredentials({ access_token: TOKEN });
    Object.assign(app.app.get(GoogleSheetsOptions), { rootUrl: api.url, auth });
    app.app.get(SourceRetryPolicy).sleep = async (ms: number) => void waits.push(ms);
  });
  beforeEach(() => {
    waits = [];
    api.requests.length = 0;
  });
  afterAll(async () => {
    await app?.close();
    await api?.stop();
  });

  it('reads the range with the bearer token, maps the cells, and upserts them', async () => {
    const licenceId = await issue('Sheet Realty');
    // The API leaves out trailing empty cells and rows; numbers come as the sheet shows them.
    api.answers = [values([['Id', 'Name', 'Messages', 'Intent'], [101, 'Asha Verma', 'Lead: buying a flat', 'buy'], [102, 'Ravi Kumar', 'Lead: renting'], [], [103, '', 'Lead: ?']])];
    await sources().setSource(licenceId, googleSheetTarget(`https://docs.google.com/spreadsheets/d/${SPREADSHEET}/edit#gid=0`, 'Leads!A:D'));
    const [outcome] = await sources().sync(licenceId);
    expect(outcome).toMatchObject({ ok: true, report: { read: 3, inserted: 2, updated: 0, unchanged: 0, rejected: [{ row: 5, reason: 'missing name' }] } });
    expect(api.requests).toEqual([{ path: `/v4/spreadsheets/${SPREADSHEET}/values/Leads!A:D?majorDimension=ROWS`, authorization: `Bearer ${TOKEN}` }]);
    expect(await names(licenceId)).toEqual(['Asha Verma', 'Ravi Kumar']);

    const [again] = await sources().sync(licenceId);
    expect(again).toMatchObject({ ok: true, report: { inserted: 0, updated: 0, unchanged: 2 } });
  });

  it('reads A:Z of the first sheet when no range is given', async () => {
    const licenceId = await issue('Default Range');
    api.answers = [values([['name', 'chats'], ['Mina', 'Lead: hi']])];
    await sources().setSource(licenceId, googleSheetTarget(SPREADSHEET));
    await sources().sync(licenceId);
    expect(api.requests[0].path).toBe(`/v4/spreadsheets/${SPREADSHEET}/values/A:Z?majorDimension=ROWS`);
  });

  it('retries 429 and 5xx answers, honouring Retry-After', async () => {
    const licenceId = await issue('Quota Homes');
    api.answers = [apiError(429, 'Quota exceeded', { 'Retry-After': '5' }), apiError(503, 'Backend error'), values([['name', 'chats'], ['Omar', 'Lead: hi']])];
    await sources().setSource(licenceId, googleSheetTarget(SPREADSHEET));
    const [outcome] = await sources().sync(licenceId);
    expect(outcome).toMatchObject({ ok: true, report: { inserted: 1 } });
    expect(waits).toEqual([5_000, 4_000]);
    expect(api.requests).toHaveLength(3);
  });

  it('a sheet the service account may not read leaves the leads as they were and records why', async () => {
    const licenceId = await issue('Private Sheets');
    api.answers = [values([['name', 'chats'], ['Zoe', 'Lead: hi']])];
    await sources().setSource(licenceId, googleSheetTarget(SPREADSHEET));
    await sources().sync(licenceId);
    api.answers = [apiError(403, 'The caller does not have permission')];
    const [outcome] = await sources().sync(licenceId);
    expect(outcome).toMatchObject({ ok: false, error: expect.stringContaining('answered 403') });
    expect(api.requests).toHaveLength(2); // a 403 is not retried
    expect(await names(licenceId)).toEqual(['Zoe']);
    const [source] = await sources().show(licenceId);
    expect(source.lastError).toContain("Share the sheet with the service account's e-mail");
  });

  it('without GOOGLE_SERVICE_ACCOUNT_JSON the sync fails with that reason and calls nobody', async () => {
    const licenceId = await issue('No Credentials');
    const options = app.app.get(GoogleSheetsOptions);
    const auth = options.auth;
    options.auth = undefined;
    try {
      await sources().setSource(licenceId, googleSheetTarget(SPREADSHEET));
      const [outcome] = await sources().sync(licenceId);
      expect(outcome).toMatchObject({ ok: false, error: expect.stringContaining('GOOGLE_SERVICE_ACCOUNT_JSON is not set') });
      expect(api.requests).toEqual([]);
    } finally {
      options.auth = auth;
    }
  });
});
