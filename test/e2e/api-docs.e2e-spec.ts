import request from 'supertest';
import { TestApp } from './support/test-app.js';

/** Issue 14, point 12: the OpenAPI viewer is a developer's tool, not public in production (AppConfig.apiDocs). */
describe('GET /api/docs', () => {
  it('is served by default outside production', async () => {
    const app = await TestApp.start();
    try {
      await request(app.http).get('/api/docs/openapi.json').expect(200);
    } finally {
      await app.close();
    }
  });

  it('is not there with API_DOCS off (the production default): a 404 like any unknown API path', async () => {
    const app = await TestApp.start({ env: { API_DOCS: 'false' } });
    try {
      for (const path of ['/api/docs', '/api/docs/openapi.json']) {
        const res = await request(app.http).get(path).expect(404);
        expect(res.body).toMatchObject({ statusCode: 404 });
      }
    } finally {
      await app.close();
    }
  });
});
