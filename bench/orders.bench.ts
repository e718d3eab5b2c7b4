/**
 * Order placement benchmark: the real app on 127.0.0.1 with a fresh database, 10 shoppers
 * placing 3-line manual orders (POST /api/user/order/manual) with autocannon, at two catalogue
 * sizes (1,000 and 100,000 books), plus a bare node:http server answering the same request as
 * the floor of HTTP on this machine. Placement must cost the same at both sizes. See README.md.
 *
 *   npx ts-node --transpile-only --project bench/tsconfig.json bench/orders.bench.ts
 *
 * Environment: BENCH_SIZES (1000,100000), BENCH_DURATION (seconds per run, 15),
 * BENCH_CONNECTIONS (10), MONGODB_URI (a MongoDB to use instead of a local ephemeral one).
 */
import 'reflect-metadata';
import autocannon from 'autocannon';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { storedBook } from '../server/src/books/book-record';
import { createApp } from '../server/src/bootstrap';
import { benchConfig, freshDatabase, log, writeResults } from './bench-support';
import { syntheticBooks } from './synthetic-books';

const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LINES = 3;
/** Orders pick their books among this many, so that they compete for stock as real shoppers do. */
const HOT_BOOKS = 500;
const BATCH = 5_000;
const HARD_LIMIT_MS = 20 * 60_000;

interface Row {
  scenario: string;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requestsPerSecond: number;
  created: number;
  non2xx: number;
  errors: number;
}

async function run(
  name: string,
  url: string,
  request: autocannon.Request,
  headers: Record<string, string> = {},
): Promise<Row> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    timeout: 60,
    headers,
    requests: [request],
  });
  const row = {
    scenario: name,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    created: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
  };
  log(
    `${name}: p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, ${row.requestsPerSecond} req/s, 2xx ${row.created}, non-2xx ${row.non2xx}, errors ${row.errors}`,
  );
  return row;
}

/** The floor: a bare node:http server that reads the same body and answers 201 with a small JSON. */
async function baseline(body: string): Promise<Row> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end('{"message":"Order placed successfully!"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await run('bare node:http (floor)', `http://127.0.0.1:${port}`, {
      method: 'POST',
      path: '/',
      headers: { 'content-type': 'application/json' },
      body,
    });
  } finally {
    server.close();
  }
}

async function measure(size: number): Promise<{ row: Row; engine: string; loadMs: number; ordersStored: number }> {
  const database = await freshDatabase();
  const config = benchConfig(database.uri);
  const app = await createApp({ config, database, ownsDatabase: !database.external });
  app.useLogger(['error']);
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const connection = app.get<Connection>(getConnectionToken());
  try {
    const books = connection.collection('books');
    const loadStarted = Date.now();
    let batch: Array<Record<string, unknown>> = [];
    for (const book of syntheticBooks(size)) {
      batch.push(storedBook({ ...book, stock: 1_000_000 }));
      if (batch.length === BATCH) {
        await books.insertMany(batch, { ordered: false });
        batch = [];
      }
    }
    if (batch.length) await books.insertMany(batch, { ordered: false });
    const loadMs = Date.now() - loadStarted;
    log(`\n${size.toLocaleString('en')} books on ${database.engine}, loaded in ${(loadMs / 1000).toFixed(1)} s`);

    const ids = (
      await books
        .find({}, { projection: { _id: 1 } })
        .limit(HOT_BOOKS)
        .toArray()
    ).map((doc) => String(doc._id));
    const tokens: string[] = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      const res = await fetch(`${base}/api/user/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Bench Shopper ${i}`,
          email: `shopper-${i}-${Date.now()}@bench.test`,
          password: 'bench-secret',
        }),
      });
      tokens.push(((await res.json()) as { token: string }).token);
    }

    let next = 0;
    const orderBody = () => {
      const n = next++;
      return JSON.stringify({
        books: Array.from({ length: LINES }, (_, k) => ({
          book: ids[(n * 7 + k * 131) % ids.length],
          quantity: 1 + (k % 2),
        })),
      });
    };
    const probe = await fetch(`${base}/api/user/order/manual`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[0]}` },
      body: orderBody(),
    });
    if (probe.status !== 201) throw new Error(`probe order: ${probe.status} ${await probe.text()}`);

    const request: autocannon.Request = {
      method: 'POST',
      path: '/api/user/order/manual',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req) => ({
        ...req,
        body: orderBody(),
        headers: {
          ...req.headers,
          'content-type': 'application/json',
          authorization: `Bearer ${tokens[next % tokens.length]}`,
        },
      }),
    };
    const row = await run(`place a ${LINES}-line order, ${size.toLocaleString('en')} books`, base, request);
    await new Promise((resolve) => setTimeout(resolve, 500)); // answers still on their way
    const ordersStored = await connection.collection('orders').countDocuments({ status: 'pending' });
    return { row, engine: database.engine, loadMs, ordersStored };
  } finally {
    app.useLogger(false);
    if (database.external) await connection.db?.dropDatabase().catch(() => undefined);
    await app.close();
  }
}

async function main() {
  const watchdog = setTimeout(() => {
    log('benchmark exceeded its 20-minute limit; stopping');
    process.exit(2);
  }, HARD_LIMIT_MS);
  watchdog.unref();

  const floor = await baseline(JSON.stringify({ books: [{ book: '0'.repeat(24), quantity: 1 }] }));
  const runs = [];
  for (const size of SIZES) runs.push({ size, ...(await measure(size)) });

  log(`\nOrder placement: ${CONNECTIONS} shoppers, ${LINES}-line manual orders, ${DURATION} s per run`);
  console.table(
    [floor, ...runs.map((r) => r.row)].map((r) => ({
      scenario: r.scenario,
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      'req/s': r.requestsPerSecond,
      '2xx': r.created,
      'non-2xx': r.non2xx,
      errors: r.errors,
    })),
  );
  writeResults('orders', {
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    lines: LINES,
    floor,
    runs,
  });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${(error as Error)?.stack ?? String(error)}\n`);
    process.exit(1);
  },
);
