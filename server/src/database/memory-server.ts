import { mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { DryMongoBinary, MongoMemoryServer } from 'mongodb-memory-server-core';
import { ResolvedDatabase, withTimeout } from './resolved-database';

const DOWNLOAD_HOST = 'fastdl.mongodb.org';

/** Resolves when a TCP connection to host:443 opens within `ms`; rejects otherwise. */
function reachable(host: string, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port: 443, timeout: ms });
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('timeout', () => {
      socket.destroy();
      reject(new Error(`cannot reach ${host} to download mongod (no answer within ${ms / 1000} s)`));
    });
    socket.once('error', (error) => reject(new Error(`cannot reach ${host} to download mongod (${error.message})`)));
  });
}

/**
 * Step 2: a real `mongod` through mongodb-memory-server. Uses a cached or system binary
 * (MONGOMS_SYSTEM_BINARY) when there is one; otherwise tries a download only if the download
 * host answers within two seconds, so that an offline machine moves on at once.
 */
export async function startMemoryServer(options: { dataDir?: string }): Promise<ResolvedDatabase> {
  const binaryPath = await DryMongoBinary.locateBinary({ version: process.env.MONGOMS_VERSION ?? '7.0.14' }).catch(
    () => undefined,
  );
  if (!binaryPath && !process.env.MONGOMS_SYSTEM_BINARY) {
    await withTimeout(reachable(DOWNLOAD_HOST, 2000), 3000, `cannot reach ${DOWNLOAD_HOST} to download mongod`);
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
