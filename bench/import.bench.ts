/**
 * Catalogue import benchmark: the real app on 127.0.0.1 with a fresh database holding 1,000
 * books, an admin importing a CSV of 10,000 and then 100,000 new books (POST
 * /api/admin/books/import, followed to its end), and 10 shoppers reading the catalogue's first
 * page over GraphQL meanwhile. Reports rows per second, the process's peak RSS and heap during the
 * import, and the page's p99 while the import runs beside its p99 with no import, in the same run.
 * See README.md.
 *
 *   npx ts-node --transpile-only --project bench/tsconfig.json bench/import.bench.ts
 *
 * Environment: BENCH_ROWS (10000,100000), BENCH_DURATION (seconds of page traffic per run, 10),
 * BENCH_CONNECTIONS (10), MONGODB_URI (a MongoDB to use instead of a local ephemeral one).
 */
import 'reflect-metadata';
import autocannon from 'autocannon';
import { getConnectionToken } from '@nestjs/mongoose';
import { stringify } from 'csv-stringify/sync';
import type { Connection } from 'mongoose';
import type { AddressInfo } from 'node:net';
import { storedBook } from '../server/src/books/book-record';
import { check13 } from '../server/src/books/isbn';
import { createApp } from '../server/src/bootstrap';
import { benchConfig, freshDatabase, log, machine, writeResults } from './bench-support';
import { syntheticBooks } from './synthetic-books';

const ROWS = (process.env.BENCH_ROWS ?? '10000,100000').split(',').map(Number);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CATALOGUE = 1_000;
const HARD_LIMIT_MS = 30 * 60_000;
const PAGE = JSON.stringify({ query: '{ books(first: 20) { totalCount edges { node { id title price stock } } } }' });

/** A CSV of `rows` new books, every other one with an ISBN (979 prefix, so never a real one). */
function csvOf(rows: number, offset: number): Buffer {
  const lines = [
    ['title', 'author', 'category', 'price', 'stock', 'description', 'isbn', 'publisher', 'year', 'pages', 'language'],
  ];
  for (let i = 0; i < rows; i++) {
    const k = offset + i;
    const first12 = `979${String(k).padStart(9, '0')}`;
    lines.push([
      `Imported Volume ${k}`,
      `Author ${k % 997}`,
      'Fiction',
      `${(k % 90) + 0.99}`,
      String(k % 20),
      `A generated book, number ${k}, for the import benchmark.`,
      k % 2 ? first12 + check13(first12) : '',
      'Bench Press',
      String(1950 + (k % 70)),
      String(100 + (k % 700)),
      'en',
    ]);
  }
  return Buffer.from(stringify(lines));
}

