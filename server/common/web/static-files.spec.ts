import express from 'express';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { ClientFiles } from './client-files.js';
import { StaticFiles } from './static-files.js';

describe('StaticFiles', () => {
  const root = mkdtempSync(join(tmpdir(), 'static-files-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'app-1a2b.js'), 'console.log(1)');
  const app = express();
  app.use(new StaticFiles(new ClientFiles(root)).handler);
  app.use((_req, res) => {
    res.status(299).json({ passedOn: true });
  });

  it('serves a file of the build', async () => {
    const res = await request(app).get('/assets/app-1a2b.js').expect(200);
    expect(res.text).toBe('console.log(1)');
  });

  it.each(['/api/%E0%A4%A', '/assets/%FF.js', '/%'])('passes %s (a broken %%-escape) on to the routes instead of answering text/html', async (path) => {
    const res = await request(app).get(path).expect(299);
    expect(res.body).toEqual({ passedOn: true });
  });
});
