/**
 * History benchmark: what the screens opened every day cost as the shop grows old. For each size
 * (orders over a year, 1,000 customers, the demo catalogue), the real store in a process of its own
 * on the embedded engine (a fresh H2 file), and on MONGODB_URI when given, with the history inserted
 * through the driver as the store writes it (figures included: bench/history-data.ts). Each screen
 * is asked as the client asks it (the client's own .graphql operations), by two requests at a time
 * (an admin with two tabs) after a warm-up; the table is each one's p99 per size. The whole REST
 * lists and the export are also measured for the store's memory (the peak over the request) and
 * the export's rate over a whole year. BENCH_BEFORE_ROOT measures another checkout's store and
 * launcher beside this one, on the same data. See bench/README.md, "History benchmark".
 *
 *   npx ts-node --transpile-only --project bench/tsconfig.json bench/history.bench.ts
 *
 * Environment: BENCH_SIZES (1000,10000,100000), BENCH_SAMPLES (requests per tab, 20), BENCH_WARMUP
 * (requests before measuring, 5), BENCH_BUDGET (seconds per screen at most, 60), BENCH_BEFORE_ROOT,
 * MONGODB_URI (measure there too), BENCH_ONLY (measure only the screens whose name has this text).
 */
import 'reflect-metadata';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { benchConfig, log, writeResults } from './bench-support';
import { customerEmail, customerName, insertCustomers, insertOrders } from './history-data';
import { isLauncherCommand } from '../server/src/database/mongo-java-server';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const BUDGET_MS = Number(process.env.BENCH_BUDGET ?? 60) * 1000;
const ONLY = process.env.BENCH_ONLY?.toLowerCase();
const CUSTOMERS = 1000;
const DAY_MS = 86_400_000;

interface Variant {
  name: string;
  root: string;
}
type Engine = 'embedded' | 'mongodb';
interface Ready {
  base: string;
  admin: string;
  shopper: string;
  shortIds: string[];
  /** The first customer's id (the customer's page). */
  customerId: string;
  loadMs: number;
}
interface Result {
  route: string;
  p99: number;
  samples: number;
  note?: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** One of the client's operations with the fragments it uses, read from the checkout's client/src (its own schema's). */
function clientOperation(root: string, name: string): string {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith('.graphql')) files.set(entry.slice(0, -'.graphql'.length), readFileSync(path, 'utf8'));
    }
  };
  walk(join(root, 'client', 'src'));
  const parts = [files.get(name)!];
  for (let i = 0; i < parts.length; i++) {
    for (const [, fragment] of parts[i].matchAll(/\.\.\.(\w+)/g)) {
      const text = files.get(fragment);
      if (text && !parts.includes(text)) parts.push(text);
    }
  }
  return parts.join('\n');
}

// ── The store's process ──────────────────────────────────────────────────────────────────────

