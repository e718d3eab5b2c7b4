import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from '../../bootstrap';
import { loadConfig } from '../../config/app-config';
import { resolveDatabase } from '../database-resolver';
import { loadDemoCatalogue } from './demo-catalogue';

/**
 * `npm run seed`: replaces the whole catalogue with the demo catalogue, in the database that
 * `npm start` uses (resolved the same way). With the local file database, stop the app first:
 * only one process can open its data file.
 */
async function seed() {
  const config = loadConfig();
  const database = await resolveDatabase(config);
  const app = await createApp({ config, database, ownsDatabase: true }, { quiet: true });
  try {
    await app.init();
    const result = await loadDemoCatalogue(app, { replace: true });
    process.stdout.write(
      `Removed ${result.removed} books; loaded ${result.inserted} demo books with covers in ${result.ms} ms\n`,
    );
  } finally {
    await app.close();
  }
}

seed().catch((error: unknown) => {
  new Logger('Seed').error((error as Error)?.message ?? String(error));
  process.exit(1);
});
