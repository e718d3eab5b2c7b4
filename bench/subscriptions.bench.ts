/**
 * Live updates benchmark: the real store (NODE_ENV=production, fresh database) in a process of its
 * own, SUBSCRIBERS graphql-ws connections in another (so that their cost is not the store's), each
 * signed in with a token of its own (over 20 accounts) and subscribed to `bookChanged(id)` of one
 * book and to `myOrderUpdated`, and the book reads' load generator (autocannon) in this one. Each
 * figure beside its baseline from the same run:
 *
 * - `GET /api/user/book/:id` while the connections are open and idle (nothing published), beside
 *   the same reads with no connection open, measured once before they open and once after they
 *   closed (the baseline is the mean of the two); with the store's CPU per request and its
 *   garbage collections during each run; the same reads again after the fan-out below;
 * - the store's CPU with nothing asked of it (milliseconds a second), and what "any account may
 *   have changed" (the change feed's "everything") costs it: the longest the event loop was held
 *   and the CPU, with no connection and with SUBSCRIBERS connected;
 * - delivery latency p50/p99 of one change of the book's price fanned out to all of them, EVENTS
 *   times (from just before the write to each arrival), beside one subscriber;
 * - the store's memory per connection (heap and RSS after a full collection), beside none.
 *
 *   TS_NODE_PROJECT=bench/tsconfig.json node -r ts-node/register/transpile-only bench/subscriptions.bench.ts
 *
 * Environment: BENCH_SUBSCRIBERS (1000), BENCH_EVENTS (20), BENCH_DURATION (seconds per
 * throughput run, 10), BENCH_WARMUP (seconds of reads before the first, 10), BENCH_CONNECTIONS
 * (autocannon connections, 10), BENCH_ROUNDS (1), BENCH_BEFORE_ROOT (another checkout, such as
 * the code before a change: measured beside this one, in alternating order), BENCH_PROFILE (a
 * folder: the store writes a V8 CPU profile of each throughput run there, for
 * cpuprofile-summary.ts), MONGODB_URI. The store's per-account and per-address connection limits
 * are raised for the run (one machine opens every connection); everything else is as deployed.
 */
