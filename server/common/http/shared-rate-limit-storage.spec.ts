import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { SharedRateLimitStorage } from './shared-rate-limit-storage.js';

const MINUTE = 60_000;

/** Counts `hits` requests of one client through `storage` and returns the last record. */
async function hit(storage: SharedRateLimitStorage, key: string, hits: number, limit = 5) {
  let record = await storage.increment(key, MINUTE, limit, MINUTE, 'default');
  for (let i = 1; i < hits; i++) record = await storage.increment(key, MINUTE, limit, MINUTE, 'default');
  return record;
}

describe('SharedRateLimitStorage', () => {
  describe('when Redis is unreachable', () => {
    // Port 1 on loopback: nothing listens there, so every command fails at once.
    const storage = SharedRateLimitStorage.connect('redis://127.0.0.1:1');
    beforeAll(() => storage.onModuleInit());
    afterAll(() => storage.onApplicationShutdown());

    it('still counts, in this process, and blocks past the limit', async () => {
      const key = randomUUID();
      expect(await hit(storage, key, 5)).toMatchObject({ totalHits: 5, isBlocked: false });
      expect(await hit(storage, key, 1)).toMatchObject({ isBlocked: true });
    });
  });

  // Needs a real Redis: CI sets TEST_REDIS_URL on its PostgreSQL pass (the machine runs one on 6379).
  const withRedis = process.env.TEST_REDIS_URL ? describe : describe.skip;
  withRedis('on a shared Redis', () => {
    const url = process.env.TEST_REDIS_URL!;
    const first = SharedRateLimitStorage.connect(url);
    const second = SharedRateLimitStorage.connect(url);
    beforeAll(async () => {
      await first.onModuleInit();
      await second.onModuleInit();
    });
    afterAll(() => Promise.all([first.onApplicationShutdown(), second.onApplicationShutdown()]));

    it('counts one client together across instances', async () => {
      const key = randomUUID();
      await hit(first, key, 3);
      expect(await hit(second, key, 2)).toMatchObject({ totalHits: 5, isBlocked: false });
      expect(await hit(first, key, 1)).toMatchObject({ isBlocked: true });
      expect(await hit(second, key, 1)).toMatchObject({ isBlocked: true });
    });

    it('keeps the counters in Redis with the window as their expiry', async () => {
      const key = randomUUID();
      await hit(first, key, 2);
      const redis = new Redis(url);
      try {
        const [hitsKey] = await redis.keys(`{${key}:default}:hits`);
        expect(await redis.get(hitsKey!)).toBe('2');
        const ttl = await redis.pttl(hitsKey!);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(MINUTE);
      } finally {
        redis.disconnect();
      }
    });
  });
});
