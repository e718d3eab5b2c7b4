/**
 * Durability benchmark: what acknowledging only writes that are on disk costs the local database
 * (mongo-java-server with an H2 file), by commit mode of the launcher. See bench/README.md.
 *
 *   npx ts-node --transpile-only --project bench/tsconfig.json bench/durability.bench.ts
 *
 * For each mode and round, one launcher on a fresh data folder; for each number of concurrent
 * clients, on a collection of its own: OPS single-document inserts, then OPS `$inc` updates of
 * those documents, then OPS reads by `_id`. Modes: `each-write` (commit and fsync after each write,
 * one at a time: the behaviour before group commit), `group` (the default: writes that arrive
 * together share one commit and fsync) and, if asked for, `background` (H2's own commit about once
 * a second, which loses up to a second of acknowledged writes on kill -9).
 * Environment: BENCH_OPS (2000), BENCH_CLIENTS (1,10,50), BENCH_MODES (each-write,group),
 * BENCH_ROUNDS (2; the order of the modes alternates from one round to the next).
 */
import mongoose from 'mongoose';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startJavaServer } from '../server/src/database/mongo-java-server';
import { log, writeResults } from './bench-support';

const OPS = Number(process.env.BENCH_OPS ?? 2_000);
const CLIENTS = (process.env.BENCH_CLIENTS ?? '1,10,50').split(',').map(Number);
const MODES = (process.env.BENCH_MODES ?? 'each-write,group').split(',');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const HARD_LIMIT_MS = 15 * 60_000;

const KEYS = ['insert/s', '$inc/s', 'read/s'] as const;
type Key = (typeof KEYS)[number];
type Row = { mode: string; round: number; clients: number; 'writes/commit': number } & Record<Key, number>;

/** Runs `op(i)` for i in [0, OPS) from `clients` concurrent loops; returns operations per second. */
async function throughput(clients: number, op: (i: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < OPS) await op(next++);
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return Math.round(OPS / seconds);
}

interface CommitStatus {
  commits: number;
  writeCommands: number;
}

async function measure(mode: string, round: number): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bookstore-durability-bench-'));
  const database = await startJavaServer({ dataDir, javaOptions: [`-Dlauncher.commit=${mode}`] });
  const connection = await mongoose.createConnection(database.uri, { maxPoolSize: Math.max(...CLIENTS) }).asPromise();
  const commitStatus = async (): Promise<CommitStatus> =>
    ((await connection.db!.admin().command({ serverStatus: 1 })).launcherCommit as CommitStatus | undefined) ?? {
      commits: 0,
      writeCommands: 0,
    };
  try {
    const rows: Row[] = [];
    for (const clients of CLIENTS) {
      const books = connection.db!.collection<{ _id: number; title: string; stock: number }>(`books_${clients}`);
      await books.createIndex({ title: 1 });
      const before = await commitStatus();
      const inserts = await throughput(clients, (i) => books.insertOne({ _id: i, title: `Book ${i}`, stock: 0 }));
      const updates = await throughput(clients, (i) =>
        books.updateOne({ _id: (i * 7919) % OPS }, { $inc: { stock: 1 } }),
      );
      const after = await commitStatus();
      const reads = await throughput(clients, (i) => books.findOne({ _id: (i * 104729) % OPS }));
      const total = (
        await books.aggregate<{ stock: number }>([{ $group: { _id: null, stock: { $sum: '$stock' } } }]).toArray()
      )[0];
      if (total?.stock !== OPS) throw new Error(`expected ${OPS} increments, found ${total?.stock}`);
      const commits = after.commits - before.commits;
      rows.push({
        mode,
        round,
        clients,
        'insert/s': inserts,
        '$inc/s': updates,
        'read/s': reads,
        'writes/commit': commits ? Math.round(((after.writeCommands - before.writeCommands) / commits) * 10) / 10 : 0,
      });
      log(JSON.stringify(rows[rows.length - 1]));
    }
    log(`file after: ${Math.round(statSync(join(dataDir, 'bookstore.mv.db')).size / 1e5) / 10} MB`);
    return rows;
  } finally {
    await connection.close();
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const watchdog = setTimeout(() => {
    log(`durability bench: still running after ${HARD_LIMIT_MS / 60_000} minutes, giving up`);
    process.exit(1);
  }, HARD_LIMIT_MS);
  watchdog.unref();
  log(
    `${OPS} inserts, $inc updates and reads at ${CLIENTS.join(', ')} concurrent clients; modes ${MODES.join(', ')}; ${ROUNDS} round(s); load ${loadavg()[0].toFixed(2)}`,
  );
  const rows: Row[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const mode of round % 2 ? MODES : [...MODES].reverse()) rows.push(...(await measure(mode, round)));
  }
  console.table(rows);
  const summary = MODES.flatMap((mode) =>
    CLIENTS.map((clients) => {
      const mine = rows.filter((r) => r.mode === mode && r.clients === clients);
      return {
        mode,
        clients,
        ...Object.fromEntries(KEYS.map((key) => [key, median(mine.map((r) => r[key]))])),
        'writes/commit': median(mine.map((r) => r['writes/commit'])),
      };
    }),
  );
  log('medians:');
  console.table(summary);
  writeResults('durability', { ops: OPS, clients: CLIENTS, modes: MODES, rounds: ROUNDS, rows, summary });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    log(`durability bench failed: ${(error as Error)?.stack ?? String(error)}`);
    process.exit(1);
  },
);
