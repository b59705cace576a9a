import { Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { ThrottlerStorageService, type ThrottlerStorage } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Redis } from 'ioredis';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * Rate-limit counters in Redis, so every instance of the app counts a client's requests together.
 *
 * When Redis cannot answer, requests are counted in this process until it is back (logged once per outage): a
 * cache outage must not take the forms and the portal down, and the counts that guard accounts (wrong codes,
 * code e-mails) live in PostgreSQL, not here. Commands fail fast instead of queueing, so a slow or absent Redis
 * never holds a request.
 */
export class SharedRateLimitStorage implements ThrottlerStorage, OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimits');
  private readonly shared: ThrottlerStorageRedisService;
  private readonly local = new ThrottlerStorageService();
  private degraded = false;

  constructor(private readonly redis: Redis) {
    this.shared = new ThrottlerStorageRedisService(redis);
    // ioredis reconnects by itself; without a listener every failed attempt is printed as an unhandled error.
    redis.on('error', (error: Error) => this.logger.debug(`Redis: ${error.message}`));
  }

  static connect(url: string): SharedRateLimitStorage {
    return new SharedRateLimitStorage(
      new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 1_000, disconnectTimeout: 100 }),
    );
  }

  /** Connects before the first request when it can; a Redis that is down at start only means local counting. */
  async onModuleInit(): Promise<void> {
    await this.redis.connect().catch((error: Error) => this.enterDegraded(error));
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    try {
      const record = await this.shared.increment(key, ttl, limit, blockDuration, throttlerName);
      if (this.degraded) {
        this.degraded = false;
        this.logger.log('Redis is back: rate limits are shared between instances again');
      }
      return record;
    } catch (error) {
      this.enterDegraded(error as Error);
      return this.local.increment(key, ttl, limit, blockDuration, throttlerName);
    }
  }

  /** QUIT lets Redis close the connection at once; a plain disconnect would leave the socket open for seconds. */
  async onApplicationShutdown(): Promise<void> {
    this.local.onApplicationShutdown();
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }

  private enterDegraded(error: Error): void {
    if (this.degraded) return;
    this.degraded = true;
    this.logger.warn(`Redis unavailable (${error.message}): rate limits are counted per instance until it is back`);
  }
}
