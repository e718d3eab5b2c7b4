import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, ObjectId, type Collection } from 'mongodb';
import { startJavaServer } from '../../src/database/mongo-java-server';
import { ResolvedDatabase } from '../../src/database/resolved-database';

interface Item {
  _id: ObjectId | string;
  code?: string;
  n: number;
}

/**
 * The embedded engine on its H2 file reads a query with an equality on `_id`, or on the field of
 * a unique index, from that one document instead of scanning the collection. The answers must be
 * exactly the scan's: every other condition of the query still applies. Checked on a fresh file
 * and again after a restart, where the collections are opened from the file.
 */
describe('embedded engine: queries narrowed by _id and unique fields', () => {
  let dataDir: string;
  let database: ResolvedDatabase | undefined;
  let client: MongoClient | undefined;
  let items: Collection<Item>;
  const a = new ObjectId();
  const b = new ObjectId();
  const c = new ObjectId();

  async function open(): Promise<void> {
    database = await startJavaServer({ dataDir, supervise: false });
    client = await MongoClient.connect(database.uri);
    items = client.db().collection<Item>('items');
  }

  async function close(): Promise<void> {
    await client?.close();
    await database?.stop();
    client = undefined;
    database = undefined;
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bookstore-engine-queries-'));
    await open();
    await items.createIndex({ code: 1 }, { unique: true, sparse: true });
    await items.insertMany([
      { _id: a, code: 'alpha', n: 1 },
      { _id: b, code: 'beta', n: 5 },
      { _id: c, n: 9 },
      { _id: 'text-id', code: 'gamma', n: 3 },
    ]);
  }, 120_000);

  afterAll(async () => {
    await close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function checks(): void {
    it('finds by _id with further conditions only when they hold', async () => {
      expect(await items.findOne({ _id: b, n: { $gte: 5 } })).toMatchObject({ code: 'beta' });
      expect(await items.findOne({ _id: b, n: { $gt: 5 } })).toBeNull();
      expect(await items.findOne({ _id: 'text-id', code: 'gamma' })).toMatchObject({ n: 3 });
      expect(await items.findOne({ _id: 'text-id', code: 'alpha' })).toBeNull();
      expect(await items.findOne({ _id: new ObjectId(), n: { $gte: 0 } })).toBeNull();
      expect(await items.countDocuments({ _id: a })).toBe(1);
    });

    it('applies a conditional update to the named document only when its condition holds', async () => {
      const taken = await items.findOneAndUpdate(
        { _id: a, n: { $gte: 1 } },
        { $inc: { n: -1 } },
        { returnDocument: 'after' },
      );
      expect(taken).toMatchObject({ n: 0 });
      const refused = await items.findOneAndUpdate({ _id: a, n: { $gte: 1 } }, { $inc: { n: -1 } });
      expect(refused).toBeNull();
      await items.updateOne({ _id: a }, { $set: { n: 1 } });
    });

    it('narrows an $in of ids and keeps every other condition', async () => {
      const found = await items.find({ _id: { $in: [a, b, c, new ObjectId()] }, n: { $gte: 5 } }).toArray();
      expect(found.map((item) => String(item._id)).sort()).toEqual([String(b), String(c)].sort());
      const updated = await items.updateMany({ _id: { $in: [a, b] }, n: 1 }, { $set: { touched: true } });
      expect(updated.modifiedCount).toBe(1);
      await items.updateMany({}, { $unset: { touched: 1 } });
    });

    it('answers an $in of ids alone once per document, in the order and shape asked for', async () => {
      // The ids found are the answer (the $in is not matched again): repeated, unknown and string ids.
      const found = await items
        .find({ _id: { $in: [c, 'text-id', a, c, new ObjectId(), 'missing'] } }, { projection: { n: 1, _id: 0 } })
        .sort({ n: -1 })
        .toArray();
      expect(found).toEqual([{ n: 9 }, { n: 3 }, { n: 1 }]);
      expect(await items.countDocuments({ _id: { $in: [a, a, 'text-id'] } })).toBe(2);
      expect(await items.find({ _id: { $in: [] } }).toArray()).toEqual([]);
    });

    it('narrows by a unique field and keeps every other condition', async () => {
      expect(await items.findOne({ code: 'beta', n: 5 })).toMatchObject({ _id: b });
      expect(await items.findOne({ code: 'beta', n: 6 })).toBeNull();
      expect(await items.findOne({ code: 'nobody', n: 5 })).toBeNull();
      // No code at all: the sparse index does not hold the document, so this is still a scan.
      expect(await items.findOne({ code: null, n: 9 } as never)).toMatchObject({ _id: c });
    });

    it('answers operators on _id as before (not narrowed)', async () => {
      expect(await items.countDocuments({ _id: { $ne: a }, n: { $gte: 0 } })).toBe(3);
      expect(await items.countDocuments({ _id: { $exists: true }, n: { $lt: 100 } })).toBe(4);
    });
  }

  describe('on a fresh file', checks);

  describe('after a restart on the same file', () => {
    beforeAll(async () => {
      await close();
      await open();
    }, 120_000);
    checks();
  });
});
