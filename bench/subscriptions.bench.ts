/**
 * Live updates benchmark: the real store (in this process, NODE_ENV=production, fresh database),
 * SUBSCRIBERS graphql-ws connections (in a child process, so their cost is not the store's)
 * subscribed to bookChanged(id) of one book, and one change of that book's price fanned out to
 * all of them, EVENTS times. Each figure beside its baseline from the same run:
 *
 * - delivery latency p50/p99 (from just before the write to each arrival), beside one subscriber;
 * - the store's memory per connection (heap and RSS after a full collection), beside none;
 * - ordinary request throughput (GET /api/user/book/:id, autocannon) while they are connected,
 *   beside the same run without them.
 *
 *   node --expose-gc -r ts-node/register/transpile-only bench/subscriptions.bench.ts
 *   (with TS_NODE_PROJECT=bench/tsconfig.json)
 *
 * Environment: BENCH_SUBSCRIBERS (1000), BENCH_EVENTS (20), BENCH_DURATION (seconds per
 * throughput run, 10), BENCH_CONNECTIONS (autocannon connections, 10), MONGODB_URI.
 * The store's per-account and per-address connection limits are raised for the run (one machine
 * opens every connection); everything else is as deployed.
 */
import 'reflect-metadata';
import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { BooksService } from '../server/src/books/books.service';
import { createApp } from '../server/src/bootstrap';
import { LIVE_LIMITS } from '../server/src/live/live-limits';
import { LiveServer } from '../server/src/live/live-server';
import { benchConfig, freshDatabase, log, writeResults } from './bench-support';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ACCOUNTS = 20;
const HARD_LIMIT_MS = 15 * 60_000;

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

function memory() {
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  return { heapUsed, rss };
}

/** Starts the subscribers' process and waits until every subscription runs. */
async function subscribers(url: string, tokens: string[], book: string, count: number): Promise<ChildProcess> {
  const child = fork(join(__dirname, 'live-subscribers.mjs'), [], {
    env: { ...process.env, URL: url, TOKENS: tokens.join(','), BOOK: book, COUNT: String(count) },
  });
  const ready = await new Promise<{ failures: number }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { failures: number }));
    child.once('exit', (code) => reject(new Error(`subscribers exited with ${code}`)));
  });
  if (ready.failures) throw new Error(`${ready.failures} subscribers failed to connect`);
  return child;
}

async function report(child: ChildProcess): Promise<Array<[number, number]>> {
  child.send({ type: 'report' });
  const message = await new Promise<{ arrivals: Array<[number, number]> }>((resolve) =>
    child.once('message', (m) => resolve(m as { arrivals: Array<[number, number]> })),
  );
  return message.arrivals;
}

async function stop(child: ChildProcess): Promise<void> {
  child.send({ type: 'stop' });
  await new Promise((resolve) => child.once('exit', resolve));
}

/** EVENTS price changes of the book, one at a time; the latency of every arrival of each. */
async function fanOut(books: BooksService, book: string, child: ChildProcess, expected: number) {
  const latencies: number[] = [];
  let missing = 0;
  for (let i = 0; i < EVENTS; i++) {
    const price = 10 + i / 100 + Math.random() / 1000;
    const rounded = Math.round(price * 100) / 100;
    const started = performance.timeOrigin + performance.now();
    await books.update(book, {
      title: 'Live Book',
      author: 'Bench Author',
      category: 'Fiction',
      description: 'Watched by every subscriber.',
      price: rounded,
      stock: 100,
    });
    // Wait for the arrivals (or 5 s), then collect them.
    const deadline = Date.now() + 5000;
    let arrivals: Array<[number, number]> = [];
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      arrivals = arrivals.concat(await report(child));
      if (arrivals.filter(([p]) => p === rounded).length >= expected) break;
    }
    const mine = arrivals.filter(([p]) => p === rounded);
    missing += expected - mine.length;
    for (const [, at] of mine) latencies.push(at - started);
  }
  latencies.sort((a, b) => a - b);
  return {
    subscribers: expected,
    events: EVENTS,
    deliveries: latencies.length,
    missing,
    p50Ms: round(percentile(latencies, 50), 2),
    p99Ms: round(percentile(latencies, 99), 2),
    maxMs: round(latencies[latencies.length - 1] ?? NaN, 2),
  };
}

