import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, ObjectId, type Collection, type Document, type Filter, type Sort } from 'mongodb';
import { startJavaServer } from '../../src/database/mongo-java-server';
import type { ResolvedDatabase } from '../../src/database/resolved-database';

interface Row {
  _id: ObjectId;
  user?: string | null;
  status?: string;
  at?: Date;
  city?: string;
  n?: number;
  tags?: string[];
}

const STATUSES = ['placing', 'pending', 'shipped', 'delivered', 'cancelled'];
const CITIES = ['Aberystwyth', 'Bath', 'Cardiff', 'Aberdeen', 'Carlisle'];
const ROWS = 3000;
/** A few moments shared by many rows, so that ties in the sort are broken by _id. */
const day = (i: number) => new Date(Date.UTC(2025, 0, 1) + (i % 400) * 3_600_000);

function row(i: number): Row {
  const doc: Row = { _id: new ObjectId(), n: i % 17 };
  if (i % 50 !== 7) doc.user = `user-${i % 40}`;
  if (i % 97 === 3) doc.user = null;
  doc.status = STATUSES[(i * 7) % STATUSES.length];
  if (i % 61 !== 5) doc.at = day(i);
  doc.city = CITIES[i % CITIES.length];
  return doc;
}

/** What a query asks: its filter, sort, limit and skip. */
interface Ask {
  filter: Filter<Row>;
  sort?: Sort;
  limit?: number;
  skip?: number;
}

const ids = (rows: Document[]) => rows.map((doc) => String(doc._id));

/**
 * The embedded engine on its H2 file keeps the non-unique indexes that mongo-java-server leaves empty,
 * and answers a query through one when it bounds the query or gives its order (Launcher.java,
 * SortedIndex and IndexPlan). Its answers must be exactly those of a scan: the same documents, in the
 * same order when an order is asked (every order here ends with _id, so ties are decided). Each query
 * runs against `indexed` (with the indexes) and `plain` (the same documents, none), on a fresh file,
 * after writes (updates, deletes, inserts) and after a restart, where the indexes are read from the file.
 */
