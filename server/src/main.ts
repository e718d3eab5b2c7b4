import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp, logStartup } from './bootstrap';
import { ConfigError, loadConfig } from './config/app-config';
import { resolveDatabase } from './database/database-resolver';
import { loadDemoCatalogue } from './database/seed/demo-catalogue';

async function main() {
  const config = loadConfig();
  const database = await resolveDatabase(config);
  const app = await createApp({ config, database, ownsDatabase: true });
  await app.init();
  if (config.demoCatalogue) await loadDemoCatalogueIfEmpty(app);
  await app.listen(config.port);
  logStartup(config);
}

/** First start with an empty catalogue: load the demo books, so a newcomer sees a real store. */
async function loadDemoCatalogueIfEmpty(app: Parameters<typeof loadDemoCatalogue>[0]) {
  const logger = new Logger('Bookstore');
  try {
    const result = await loadDemoCatalogue(app, { replace: false });
    if (result.loaded) logger.log(`Loaded the demo catalogue: ${result.inserted} books in ${result.ms} ms`);
  } catch (error) {
    logger.warn(`Could not load the demo catalogue: ${(error as Error).message}`);
  }
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : ((error as Error)?.message ?? String(error));
  new Logger('Bookstore').error(message);
  process.exit(1);
});
