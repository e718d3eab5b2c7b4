import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mongo } from 'mongoose';

/** Where a running store started from DATA_DIR writes its database's URI, for `npm run backup`. */
export const URI_FILE = 'mongo.uri';
const MANIFEST = 'manifest.json';
const INSERT_BATCH = 500;

export interface BackupManifest {
  createdAt: string;
  /** Documents per collection (GridFS images included: images.files and images.chunks). */
  collections: Record<string, number>;
}

/** Records the URI of the database a store started on `dataDir`; the returned function removes it. */
export function publishUri(dataDir: string, uri: string): () => void {
  const file = join(dataDir, URI_FILE);
  writeFileSync(file, `${uri}\n`);
  return () => {
    if (existsSync(file)) unlinkSync(file);
  };
}

/** The URI a running store on `dataDir` published, or undefined if none is running there. */
export function publishedUri(dataDir: string): string | undefined {
  const file = join(dataDir, URI_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || undefined : undefined;
}

/** Whether a MongoDB server answers at `uri` within two seconds. */
export async function answers(uri: string): Promise<boolean> {
  const client = new mongo.MongoClient(uri, { serverSelectionTimeoutMS: 2000 });
  try {
    await client.db().command({ ping: 1 });
    return true;
  } catch {
    return false;
  } finally {
    await client.close();
  }
}

async function collectionNames(db: mongo.Db): Promise<string[]> {
  const infos = await db.listCollections({}, { nameOnly: true }).toArray();
  return infos
    .map((info) => info.name)
    .filter((name) => !name.startsWith('system.'))
    .sort();
}

/**
 * Orders before books: an order placed meanwhile can then only be in the copy with its copies
 * taken from stock (or with its reservation markers, which the order repair gives back), never
 * with stock that was not taken. Image files before their chunks: an upload finishing meanwhile
 * leaves only chunks, which the image sweep deletes.
 */
function copyOrder(names: string[]): string[] {
  const rank = (name: string) => (name === 'orders' ? 0 : name === 'images.chunks' ? 2 : 1);
  return [...names].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

function write(outDir: string, name: string, docs: mongo.Document[]): void {
  const lines = docs.map((doc) => mongo.BSON.EJSON.stringify(doc, { relaxed: false }));
  writeFileSync(join(outDir, `${name}.ejson`), lines.length ? `${lines.join('\n')}\n` : '');
}

function read(file: string): mongo.Document[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => mongo.BSON.EJSON.parse(line, { relaxed: false }) as mongo.Document);
}

/**
 * Copies every collection of the database at `uri` (the store may keep serving) into `outDir`:
 * one `<collection>.ejson` file per collection, one canonical Extended JSON document per line, so
 * ids, dates and the binary image chunks come back exactly. Each document is copied whole, and
 * collections in `copyOrder`, so that a write landing between two collections' copies leaves
 * what a crash could leave, which the restored store's start-up repairs finish.
 */
export async function backupDatabase(uri: string, outDir: string): Promise<BackupManifest> {
  mkdirSync(outDir, { recursive: true });
  const client = new mongo.MongoClient(uri, { serverSelectionTimeoutMS: 5000 });
  try {
    const db = client.db();
    const manifest: BackupManifest = { createdAt: new Date().toISOString(), collections: {} };
    const chunkCounts = new Map<string, number>();
    for (const name of copyOrder(await collectionNames(db))) {
      const docs = await db
        .collection(name)
        .find({}, { sort: { _id: 1 } })
        .toArray();
      if (name === 'images.chunks') {
        for (const chunk of docs)
          chunkCounts.set(String(chunk.files_id), (chunkCounts.get(String(chunk.files_id)) ?? 0) + 1);
      }
      write(outDir, name, docs);
      manifest.collections[name] = docs.length;
    }
    // An image deleted while the chunks were being copied would come back without its bytes:
    // such files are left out (a book still naming one gets no cover from the start-up sweep).
    const filesDoc = join(outDir, 'images.files.ejson');
    if (existsSync(filesDoc)) {
      const whole = read(filesDoc).filter(
        (file) => (chunkCounts.get(String(file._id)) ?? 0) === Math.ceil(Number(file.length) / Number(file.chunkSize)),
      );
      write(outDir, 'images.files', whole);
      manifest.collections['images.files'] = whole.length;
    }
    writeFileSync(join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  } finally {
    await client.close();
  }
}

/** Replaces everything in the database at `uri` with the copy in `fromDir` (the store must be stopped). */
export async function restoreDatabase(uri: string, fromDir: string): Promise<BackupManifest> {
  const manifestFile = join(fromDir, MANIFEST);
  if (!existsSync(manifestFile)) throw new Error(`${fromDir} is not a backup: it has no ${MANIFEST}`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest;
  const files = readdirSync(fromDir).filter((file) => file.endsWith('.ejson'));
  const client = new mongo.MongoClient(uri, { serverSelectionTimeoutMS: 5000 });
  try {
    const db = client.db();
    for (const name of await collectionNames(db)) await db.collection(name).drop();
    for (const file of files) {
      const name = file.slice(0, -'.ejson'.length);
      const docs = read(join(fromDir, file));
      if (docs.length !== (manifest.collections[name] ?? docs.length)) {
        throw new Error(`${file} holds ${docs.length} documents, the manifest says ${manifest.collections[name]}`);
      }
      await db.createCollection(name);
      for (let i = 0; i < docs.length; i += INSERT_BATCH) {
        await db.collection(name).insertMany(docs.slice(i, i + INSERT_BATCH), { ordered: true });
      }
    }
    return manifest;
  } finally {
    await client.close();
  }
}
