/**
 * The in-process search's relevance index (MiniSearch, catalogue-relevance.ts) without HTTP or a
 * database: the heap it holds and how long it takes to build, and the CPU time of the shoppers'
 * typo searches over the whole catalogue index (each search new to the index's kept results).
 *
 *   node --expose-gc -r ts-node/register/transpile-only bench/relevance.probe.ts [books]
 *
 * Books default to 100000. Run it alone: the figures are this process's heap.
 */
import 'reflect-metadata';
import { mongo } from 'mongoose';
import { storedBook } from '../server/src/books/book-record';
import { findInIndex } from '../server/src/books/catalogue-find';
import { CatalogueIndex, type CatalogueRecord } from '../server/src/books/catalogue-index';
import { CatalogueRelevance } from '../server/src/books/catalogue-relevance';
import { log } from './bench-support';
import { TYPO_SEARCHES, syntheticBooks } from './synthetic-books';

const MB = 2 ** 20;
const count = Number(process.argv[2] ?? 100_000);
const heap = () => {
  global.gc?.();
  return process.memoryUsage().heapUsed;
};

const books = [...syntheticBooks(count)].map((book, i) => ({ ...book, id: i }));
const before = heap();
let started = performance.now();
const relevance = new CatalogueRelevance();
for (const book of books) relevance.add(book);
const buildMs = performance.now() - started;
const held = heap() - before;
if (relevance.size !== count) throw new Error('not every book was indexed');
log(
  `${count} books: MiniSearch relevance index built in ${Math.round(buildMs)} ms, heap +${(held / MB).toFixed(1)} MB`,
);

const records = books.map((book) => ({ ...storedBook(book), _id: new mongo.ObjectId() }) as CatalogueRecord);
const indexBefore = heap();
started = performance.now();
const index = new CatalogueIndex((ref) => ref);
for (let i = 0; i < records.length; i += 1000) index.upsertMany(records.slice(i, i + 1000), { settle: false });
index.settle();
log(
  `whole catalogue index (with its relevance index) built in ${Math.round(performance.now() - started)} ms, heap +${((heap() - indexBefore) / MB).toFixed(1)} MB`,
);

const typos = [...new Set(TYPO_SEARCHES.map((search) => search.split(' ')[1]))];
for (const [name, list] of [
  ['two words, typos', TYPO_SEARCHES],
  ['one word, typo', typos],
  ['prefix "ligh"', ['ligh']],
] as const) {
  const times: number[] = [];
  let total = 0;
  for (let run = 0; run < 200; run++) {
    const source = index.findSource();
    // A different text per run where the list allows; the kept results are forgotten either way.
    source.relevance.forget();
    (index as unknown as { search: { forget(): void } }).search.forget();
    const t0 = performance.now();
    total = findInIndex(source, { search: list[run % list.length], first: 20, offset: 0 }).totalCount;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(1);
  log(`${name}: ${total} results (last), p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, over 200 searches, cold`);
}
