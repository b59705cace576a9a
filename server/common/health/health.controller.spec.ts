import type { Response } from 'express';
import type { DataSource } from 'typeorm';
import { HealthController, READY_DATABASE_TIMEOUT_MS } from './health.controller.js';
import { Lifecycle } from './lifecycle.js';

function fakeResponse() {
  const res = { statusCode: 200, headers: {} as Record<string, string> };
  return Object.assign(res, {
    status(code: number) {
      res.statusCode = code;
      return this;
    },
    setHeader(name: string, value: string) {
      res.headers[name] = value;
      return this;
    },
  });
}

function controller(query: () => Promise<unknown>, pendingMigrations = false, draining = false) {
  const dataSource = { query, showMigrations: async () => pendingMigrations } as unknown as DataSource;
  const lifecycle = new Lifecycle();
  lifecycle.draining = draining;
  return new HealthController(dataSource, lifecycle);
}

describe('HealthController', () => {
  it('is ready when the database answers and every migration is applied', async () => {
    const res = fakeResponse();
    const body = await controller(async () => [{ '?column?': 1 }]).ready(res as unknown as Response);
    expect(res.statusCode).toBe(200);
    expect(body).toEqual({ status: 'ready', checks: { database: true, migrations: true, draining: false } });
  });

  it('is not ready, with a 503, a Retry-After and the failed check, while the database is down', async () => {
    const res = fakeResponse();
    const body = await controller(async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' });
    }).ready(res as unknown as Response);
    expect(res.statusCode).toBe(503);
    expect(res.headers['Retry-After']).toMatch(/^\d+$/);
    expect(body).toMatchObject({ statusCode: 503, code: 'not_ready', checks: { database: false, migrations: false, draining: false } });
    expect(JSON.stringify(body)).not.toContain('ECONNREFUSED');
  });

  it('answers not ready in time when the database does not answer at all', async () => {
    const res = fakeResponse();
    const started = Date.now();
    const body = await controller(() => new Promise(() => undefined)).ready(res as unknown as Response);
    expect(Date.now() - started).toBeLessThan(READY_DATABASE_TIMEOUT_MS + 1000);
    expect(res.statusCode).toBe(503);
    expect(body).toMatchObject({ checks: { database: false } });
  });

  it('is not ready while draining or with migrations pending', async () => {
    for (const c of [controller(async () => [], false, true), controller(async () => [], true)]) {
      const res = fakeResponse();
      await c.ready(res as unknown as Response);
      expect(res.statusCode).toBe(503);
    }
  });

  it('stays alive whatever the database does', () => {
    expect(controller(() => Promise.reject(new Error('down'))).health()).toEqual({ status: 'ok' });
  });
});
