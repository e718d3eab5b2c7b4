import { INestApplication } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Connection } from 'mongoose';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { BooksChangedElsewhere } from '../../src/books/book-events';
import { createApp } from '../../src/bootstrap';
import { EventBus } from '../../src/common/events/event-bus';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { DatabaseEngine } from '../../src/database/resolved-database';
import { InvoicesRelay } from '../../src/invoices/invoices-relay';

export interface TestApp {
  app: INestApplication;
  http: TestAgent;
  connection: Connection;
  config: AppConfig;
  /** Empties every collection (indexes stay), for tests that need a fresh store. */
  reset(): Promise<void>;
  /**
   * Runs the invoices' job as the store does just after orders are placed or cancelled (jobs do not
   * run by themselves in tests): the due invoices and credit notes are issued when it resolves.
   */
  issueDocuments(): Promise<number>;
  /** Stops the app and drops its database. */
  close(): Promise<void>;
}

/** A database of its own on the shared test server, so test files never see each other's data. */
export function testDatabaseUri(): string {
  const base = process.env.TEST_MONGODB_URI;
  if (!base) throw new Error('TEST_MONGODB_URI is not set: run the tests through jest (global setup)');
  const url = new URL(base);
  url.pathname = `/test_${randomBytes(6).toString('hex')}`;
  return url.toString();
}

/**
 * A database of its own for instances to share: pass it to `createTestApp` for each (two instances
 * of the store on one database), on the engine the tests run on.
 */
export function sharedTestDatabase(): { uri: string; engine: DatabaseEngine } {
  return { uri: testDatabaseUri(), engine: (process.env.TEST_DATABASE_ENGINE ?? 'mongodb') as DatabaseEngine };
}

/**
 * Boots the real app (same bootstrap as production) against a test database of its own, or
 * against `database` when given (two instances sharing one database).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  database?: { uri: string; engine: DatabaseEngine },
): Promise<TestApp> {
  // A data folder made here is removed on close; one the caller passes is the caller's.
  const ownDataDir = env.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), 'bookstore-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'integration-test-secret-that-is-long-enough',
    DATA_DIR: ownDataDir ?? '',
    PUBLIC_URL: 'http://store.test',
    AUTH_RATE_LIMIT: '10000',
    // Tests create thousands of accounts: argon2 at its test cost (auth/password-hash.ts), which
    // production refuses.
    PASSWORD_HASHING: env.NODE_ENV === 'production' ? 'standard' : 'fast',
    ...env,
  });
  const resolved = {
    ...(database ?? sharedTestDatabase()),
    location: 'test',
    stop: async () => undefined,
  };
  const app = await createApp({ config, database: resolved });
  await app.init();
  const connection = app.get<Connection>(getConnectionToken());
  await Promise.all(Object.values(connection.models).map((model) => model.init()));
  return {
    app,
    http: request(app.getHttpServer()),
    connection,
    config,
    issueDocuments: () => app.get(InvoicesRelay).pass(),
    reset: async () => {
      const collections = await connection.db!.collections();
      await Promise.all(collections.map((collection) => collection.deleteMany({})));
      // Emptied behind the app's back: told as the change feed would tell it, so whatever the app
      // keeps of the catalogue is read again before this returns.
      await app.get(EventBus).publish(new BooksChangedElsewhere('all'));
    },
    close: async () => {
      await connection.db?.dropDatabase().catch(() => undefined);
      await app.close();
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
