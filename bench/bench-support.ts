/** What every benchmark shares: a fresh database, the machine it ran on, and the results file. */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../server/src/config/app-config';
import { resolveDatabase } from '../server/src/database/database-resolver';
import type { ResolvedDatabase } from '../server/src/database/resolved-database';

export const log = (line: string) => process.stdout.write(`${line}\n`);

/** A fresh database: a new database on MONGODB_URI (dropped afterwards), or an ephemeral local server. */
export async function freshDatabase(): Promise<ResolvedDatabase & { external: boolean }> {
  const external = process.env.MONGODB_URI;
  if (external) {
    const url = new URL(external);
    url.pathname = `/bench_${randomBytes(4).toString('hex')}`;
    return {
      uri: url.toString(),
      engine: 'mongodb',
      location: 'MONGODB_URI',
      stop: async () => undefined,
      external: true,
    };
  }
  const local = await resolveDatabase({ dataDir: '' }, { ephemeral: true, logger: { log, warn: () => undefined } });
  return { ...local, external: false };
}

/** The store's settings for a benchmark: production mode on this database, no demo books, sign-in limit raised, CATALOGUE_READS as given. */
export function benchConfig(uri: string) {
  return loadConfig({
    NODE_ENV: 'production',
    MONGODB_URI: uri,
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: '/tmp/bookstore-bench',
    PUBLIC_URL: 'http://127.0.0.1',
    DEMO_CATALOGUE: 'false',
    AUTH_RATE_LIMIT: '1000',
    // Unset: the engine's default (the in-process index on the local engine, the database on MongoDB).
    CATALOGUE_READS: process.env.CATALOGUE_READS,
  });
}

/** The machine a run was measured on: results from a busy or small machine read differently. */
export function machine() {
  return {
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    loadAverage: loadavg(),
  };
}

/** Writes `bench/results/<name>-<time>.json` with the date and the machine added, and says where. */
export function writeResults(name: string, results: Record<string, unknown>): string {
  const dir = join(__dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const date = new Date().toISOString();
  const file = join(dir, `${name}-${date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ date, machine: machine(), ...results }, null, 2));
  log(`Results written to ${file}`);
  return file;
}
