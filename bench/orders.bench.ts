/**
 * Checkout benchmark: the real app on 127.0.0.1 on the embedded engine with durable commits
 * (mongo-java-server on a fresh H2 file), in a process of its own, and shoppers in this process
 * who each add a book to their cart and order the cart (one-line orders), as fast as their answers
 * come back, for BENCH_DURATION seconds after BENCH_WARMUP seconds of the same traffic. The same
 * run can measure an older checkout of the repository beside this one (BENCH_BEFORE_ROOT: its
 * server and its launcher), in alternating order, so that a figure always stands beside its
 * baseline measured on the same machine at the same time. See README.md.
 *
 *   npx ts-node --transpile-only --project bench/tsconfig.json bench/orders.bench.ts
 *
 * Environment: BENCH_SHOPPERS (10,50), BENCH_SIZES (1000), BENCH_DURATION (seconds per run, 10),
 * BENCH_WARMUP (seconds of the same traffic before each measured run, not counted, 30),
 * BENCH_ROUNDS (2), BENCH_BEFORE_ROOT (unset: this checkout only), BENCH_PROFILE (a folder: each
 * store process writes a V8 CPU profile there, for cpuprofile-summary.ts), BENCH_MONEY (1: every
 * shopper has a delivery address, and a store with the money settings charges for delivery, adds
 * tax and takes a discount code on every order; a store without them orders to the same address;
 * `compare`: as 1, and this checkout is also measured without the money settings, ordering to the
 * same address, which isolates what charging for delivery, tax and a code costs an order),
 * BENCH_COMMANDS (1: the store counts the database commands it sends, and the measured engine's
 * use of its indexes, and says them per order at the end). Each row also gives the CPU time per
 * order of the store's process and of the engine's (its JVM).
 */
import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import type { Connection } from 'mongoose';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { benchConfig, log, writeResults } from './bench-support';
import { syntheticBooks } from './synthetic-books';

const SHOPPERS = (process.env.BENCH_SHOPPERS ?? '10,50').split(',').map(Number);
const SIZES = (process.env.BENCH_SIZES ?? '1000').split(',').map(Number);
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 10) * 1000;
/**
 * The engine is a fresh JVM at each start: on two cores its JIT compiler takes a good part of a core
 * for the first minute of this traffic, which a running shop paid long ago. The same traffic runs
 * this long before each measured run, for every variant.
 */
const WARMUP_MS = Number(process.env.BENCH_WARMUP ?? 30) * 1000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const BEFORE_ROOT = process.env.BENCH_BEFORE_ROOT;
const MONEY = process.env.BENCH_MONEY === '1' || process.env.BENCH_MONEY === 'compare';
const MONEY_COMPARED = process.env.BENCH_MONEY === 'compare';
/** BENCH_COMMANDS=1: the store counts the database commands it sends, and says them per order at the end. */
const COUNT_COMMANDS = process.env.BENCH_COMMANDS === '1';
const commandCounts = new Map<string, number>();
const commandMs = new Map<string, number>();
const commandKeys = new Map<number, string>();
/** The delivery country of BENCH_MONEY, and its code (a tenth off, no limit on uses). */
const MONEY_COUNTRY = 'FR';
const MONEY_CODE = 'BENCH10';
/** Orders pick their books among this many, so that they compete for stock as real shoppers do. */
const HOT_BOOKS = 500;
const BATCH = 5_000;
const HARD_LIMIT_MS = 40 * 60_000;

interface Variant {
  name: string;
  root: string;
  /** Left without the money settings even with BENCH_MONEY (BENCH_MONEY=compare's plain variant). */
  plain?: boolean;
}

interface Row {
  variant: string;
  round: number;
  books: number;
  shoppers: number;
  'orders/s': number;
  'order p50 ms': number;
  'order p99 ms': number;
  'add+order p99 ms': number;
  /** The store process's CPU time (user and system) per order, with its add to cart; Linux only. */
  'store CPU ms/order'?: number;
  /** The embedded engine's CPU time (its JVM, started by the store's process) per order; Linux only. */
  'engine CPU ms/order'?: number;
  errors: number;
  firstError: string;
}

