import { Logger } from '@nestjs/common';
import { join, resolve } from 'node:path';
import { loadConfig } from '../config/app-config';
import { REPO_ROOT } from '../config/paths';
import { answers, backupDatabase, publishedUri, restoreDatabase } from './backup';
import { resolveDatabase } from './database-resolver';

/**
 * `npm run backup [-- <folder>]`: copies the database of the store running on DATA_DIR (it keeps
 * serving) into backups/<timestamp> or the folder given.
 * `npm run restore -- <folder>`: with the store stopped, replaces the database on DATA_DIR by that copy.
 * With MONGODB_URI, use mongodump and mongorestore instead.
 */
const logger = new Logger('Backup');

async function main(command: string | undefined, folder: string | undefined): Promise<void> {
  const config = loadConfig();
  if (config.mongodbUri) {
    throw new Error('MONGODB_URI is set: back up that database with mongodump and restore it with mongorestore');
  }
  if (command === 'backup') {
    const uri = publishedUri(config.dataDir);
    if (!uri || !(await answers(uri))) {
      throw new Error(`No store is running on ${config.dataDir}: start it (npm start), then run the backup again`);
    }
    const outDir = folder ?? join(REPO_ROOT, 'backups', new Date().toISOString().replace(/[:.]/g, '-'));
    const manifest = await backupDatabase(uri, outDir);
    logger.log(`Backed up ${describe(manifest.collections)} to ${outDir}`);
  } else if (command === 'restore') {
    if (!folder) throw new Error('Name the backup folder to restore: npm run restore -- backups/<timestamp>');
    const running = publishedUri(config.dataDir);
    if (running && (await answers(running))) {
      throw new Error(`The store is running on ${config.dataDir}: stop it, then run the restore again`);
    }
    const db = await resolveDatabase(config, { logger });
    try {
      const manifest = await restoreDatabase(db.uri, folder);
      logger.log(`Restored ${describe(manifest.collections)} from ${folder} (taken ${manifest.createdAt})`);
    } finally {
      await db.stop();
    }
  } else {
    throw new Error('Usage: backup.cli.ts backup [folder] | restore <folder>');
  }
}

function describe(collections: Record<string, number>): string {
  return Object.entries(collections)
    .map(([name, count]) => `${name}: ${count}`)
    .join(', ');
}

// npm runs the script in server/: a relative folder is taken from where the command was typed.
const folderArg = process.argv[3] && resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[3]);

main(process.argv[2], folderArg).catch((error: unknown) => {
  logger.error((error as Error).message);
  process.exit(1);
});
