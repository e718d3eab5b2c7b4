import { Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { publishUri } from './backup';
import { startMemoryServer } from './memory-server';
import { DataFolderInUseError } from './data-folder-in-use';
import { startJavaServer } from './mongo-java-server';
import { ResolvedDatabase } from './resolved-database';

export interface ResolveOptions {
  /** Keep nothing on disk (tests): memory-server without a dbPath, mongo-java-server in memory. */
  ephemeral?: boolean;
  logger?: Pick<Logger, 'log' | 'warn'>;
}

function redact(uri: string): string {
  return uri.replace(/\/\/([^@/]+)@/, '//***@');
}

/**
 * Finds the database, in this order:
 *   1. MONGODB_URI;  2. mongodb-memory-server;  3. mongo-java-server;  4. a clear error.
 * Each local step fails within seconds when it cannot work, and the log names the engine chosen.
 * A data folder another process holds (the store already running) stops the search at once with
 * DataFolderInUseError, rather than ending in advice to install Java.
 */
export async function resolveDatabase(
  config: Pick<AppConfig, 'mongodbUri' | 'dataDir'>,
  options: ResolveOptions = {},
): Promise<ResolvedDatabase> {
  const logger = options.logger ?? new Logger('Database');
  if (config.mongodbUri) {
    logger.log(`Using MongoDB at ${redact(config.mongodbUri)} (MONGODB_URI)`);
    return { uri: config.mongodbUri, engine: 'mongodb', location: redact(config.mongodbUri), stop: async () => {} };
  }

  const dataDir = options.ephemeral ? undefined : config.dataDir;
  const failures: string[] = [];
  for (const [name, start] of [
    ['mongodb-memory-server', startMemoryServer],
    ['mongo-java-server', startJavaServer],
  ] as const) {
    const startedAt = Date.now();
    try {
      const db = await start({ dataDir });
      logger.log(`Using ${db.engine} (${db.location}) at ${db.uri}, ready in ${Date.now() - startedAt} ms`);
      if (!dataDir) return db;
      // `npm run backup` finds the running store's database through this file.
      const unpublish = publishUri(dataDir, db.uri);
      return { ...db, stop: async () => (unpublish(), db.stop()) };
    } catch (error) {
      // The local database works, but another process holds its file: no other way would help.
      if (error instanceof DataFolderInUseError) throw error;
      const reason = (error as Error).message.split('\n')[0];
      failures.push(`${name}: ${reason}`);
      logger.warn(`${name} is not available (${reason}); trying the next way`);
    }
  }
  throw new Error(
    [
      'No MongoDB database could be found. Use one of these three ways:',
      '  1. set MONGODB_URI to a running MongoDB 7 (for example `docker compose up -d mongo`',
      '     and MONGODB_URI=mongodb://localhost:27017/bookstore?replicaSet=rs0);',
      '  2. let mongodb-memory-server start mongod: it needs a cached binary, MONGOMS_SYSTEM_BINARY,',
      '     or internet access to download one;',
      '  3. install a Java 17+ JDK and Maven so that mongo-java-server (tools/mongo-java-server) can run.',
      'What was tried:',
      ...failures.map((failure) => `  - ${failure}`),
    ].join('\n'),
  );
}
