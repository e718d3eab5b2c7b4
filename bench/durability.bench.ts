/**
 * Durability benchmark: what committing and fsyncing every write before its acknowledgement
 * costs the local database (mongo-java-server with an H2 file). See bench/README.md.
 *
 *   npx ts-node --transpile-only --project bench/tsconfig.json bench/durability.bench.ts
 *
 * For each commit mode of the launcher, on a fresh data folder: OPS single-document inserts,
 * then OPS `$inc` updates of those documents, then OPS reads by `_id`, each from CLIENTS
 * concurrent clients. Modes: `background` (H2's own commit about once a second: the behaviour
 * before acknowledged writes were made durable) and `each-write` (the default).
 * Environment: BENCH_OPS (2000), BENCH_CLIENTS (10), BENCH_ROUNDS (3, alternating the order of the modes).
 */
import mongoose from 'mongoose';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startJavaServer } from '../server/src/database/mongo-java-server';

const OPS = Number(process.env.BENCH_OPS ?? 2_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MODES = ['background', 'each-write'] as const;
const HARD_LIMIT_MS = 10 * 60_000;

type Mode = (typeof MODES)[number];
interface Row {
  mode: Mode;
  round: number;
  'insert/s': number;
  '$inc/s': number;
  'read/s': number;
  'file MB': number;
}

const log = (line: string) => process.stdout.write(`${line}\n`);

/** Runs `op(i)` for i in [0, OPS) from CLIENTS concurrent loops; returns operations per second. */
async function throughput(op: (i: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < OPS) await op(next++);
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return Math.round(OPS / seconds);
}

async function measure(mode: Mode, round: number): Promise<Row> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bookstore-durability-bench-'));
  const database = await startJavaServer({ dataDir, javaOptions: [`-Dlauncher.commit=${mode}`] });
  const connection = await mongoose.createConnection(database.uri, { maxPoolSize: CLIENTS }).asPromise();
  try {
    const books = connection.db!.collection<{ _id: number; title: string; stock: number }>('books');
    await books.createIndex({ title: 1 });
    const inserts = await throughput((i) => books.insertOne({ _id: i, title: `Book ${i}`, stock: 0 }));
    const updates = await throughput((i) => books.updateOne({ _id: (i * 7919) % OPS }, { $inc: { stock: 1 } }));
    const reads = await throughput((i) => books.findOne({ _id: (i * 104729) % OPS }));
    const total = (
      await books.aggregate<{ stock: number }>([{ $group: { _id: null, stock: { $sum: '$stock' } } }]).toArray()
    )[0];
    if (total?.stock !== OPS) throw new Error(`expected ${OPS} increments, found ${total?.stock}`);
    const fileMb = Math.round(statSync(join(dataDir, 'bookstore.mv.db')).size / 1e5) / 10;
    return { mode, round, 'insert/s': inserts, '$inc/s': updates, 'read/s': reads, 'file MB': fileMb };
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
    `${OPS} inserts, ${OPS} $inc updates, ${OPS} reads; ${CLIENTS} concurrent clients; ${ROUNDS} round(s); load ${loadavg()[0].toFixed(2)}`,
  );
  const rows: Row[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const mode of round % 2 ? MODES : [...MODES].reverse()) rows.push(await measure(mode, round));
  }
  console.table(rows);
  const summary = Object.fromEntries(
    MODES.map((mode) => {
      const of = (key: 'insert/s' | '$inc/s' | 'read/s') =>
        median(rows.filter((r) => r.mode === mode).map((r) => r[key]));
      return [mode, { 'insert/s': of('insert/s'), '$inc/s': of('$inc/s'), 'read/s': of('read/s') }];
    }),
  );
  const ratio = (key: 'insert/s' | '$inc/s' | 'read/s') =>
    Math.round((summary['each-write'][key] / summary.background[key]) * 100) / 100;
  log(`medians: ${JSON.stringify(summary)}`);
  log(`each-write / background: inserts ${ratio('insert/s')}, $inc ${ratio('$inc/s')}, reads ${ratio('read/s')}`);
  const dir = join(__dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `durability-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        ops: OPS,
        clients: CLIENTS,
        cpus: cpus().length,
        loadavg: loadavg(),
        rows,
        summary,
      },
      null,
      2,
    ),
  );
  log(`results written to ${file}`);
}

main().catch((error: unknown) => {
  log(`durability bench failed: ${(error as Error)?.stack ?? String(error)}`);
  process.exit(1);
});
