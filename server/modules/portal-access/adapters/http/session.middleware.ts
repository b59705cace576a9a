import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../../config/app-config.js';
import type { BuyerSessionData } from '../../domain/buyer-session.js';
import { HashedSidStore } from './hashed-sid-store.js';
import { sessionOptions } from './session-options.js';

declare module 'express-session' {
  // The fields a buyer's session holds (express-session's documented way to type them).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface SessionData extends BuyerSessionData {}
}

export const SESSION_TABLE = 'buyer_session';

/** express-session on the API routes, stored in PostgreSQL through the app's own connection pool. */
@Injectable()
export class SessionMiddleware implements OnModuleDestroy {
  private readonly store: HashedSidStore;
  private readonly handler: RequestHandler;

  constructor(config: AppConfig, dataSource: DataSource) {
    const pool = (dataSource.driver as unknown as { master: Pool }).master;
    this.store = new HashedSidStore(pool, SESSION_TABLE);
    this.handler = session(sessionOptions(this.store, config.sessionSecret, config.isProduction));
  }

  readonly handle = (req: Request, res: Response, next: NextFunction): void => {
    this.handler(req, res, next);
  };

  async onModuleDestroy(): Promise<void> {
    // Stops the pruning timer; the pool itself belongs to TypeORM.
    await this.store.close();
  }
}
