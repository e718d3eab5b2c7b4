import { DynamicModule, Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { getConnectionToken, MongooseModule } from '@nestjs/mongoose';
import mongoose, { type Connection } from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ChangeFeed, createChangeFeed } from './change-feed';
import { FeedToBus } from './feed-to-bus';
import { HealthController } from './health.controller';
import { DATABASE, ResolvedDatabase } from './resolved-database';
import { Upgrades } from './upgrades';

/**
 * How long a command waits for a server to answer before it fails (answered 503
 * SERVICE_UNAVAILABLE with Retry-After), and how often the driver checks on the server. A local
 * engine runs on this machine: if it has not answered within 2 s it is down or being restarted,
 * and the shopper is better told at once than after the driver's 30 s; it is checked every
 * second, so that a restarted engine is in use (and /api/health back to ok) a second after it
 * listens. An external MongoDB keeps 30 s, the time a replica set may take to elect a primary.
 * The local engine answers one command at a time, so the driver's check and a new connection's
 * handshake wait behind a long command (an index built over a million orders at the first start
 * of a version that adds one): they wait LOCAL_COMMAND_WAIT_MS rather than the driver's 30 s, after
 * which it would drop every connection and fail the commands waiting. An engine that is down is
 * still seen at once: its connections are refused or reset.
 */
const LOCAL_COMMAND_WAIT_MS = 10 * 60_000;

export function connectionTimings(engine: ResolvedDatabase['engine']) {
  return engine === 'mongodb'
    ? { serverSelectionTimeoutMS: 30_000 }
    : { serverSelectionTimeoutMS: 2_000, heartbeatFrequencyMS: 1_000, connectTimeoutMS: LOCAL_COMMAND_WAIT_MS };
}

/**
 * Query safety for every model: operator objects in filters are neutralised, unknown paths dropped.
 * And no stack trace captured at every query's start (Mongoose keeps it only to say where a query
 * run twice was first run; formatting it was a tenth of the CPU an order took).
 */
export function applyMongooseDefaults(): void {
  mongoose.set('sanitizeFilter', true);
  mongoose.set('strictQuery', true);
  mongoose.set('skipOriginalStackTraces', true);
}

/**
 * Connects Mongoose to a database that main.ts (or a test) already resolved, and stops any
 * server that was started for it when the app shuts down. `lazy` skips connecting at all,
 * for printing the GraphQL schema. Exports the `ChangeFeed` through which an instance learns
 * what other instances changed (database/change-feed.ts), and `FeedToBus`, through which the
 * domains publish those changes as their events (database/feed-to-bus.ts), and `Upgrades`,
 * the steps that bring an earlier version's data up to date once per database (database/upgrades.ts).
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
            ...connectionTimings(db.engine),
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
        FeedToBus,
        Upgrades,
      ],
      exports: [DATABASE, ChangeFeed, FeedToBus, Upgrades],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.db.ownedByApp) await this.db.stop();
  }
}