async function pageTraffic(base: string, token: string) {
  const result = await autocannon({
    url: `${base}/graphql`,
    connections: CONNECTIONS,
    duration: DURATION,
    timeout: 60,
    requests: [
      {
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: PAGE,
      },
    ],
  });
  return {
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requestsPerSecond: Math.round(result.requests.average),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function main() {
  const watchdog = setTimeout(() => {
    log('benchmark exceeded its 30-minute limit; stopping');
    process.exit(2);
  }, HARD_LIMIT_MS);
  watchdog.unref();

  const database = await freshDatabase();
  const app = await createApp({ config: benchConfig(database.uri), database, ownsDatabase: !database.external });
  app.useLogger(['error']);
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const connection = app.get<Connection>(getConnectionToken());
  const results = [];
  try {
    const books: Array<Record<string, unknown>> = [...syntheticBooks(CATALOGUE)].map((book) => storedBook(book));
    await connection.collection('books').insertMany(books);
    const register = async (role: string) => {
      const res = await fetch(`${base}/api/user/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Bench ${role}`,
          email: `${role}-${Date.now()}@bench.test`,
          password: 'bench-secret',
          role,
        }),
      });
      return ((await res.json()) as { token: string }).token;
    };
    const admin = await register('admin');
    const shopper = await register('user');
    // The index's first load and the code's first runs, not measured.
    await autocannon({
      url: `${base}/graphql`,
      connections: CONNECTIONS,
      duration: 2,
      requests: [
        {
          method: 'POST',
          path: '/graphql',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper}` },
          body: PAGE,
        },
      ],
    });

    let offset = 0;
    for (const rows of ROWS) {
      const file = csvOf(rows, offset);
      offset += rows;
      const baseline = await pageTraffic(base, shopper);
      log(
        `\n${rows.toLocaleString('en')} rows (${(file.length / 2 ** 20).toFixed(1)} MB); page with no import: p99 ${baseline.p99Ms} ms, ${baseline.requestsPerSecond} req/s`,
      );

      global.gc?.();
      const before = process.memoryUsage();
      let peakRss = before.rss;
      let peakHeap = before.heapUsed;
      const sampler = setInterval(() => {
        const now = process.memoryUsage();
        peakRss = Math.max(peakRss, now.rss);
        peakHeap = Math.max(peakHeap, now.heapUsed);
      }, 50);
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'bench.csv');
      const startedAt = Date.now();
      const started = await fetch(`${base}/api/admin/books/import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}` },
        body: form,
      });
      if (started.status !== 202) throw new Error(`import refused: ${started.status} ${await started.text()}`);
      const { id } = ((await started.json()) as { import: { id: string } }).import;
      const during = pageTraffic(base, shopper);
      let status: { status: string; processed: number; created: number; refused: number } = {
        status: 'running',
        processed: 0,
        created: 0,
        refused: 0,
      };
      while (status.status === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const res = await fetch(`${base}/api/admin/books/import/${id}`, {
          headers: { authorization: `Bearer ${admin}` },
        });
        status = ((await res.json()) as { import: typeof status }).import;
      }
      const importMs = Date.now() - startedAt;
      clearInterval(sampler);
      const page = await during;
      const row = {
        rows,
        status: status.status,
        created: status.created,
        refused: status.refused,
        importSeconds: Math.round(importMs / 100) / 10,
        rowsPerSecond: Math.round(rows / (importMs / 1000)),
        peakRssMb: Math.round(peakRss / 2 ** 20),
        rssGrowthMb: Math.round((peakRss - before.rss) / 2 ** 20),
        peakHeapMb: Math.round(peakHeap / 2 ** 20),
        heapGrowthMb: Math.round((peakHeap - before.heapUsed) / 2 ** 20),
        pageP99NoImportMs: baseline.p99Ms,
        pageP99DuringImportMs: page.p99Ms,
        pageReqPerSecNoImport: baseline.requestsPerSecond,
        pageReqPerSecDuringImport: page.requestsPerSecond,
        pageWindowCoveredByImport: `${Math.min(100, Math.round((importMs / 1000 / DURATION) * 100))} %`,
        pageErrors: page.errors + page.non2xx,
      };
      log(
        `import: ${row.status}, ${row.created} created in ${row.importSeconds} s (${row.rowsPerSecond} rows/s), peak RSS ${row.peakRssMb} MB (+${row.rssGrowthMb}), ` +
          `peak heap ${row.peakHeapMb} MB (+${row.heapGrowthMb}); page during import: p99 ${page.p99Ms} ms, ${page.requestsPerSecond} req/s`,
      );
      results.push(row);
    }
  } finally {
    app.useLogger(false);
    if (database.external) await connection.db?.dropDatabase().catch(() => undefined);
    await app.close();
  }
  log(
    `\nCatalogue import on ${database.engine}: ${CATALOGUE.toLocaleString('en')} books to start, ${CONNECTIONS} shoppers reading the first page, ${DURATION} s of page traffic per run`,
  );
  console.table(results);
  log(
    `results: ${writeResults('import', { engine: database.engine, duration: DURATION, connections: CONNECTIONS, machine: machine(), results })}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
