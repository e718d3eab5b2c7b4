import { DynamicModule, Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { getConnectionToken, MongooseModule } from '@nestjs/mongoose';
import mongoose, { type Connection } from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ChangeFeed, createChangeFeed } from './change-feed';
import { HealthController } from './health.controller';
import { DATABASE, ResolvedDatabase } from './resolved-database';

/** Query safety for every model: operator objects in filters are neutralised, unknown paths dropped. */
export function applyMongooseDefaults(): void {
  mongoose.set('sanitizeFilter', true);
  mongoose.set('strictQuery', true);
}

/**
 * Connects Mongoose to a database that main.ts (or a test) already resolved, and stops any
 * server that was started for it when the app shuts down. `lazy` skips connecting at all,
 * for printing the GraphQL schema. Exports the `ChangeFeed` through which an instance learns
 * what other instances changed (database/change-feed.ts).
 */
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DATABASE) private readonly db: ResolvedDatabase & { ownedByApp?: boolean }) {}

  static forRoot(db: ResolvedDatabase, options: { lazy?: boolean; stopOnShutdown?: boolean } = {}): DynamicModule {
    applyMongooseDefaults();
    return {
      module: DatabaseModule,
      imports: [
        MongooseModule.forRootAsync({
          useFactory: () => ({
            uri: db.uri,
            lazyConnection: options.lazy,
            serverSelectionTimeoutMS: db.engine === 'mongodb' ? 30_000 : 5_000,
            autoIndex: !options.lazy,
            autoCreate: !options.lazy,
          }),
        }),
      ],
      controllers: [HealthController],
      providers: [
        { provide: DATABASE, useValue: { ...db, ownedByApp: options.stopOnShutdown ?? false } },
        {
          provide: ChangeFeed,
          inject: [getConnectionToken(), APP_CONFIG],
          useFactory: (connection: Connection, config: AppConfig) =>
            createChangeFeed(connection, db, config.changeFeed, { lazy: options.lazy }),
        },
      ],
      exports: [DATABASE, ChangeFeed],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.db.ownedByApp) await this.db.stop();
  }
}
