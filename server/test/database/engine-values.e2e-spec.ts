import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  Binary,
  BSONRegExp,
  Decimal128,
  Double,
  BSON,
  Int32,
  Long,
  MaxKey,
  MinKey,
  MongoClient,
  ObjectId,
  Timestamp,
  type Document,
} from 'mongodb';
import { startJavaServer } from '../../src/database/mongo-java-server';
import type { ResolvedDatabase } from '../../src/database/resolved-database';

/** One document of every BSON type the store's data can hold, nested too. */
function everyType(n: number): Document {
  return {
    _id: new ObjectId(),
    n: new Int32(n),
    long: Long.fromString('9007199254740993'),
    double: new Double(1.5),
    wholeDouble: new Double(2),
    decimal: Decimal128.fromString('10.10'),
    text: `Book ${n}: naïve café, 日本語, emoji 📚`,
    empty: '',
    yes: true,
    no: false,
    nothing: null,
    at: new Date('2026-11-28T12:34:56.789Z'),
    binary: new Binary(Buffer.from([0, 1, 2, 255])),
    pattern: new BSONRegExp('^ab+c$', 'i'),
    stamp: new Timestamp({ t: 1_800_000_000, i: 7 }),
    low: new MinKey(),
    high: new MaxKey(),
    list: [new Int32(1), 'two', [new Int32(3), { four: new Int32(4) }], null],
    nested: { reservations: [{ order: 'abc', quantity: new Int32(2) }], deeper: { at: new Date(0) } },
  };
}

const canonical = (docs: Document[]) => docs.map((doc) => BSON.EJSON.stringify(doc, { relaxed: false }));

/**
 * The embedded engine stores documents in its H2 file as BSON. Files written before, whose
 * documents H2 stored by Java serialization, must open unchanged: every value read back exactly,
 * through a change (which writes the page again, as BSON) and another restart.
 */
describe('embedded engine: documents in the H2 file', () => {
  let dataDir: string;
  let database: ResolvedDatabase | undefined;
  let client: MongoClient | undefined;

  async function open(javaOptions: string[] = []) {
    database = await startJavaServer({ dataDir, supervise: false, javaOptions });
    client = await MongoClient.connect(database.uri);
    return client.db().collection('values');
  }

  async function close(): Promise<void> {
    await client?.close();
    await database?.stop();
    client = undefined;
    database = undefined;
  }

  const readAll = async (javaOptions?: string[]) =>
    (await open(javaOptions)).find({}, { promoteValues: false, promoteLongs: false, sort: { _id: 1 } }).toArray();

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'bookstore-engine-values-'));
  });

  afterEach(async () => {
    await close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every BSON type exactly, across restarts', async () => {
    const written = [everyType(1), everyType(2)];
    await (await open()).insertMany(written);
    await close();

    expect(canonical(await readAll())).toEqual(canonical(written));
  }, 120_000);

  it('opens a file whose documents were stored by Java serialization, and keeps them through changes', async () => {
    const older = Array.from({ length: 50 }, (_, i) => everyType(i));
    await (await open(['-Dlauncher.values=serialized'])).insertMany(older);
    await close();

    // Opened as the store opens it now: every document as it was written.
    expect(canonical(await readAll())).toEqual(canonical(older));
    // A change rewrites the document's page (in BSON now); a new document joins it.
    const values = client!.db().collection('values');
    await values.updateOne({ _id: older[0]._id }, { $inc: { n: 1 }, $set: { text: 'changed' } });
    const newer = everyType(99);
    await values.insertOne(newer);
    await close();

    const expected = [{ ...older[0], n: new Int32(1), text: 'changed' }, ...older.slice(1), newer];
    expect(canonical(await readAll())).toEqual(canonical(expected));
  }, 120_000);

  it("opens a file whose ids and unique keys H2's own type wrote, and writes them as H2 reads them", async () => {
    const older = Array.from({ length: 300 }, (_, i) => ({ _id: new ObjectId(), email: `reader-${i}@example.com` }));
    let values = await open(['-Dlauncher.keys=h2']);
    await values.createIndex({ email: 1 }, { unique: true });
    await values.insertMany(older.map((doc) => ({ ...doc })));
    await close();

    const found = async (filter: Document) => String((await values.findOne(filter))?._id ?? 'none');
    // Opened as the store opens it now: each document found by its id and by its unique key, a duplicate refused.
    values = await open();
    for (const doc of [older[0], older[150], older[299]]) {
      expect(await found({ _id: doc._id })).toBe(String(doc._id));
      expect(await found({ email: doc.email })).toBe(String(doc._id));
    }
    await expect(values.insertOne({ _id: new ObjectId(), email: older[7].email })).rejects.toMatchObject({
      code: 11000,
    });
    const newer = { _id: new ObjectId(), email: 'newer@example.com' };
    await values.insertOne({ ...newer });
    await values.updateOne({ _id: older[3]._id }, { $set: { email: 'changed@example.com' } });
    await close();

    // Opened by H2's own type again: what the store wrote is read as H2 writes it.
    values = await open(['-Dlauncher.keys=h2']);
    expect(await found({ email: 'changed@example.com' })).toBe(String(older[3]._id));
    expect(await found({ email: older[3].email })).toBe('none');
    expect(await found({ _id: newer._id })).toBe(String(newer._id));
    await expect(values.insertOne({ _id: new ObjectId(), email: newer.email })).rejects.toMatchObject({ code: 11000 });
    const all = await values.find({}, { sort: { _id: 1 } }).toArray();
    expect(all.map((doc) => String(doc._id))).toEqual([...older, newer].map((doc) => String(doc._id)).sort());
  }, 120_000);
});