import 'reflect-metadata';
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { constants, monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { benchConfig, freshDatabase, log, writeResults } from './bench-support';
import { fanOut, stop, subscribers } from './live-fan-out';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const BEFORE_ROOT = process.env.BENCH_BEFORE_ROOT;
const PROFILE_DIR = process.env.BENCH_PROFILE;
const ACCOUNTS = 20;
/** Seconds the store's CPU is measured with nothing asked of it. */
const IDLE_SECONDS = 5;
const HARD_LIMIT_MS = 40 * 60_000;

interface Variant {
  name: string;
  root: string;
}
type Reads = Awaited<ReturnType<typeof reads>> & { cpuUsPerRequest?: number; gc?: object };
/** What the store's process asks of this one, and the answers. */
type ToParent =
  { type: 'reads'; label: string; base: string; path: string; token: string } | { type: 'done'; results: RunResults };
type ToChild = { type: 'reads'; result: Reads };
type RunResults = Awaited<ReturnType<typeof runStore>>;

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/* eslint-disable @typescript-eslint/no-require-imports -- the store's code comes from the checkout measured */
function storeOf(root: string) {
  return {
    createApp: (require(join(root, 'server/src/bootstrap')) as typeof import('../server/src/bootstrap')).createApp,
    BooksService: (
      require(join(root, 'server/src/books/books.service')) as typeof import('../server/src/books/books.service')
    ).BooksService,
    LiveServer: (require(join(root, 'server/src/live/live-server')) as typeof import('../server/src/live/live-server'))
      .LiveServer,
    EventBus: (
      require(
        join(root, 'server/src/common/events/event-bus'),
      ) as typeof import('../server/src/common/events/event-bus')
    ).EventBus,
    AccountsChangedElsewhere: (
      require(join(root, 'server/src/users/account-events')) as typeof import('../server/src/users/account-events')
    ).AccountsChangedElsewhere,
    JwtService: (
      require(require.resolve('@nestjs/jwt', { paths: [join(root, 'server')] })) as typeof import('@nestjs/jwt')
    ).JwtService,
  };
}
/* eslint-enable @typescript-eslint/no-require-imports */

/** Book reads with autocannon, from this process (the store's event loop is the store's own). */
async function reads(base: string, path: string, token: string, duration: number) {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration,
    headers: { authorization: `Bearer ${token}` },
    requests: [{ method: 'GET', path }],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** The store's garbage collections from now until `stop`: count and milliseconds, minor and major. */
function collections() {
  const totals = { minor: 0, minorMs: 0, major: 0, majorMs: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const major =
        (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ===
        constants.NODE_PERFORMANCE_GC_MAJOR;
      totals[major ? 'major' : 'minor']++;
      totals[major ? 'majorMs' : 'minorMs'] += entry.duration;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    stop: () => {
      observer.disconnect();
      return { ...totals, minorMs: Math.round(totals.minorMs), majorMs: Math.round(totals.majorMs) };
    },
  };
}

function memory() {
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  return { heapUsed, rss };
}

/** The store's process: the whole scenario, asking the parent for each run of book reads. */
async function runStore(variant: Variant) {
  const store = storeOf(variant.root);
  const session = new Session();
  session.connect();
  const post = (method: string, params: object = {}) =>
    new Promise<{ profile?: object }>((done, fail) =>
      session.post(method, params, (error, result) => (error ? fail(error) : done(result as { profile?: object }))),
    );
  const answers: Array<(result: Reads) => void> = [];
  process.on('message', (message: ToChild) => answers.shift()?.(message.result));
  const database = await freshDatabase();
  const app = await store.createApp(
    { config: benchConfig(database.uri), database, ownsDatabase: !database.external },
    { quiet: true },
  );
  app.useLogger(['error']);
  await app.listen(0, '127.0.0.1');
  const port = (app.getHttpServer().address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  const url = `ws://127.0.0.1:${port}/graphql`;
  const live = app.get(store.LiveServer);
  live.limits = { ...live.limits, connectionsPerAccount: SUBSCRIBERS, connectionsPerAddress: SUBSCRIBERS + 10 };
  const books = app.get(store.BooksService);
  const fields = {
    title: 'Live Book',
    author: 'Bench Author',
    category: 'Fiction' as const,
    description: 'Watched.',
    stock: 100,
  };
  const update = (price: number) => books.update(book, { ...fields, price });
  const [book] = await books.importMany([{ ...fields, price: 10 }]);
  const tokens: string[] = [];
  const accounts: string[] = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const res = await fetch(`${base}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Subscriber ${i}`,
        email: `sub-${i}-${Date.now()}@bench.test`,
        password: 'bench-secret',
      }),
    });
    const { token, user } = (await res.json()) as { token: string; user: { _id: string } };
    tokens.push(token);
    accounts.push(user._id);
  }
  // Each connection signs in with a token of its own (one per browser), SUBSCRIBERS of them over ACCOUNTS accounts.
  const jwt = app.get(store.JwtService, { strict: false });
  const own = await Promise.all(
    Array.from({ length: SUBSCRIBERS }, (_, i) =>
      jwt.signAsync({ sub: accounts[i % ACCOUNTS], role: 'user', ver: 0, jti: randomBytes(12).toString('base64url') }),
    ),
  );
  const bus = app.get(store.EventBus);
  /** Any account may have changed elsewhere (the change feed's "everything"), 5 times: the longest the event loop was held each time. */
  const accountsChanged = async () => {
    const held: number[] = [];
    let cpu = 0;
    for (let i = 0; i < 5; i++) {
      const delay = monitorEventLoopDelay({ resolution: 1 });
      delay.enable();
      const before = process.cpuUsage();
      void bus.publish(new store.AccountsChangedElsewhere('all'));
      await sleep(2000);
      const used = process.cpuUsage(before);
      delay.disable();
      held.push(round(delay.max / 1e6));
      cpu += (used.user + used.system) / 1000 / 5;
    }
    held.sort((a, b) => a - b);
    return { loopHeldMs: held, medianMs: held[2], cpuMs: Math.round(cpu) };
  };
  /** The store's CPU with nothing asked of it, in milliseconds a second. */
  const idleCpu = async () => {
    const before = process.cpuUsage();
    await sleep(IDLE_SECONDS * 1000);
    const used = process.cpuUsage(before);
    return round((used.user + used.system) / 1000 / IDLE_SECONDS);
  };
  const path = `/api/user/book/${book}`;
  const measure = async (label: string): Promise<Reads> => {
    const profiled = PROFILE_DIR && label !== 'warm-up';
    if (profiled) await post('Profiler.enable').then(() => post('Profiler.start'));
    const answered = new Promise<Reads>((done) => answers.push(done));
    const gc = collections();
    const cpuBefore = process.cpuUsage();
    process.send!({ type: 'reads', label, base, path, token: tokens[0] } satisfies ToParent);
    const reads = await answered;
    const cpu = process.cpuUsage(cpuBefore);
    const served = reads.requestsPerSecond * (label === 'warm-up' ? WARMUP : DURATION);
    const result = { ...reads, cpuUsPerRequest: Math.round((cpu.user + cpu.system) / served), gc: gc.stop() };
    if (profiled) {
      const { profile } = await post('Profiler.stop');
      writeFileSync(
        join(PROFILE_DIR, `subscriptions-${variant.name}-${process.pid}-${label}.cpuprofile`),
        JSON.stringify(profile),
      );
    }
    log(
      `  ${variant.name}, ${label}: ${result.requestsPerSecond} req/s, p99 ${result.p99Ms} ms, the store's CPU ${result.cpuUsPerRequest} µs a request, GC ${JSON.stringify(result.gc)}`,
    );
    return result;
  };
  try {
    await measure('warm-up');
    const without = await measure('without');

    const quiet = { cpuMsPerSecond: await idleCpu(), accountsChanged: await accountsChanged() };
    log(`  ${variant.name}, no subscribers: ${JSON.stringify(quiet)}`);
    const one = await subscribers(url, own.slice(0, 1), book);
    const single = await fanOut(update, one, 1, EVENTS);
    await stop(one);

    await sleep(1000);
    const memoryBefore = memory();
    const connectStarted = performance.now();
    const many = await subscribers(url, own, book);
    const connectMs = Math.round(performance.now() - connectStarted);
    const open = live.size;
    await sleep(1000);
    const memoryWith = memory();
    const idle = await measure('idle');
    const connected = { cpuMsPerSecond: await idleCpu(), accountsChanged: await accountsChanged() };
    log(`  ${variant.name}, ${SUBSCRIBERS} idle subscribers: ${JSON.stringify(connected)}`);
    const fanned = await fanOut(update, many, SUBSCRIBERS, EVENTS);
    await sleep(1000);
    const idleAfterEvents = await measure('idle after events');
    await stop(many);
    await sleep(1000);
    const withoutAgain = await measure('without again');
    return {
      variant: variant.name,
      engine: database.engine,
      open,
      connectMs,
      reads: { without, idle, idleAfterEvents, withoutAgain },
      quiet: { without: quiet, connected },
      delivery: { one: single, fanOut: fanned },
      perConnection: {
        heapBytes: Math.round((memoryWith.heapUsed - memoryBefore.heapUsed) / SUBSCRIBERS),
        rssBytes: Math.round((memoryWith.rss - memoryBefore.rss) / SUBSCRIBERS),
      },
    };
  } finally {
    app.useLogger(false);
    await app.close();
    session.disconnect();
  }
}

