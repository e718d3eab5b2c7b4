import 'reflect-metadata';
import { createApp } from './bootstrap';
import { loadConfig } from './config/app-config';
import { SCHEMA_FILE } from './config/paths';

/**
 * Writes schema.graphql (code-first, sorted) without a database: the app is built with a lazy
 * connection that never connects, initialised, and closed.
 */
async function printSchema() {
  const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/bookstore-schema' });
  const database = {
    uri: 'mongodb://127.0.0.1:9/schema',
    engine: 'mongodb' as const,
    location: 'none',
    stop: async () => {},
  };
  const app = await createApp({ config, database, schemaFile: SCHEMA_FILE });
  await app.init();
  await app.close();
  process.stdout.write(`Wrote ${SCHEMA_FILE}\n`);
}

printSchema().catch((error) => {
  process.stderr.write(`${(error as Error).stack}\n`);
  process.exit(1);
});
