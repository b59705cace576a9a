import request from 'supertest';
import { APP_ORIGIN, freshClientIp, useAppWithSmtp } from './support/test-app.js';

const contact = (n: number) => ({ fullName: 'Load Tester', email: `load${n}@example.com`, subject: 'Limits', message: 'Counting.' });

describe('RATE_LIMIT_MULTIPLIER', () => {
  const env = useAppWithSmtp({ env: { RATE_LIMIT_MULTIPLIER: '2' } });

  it('multiplies every limit: ten contact forms a minute per address instead of five', async () => {
    const ip = freshClientIp();
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++) {
      const res = await request(env.app.http).post('/api/contact').set('X-Forwarded-For', ip).set('Origin', APP_ORIGIN).send(contact(n));
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
  });
});