async function throughput(base: string, path: string, token: string) {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
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

async function main() {
  const watchdog = setTimeout(() => {
    log('benchmark exceeded its 15-minute limit; stopping');
    process.exit(2);
  }, HARD_LIMIT_MS);
  watchdog.unref();
  if (!(globalThis as { gc?: () => void }).gc) log('(run with node --expose-gc for memory after a full collection)');

  const database = await freshDatabase();
  const config = benchConfig(database.uri);
  const app = await createApp({ config, database, ownsDatabase: !database.external });
  app.useLogger(['error']);
  await app.listen(0, '127.0.0.1');
  const port = (app.getHttpServer().address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  const url = `ws://127.0.0.1:${port}/graphql`;
  const live = app.get(LiveServer);
  live.limits = {
    ...LIVE_LIMITS,
    connectionsPerAccount: SUBSCRIBERS,
    connectionsPerAddress: SUBSCRIBERS + 10,
  };
  const books = app.get(BooksService);
  try {
    const [book] = await books.importMany([
      {
        title: 'Live Book',
        author: 'Bench Author',
        category: 'Fiction',
        description: 'Watched by every subscriber.',
        price: 10,
        stock: 100,
      },
    ]);
    const tokens: string[] = [];
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
      tokens.push(((await res.json()) as { token: string }).token);
    }
    const path = `/api/user/book/${book}`;

    // Warm-up, not counted: the route's first requests compile and fill caches.
    await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: 2,
      headers: { authorization: `Bearer ${tokens[0]}` },
      requests: [{ method: 'GET', path }],
    });
    log(`\nBaseline: no subscribers`);
    const throughputWithout = await throughput(base, path, tokens[0]);
    log(`  GET ${path}: ${throughputWithout.requestsPerSecond} req/s, p99 ${throughputWithout.p99Ms} ms`);

    log(`\nBaseline: one subscriber, ${EVENTS} events`);
    const one = await subscribers(url, tokens, book, 1);
    const single = await fanOut(books, book, one, 1);
    await stop(one);
    log(`  delivery p50 ${single.p50Ms} ms, p99 ${single.p99Ms} ms`);

    log(`\n${SUBSCRIBERS} subscribers`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const memoryBefore = memory();
    const connectStarted = performance.now();
    const many = await subscribers(url, tokens, book, SUBSCRIBERS);
    const connectMs = Math.round(performance.now() - connectStarted);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const memoryWith = memory();
    const perConnection = {
      heapBytes: Math.round((memoryWith.heapUsed - memoryBefore.heapUsed) / SUBSCRIBERS),
      rssBytes: Math.round((memoryWith.rss - memoryBefore.rss) / SUBSCRIBERS),
    };
    log(
      `  ${live.size} sockets open after ${connectMs} ms; per connection: heap ${perConnection.heapBytes} B, RSS ${perConnection.rssBytes} B`,
    );
    const fanned = await fanOut(books, book, many, SUBSCRIBERS);
    log(`  delivery p50 ${fanned.p50Ms} ms, p99 ${fanned.p99Ms} ms, max ${fanned.maxMs} ms, missing ${fanned.missing}`);
    const throughputWith = await throughput(base, path, tokens[0]);
    log(`  GET ${path} while connected: ${throughputWith.requestsPerSecond} req/s, p99 ${throughputWith.p99Ms} ms`);
    await stop(many);

    const results = {
      subscribers: SUBSCRIBERS,
      events: EVENTS,
      engine: database.engine,
      connectMs,
      delivery: { baseline: single, fanOut: fanned },
      memory: { before: memoryBefore, with: memoryWith, perConnection },
      throughput: {
        baseline: throughputWithout,
        connected: throughputWith,
        percentOfBaseline: round((100 * throughputWith.requestsPerSecond) / throughputWithout.requestsPerSecond),
      },
    };
    console.table({
      'delivery p50 ms': { baseline: single.p50Ms, [`${SUBSCRIBERS} subscribers`]: fanned.p50Ms },
      'delivery p99 ms': { baseline: single.p99Ms, [`${SUBSCRIBERS} subscribers`]: fanned.p99Ms },
      'heap per connection B': { baseline: 0, [`${SUBSCRIBERS} subscribers`]: perConnection.heapBytes },
      'RSS per connection B': { baseline: 0, [`${SUBSCRIBERS} subscribers`]: perConnection.rssBytes },
      'book req/s': {
        baseline: throughputWithout.requestsPerSecond,
        [`${SUBSCRIBERS} subscribers`]: throughputWith.requestsPerSecond,
      },
    });
    writeResults('subscriptions', results);
  } finally {
    app.useLogger(false);
    await app.close();
  }
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
