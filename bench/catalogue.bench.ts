/**
 * Catalogue benchmark: the real app on 127.0.0.1 with a fresh database holding 100,000 books,
 * measured with autocannon (10 connections, 20 s per scenario). See bench/README.md.
 *
 *   npx ts-node --transpile-only --project bench/tsconfig.json bench/catalogue.bench.ts [--explore]
 *
 * Environment: BENCH_BOOKS (100000), BENCH_DURATION (seconds, 20), BENCH_CONNECTIONS (10),
 * MONGODB_URI (a MongoDB to use instead of a local ephemeral one; a fresh database is created
 * on it and dropped afterwards).
 */
import 'reflect-metadata';
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import type { AddressInfo } from 'node:net';
import { storedBook } from '../server/src/books/book-record';
import { createApp } from '../server/src/bootstrap';
import { loadConfig } from '../server/src/config/app-config';
import { freshDatabase, log, writeResults } from './bench-support';
import { syntheticBooks } from './synthetic-books';

const BOOKS = Number(process.env.BENCH_BOOKS ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BATCH = 5_000;
const SEARCH = 'ligh'; // a common word prefix: "light", "lighthouse"
const EXPLORE = process.argv.includes('--explore');
const HARD_LIMIT_MS = 30 * 60_000;

interface Scenario {
  name: string;
  request: autocannon.Request;
  /** One request made before the run, to check that the scenario really returns data. */
  check?: (body: any) => string;
}

function graphql(query: string, variables: Record<string, unknown> = {}): autocannon.Request {
  return {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  };
}

const PAGE = `query Page($search: String, $category: String, $sort: BookSort) {
  books(first: 20, search: $search, category: $category, sort: $sort) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id title author category price stock image createdAt } }
  }
}`;
const PAGE_WITHOUT_TOTAL = PAGE.replace('totalCount ', '');

async function main() {
  const watchdog = setTimeout(() => {
    log('benchmark exceeded its 30-minute limit; stopping');
    process.exit(2);
  }, HARD_LIMIT_MS);
  watchdog.unref();

  const database = await freshDatabase();
  const { uri, engine, external } = database;

  const config = loadConfig({
    NODE_ENV: 'production',
    MONGODB_URI: uri,
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: '/tmp/bookstore-bench',
    PUBLIC_URL: 'http://127.0.0.1',
    DEMO_CATALOGUE: 'false',
    AUTH_RATE_LIMIT: '1000',
  });
  const app = await createApp({ config, database, ownsDatabase: !external });
  app.useLogger(['error']);
  await app.listen(0, '127.0.0.1');
  const port = (app.getHttpServer().address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  const connection = app.get<Connection>(getConnectionToken());
  log(`App on ${base}, database engine ${engine}`);

  try {
    // Bulk load, stored by the same function BooksService.importMany uses (price in cents, search and sort fields).
    const books = connection.collection('books');
    await books.deleteMany({});
    const loadStarted = Date.now();
    let batch: Array<Record<string, unknown>> = [];
    for (const book of syntheticBooks(BOOKS)) {
      batch.push(storedBook(book));
      if (batch.length === BATCH) {
        await books.insertMany(batch, { ordered: false });
        batch = [];
      }
    }
    if (batch.length) await books.insertMany(batch, { ordered: false });
    const loadMs = Date.now() - loadStarted;
    log(`Loaded ${BOOKS.toLocaleString('en')} books in ${(loadMs / 1000).toFixed(1)} s`);

    const ids = (
      await books
        .find({}, { projection: { _id: 1 } })
        .limit(5_000)
        .toArray()
    ).map((doc) => String(doc._id));
    const registered = await fetch(`${base}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench Shopper',
        email: `bench-${Date.now()}@example.com`,
        password: 'bench-secret',
      }),
    });
    const { token } = (await registered.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };

    // The whole catalogue over REST, streamed: one request, its time, size and the server's memory.
    const rssBefore = process.memoryUsage().rss;
    const allStarted = Date.now();
    const all = await fetch(`${base}/api/user/allBooks`, { headers: auth });
    const allBody = Buffer.from(await all.arrayBuffer());
    const allBooks = {
      status: all.status,
      books: (JSON.parse(allBody.toString('utf8')) as { books: unknown[] }).books.length,
      megabytes: Math.round((allBody.length / 2 ** 20) * 10) / 10,
      ms: Date.now() - allStarted,
      rssGrowthMb: Math.round((process.memoryUsage().rss - rssBefore) / 2 ** 20),
    };
    log(
      `GET /api/user/allBooks: ${allBooks.status}, ${allBooks.books} books, ${allBooks.megabytes} MB in ${allBooks.ms} ms (process RSS +${allBooks.rssGrowthMb} MB, client included)`,
    );

    let next = 0;
    const pageCheck = (body: any) => {
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      const books = body.data.books;
      return `${books.edges.length} books on the page${books.totalCount === undefined ? '' : ` of ${books.totalCount}`}`;
    };
    const scenarios: Scenario[] = [
      { name: '(a) books(first: 20)', request: graphql(PAGE), check: pageCheck },
      {
        name: `(b) books(first: 20, search: "${SEARCH}")`,
        request: graphql(PAGE, { search: SEARCH }),
        check: pageCheck,
      },
      {
        name: '(c) GET /api/user/book/:id',
        request: {
          method: 'GET',
          path: `/api/user/book/${ids[0]}`,
          setupRequest: (request) => ({ ...request, path: `/api/user/book/${ids[next++ % ids.length]}` }),
        },
        check: (body) => `book "${body.book.title}"`,
      },
    ];
    if (EXPLORE) {
      scenarios.push(
        { name: '(a2) (a) without totalCount', request: graphql(PAGE_WITHOUT_TOTAL), check: pageCheck },
        {
          name: '(b2) (b) without totalCount',
          request: graphql(PAGE_WITHOUT_TOTAL, { search: SEARCH }),
          check: pageCheck,
        },
        {
          name: '(d) books(first: 20, category: "Fantasy")',
          request: graphql(PAGE, { category: 'Fantasy' }),
          check: pageCheck,
        },
        {
          name: '(e) books(first: 20, search: "xylophone")',
          request: graphql(PAGE, { search: 'xylophone' }),
          check: pageCheck,
        },
        {
          name: '(f) books(first: 20, sort: CREATED_AT)',
          request: graphql(PAGE, { sort: 'CREATED_AT' }),
          check: pageCheck,
        },
        {
          name: '(g) categories (10 s count cache: app overhead floor)',
          request: graphql('{ categories { category count } }'),
          check: (body) => `${body.data.categories.length} categories`,
        },
      );
    }

    const results = [];
    for (const scenario of scenarios) {
      const { request } = scenario;
      const probe = await fetch(`${base}${request.path}`, {
        method: request.method,
        headers: { ...request.headers, ...auth },
        body: request.body,
      });
      const probeText = await probe.text();
      if (probe.status !== 200) throw new Error(`${scenario.name}: ${probe.status} ${probeText.slice(0, 300)}`);
      const note = scenario.check?.(JSON.parse(probeText)) ?? '';
      log(`\n${scenario.name}: ${note}; running ${CONNECTIONS} connections for ${DURATION} s...`);
      const result = await autocannon({
        url: base,
        connections: CONNECTIONS,
        duration: DURATION,
        timeout: 120,
        headers: auth,
        requests: [{ ...request, headers: { ...request.headers, ...auth } }],
      });
      const row = {
        scenario: scenario.name,
        note,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        maxMs: result.latency.max,
        requestsPerSecond: Math.round(result.requests.average * 10) / 10,
        requests: result['2xx'],
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
      };
      // autocannon stops at the deadline without waiting for answers still on their way; one
      // more request queues behind them, so the next scenario starts on an idle server.
      await fetch(`${base}${request.path}`, {
        method: request.method,
        headers: { ...request.headers, ...auth },
        body: request.body,
      });
      log(
        `  p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, ${row.requestsPerSecond} req/s, non-2xx ${row.non2xx}, errors ${row.errors}`,
      );
      results.push(row);
    }

    log(
      `\nCatalogue benchmark: ${BOOKS.toLocaleString('en')} books on ${engine}, loaded in ${(loadMs / 1000).toFixed(1)} s`,
    );
    console.table(
      results.map((r) => ({
        scenario: r.scenario,
        'p50 ms': r.p50Ms,
        'p99 ms': r.p99Ms,
        'req/s': r.requestsPerSecond,
        'non-2xx': r.non2xx,
        errors: r.errors,
      })),
    );
    writeResults('catalogue', {
      engine,
      books: BOOKS,
      loadMs,
      allBooks,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      search: SEARCH,
      results,
    });
  } finally {
    app.useLogger(false);
    if (external) await connection.db?.dropDatabase().catch(() => undefined);
    await app.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${(error as Error)?.stack ?? String(error)}\n`);
    process.exit(1);
  },
);