/** One run of `variant` in a process of its own, the book reads it asks for made from here. */
async function measureVariant(variant: Variant): Promise<RunResults> {
  const child = fork(__filename, [], {
    execArgv: ['--expose-gc', '-r', require.resolve('ts-node/register/transpile-only')],
    env: { ...process.env, TS_NODE_PROJECT: join(__dirname, 'tsconfig.json'), BENCH_CHILD: JSON.stringify(variant) },
  });
  return new Promise<RunResults>((done, fail) => {
    child.on('message', (message: ToParent) => {
      if (message.type === 'done') return done(message.results);
      const duration = message.label === 'warm-up' ? WARMUP : DURATION;
      void reads(message.base, message.path, message.token, duration).then(
        (result) => child.send({ type: 'reads', result } satisfies ToChild),
        fail,
      );
    });
    child.once('exit', (code) => fail(new Error(`${variant.name}: the store's process exited with ${code}`)));
  });
}

/** A run's figures, the idle connections' beside the mean of the two runs without. */
function row(run: RunResults, roundNo: number) {
  const { without, idle, withoutAgain } = run.reads;
  const baseRps = (without.requestsPerSecond + withoutAgain.requestsPerSecond) / 2;
  const baseP99 = (without.p99Ms + withoutAgain.p99Ms) / 2;
  return {
    variant: run.variant,
    round: roundNo,
    'req/s without': `${without.requestsPerSecond} / ${withoutAgain.requestsPerSecond}`,
    'p99 ms without': `${without.p99Ms} / ${withoutAgain.p99Ms}`,
    [`req/s ${SUBSCRIBERS} idle`]: idle.requestsPerSecond,
    [`p99 ms ${SUBSCRIBERS} idle`]: idle.p99Ms,
    'req/s %': round((100 * idle.requestsPerSecond) / baseRps),
    'p99 %': round((100 * idle.p99Ms) / baseP99),
    'store CPU µs/req: without, again, idle': `${without.cpuUsPerRequest} / ${withoutAgain.cpuUsPerRequest} / ${idle.cpuUsPerRequest}`,
    'store idle CPU ms/s: none, connected': `${run.quiet.without.cpuMsPerSecond} / ${run.quiet.connected.cpuMsPerSecond}`,
    'accounts changed, loop held ms: none, connected': `${run.quiet.without.accountsChanged.medianMs} / ${run.quiet.connected.accountsChanged.medianMs}`,
    'delivery p50/p99 ms': `${run.delivery.fanOut.p50Ms} / ${run.delivery.fanOut.p99Ms}`,
    'heap B/conn': run.perConnection.heapBytes,
  };
}