/* eslint-disable @typescript-eslint/no-require-imports -- the store's code comes from the checkout measured */
async function serveStore(root: string, engine: Engine, size: number): Promise<void> {
  const { createApp } = require(join(root, 'server/src/bootstrap')) as typeof import('../server/src/bootstrap');
  const { startJavaServer } = require(
    join(root, 'server/src/database/mongo-java-server'),
  ) as typeof import('../server/src/database/mongo-java-server');
  const { loadDemoCatalogue } = require(
    join(root, 'server/src/database/seed/demo-catalogue'),
  ) as typeof import('../server/src/database/seed/demo-catalogue');
  const { getConnectionToken } = require('@nestjs/mongoose') as typeof import('@nestjs/mongoose');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const dataDir = mkdtempSync(join(tmpdir(), 'bookstore-history-bench-'));
  const database =
    engine === 'embedded'
      ? await startJavaServer({ dataDir: join(dataDir, 'db'), supervise: false })
      : {
          uri: Object.assign(new URL(process.env.MONGODB_URI!), {
            pathname: `/bench_history_${randomBytes(4).toString('hex')}`,
          }).toString(),
          engine: 'mongodb' as const,
          location: 'MONGODB_URI',
          stop: async () => undefined,
        };
  const app = await createApp({ config: benchConfig(database.uri), database, ownsDatabase: true }, { quiet: true });
  app.useLogger(['error']);
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const started = Date.now();
  await loadDemoCatalogue(app, { replace: false });
  const register = async (name: string, email: string, role: string) => {
    const res = await fetch(`${base}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, email, password: 'bench-secret', role }),
    });
    if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
    return (await res.json()) as { token: string; user: { _id: string } };
  };
  const admin = await register('History Admin', 'admin@history.test', 'admin');
  const shopper = await register(customerName(0), customerEmail(0), 'user');
  const db = app.get(getConnectionToken()).db;
  const { ObjectId } = await import('mongodb');
  const first = (await db.collection('users').findOne({ _id: new ObjectId(shopper.user._id) }))!;
  const customers = await insertCustomers(db, first, CUSTOMERS);
  const books = await db.collection('books').find({}).toArray();
  const { shortIds } = await insertOrders(db, {
    count: size,
    customers,
    books,
    admin: new ObjectId(admin.user._id),
  });
  const ready: Ready = {
    base,
    admin: admin.token,
    shopper: shopper.token,
    shortIds,
    customerId: shopper.user._id,
    loadMs: Date.now() - started,
  };

  // While asked (a whole list being sent): the heap still in use after a full collection, every
  // 100 ms, at its highest (what the request holds, not the garbage it leaves), and the RSS.
  let peak = { rss: 0, heapUsed: 0 };
  let floor = { rss: 0, heapUsed: 0 };
  let sample: NodeJS.Timeout | undefined;
  process.on('message', (message: { cmd: string; id: number }) => {
    const answer = (extra: object = {}) => process.send!({ id: message.id, ...extra });
    if (message.cmd === 'ready') answer(ready);
    if (message.cmd === 'peak-reset') {
      global.gc!();
      floor = process.memoryUsage();
      peak = { rss: floor.rss, heapUsed: floor.heapUsed };
      sample = setInterval(() => {
        global.gc!();
        const { rss, heapUsed } = process.memoryUsage();
        peak = { rss: Math.max(peak.rss, rss), heapUsed: Math.max(peak.heapUsed, heapUsed) };
      }, 100);
      answer();
    }
    if (message.cmd === 'peak') {
      clearInterval(sample);
      answer({ rss: peak.rss - floor.rss, heapUsed: peak.heapUsed - floor.heapUsed, java: javaRss(process.pid) });
    }
    if (message.cmd === 'stop') {
      void (async () => {
        app.useLogger(false);
        if (engine === 'mongodb') await db.dropDatabase().catch(() => undefined);
        await app.close();
        rmSync(dataDir, { recursive: true, force: true });
        answer();
        process.exit(0);
      })();
    }
  });
}

/** The resident memory (bytes) of the Java database this process started, if any. */
function javaRss(pid: number): number {
  const ps = spawnSync('ps', ['-o', 'pid=,ppid=,rss=,args=', '-A'], { encoding: 'utf8' });
  for (const line of (ps.stdout ?? '').split('\n')) {
    const match = /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(line);
    if (match && Number(match[2]) === pid && isLauncherCommand(match[4])) return Number(match[3]) * 1024;
  }
  return 0;
}

// ── This process: the admin's two tabs ───────────────────────────────────────────────────────

function startChild(variant: Variant, engine: Engine, size: number) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--expose-gc', '-r', require.resolve('ts-node/register/transpile-only'), __filename],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        TS_NODE_PROJECT: join(__dirname, 'tsconfig.json'),
        BENCH_HISTORY_CHILD: JSON.stringify({ root: variant.root, engine, size }),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  let nextId = 0;
  const ask = <T>(cmd: string) =>
    new Promise<T>((done, fail) => {
      const id = ++nextId;
      const onMessage = (message: { id: number }) => {
        if (message.id !== id) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        done(message as T);
      };
      const onExit = (code: number | null) => fail(new Error(`the store exited (${code}) during '${cmd}'`));
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send({ cmd, id });
    });
  return { ask, stop: () => ask('stop').catch(() => undefined) };
}

/** A request, read to its end; its bytes. Anything but 200 (or a GraphQL error) throws. */
async function request(url: string, token: string, body?: unknown): Promise<number> {
  const res = await fetch(url, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  let bytes = 0;
  let head = '';
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    if (head.length < 300) head += Buffer.from(chunk).toString('utf8', 0, 300);
  }
  if (res.status !== 200 || head.startsWith('{"errors"'))
    throw new Error(`${url}: ${res.status} ${head.slice(0, 200)}`);
  return bytes;
}

/** `WARMUP` requests (a third of the budget at most), then two at a time, `SAMPLES` each (within the budget): the p99 in ms. */
async function timed(run: () => Promise<number>, samples = SAMPLES): Promise<{ p99: number; samples: number }> {
  const warm = Date.now() + BUDGET_MS / 3;
  for (let i = 0; i < WARMUP && (i === 0 || Date.now() < warm); i++) await run();
  const times: number[] = [];
  const deadline = Date.now() + BUDGET_MS;
  await Promise.all(
    [0, 1].map(async () => {
      for (let i = 0; i < samples && (i === 0 || Date.now() < deadline); i++) {
        const started = performance.now();
        await run();
        times.push(performance.now() - started);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { p99: Math.round(percentile(times, 99)), samples: times.length };
}

async function measure(variant: Variant, engine: Engine, size: number): Promise<Result[]> {
  const child = startChild(variant, engine, size);
  try {
    const ready = await child.ask<Ready>('ready');
    log(`${engine} ${variant.name} ${size}: history loaded in ${Math.round(ready.loadMs / 1000)} s`);
    const gql = (token: string, query: string, variables: object = {}) =>
      request(`${ready.base}/graphql`, token, { query, variables });
    const listOrders = clientOperation(variant.root, 'ListOrders');
    const listCustomers = clientOperation(variant.root, 'ListCustomers');
    const firstPage = await fetch(`${ready.base}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ready.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: listOrders, variables: { first: 20 } }),
    }).then((res) => res.json() as Promise<{ data?: { orders: { pageInfo: { endCursor: string } } } }>);
    const after = firstPage.data?.orders.pageInfo.endCursor ?? 'none: the first page failed';
    const now = Date.now();
    const lastMonth = `from=${day(now - 29 * DAY_MS)}&to=${day(now)}`;
    const lastMonthRange = { from: day(now - 29 * DAY_MS), to: day(now) };
    const yearRange = { from: day(now - 365 * DAY_MS), to: day(now) };
    const bestSellers = clientOperation(variant.root, 'GetBestSellers');
    const salesReport = clientOperation(variant.root, 'GetSalesReport');
    const screens: Array<[string, () => Promise<number>]> = [
      ['admin dashboard', () => gql(ready.admin, clientOperation(variant.root, 'GetDashboard'))],
      ['admin orders, first page of 20', () => gql(ready.admin, listOrders, { first: 20 })],
      ['admin orders, next page', () => gql(ready.admin, listOrders, { first: 20, after })],
      [
        'admin orders, filter by status (delivered)',
        () => gql(ready.admin, listOrders, { first: 20, status: 'DELIVERED' }),
      ],
      [
        'admin orders, filter by status (pending)',
        () => gql(ready.admin, listOrders, { first: 20, status: 'PENDING' }),
      ],
      [
        'admin orders, search by order number',
        () => gql(ready.admin, listOrders, { first: 20, search: `#${ready.shortIds[3]}` }),
      ],
      [
        'admin orders, search by customer name',
        () => gql(ready.admin, listOrders, { first: 20, search: customerName(421) }),
      ],
      ['admin orders, search by email', () => gql(ready.admin, listOrders, { first: 20, search: customerEmail(421) })],
      ['admin customers, first page of 20', () => gql(ready.admin, listCustomers, { first: 20 })],
      [
        'admin customers, search by name',
        () => gql(ready.admin, listCustomers, { first: 20, search: customerName(421).slice(0, 12) }),
      ],
      [
        'admin customers, search by email',
        () => gql(ready.admin, listCustomers, { first: 20, search: customerEmail(421).slice(0, 11) }),
      ],
      [
        "a customer's page",
        () => gql(ready.admin, clientOperation(variant.root, 'GetCustomer'), { id: ready.customerId }),
      ],
      [
        "a shopper's orders page",
        () => gql(ready.shopper, clientOperation(variant.root, 'ListMyOrders'), { first: 20 }),
      ],
      ['orders export, last 30 days', () => request(`${ready.base}/api/admin/orders/export?${lastMonth}`, ready.admin)],
      // The reports screen, as the client asks it: a range reads one running-totals document per day.
      [
        'reports: best sellers, last 30 days',
        () => gql(ready.admin, bestSellers, { ...lastMonthRange, by: 'COPIES', limit: 10 }),
      ],
      [
        'reports: sales by category, last 30 days',
        () => gql(ready.admin, salesReport, { ...lastMonthRange, group: 'CATEGORY' }),
      ],
      ['reports: stock cover', () => gql(ready.admin, clientOperation(variant.root, 'GetStockCover'))],
      [
        'reports: best sellers by revenue, the whole year',
        () => gql(ready.admin, bestSellers, { ...yearRange, by: 'REVENUE', limit: 10 }),
      ],
      [
        'reports: sales by month, the whole year',
        () => gql(ready.admin, salesReport, { ...yearRange, group: 'MONTH' }),
      ],
      [
        'reports: best sellers CSV, the whole year',
        () =>
          request(
            `${ready.base}/api/admin/reports/best-sellers.csv?from=${yearRange.from}&to=${yearRange.to}`,
            ready.admin,
          ),
      ],
      [
        "`GET /api/user/orders` (a shopper's every order)",
        () => request(`${ready.base}/api/user/orders`, ready.shopper),
      ],
    ];
    const results: Result[] = [];
    const wanted = (route: string) => !ONLY || route.toLowerCase().includes(ONLY);
    for (const [route, run] of screens) {
      if (!wanted(route)) continue;
      // A screen that fails (the code before answered 503 once its engine fell behind) is noted, and the next measured.
      const result = await timed(run).catch((error: Error) => ({
        p99: NaN,
        samples: 0,
        note: error.message.slice(0, 160),
      }));
      results.push({ route, ...result });
      log(`  ${route}: p99 ${result.p99} ms (${result.samples} requests)${'note' in result ? `: ${result.note}` : ''}`);
    }
    // The whole lists: the time, and the store's memory at its peak over the requests.
    // Timed as the others, then once more alone for the store's memory (collections slow the request down).
    const memory = async (route: string, run: () => Promise<number>, samples: number) => {
      if (!wanted(route)) return;
      try {
        await measured(route, run, samples);
      } catch (error) {
        await child.ask('peak').catch(() => undefined);
        results.push({ route, p99: NaN, samples: 0, note: (error as Error).message.slice(0, 160) });
        log(`  ${route}: failed: ${(error as Error).message.slice(0, 160)}`);
      }
    };
    const measured = async (route: string, run: () => Promise<number>, samples: number) => {
      const started = performance.now();
      const time = await timed(run, samples);
      const ms = performance.now() - started;
      await child.ask('peak-reset');
      const bytes = await run();
      const peak = await child.ask<{ rss: number; heapUsed: number; java: number }>('peak');
      const mb = (n: number) => Math.round(n / 1e5) / 10;
      const note = `${mb(bytes)} MB sent; the store's heap in use +${mb(peak.heapUsed)} MB and RSS +${mb(peak.rss)} MB at most; Java RSS ${mb(peak.java)} MB`;
      results.push({ route, ...time, note });
      log(`  ${route}: p99 ${time.p99} ms (${time.samples} requests, ${Math.round(ms / 1000)} s), ${note}`);
    };
    await memory(
      '`GET /api/admin/orders` (every order)',
      () => request(`${ready.base}/api/admin/orders`, ready.admin),
      2,
    );
    const year = `from=${day(now - 366 * DAY_MS)}&to=${day(now)}`;
    const exportYear = () => request(`${ready.base}/api/admin/orders/export?${year}`, ready.admin);
    await memory('orders export, the whole year', exportYear, 1);
    // Its rate alone (one export, nothing else asked meanwhile).
    const alone = performance.now();
    if (
      wanted('orders export, the whole year') &&
      (await exportYear().then(
        () => true,
        () => false,
      ))
    ) {
      const rate = Math.round(size / ((performance.now() - alone) / 1000));
      results.at(-1)!.note = `${rate.toLocaleString('en')} orders/s alone; ${results.at(-1)!.note}`;
      log(`  orders export, the whole year: ${rate.toLocaleString('en')} orders/s alone`);
    }
    return results;
  } finally {
    await child.stop();
  }
}