/**
 * CPU time a process has used so far (user and system), in milliseconds, from /proc: a figure that
 * a busy machine stretches far less than throughput. Undefined where there is no /proc.
 */
function cpuMsOf(pid: number): number | undefined {
  try {
    cpuMsOf.tick ??= 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    // Fields after the command (which may hold spaces) in parentheses: utime and stime are 14 and 15.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * cpuMsOf.tick;
  } catch {
    return undefined;
  }
}
cpuMsOf.tick = undefined as number | undefined;

/** CPU time used so far by the processes `pid` started and theirs (the embedded engine's JVM), in milliseconds. */
function childrenCpuMs(pid: number): number | undefined {
  try {
    const parents = new Map<number, number>();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        parents.set(Number(entry), Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]));
      } catch {
        // ended meanwhile
      }
    }
    const descends = (id: number): boolean => {
      for (let at = parents.get(id); at !== undefined && at > 1; at = parents.get(at)) if (at === pid) return true;
      return false;
    };
    return [...parents.keys()].filter(descends).reduce((sum, id) => sum + (cpuMsOf(id) ?? 0), 0);
  } catch {
    return undefined;
  }
}

/* eslint-disable @typescript-eslint/no-require-imports -- the store's code comes from the checkout measured */
function storeOf(root: string) {
  return {
    createApp: (require(join(root, 'server/src/bootstrap')) as typeof import('../server/src/bootstrap')).createApp,
    startJavaServer: (
      require(
        join(root, 'server/src/database/mongo-java-server'),
      ) as typeof import('../server/src/database/mongo-java-server')
    ).startJavaServer,
    storedBook: (
      require(join(root, 'server/src/books/book-record')) as typeof import('../server/src/books/book-record')
    ).storedBook,
    getConnectionToken: (require('@nestjs/mongoose') as typeof import('@nestjs/mongoose')).getConnectionToken,
  };
}
/* eslint-enable @typescript-eslint/no-require-imports */

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

async function post(base: string, path: string, token: string, body: unknown): Promise<number> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status < 200 || res.status > 299) throw new Error(`${path} ${res.status} ${text.slice(0, 120)}`);
  return res.status;
}

