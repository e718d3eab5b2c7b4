/**
 * Engine probe: the raw cost of the catalogue's queries on a database engine, without HTTP,
 * GraphQL or concurrency. Loads N synthetic books (100000 by default) into a fresh database
 * with the same indexes as the Book schema, then times each query three times.
 *
 *   npx ts-node --transpile-only --project bench/tsconfig.json bench/engine-probe.ts
 *
 * Without MONGODB_URI it uses an ephemeral local engine (mongo-java-server here). With
 * MONGODB_URI (a real MongoDB 7) it works in a fresh database there, drops it afterwards, and
 * also prints each query's plan summary (keys and documents examined) from `explain`.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import type { Document, Filter, Sort } from 'mongodb';
import { storedBook } from '../server/src/books/book-record';
import { BookSearchScope, searchFilter } from '../server/src/books/book-search';
import { SORT_FIELD } from '../server/src/books/schemas/book.schema';
import { resolveDatabase } from '../server/src/database/database-resolver';
import { syntheticBooks } from './synthetic-books';

const N = Number(process.env.N ?? 100_000);
const PROJECTION = { keywords: 0, titleAuthorKeywords: 0 };

async function main() {
  const external = process.env.MONGODB_URI;
  const local = external
    ? null
    : await resolveDatabase(
        { dataDir: '' },
        { ephemeral: true, logger: { log: () => undefined, warn: () => undefined } },
      );
  const uri = external
    ? Object.assign(new URL(external), { pathname: `/probe_${randomBytes(4).toString('hex')}` }).toString()
    : local!.uri;
  const connection = await mongoose.createConnection(uri).asPromise();
  const books = connection.collection('books');
  try {
    for (const key of Object.values(SORT_FIELD)) {
      await books.createIndex({ [key]: 1, _id: 1 });
      await books.createIndex({ category: 1, [key]: 1, _id: 1 });
    }
    await books.createIndex({ keywords: 1 });
    await books.createIndex({ titleAuthorKeywords: 1 });
    const started = Date.now();
    let batch: object[] = [];
    for (const book of syntheticBooks(N)) {
      batch.push(storedBook(book));
      if (batch.length === 5000) {
        await books.insertMany(batch);
        batch = [];
      }
    }
    if (batch.length) await books.insertMany(batch);
    console.log(
      `engine ${external ? 'MONGODB_URI' : local!.engine}: loaded ${N} books in ${Date.now() - started} ms\n`,
    );

    const search = searchFilter('ligh') as Filter<Document>;
    const none = searchFilter('xylophone') as Filter<Document>;
    const adminSearch = searchFilter('ligh', BookSearchScope.TITLE_AUTHOR) as Filter<Document>;
    const page = (filter: Filter<Document>, sort: Sort) =>
      books.find(filter, { projection: PROJECTION }).sort(sort).limit(21);
    const probes: Array<[string, () => Promise<unknown>, (() => Promise<unknown>)?]> = [
      ['estimatedDocumentCount()', () => books.estimatedDocumentCount()],
      ['countDocuments({})', () => books.countDocuments({})],
      [
        'page: sort titleKey',
        () => page({}, { titleKey: 1, _id: 1 }).toArray(),
        () => page({}, { titleKey: 1, _id: 1 }).explain('executionStats'),
      ],
      ['page: sort createdAt', () => page({}, { createdAt: 1, _id: 1 }).toArray()],
      ['page: sort _id', () => page({}, { _id: 1 }).toArray()],
      [
        'page: search "ligh", sort titleKey',
        () => page(search, { titleKey: 1, _id: 1 }).toArray(),
        () => page(search, { titleKey: 1, _id: 1 }).explain('executionStats'),
      ],
      [
        'page: search "xylophone", sort titleKey',
        () => page(none, { titleKey: 1, _id: 1 }).toArray(),
        () => page(none, { titleKey: 1, _id: 1 }).explain('executionStats'),
      ],
      ['countDocuments(search "ligh")', () => books.countDocuments(search)],
      [
        'page: title/author search "ligh"',
        () => page(adminSearch, { titleKey: 1, _id: 1 }).toArray(),
        () => page(adminSearch, { titleKey: 1, _id: 1 }).explain('executionStats'),
      ],
      ['page: category Fantasy, sort titleKey', () => page({ category: 'Fantasy' }, { titleKey: 1, _id: 1 }).toArray()],
      ['countDocuments(category Fantasy)', () => books.countDocuments({ category: 'Fantasy' })],
      [
        'aggregate: $group by category',
        () => books.aggregate([{ $group: { _id: '$category', count: { $sum: 1 } } }, { $sort: { _id: 1 } }]).toArray(),
      ],
    ];
    const sample = await books.findOne({}, { skip: Math.floor(N / 2), projection: { _id: 1 } });
    probes.push(['findOne({ _id })', () => books.findOne({ _id: sample!._id })]);

    for (const [label, run, explain] of probes) {
      const times: number[] = [];
      let result: unknown;
      for (let i = 0; i < 3; i++) {
        const t = performance.now();
        result = await run();
        times.push(Math.round(performance.now() - t));
      }
      const shape = typeof result === 'number' ? `= ${result}` : Array.isArray(result) ? `${result.length} docs` : '';
      let plan = '';
      if (explain && external) {
        const stats = (
          (await explain()) as { executionStats?: { totalKeysExamined: number; totalDocsExamined: number } }
        ).executionStats;
        plan = stats ? `  keys ${stats.totalKeysExamined}, docs ${stats.totalDocsExamined}` : '';
      }
      console.log(`${label.padEnd(40)} ${times.map((ms) => String(ms).padStart(5)).join(' ')} ms  ${shape}${plan}`);
    }
  } finally {
    if (external) await connection.db?.dropDatabase();
    await connection.close();
    await local?.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
