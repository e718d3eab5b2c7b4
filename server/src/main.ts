import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp, logStartup } from './bootstrap';
import { ConfigError, loadConfig } from './config/app-config';
import { resolveDatabase } from './database/database-resolver';

async function main() {
  const config = loadConfig();
  const database = await resolveDatabase(config);
  const app = await createApp({ config, database, ownsDatabase: true });
  await app.listen(config.port);
  logStartup(config);
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : (error as Error)?.message ?? String(error);
  new Logger('Bookstore').error(message);
  process.exit(1);
});