async function main() {
  const child = process.env.BENCH_CHILD;
  if (child) {
    const results = await runStore(JSON.parse(child) as Variant);
    await new Promise((done) => process.send!({ type: 'done', results } satisfies ToParent, undefined, {}, done));
    return;
  }
  const watchdog = setTimeout(() => {
    log(`benchmark exceeded its ${HARD_LIMIT_MS / 60_000}-minute limit; stopping`);
    process.exit(2);
  }, HARD_LIMIT_MS);
  watchdog.unref();
  const variants: Variant[] = [
    ...(BEFORE_ROOT ? [{ name: 'before', root: resolve(BEFORE_ROOT) }] : []),
    { name: 'after', root: resolve(__dirname, '..') },
  ];
  log(
    `Live updates: ${SUBSCRIBERS} subscribers, book reads ${DURATION} s at ${CONNECTIONS} connections, ${ROUNDS} round(s), ${variants.map((v) => `${v.name} = ${v.root}`).join(', ')}`,
  );
  const runs: RunResults[] = [];
  const rows: Array<ReturnType<typeof row>> = [];
  for (let roundNo = 1; roundNo <= ROUNDS; roundNo++) {
    for (const variant of roundNo % 2 ? variants : [...variants].reverse()) {
      const run = await measureVariant(variant);
      log(
        `  ${variant.name}: ${run.open} sockets open after ${run.connectMs} ms; delivery p50 ${run.delivery.fanOut.p50Ms} ms, p99 ${run.delivery.fanOut.p99Ms} ms (one subscriber ${run.delivery.one.p50Ms} / ${run.delivery.one.p99Ms}), missing ${run.delivery.fanOut.missing}`,
      );
      runs.push(run);
      rows.push(row(run, roundNo));
    }
  }
  console.table(rows);
  writeResults('subscriptions', {
    subscribers: SUBSCRIBERS,
    events: EVENTS,
    durationSeconds: DURATION,
    variants,
    runs,
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