/** The store of `variant` on a fresh H2 file with `size` books; returns what a run needs and how to stop it. */
async function startStore(variant: Variant, size: number) {
  const store = storeOf(variant.root);
  const dataDir = mkdtempSync(join(tmpdir(), 'bookstore-orders-bench-'));
  const javaOptions = (process.env.BENCH_JAVA_OPTIONS ?? '').split(' ').filter(Boolean);
  const database = await store.startJavaServer({ dataDir: join(dataDir, 'db'), supervise: false, javaOptions });
  const { MongoClient } = await import('mongodb');
  const client = await MongoClient.connect(database.uri);
  const ids: string[] = [];
  try {
    let batch: Array<Record<string, unknown>> = [];
    const flush = async () => {
      const inserted = await client.db().collection('books').insertMany(batch, { ordered: false });
      if (ids.length < HOT_BOOKS) ids.push(...Object.values(inserted.insertedIds).map(String));
      batch = [];
    };
    for (const book of syntheticBooks(size)) {
      batch.push(store.storedBook({ ...book, stock: 1_000_000 }));
      if (batch.length === BATCH) await flush();
    }
    if (batch.length) await flush();
  } finally {
    await client.close();
  }
  const uri = COUNT_COMMANDS
    ? `${database.uri}${database.uri.includes('?') ? '&' : '?'}monitorCommands=true`
    : database.uri;
  const app: INestApplication = await store.createApp(
    { config: benchConfig(uri), database: { ...database, uri }, ownsDatabase: true },
    { quiet: true },
  );
  app.useLogger(['error']);
  const money = MONEY && !variant.plain ? await chargeForMoney(variant.root, app) : false;
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const connection = app.get<Connection>(store.getConnectionToken());
  if (COUNT_COMMANDS)
    connection.getClient().on('commandStarted', (event) => {
      const target = (event.command as Record<string, unknown>)[event.commandName];
      const key = `${event.commandName} ${typeof target === 'string' ? target : ''}`;
      commandCounts.set(key, (commandCounts.get(key) ?? 0) + 1);
      commandKeys.set(event.requestId, key);
    });
  if (COUNT_COMMANDS)
    connection.getClient().on('commandSucceeded', (event) => {
      const key = commandKeys.get(event.requestId);
      commandKeys.delete(event.requestId);
      if (key) commandMs.set(key, (commandMs.get(key) ?? 0) + event.duration);
    });
  return {
    base,
    hot: ids.slice(0, HOT_BOOKS),
    money,
    connection,
    stop: async () => {
      app.useLogger(false);
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * BENCH_MONEY: a zone for the delivery country with two methods, tax added on books and shipping,
 * and a percentage code; false for a checkout without the money settings.
 */
async function chargeForMoney(root: string, app: INestApplication): Promise<boolean> {
  /* eslint-disable @typescript-eslint/no-require-imports -- the store's code comes from the checkout measured */
  let pricing: typeof import('../server/src/pricing/pricing-settings.service');
  let codes: typeof import('../server/src/pricing/discount-codes.service');
  let kinds: typeof import('../server/src/pricing/totals');
  try {
    pricing = require(join(root, 'server/src/pricing/pricing-settings.service'));
    codes = require(join(root, 'server/src/pricing/discount-codes.service'));
    kinds = require(join(root, 'server/src/pricing/totals'));
  } catch {
    return false;
  }
  /* eslint-enable @typescript-eslint/no-require-imports */
  const settings = app.get(pricing.PricingSettingsService);
  await settings.updateOptions({ collectInStore: true, pricesIncludeTax: false, shopCountry: MONEY_COUNTRY });
  const zone = (await settings.addZone({ name: 'Europe', countries: [MONEY_COUNTRY, 'DE', 'BE'] })).zones[0];
  await settings.addMethod(String(zone._id), { name: 'Standard', price: 4.95, freeOver: 500 });
  await settings.addMethod(String(zone._id), { name: 'Express', price: 9.9 });
  await settings.addRate({ country: MONEY_COUNTRY, booksRate: 5.5, shippingRate: 20 });
  await app.get(codes.DiscountCodesService).add({ code: MONEY_CODE, kind: kinds.DiscountKind.PERCENTAGE, percent: 10 });
  return true;
}

/** Every shopper's delivery address (BENCH_MONEY), the same for every variant. */
async function addAddresses(base: string, tokens: string[]): Promise<void> {
  for (const token of tokens) {
    await post(base, '/api/user/addresses', token, {
      fullName: 'Bench Shopper',
      line1: '1 rue de la Paix',
      city: 'Paris',
      postalCode: '75002',
      country: MONEY_COUNTRY,
    });
  }
}

async function register(base: string, n: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await fetch(`${base}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Bench Shopper ${i}`,
        email: `shopper-${i}-${Date.now()}@bench.test`,
        password: 'bench-secret',
      }),
    });
    if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
    tokens.push(((await res.json()) as { token: string }).token);
  }
  return tokens;
}