describe('embedded engine: queries through non-unique indexes', () => {
  let dataDir: string;
  let database: ResolvedDatabase | undefined;
  let client: MongoClient | undefined;
  let indexed: Collection<Row>;
  let plain: Collection<Row>;

  async function open(): Promise<void> {
    database = await startJavaServer({ dataDir, supervise: false });
    client = await MongoClient.connect(database.uri);
    indexed = client.db().collection<Row>('indexed');
    plain = client.db().collection<Row>('plain');
  }

  async function close(): Promise<void> {
    await client?.close();
    await database?.stop();
    client = undefined;
    database = undefined;
  }

  async function indexStatus(): Promise<{ plannedQueries: number; documentsRead: number; entriesRead: number }> {
    const status = await client!.db().admin().command({ serverStatus: 1 });
    return status.launcherIndexes;
  }

  async function both(ask: Ask): Promise<{ withIndex: string[]; scanned: string[]; planned: number; read: number }> {
    const run = (collection: Collection<Row>) => {
      let cursor = collection.find(ask.filter);
      if (ask.sort) cursor = cursor.sort(ask.sort);
      if (ask.skip) cursor = cursor.skip(ask.skip);
      if (ask.limit) cursor = cursor.limit(ask.limit);
      return cursor.toArray();
    };
    const before = await indexStatus();
    const withIndex = ids(await run(indexed));
    const after = await indexStatus();
    const scanned = ids(await run(plain));
    return {
      withIndex,
      scanned,
      planned: after.plannedQueries - before.plannedQueries,
      read: after.documentsRead - before.documentsRead,
    };
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bookstore-engine-indexes-'));
    await open();
    const rows = Array.from({ length: ROWS }, (_, i) => row(i));
    // Half the rows exist before the indexes (which are then filled from them), half arrive after.
    await indexed.insertMany(rows.slice(0, ROWS / 2).map((doc) => ({ ...doc })));
    await indexed.createIndex({ user: 1, at: 1, _id: 1 });
    await indexed.createIndex({ status: 1, at: 1, _id: 1 });
    await indexed.createIndex({ at: 1, _id: 1 });
    await indexed.createIndex({ city: 1 });
    await indexed.createIndex({ n: 1 });
    await indexed.insertMany(rows.slice(ROWS / 2).map((doc) => ({ ...doc })));
    await plain.insertMany(rows.map((doc) => ({ ...doc })));
  }, 120_000);

  afterAll(async () => {
    await close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const moment = day(200);
  const ordered: Array<[string, Ask]> = [
    [
      'a first page, newest first',
      { filter: { status: { $in: STATUSES.slice(1) } }, sort: { at: -1, _id: -1 }, limit: 21 },
    ],
    ['a status, newest first', { filter: { status: 'pending' }, sort: { at: -1, _id: -1 }, limit: 21 }],
    [
      'a user, newest first',
      { filter: { user: 'user-3', status: { $in: STATUSES.slice(1) } }, sort: { at: -1, _id: -1 }, limit: 5 },
    ],
    ['a user, oldest first', { filter: { user: 'user-3' }, sort: { at: 1, _id: 1 } }],
    [
      'several users, merged newest first',
      { filter: { user: { $in: ['user-1', 'user-2', 'user-39', 'nobody'] } }, sort: { at: -1, _id: -1 }, limit: 50 },
    ],
    [
      'the page after a cursor',
      {
        filter: {
          $and: [
            { status: { $in: STATUSES.slice(1) } },
            {
              at: { $lte: moment },
              $or: [{ at: { $lt: moment } }, { _id: { $lt: new ObjectId('ffffffffffffffffffffffff') } }],
            },
          ],
        },
        sort: { at: -1, _id: -1 },
        limit: 21,
      },
    ],
    ['a range of moments, oldest first', { filter: { at: { $gte: day(10), $lt: day(60) } }, sort: { at: 1, _id: 1 } }],
    [
      'a range with an open end, newest first',
      { filter: { at: { $gt: day(390) } }, sort: { at: -1, _id: -1 }, skip: 3, limit: 10 },
    ],
    ['the newest five, by the order alone', { filter: {}, sort: { at: -1, _id: -1 }, limit: 5 }],
    [
      'an order the index does not give (sorted after reading)',
      { filter: { status: 'shipped' }, sort: { n: 1, _id: -1 }, limit: 15 },
    ],
    ['numbers compared across types', { filter: { n: { $gte: 3.0, $lt: 5 } }, sort: { _id: 1 } }],
    [
      "a search's page, sorted on the entries where they hold the order",
      {
        filter: { $or: [{ user: { $in: ['user-5', 'user-6'] } }, { city: /^bath$/i }] },
        sort: { at: -1, _id: -1 },
        skip: 2,
        limit: 21,
      },
    ],
    [
      "users' rows by _id, sorted on the entries",
      { filter: { user: { $in: ['user-5', 'user-6', 'user-7'] } }, sort: { _id: -1 }, limit: 10 },
    ],
  ];
  const unordered: Array<[string, Ask]> = [
    ['an equality', { filter: { status: 'placing', at: { $lte: moment } } }],
    ['a regular expression on an indexed field', { filter: { city: /aber/i } }],
    ['a regular expression as $regex', { filter: { city: { $regex: '^car', $options: 'i' } } }],
    [
      'an $or of bounded branches (a search)',
      {
        filter: {
          status: { $in: STATUSES.slice(1) },
          $or: [{ user: { $in: ['user-5', 'user-6'] } }, { city: /^bath$/i }, { _id: new ObjectId() }],
        },
      },
    ],
    ['an empty $in', { filter: { user: { $in: [] } } }],
    ['a null, which matches null and missing values alike', { filter: { user: null } }],
    ['a null beside a condition of another index', { filter: { user: { $eq: null }, status: { $in: STATUSES } } }],
  ];

  /** Queries whose fields the index holds, with what they ask for; `true` when the documents must be read. */
  const covered: Array<[string, Ask & { projection: Document }, boolean]> = [
    [
      "a count of a status's rows from a moment (missing moments read as documents)",
      { filter: { status: 'pending', at: { $gte: day(100) } }, projection: { _id: 1 }, limit: 1001 },
      false,
    ],
    [
      'the moments of a status, newest first, without _id',
      { filter: { status: { $in: ['shipped', 'cancelled'] } }, projection: { at: 1, _id: 0 }, sort: { at: -1 } },
      false,
    ],
    [
      'the cities a regular expression finds',
      { filter: { city: /^car/i }, projection: { city: 1 }, sort: { _id: 1 } },
      false,
    ],
    [
      'numbers compared across types',
      { filter: { n: { $gte: 3.0, $lt: 5 } }, projection: { n: 1 }, sort: { _id: 1 } },
      false,
    ],
    [
      "an $or whose branches' indexes hold their fields (a search's count)",
      {
        filter: { $or: [{ user: { $in: ['user-5', 'user-6'] } }, { city: /^bath$/i }, { n: { $gte: 16 } }] },
        projection: { _id: 1 },
        limit: 1001,
      },
      false,
    ],
    [
      "an $or beside a condition the branches' indexes do not hold, read from the documents",
      {
        filter: {
          status: { $in: STATUSES.slice(1) },
          $or: [{ user: { $in: ['user-5', 'user-6'] } }, { city: /^bath$/i }],
        },
        projection: { _id: 1 },
        limit: 1001,
      },
      true,
    ],
    [
      'a field the index does not hold, read from the documents',
      { filter: { status: 'pending' }, projection: { city: 1 }, sort: { at: -1, _id: -1 }, limit: 30 },
      true,
    ],
    [
      'a condition the index does not hold, read from the documents',
      { filter: { status: 'shipped', n: 4 }, projection: { _id: 1 }, limit: 1001 },
      true,
    ],
  ];

  function checks(): void {
    it.each(ordered)('answers %s exactly as a scan, in the same order, through an index', async (_, ask) => {
      const { withIndex, scanned, planned } = await both(ask);
      expect(withIndex).toEqual(scanned);
      expect(planned).toBe(1);
    });

    it.each(unordered)('answers %s with the same documents as a scan', async (_, ask) => {
      const { withIndex, scanned, planned } = await both(ask);
      expect([...withIndex].sort()).toEqual([...scanned].sort());
      expect(planned).toBe(1);
    });

    it('reads about as many documents as a limited answer holds, not the collection', async () => {
      const { withIndex, read } = await both({
        filter: { status: 'delivered' },
        sort: { at: -1, _id: -1 },
        limit: 20,
      });
      expect(withIndex).toHaveLength(20);
      expect(read).toBeLessThanOrEqual(21);
      // A null reads the entries holding null only: the documents without the field, or with it null.
      const nulls = await both({ filter: { user: null, status: { $in: STATUSES } } });
      expect(nulls.withIndex.length).toBeGreaterThan(10);
      expect(nulls.read).toBe(nulls.withIndex.length);
    });

    it.each(covered)(
      'answers %s as a scan does, from the index entries where they hold every field',
      async (_, ask, whole) => {
        const run = (collection: Collection<Row>) =>
          collection
            .find(ask.filter, { projection: ask.projection })
            .sort(ask.sort ?? {})
            .limit(ask.limit ?? 0)
            .toArray();
        const before = await indexStatus();
        const withIndex = await run(indexed);
        const after = await indexStatus();
        const scanned = await run(plain);
        // The same fields with the same values and types (in the same order when one is asked).
        const byId = (rows: Document[]) =>
          ask.sort ? rows : [...rows].sort((a, b) => String(a._id).localeCompare(String(b._id)));
        expect(byId(withIndex)).toEqual(byId(scanned));
        expect(withIndex.length).toBeGreaterThan(0);
        const read = after.documentsRead - before.documentsRead;
        const entries = after.entriesRead - before.entriesRead;
        if (whole) {
          expect(entries).toBe(0);
          expect(read).toBeGreaterThanOrEqual(withIndex.length);
        } else {
          // Only entries holding a null (a missing field reads the same) are read as documents.
          expect(entries).toBeGreaterThanOrEqual(withIndex.length - read);
          expect(read).toBeLessThan(withIndex.length / 10 + 2);
        }
      },
    );

    it.each<[string, Ask]>([
      ...covered.filter(([, , whole]) => !whole).map(([name, ask]): [string, Ask] => [name, ask]),
      ...unordered,
    ])('counts %s as a scan does (a count command, with limits)', async (_, ask) => {
      const count = async (name: string, limit: number) =>
        (await client!.db().command({ count: name, query: ask.filter, limit })).n as number;
      const all = await count('plain', 0);
      for (const limit of [0, 1, Math.max(1, all - 1), all + 1]) {
        expect(await count('indexed', limit)).toBe(await count('plain', limit));
      }
    });

    it('reads only the page of an answer it sorts on the entries', async () => {
      const { withIndex, scanned, read } = await both({
        filter: { user: { $in: ['user-5', 'user-6', 'user-7'] } },
        sort: { _id: -1 },
        limit: 10,
      });
      expect(withIndex).toEqual(scanned);
      // The page, and the rows whose entry holds a null (no `at`): read to be sorted.
      const nulls = await plain.countDocuments({
        user: { $in: ['user-5', 'user-6', 'user-7'] },
        at: { $exists: false },
      });
      expect(read).toBeLessThanOrEqual(10 + nulls);
      expect(read).toBeLessThan((await plain.countDocuments({ user: { $in: ['user-5', 'user-6', 'user-7'] } })) / 2);
    });

    it('streams an unlimited answer in batches, in order, reading each document once', async () => {
      const before = await indexStatus();
      const streamed = ids(
        await indexed
          .find({ status: { $in: STATUSES.slice(1) } })
          .sort({ at: -1, _id: -1 })
          .batchSize(100)
          .toArray(),
      );
      const after = await indexStatus();
      const scanned = ids(
        await plain
          .find({ status: { $in: STATUSES.slice(1) } })
          .sort({ at: -1, _id: -1 })
          .toArray(),
      );
      expect(streamed).toEqual(scanned);
      // Each batch reads one document ahead, which the next batch reads again.
      expect(after.documentsRead - before.documentsRead).toBeLessThanOrEqual(scanned.length + scanned.length / 100 + 2);
    });

    it('sees a write made between two batches of a cursor', async () => {
      const cursor = indexed.find({ status: 'cancelled' }).sort({ at: 1, _id: 1 }).batchSize(10);
      const first: Row[] = [];
      for (let i = 0; i < 10; i++) first.push((await cursor.next())!);
      const rest = await plain.find({ status: 'cancelled' }).sort({ at: 1, _id: 1 }).skip(10).toArray();
      const gone = rest[0];
      await indexed.deleteOne({ _id: gone._id });
      const remaining = ids(await cursor.toArray());
      expect(remaining).toEqual(ids(rest.slice(1)));
      await indexed.insertOne(gone);
    });
  }

  describe('on a fresh file', checks);

  describe('after updates, deletions and insertions', () => {
    beforeAll(async () => {
      for (const collection of [indexed, plain]) {
        await collection.updateMany({ status: 'pending', n: { $lt: 5 } }, { $set: { status: 'shipped' } });
        await collection.updateMany({ user: 'user-7' }, { $set: { at: day(5) } });
        await collection.updateMany({ city: 'Cardiff', n: 3 }, { $unset: { at: '' } });
        await collection.deleteMany({ user: 'user-11' });
      }
      const more = Array.from({ length: 200 }, (_, i) => row(i + 7));
      await indexed.insertMany(more.map((doc) => ({ ...doc })));
      await plain.insertMany(more.map((doc) => ({ ...doc })));
    }, 120_000);
    checks();
  });

  describe('after a restart on the same file', () => {
    beforeAll(async () => {
      await close();
      await open();
    }, 120_000);
    checks();
  });

  it('gives up an index once a document holds an array in its field, and answers by scanning', async () => {
    await indexed.createIndex({ tags: 1 });
    const tagged = (await plain.findOne({ user: 'user-1' }))!._id;
    await indexed.updateOne({ _id: tagged }, { $set: { tags: ['a', 'b'] } });
    await plain.updateOne({ _id: tagged }, { $set: { tags: ['a', 'b'] } });
    const { withIndex, scanned, planned } = await both({ filter: { tags: 'a' } });
    expect(withIndex).toEqual(scanned);
    expect(withIndex).toHaveLength(1);
    expect(planned).toBe(0);
    await close();
    await open();
    expect((await both({ filter: { tags: 'b' } })).planned).toBe(0);
  });
});

/**
 * Index entries were stored as BSON documents before the compact encoding (Launcher.java, IndexEntries):
 * a file written then must open and answer through its indexes as a scan does, before and after its
 * pages are written again in the compact encoding by changes.
 */
describe('embedded engine: index entries written in the former encoding', () => {
  let dataDir: string;
  let database: ResolvedDatabase | undefined;
  let client: MongoClient | undefined;

  async function open(javaOptions: string[] = []): Promise<[Collection<Row>, Collection<Row>]> {
    database = await startJavaServer({ dataDir, supervise: false, javaOptions });
    client = await MongoClient.connect(database.uri);
    return [client.db().collection<Row>('indexed'), client.db().collection<Row>('plain')];
  }

  async function close(): Promise<void> {
    await client?.close();
    await database?.stop();
    client = undefined;
    database = undefined;
  }

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'bookstore-engine-entries-'));
  });

  afterEach(async () => {
    await close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const asks: Ask[] = [
    { filter: { status: 'pending' }, sort: { at: -1, _id: -1 }, limit: 21 },
    { filter: { user: 'user-3' }, sort: { at: 1, _id: 1 } },
    { filter: { at: { $gte: day(10), $lt: day(60) } }, sort: { at: 1, _id: 1 } },
    { filter: { n: { $gte: 3.0, $lt: 5 } }, sort: { _id: 1 } },
    { filter: { city: 'Bath', n: 4 }, sort: { _id: 1 } },
  ];

  async function answers(indexed: Collection<Row>, plain: Collection<Row>): Promise<void> {
    for (const ask of asks) {
      const run = (collection: Collection<Row>) =>
        collection
          .find(ask.filter)
          .sort(ask.sort ?? {})
          .limit(ask.limit ?? 0)
          .toArray();
      const before = (await client!.db().admin().command({ serverStatus: 1 })).launcherIndexes.plannedQueries;
      const withIndex = ids(await run(indexed));
      const after = (await client!.db().admin().command({ serverStatus: 1 })).launcherIndexes.plannedQueries;
      expect(withIndex).toEqual(ids(await run(plain)));
      expect(withIndex.length).toBeGreaterThan(0);
      expect(after - before).toBe(1);
    }
  }

  it('opens them, answers through them as a scan does, and keeps them through changes and restarts', async () => {
    let [indexed, plain] = await open(['-Dlauncher.indexEntries=bson']);
    await indexed.createIndex({ user: 1, at: 1, _id: 1 });
    await indexed.createIndex({ status: 1, at: 1, _id: 1 });
    await indexed.createIndex({ at: 1, _id: 1 });
    await indexed.createIndex({ city: 1 });
    await indexed.createIndex({ n: 1 });
    const rows = Array.from({ length: 1500 }, (_, i) => row(i));
    await indexed.insertMany(rows.map((doc) => ({ ...doc })));
    await plain.insertMany(rows.map((doc) => ({ ...doc })));
    await close();

    [indexed, plain] = await open();
    await answers(indexed, plain);
    // Changes write the pages they touch again, in the compact encoding, beside pages still in the former.
    for (const collection of [indexed, plain]) {
      await collection.updateMany({ status: 'pending', n: { $lt: 5 } }, { $set: { status: 'shipped' } });
      await collection.updateMany({ user: 'user-7' }, { $set: { at: day(5) } });
      await collection.deleteMany({ user: 'user-11' });
    }
    const more = Array.from({ length: 100 }, (_, i) => row(i + 3));
    await indexed.insertMany(more.map((doc) => ({ ...doc })));
    await plain.insertMany(more.map((doc) => ({ ...doc })));
    await answers(indexed, plain);
    await close();

    [indexed, plain] = await open();
    await answers(indexed, plain);
  }, 180_000);
});
