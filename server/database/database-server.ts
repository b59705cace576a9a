import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { EmbeddedPostgres, readLiveLock, socketUrl } from './embedded-postgres.js';

/** How this process uses an embedded data folder that another process (the running server) owns. */
export class DatabaseOptions {
  /** The CLI attaches to the running server's database; the server itself refuses to share its folder. */
  attachToRunningServer = false;
}

/**
 * Decides where the database is: DATABASE_URL when set, otherwise an embedded PGlite under DATA_DIR/pg
 * started inside this process. It also owns the order of shutdown: the pool closes before PGlite does.
 */
@Injectable()
export class DatabaseServer implements OnApplicationShutdown {
  private readonly logger = new Logger(DatabaseServer.name);
  private embedded?: EmbeddedPostgres;

  constructor(
    private readonly config: AppConfig,
    private readonly moduleRef: ModuleRef,
    private readonly options: DatabaseOptions,
  ) {}

  get isEmbedded(): boolean {
    return !this.config.env.DATABASE_URL;
  }

  async url(): Promise<string> {
    if (this.config.env.DATABASE_URL) return this.config.env.DATABASE_URL;
    const owner = this.options.attachToRunningServer ? readLiveLock(this.config.dataDir) : null;
    if (owner?.socketDir) return socketUrl(owner.socketDir);
    this.embedded = new EmbeddedPostgres(this.config.dataDir);
    const url = await this.embedded.start();
    this.logger.log(`Embedded PostgreSQL (PGlite) serving ${this.config.dataPath('pg')}`);
    return url;
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.embedded) return;
    const dataSource = this.moduleRef.get(DataSource, { strict: false });
    if (dataSource?.isInitialized) await dataSource.destroy();
    await this.embedded.stop();
  }
}
