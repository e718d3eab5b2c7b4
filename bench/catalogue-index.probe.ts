/**
 * The catalogue index in-process, without HTTP or a database: how long it takes to build, what it
 * costs in memory, and the CPU time of a first page for the catalogue's usual requests. Each size
 * runs in a child process of its own, so that its memory figures are its own.
 *
 *   npx ts-node --transpile-only --project bench/tsconfig.json bench/catalogue-index.probe.ts [sizes...]
 *
 * Sizes default to 1000 10000 100000. Figures: bench/results/catalogue-index-<time>.json.
 */
import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import { mongo } from 'mongoose';
import { storedBook } from '../server/src/books/book-record';
import { CatalogueIndex, type CatalogueRecord } from '../server/src/books/catalogue-index';
import type { CataloguePageRequest } from '../server/src/books/catalogue-order';
import { BookSort } from '../server/src/books/dto/list-books.args';
import { SortDirection } from '../server/src/common/pagination/sort-direction';
import { log, writeResults } from './bench-support';
import { syntheticBooks } from './synthetic-books';

const RUNS = 200;
const MB = 2 ** 20;

const scenarios: Array<[string, Omit<CataloguePageRequest, 'first' | 'direction'> & { direction?: SortDirection }]> = [
  ['unfiltered, title', { sort: BookSort.TITLE }],
  ['search "ligh", title', { sort: BookSort.TITLE, search: 'ligh' }],
  ['search "ligh" + category', { sort: BookSort.TITLE, search: 'ligh', category: 'Fantasy' }],
  ['search "the silent garden"', { sort: BookSort.TITLE, search: 'the silent garden' }],
  ['search "xylophone" (none)', { sort: BookSort.TITLE, search: 'xylophone' }],
  ['search ".*" (literal)', { sort: BookSort.TITLE, search: '.*' }],
  ['category Fantasy', { sort: BookSort.TITLE, category: 'Fantasy' }],
  ['author DESC', { sort: BookSort.AUTHOR, direction: SortDirection.DESC }],
  ['price ASC', { sort: BookSort.PRICE }],
  ['price DESC', { sort: BookSort.PRICE, direction: SortDirection.DESC }],
  ['createdAt DESC', { sort: BookSort.CREATED_AT, direction: SortDirection.DESC }],
  ['search "ligh", page 5 (cursor)', { sort: BookSort.PRICE, search: 'ligh' }],
];

function records(count: number): CatalogueRecord[] {
  return [...syntheticBooks(count)].map(
    (book) => ({ ...storedBook(book), _id: new mongo.ObjectId() }) as CatalogueRecord,
  );
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** One size, in this process: prints one JSON line. */
function measure(count: number) {
  global.gc?.();
  const before = process.memoryUsage();
  const input = records(count);
  const started = process.hrtime.bigint();
  const index = new CatalogueIndex((ref) => ref);
  for (let i = 0; i < input.length; i += 1000) index.upsertMany(input.slice(i, i + 1000), { settle: false });
  index.settle();
  const buildMs = Number(process.hrtime.bigint() - started) / 1e6;
  input.length = 0; // what a load reads is garbage once indexed
  global.gc?.();
  const after = process.memoryUsage();

  const round = (ms: number) => Math.round(ms * 1000) / 1000;
  const forgetSearches = () => (index as unknown as { search: { forget(): void } }).search.forget();
  const pages: Record<string, Record<string, number>> = {};
  for (const [name, request] of scenarios) {
    const full = { direction: SortDirection.ASC, first: 20, ...request };
    let after: string | null = null;
    if (name.includes('page 5')) {
      for (let i = 0; i < 4; i++) after = index.page({ ...full, after }).pageInfo.endCursor;
    }
    let totalCount = 0;
    // Cold: the search's result is not kept from an earlier request; warm: the same search again.
    const time = (cold: boolean) => {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        if (cold) forgetSearches();
        const t0 = process.hrtime.bigint();
        totalCount = index.page({ ...full, after }).totalCount;
        times.push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
      return times.sort((a, b) => a - b);
    };
    const cold = time(true);
    const warm = time(false);
    pages[name] = {
      totalCount,
      coldP50Ms: round(percentile(cold, 50)),
      coldP99Ms: round(percentile(cold, 99)),
      warmP50Ms: round(percentile(warm, 50)),
      warmP99Ms: round(percentile(warm, 99)),
    };
  }

  const t0 = process.hrtime.bigint();
  const json = index.allBooksJson();
  const allBooksJsonMs = Number(process.hrtime.bigint() - t0) / 1e6;
  const t1 = process.hrtime.bigint();
  const someId = index.all()[Math.floor(count / 2)]._id;
  index.setStock(someId, 7);
  const setStockMs = Number(process.hrtime.bigint() - t1) / 1e6;
  const t2 = process.hrtime.bigint();
  index.allBooksJson();
  const allBooksAgainMs = Number(process.hrtime.bigint() - t2) / 1e6;

  return {
    buildMs: Math.round(buildMs),
    ...index.stats(),
    heapUsedMb: Math.round(((after.heapUsed - before.heapUsed) / MB) * 10) / 10,
    rssMb: Math.round(after.rss / MB),
    rssGrowthMb: Math.round((after.rss - before.rss) / MB),
    allBooksJson: {
      mb: Math.round((json.body.length / MB) * 10) / 10,
      ms: Math.round(allBooksJsonMs),
      afterOneChangeMs: Math.round(allBooksAgainMs),
    },
    setStockMs: Math.round(setStockMs * 1000) / 1000,
    pages,
  };
}

function main() {
  const [, , ...args] = process.argv;
  if (args[0] === '--one') {
    process.stdout.write(`${JSON.stringify(measure(Number(args[1])))}\n`);
    return;
  }
  const sizes = args.length ? args.map(Number) : [1_000, 10_000, 100_000];
  const results = sizes.map((count) => {
    log(`${count.toLocaleString('en')} books...`);
    const output = execFileSync(
      process.execPath,
      ['--expose-gc', '-r', 'ts-node/register/transpile-only', __filename, '--one', String(count)],
      { env: { ...process.env, TS_NODE_PROJECT: `${__dirname}/tsconfig.json` }, encoding: 'utf8', maxBuffer: 16 * MB },
    );
    const result = JSON.parse(output.trim().split('\n').at(-1)!);
    log(
      `  built in ${result.buildMs} ms; heap +${result.heapUsedMb} MB, RSS ${result.rssMb} MB; ` +
        `${result.keywords} keywords, ${result.postings} postings; allBooks JSON ${result.allBooksJson.mb} MB in ${result.allBooksJson.ms} ms (${result.allBooksJson.afterOneChangeMs} ms after a change)`,
    );
    for (const [name, page] of Object.entries(result.pages as Record<string, Record<string, number>>)) {
      log(
        `  ${name.padEnd(32)} total ${String(page.totalCount).padStart(6)}  cold p50 ${page.coldP50Ms} ms, p99 ${page.coldP99Ms} ms;` +
          `  warm p50 ${page.warmP50Ms} ms, p99 ${page.warmP99Ms} ms`,
      );
    }
    return result;
  });
  writeResults('catalogue-index', { runsPerScenario: RUNS, results });
}

main();
