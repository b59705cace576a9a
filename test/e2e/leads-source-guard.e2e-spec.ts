import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LeadSourcesService } from '../../server/modules/leads/application/lead-sources.service.js';
import { csvUrlTarget } from '../../server/modules/leads/domain/lead-source.js';
import { LicensingService } from '../../server/modules/licensing/application/licensing.service.js';
import { TestApp } from './support/test-app.js';

/**
 * Issue 14, point 11: a published-CSV source is fetched by the server, so it must not reach the server's own
 * network (loopback, private, link-local and metadata addresses, directly or by a redirect: see guarded-get.spec.ts),
 * and whatever a URL sends back never becomes part of a stored or shown error.
 */
describe('Lead sources: what the server refuses to fetch, and what it never repeats', () => {
  let server: Server;
  let port = 0;
  const hits: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/redirect') res.writeHead(302, { location: `http://127.0.0.1:${port}/internal` }).end();
      else res.writeHead(200, { 'Content-Type': 'text/csv' }).end('db_password,s3cr3t-token\nx,y\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  async function syncOnce(app: TestApp, url: string) {
    const { licence } = await app.app.get(LicensingService).issue({ buyerName: 'Guarded', email: 'guard@example.com' });
    await app.app.get(LeadSourcesService).setSource(licence.id, csvUrlTarget(url));
    const [outcome] = await app.app.get(LeadSourcesService).sync(licence.id);
    const [stored] = await app.dataSource.query('SELECT last_error FROM lead_source WHERE licence_id = $1', [licence.id]);
    return { outcome, storedError: stored.last_error as string };
  }

  describe('by default', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await TestApp.start({ env: { LEADS_SYNC_INTERVAL_MINUTES: '0' } });
    });
    afterAll(() => app.close());

    it.each([
      ['a loopback address', () => `http://127.0.0.1:${port}/internal`],
      ['a name that resolves to loopback', () => `http://localhost:${port}/internal`],
      ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
      ['a private address', () => 'http://10.0.0.1/leads.csv'],
    ])('refuses %s without connecting, and says why', async (_name, url) => {
      hits.length = 0;
      const { outcome, storedError } = await syncOnce(app, url());
      expect(outcome.ok).toBe(false);
      expect(storedError).toMatch(/was not fetched: .* resolves to a private, loopback or link-local address/);
      expect(hits).toEqual([]);
    });
  });

  describe('with LEADS_SOURCE_ALLOW_PRIVATE (local testing)', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await TestApp.start({ env: { LEADS_SYNC_INTERVAL_MINUTES: '0', LEADS_SOURCE_ALLOW_PRIVATE: 'true' } });
    });
    afterAll(() => app.close());

    it('fetches, follows the redirect, and never puts what came back into the error', async () => {
      hits.length = 0;
      const { outcome, storedError } = await syncOnce(app, `http://127.0.0.1:${port}/redirect`);
      expect(hits).toEqual(['/redirect', '/internal']);
      expect(outcome.ok).toBe(false);
      expect(storedError).toBe('The sheet has no name and no pastChats (or chats, messages) column. Row 1 must name the columns.');
      expect(JSON.stringify(outcome)).not.toMatch(/s3cr3t|db_password/);
    });
  });
});