/** `tokens.length` shoppers, each adding a book to the cart and ordering it, for `durationMs`. */
async function shop(base: string, hot: string[], tokens: string[], durationMs: number, order: object = {}) {
  const orderMs: number[] = [];
  const pairMs: number[] = [];
  const errors: string[] = [];
  let next = 0;
  const deadline = Date.now() + durationMs;
  const started = process.hrtime.bigint();
  await Promise.all(
    tokens.map(async (token) => {
      while (Date.now() < deadline) {
        const book = hot[(next++ * 7) % hot.length];
        const pairStart = performance.now();
        try {
          await post(base, '/api/user/cart', token, { bookId: book, quantity: 1 });
          const orderStart = performance.now();
          await post(base, '/api/user/order', token, order);
          const end = performance.now();
          orderMs.push(end - orderStart);
          pairMs.push(end - pairStart);
        } catch (error) {
          errors.push((error as Error).message);
          await fetch(`${base}/api/user/cart`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
        }
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  orderMs.sort((a, b) => a - b);
  pairMs.sort((a, b) => a - b);
  return { seconds, orderMs, pairMs, errors };
}

/**
 * In the store's process: starts the store of `variant` with `size` books, says where it listens
 * (`READY <json>`), and when told `CHECK` on stdin, checks that nothing was oversold or lost (every
 * book's copies are on the shelf or in an order), says so (`CHECKED ok` or what did not add up)
 * and stops.
 */
async function serveStore(variant: Variant, size: number): Promise<void> {
  const store = await startStore(variant, size);
  log(`READY ${JSON.stringify({ base: store.base, hot: store.hot, money: store.money })}`);
  for await (const line of createInterface({ input: process.stdin })) {
    if (line !== 'CHECK') continue;
    let verdict = 'ok';
    try {
      const sold = await store.connection
        .collection('orders')
        .aggregate<{ _id: unknown; n: number }>([
          { $match: { status: 'pending' } },
          { $unwind: '$books' },
          { $group: { _id: '$books.book._id', n: { $sum: '$books.quantity' } } },
        ])
        .toArray();
      const stocks = new Map(
        (
          await store.connection
            .collection('books')
            .find({}, { projection: { stock: 1 } })
            .toArray()
        ).map((b) => [String(b._id), b.stock as number]),
      );
      if (MONEY && store.money) {
        const wrong = await store.connection
          .collection('orders')
          .countDocuments({ status: 'pending', 'totals.discount': null });
        if (wrong) verdict = `${wrong} order(s) without the discount code`;
      }
      const unbalanced = sold.filter(({ _id, n }) => (stocks.get(String(_id)) ?? 0) + n !== 1_000_000);
      if (unbalanced.length && verdict === 'ok') verdict = `${unbalanced.length} book(s) whose copies do not add up`;
    } catch (error) {
      verdict = `the check failed: ${(error as Error).message}`;
    }
    if (COUNT_COMMANDS) {
      const orders = await store.connection.collection('orders').countDocuments({});
      const total = [...commandCounts.values()].reduce((sum, n) => sum + n, 0);
      log(`${variant.name}: ${orders} orders, ${(total / orders).toFixed(1)} commands per order`);
      for (const [key, n] of [...commandCounts]
        .sort((a, b) => (commandMs.get(b[0]) ?? 0) - (commandMs.get(a[0]) ?? 0))
        .slice(0, 25))
        log(`  ${(n / orders).toFixed(2).padStart(6)}  ${key}  ${((commandMs.get(key) ?? 0) / n).toFixed(1)} ms each`);
      const status = await store.connection.db!.admin().command({ serverStatus: 1 });
      log(`  the engine's index use: ${JSON.stringify(status.launcherIndexes ?? null)}`);
    }
    await store.stop();
    log(`CHECKED ${verdict}`);
    return;
  }
  await store.stop();
}

/**
 * The store of `variant` in a process of its own (two versions of the store cannot share one
 * process: their GraphQL types would meet in one registry; and the shoppers' HTTP clients, here,
 * do not take the store's event loop), driven from this process: for each number of shoppers, a
 * warm-up, then the measured run.
 */
async function measure(variant: Variant, round: number, size: number): Promise<Row[]> {
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(
    process.execPath,
    [...profile, '-r', require.resolve('ts-node/register/transpile-only'), __filename],
    {
      env: {
        ...process.env,
        TS_NODE_PROJECT: join(__dirname, 'tsconfig.json'),
        BENCH_CHILD: JSON.stringify({ variant, size }),
      },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const closed = new Promise<number | null>((done) => child.once('close', done));
  const next = async (prefix: string): Promise<string> => {
    for (let line = await lines.next(); !line.done; line = await lines.next()) {
      if (line.value.startsWith(prefix)) return line.value.slice(prefix.length);
      log(line.value);
    }
    throw new Error(`${variant.name}: the store's process ended (${await closed}) before saying ${prefix.trim()}`);
  };
  const rows: Row[] = [];
  try {
    const { base, hot, money } = JSON.parse(await next('READY ')) as { base: string; hot: string[]; money: boolean };
    const order = money ? { discountCode: MONEY_CODE } : {};
    for (const shoppers of SHOPPERS) {
      const tokens = await register(base, shoppers);
      if (MONEY) await addAddresses(base, tokens);
      await shop(base, hot, tokens, WARMUP_MS, order);
      const cpuBefore = cpuMsOf(child.pid!);
      const engineBefore = childrenCpuMs(child.pid!);
      const run = await shop(base, hot, tokens, DURATION_MS, order);
      const cpuAfter = cpuMsOf(child.pid!);
      const engineAfter = childrenCpuMs(child.pid!);
      const cpuPerOrder =
        cpuBefore !== undefined && cpuAfter !== undefined && run.orderMs.length > 0
          ? Math.round(((cpuAfter - cpuBefore) / run.orderMs.length) * 10) / 10
          : undefined;
      const row: Row = {
        variant: money ? `${variant.name}+money` : variant.name,
        round,
        books: size,
        shoppers,
        'orders/s': Math.round((run.orderMs.length / run.seconds) * 10) / 10,
        'order p50 ms': Math.round(percentile(run.orderMs, 50)),
        'order p99 ms': Math.round(percentile(run.orderMs, 99)),
        'add+order p99 ms': Math.round(percentile(run.pairMs, 99)),
        ...(cpuPerOrder !== undefined ? { 'store CPU ms/order': cpuPerOrder } : {}),
        ...(engineBefore !== undefined && engineAfter !== undefined && run.orderMs.length > 0
          ? { 'engine CPU ms/order': Math.round(((engineAfter - engineBefore) / run.orderMs.length) * 10) / 10 }
          : {}),
        errors: run.errors.length,
        firstError: run.errors[0] ?? '',
      };
      log(`${variant.name}: ${JSON.stringify(row)}`);
      rows.push(row);
    }
    child.stdin!.write('CHECK\n');
    const verdict = await next('CHECKED ');
    if (verdict !== 'ok') throw new Error(`${variant.name}: ${verdict}`);
  } finally {
    child.stdin!.end();
    await closed;
  }
  return rows;
}

async function main() {
  const child = process.env.BENCH_CHILD;
  if (child) {
    const { variant, size } = JSON.parse(child) as { variant: Variant; size: number };
    await serveStore(variant, size);
    return;
  }
  const watchdog = setTimeout(() => {
    log(`benchmark exceeded its ${HARD_LIMIT_MS / 60_000}-minute limit; stopping`);
    process.exit(2);
  }, HARD_LIMIT_MS);
  watchdog.unref();
  const variants: Variant[] = [
    ...(BEFORE_ROOT ? [{ name: 'before', root: resolve(BEFORE_ROOT) }] : []),
    ...(MONEY_COMPARED ? [{ name: 'plain', root: resolve(__dirname, '..'), plain: true }] : []),
    { name: 'after', root: resolve(__dirname, '..') },
  ];
  log(
    `Checkout: ${SHOPPERS.join(', ')} shoppers, add to cart then order (one line), ${WARMUP_MS / 1000} s of warm-up then ${DURATION_MS / 1000} s measured per run, ${ROUNDS} round(s), ${variants.map((v) => `${v.name} = ${v.root}`).join(', ')}`,
  );
  const rows: Row[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const size of SIZES) {
      for (const variant of round % 2 ? variants : [...variants].reverse())
        rows.push(...(await measure(variant, round, size)));
    }
  }
  console.table(rows.map(({ firstError, ...row }) => ({ ...row, firstError: firstError.slice(0, 40) })));
  writeResults('orders', {
    durationSeconds: DURATION_MS / 1000,
    warmupSeconds: WARMUP_MS / 1000,
    shoppers: SHOPPERS,
    sizes: SIZES,
    variants,
    rows,
  });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${(error as Error)?.stack ?? String(error)}\n`);
    process.exit(1);
  },
);
