/**
 * Child process of durability.e2e-spec.ts (not a test itself). Starts the local database the
 * way the app does without MONGODB_URI (mongo-java-server, H2 file in the data folder given as
 * argv[2]), then writes from argv[3] (8) concurrent clients until it is killed. Each write is
 * printed only after the database acknowledged it:
 *   READY <java pid>   once the database is up (the pid comes from serverStatus)
 *   I <id>             an acknowledged insert
 *   U                  an acknowledged `$inc` of the counter document
 *   G <commits> <writes>  every 100 inserts: the launcher's commits so far and the write commands they covered
 */
import mongoose from 'mongoose';
import { startJavaServer } from '../../src/database/mongo-java-server';

/** Every tenth insert carries this much extra data, so some writes span several H2 pages. */
const LARGE_PAYLOAD = 'x'.repeat(32 * 1024);

function print(line: string): void {
  process.stdout.write(`${line}\n`); // synchronous on a pipe (Linux): printed before the next write starts
}

async function main() {
  const dataDir = process.argv[2];
  const writers = Number(process.argv[3] ?? 8);
  if (!dataDir || !(writers >= 1)) throw new Error('usage: durability-writer <data-dir> [writers]');
  // Unsupervised: the test kills this database and then this process, and restarts it itself.
  const database = await startJavaServer({ dataDir, supervise: false });
  const connection = await mongoose.createConnection(database.uri, { maxPoolSize: writers + 1 }).asPromise();
  const db = connection.db!;
  const books = db.collection<{ _id: string; title: string; writer: number; extra?: string }>('books');
  const counters = db.collection<{ _id: string; value: number }>('counters');
  await books.createIndex({ title: 1 });
  await counters.insertOne({ _id: 'acknowledged', value: 0 });
  const status = await db.admin().command({ serverStatus: 1 });
  print(`READY ${status.pid}`);

  let inserts = 0;
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      for (let n = 0; ; n++) {
        const _id = `w${writer}-${n}`;
        await books.insertOne({ _id, title: `Book ${_id}`, writer, ...(n % 10 === 0 ? { extra: LARGE_PAYLOAD } : {}) });
        print(`I ${_id}`);
        if (++inserts % 100 === 0) {
          const { commits, writeCommands } = (await db.admin().command({ serverStatus: 1 })).launcherCommit;
          print(`G ${commits} ${writeCommands}`);
        }
        await counters.updateOne({ _id: 'acknowledged' }, { $inc: { value: 1 } });
        print('U');
      }
    }),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`durability-writer: ${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
