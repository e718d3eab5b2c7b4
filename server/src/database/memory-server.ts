import { lookup } from 'node:dns/promises';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DryMongoBinary, MongoMemoryServer } from 'mongodb-memory-server-core';
import { ResolvedDatabase, withTimeout } from './resolved-database';

const DOWNLOAD_HOST = 'fastdl.mongodb.org';

/**
 * Step 2: a real `mongod` through mongodb-memory-server. Uses a cached or system binary
 * (MONGOMS_SYSTEM_BINARY) when there is one; otherwise tries a download only if the download
 * host resolves within two seconds, so that an offline machine moves on at once.
 */
export async function startMemoryServer(options: { dataDir?: string }): Promise<ResolvedDatabase> {
  const binaryPath = await DryMongoBinary.locateBinary({ version: process.env.MONGOMS_VERSION ?? '7.0.14' }).catch(
    () => undefined,
  );
  if (!binaryPath && !process.env.MONGOMS_SYSTEM_BINARY) {
    await withTimeout(lookup(DOWNLOAD_HOST), 2000, `cannot reach ${DOWNLOAD_HOST} to download mongod`);
  }
  const dbPath = options.dataDir ? join(options.dataDir, 'mongod') : undefined;
  if (dbPath) mkdirSync(dbPath, { recursive: true });
  const server = await withTimeout(
    MongoMemoryServer.create({
      instance: { ip: '127.0.0.1', dbPath, storageEngine: dbPath ? 'wiredTiger' : undefined },
    }),
    120_000,
    'mongod did not start within 120 s',
  );
  return {
    uri: server.getUri('bookstore'),
    engine: 'mongodb-memory-server',
    location: dbPath ?? 'memory',
    stop: async () => {
      await server.stop({ doCleanup: !dbPath, force: false });
    },
  };
}
