import { Global, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule, type TypeOrmModuleOptions } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { DatabaseOptions, DatabaseServer } from './database-server.js';
import { runMigrationsLocked } from './migrate.js';
import { MIGRATIONS } from './migrations/index.js';

@Global()
@Module({ providers: [DatabaseServer], exports: [DatabaseServer] })
class DatabaseServerModule {}

@Global()
@Module({})
class DatabaseOptionsModule {
  static register(options: Partial<DatabaseOptions>): DynamicModule {
    return {
      module: DatabaseOptionsModule,
      providers: [{ provide: DatabaseOptions, useValue: Object.assign(new DatabaseOptions(), options) }],
      exports: [DatabaseOptions],
    };
  }
}

const TYPEORM = TypeOrmModule.forRootAsync({
      imports: [DatabaseServerModule],
      inject: [AppConfig, DatabaseServer],
      useFactory: async (config: AppConfig, server: DatabaseServer): Promise<TypeOrmModuleOptions> => ({
        type: 'postgres',
        url: await server.url(),
        autoLoadEntities: true,
        migrations: MIGRATIONS,
        synchronize: false,
        migrationsRun: false,
        // PGlite serves one session: the whole app shares one connection, so transactions never interleave.
        poolSize: server.isEmbedded ? 1 : 10,
        extra: { connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 },
        logging: config.env.LOG_LEVEL === 'debug' ? ['query', 'error'] : ['error'],
      }),
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options!).initialize();
        await runMigrationsLocked(dataSource);
        return dataSource;
      },
    });

/** The database: TypeORM over `pg`, on DATABASE_URL or the embedded PGlite; migrations applied at start. */
@Module({})
export class DatabaseModule {
  static forRoot(options: Partial<DatabaseOptions> = {}): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [DatabaseOptionsModule.register(options), DatabaseServerModule, TYPEORM],
      exports: [DatabaseServerModule],
    };
  }
}