async function main() {
  const child = process.env.BENCH_HISTORY_CHILD;
  if (child) {
    const { root, engine, size } = JSON.parse(child) as { root: string; engine: Engine; size: number };
    await serveStore(root, engine, size);
    return;
  }
  const variants: Variant[] = [
    ...(process.env.BENCH_BEFORE_ROOT ? [{ name: 'before', root: resolve(process.env.BENCH_BEFORE_ROOT) }] : []),
    { name: 'after', root: resolve(__dirname, '..') },
  ];
  const engines: Engine[] = ['embedded', ...(process.env.MONGODB_URI ? (['mongodb'] as const) : [])];
  log(
    `History: ${SIZES.join(', ')} orders, ${CUSTOMERS} customers, ${variants.map((v) => `${v.name} = ${v.root}`).join(', ')}`,
  );
  const runs: Array<{ engine: Engine; variant: string; size: number; results: Result[] }> = [];
  for (const engine of engines) {
    for (const size of SIZES) {
      // The code measured first, then the code before (which may take the machine's memory at the largest sizes).
      for (const variant of [...variants].reverse())
        runs.push({ engine, variant: variant.name, size, results: await measure(variant, engine, size) });
    }
  }
  for (const engine of engines) {
    for (const variant of variants) {
      const mine = runs.filter((run) => run.engine === engine && run.variant === variant.name);
      log(`\n${engine}, ${variant.name}: p99 ms with two requests at a time`);
      log(`| Screen / route | ${mine.map((run) => run.size.toLocaleString('en')).join(' | ')} |`);
      log(`| --- | ${mine.map(() => '---').join(' | ')} |`);
      for (const [i, { route }] of mine[0].results.entries()) {
        log(`| ${route} | ${mine.map((run) => `${run.results[i].p99} ms`).join(' | ')} |`);
      }
      for (const run of mine) {
        for (const result of run.results.filter((result) => result.note))
          log(`${run.size}: ${result.route}: ${result.note}`);
      }
    }
  }
  writeResults('history', { sizes: SIZES, samples: SAMPLES, warmup: WARMUP, variants, runs });
}

main().then(
  () => {
    if (!process.env.BENCH_HISTORY_CHILD) process.exit(0);
  },
  (error: unknown) => {
    process.stderr.write(`${(error as Error)?.stack ?? String(error)}\n`);
    process.exit(1);
  },
);
