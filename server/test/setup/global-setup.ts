import { resolveDatabase } from '../../src/database/database-resolver';

/**
 * One database server for the whole run, found the same way the app finds it (src/database/database-resolver.ts), but
 * ephemeral: mongo-java-server in memory on a machine without mongod. Each test file then works
 * in a database of its own on that server.
 */
export default async function globalSetup() {
  const database = await resolveDatabase(
    { mongodbUri: process.env.TEST_MONGODB_URI, dataDir: '' },
    {
      ephemeral: true,
      logger: { log: (m: string) => process.stderr.write(`\n[test db] ${m}\n`), warn: () => undefined },
    },
  );
  process.env.TEST_MONGODB_URI = database.uri;
  process.env.TEST_DATABASE_ENGINE = database.engine;
  (globalThis as { __TEST_DATABASE__?: typeof database }).__TEST_DATABASE__ = database;
}
