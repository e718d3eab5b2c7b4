import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import mongoose from 'mongoose';
import { isLauncherCommand, startJavaServer } from '../../src/database/mongo-java-server';
import { ResolvedDatabase } from '../../src/database/resolved-database';

const WRITER = join(__dirname, 'durability-writer.ts');
const SERVER_DIR = join(__dirname, '..', '..');
/** Acknowledged inserts to wait for before the kill: well past H2's one-second background commit. */
const INSERTS_BEFORE_KILL = 400;
const START_TIMEOUT_MS = 90_000;
/** Writers in the variant where writes arrive together and share the launcher's commits. */
const MANY_WRITERS = 64;

/** Parent, state and command line of a process, from `ps` (Linux and macOS); undefined once it is gone. */
function processInfo(pid: number): { ppid: number; state: string; command: string } | undefined {
  const ps = spawnSync('ps', ['-o', 'ppid=,stat=,args=', '-p', String(pid)], { encoding: 'utf8' });
  const match = /^\s*(\d+)\s+(\S+)\s+(.*)$/.exec((ps.stdout ?? '').trim());
  return match ? { ppid: Number(match[1]), state: match[2], command: match[3] } : undefined;
}

/** Running, as opposed to gone or a zombie waiting to be reaped (its files are closed already). */
function isRunning(pid: number): boolean {
  const state = processInfo(pid)?.state;
  return state !== undefined && !state.startsWith('Z');
}

const isLauncher = (pid: number) => isLauncherCommand(processInfo(pid)?.command ?? '');

async function waitUntil(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** One writer process with its database, killed with kill -9 once it has had enough inserts acknowledged. */
interface Run {
  dataDir: string;
  writer?: ChildProcess;
  javaPid?: number;
  restarted?: ResolvedDatabase;
  connection?: mongoose.Connection;
}

async function cleanUp(run: Run): Promise<void> {
  await run.connection?.close();
  await run.restarted?.stop();
  const { writer, javaPid } = run;
  if (writer && writer.exitCode === null && writer.signalCode === null) writer.kill('SIGKILL');
  if (javaPid && isRunning(javaPid) && isLauncher(javaPid)) process.kill(javaPid, 'SIGKILL');
  rmSync(run.dataDir, { recursive: true, force: true });
}

/**
 * Writes from `writers` concurrent clients, kills both processes, restarts the database on its file and
 * checks every acknowledged write; returns how many write commands each of the launcher's commits covered.
 */
async function killAndRecount(run: Run, writers: number): Promise<number> {
  const inserted: string[] = [];
  let increments = 0;
  let grouping = { commits: 0, writes: 0 };
  let stderr = '';
  const writer = spawn(
    process.execPath,
    ['-r', require.resolve('ts-node/register/transpile-only'), WRITER, run.dataDir, String(writers)],
    {
      cwd: SERVER_DIR,
      env: { ...process.env, TS_NODE_PROJECT: join(SERVER_DIR, 'tsconfig.json') },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  run.writer = writer;
  writer.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const closed = new Promise<void>((resolve) => writer.once('close', () => resolve()));
  const running = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the writer did not reach ${INSERTS_BEFORE_KILL} inserts in time: ${stderr.trim()}`)),
      START_TIMEOUT_MS,
    );
    writer.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the writer exited early (${code}): ${stderr.trim()}`));
    });
    createInterface({ input: writer.stdout! }).on('line', (line) => {
      if (line.startsWith('READY ')) run.javaPid = Number(line.slice(6));
      else if (line.startsWith('I ')) inserted.push(line.slice(2));
      else if (line === 'U') increments += 1;
      else if (line.startsWith('G ')) {
        const [commits, writes] = line.slice(2).split(' ').map(Number);
        grouping = { commits, writes };
      }
      if (inserted.length === INSERTS_BEFORE_KILL) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  await running;
  const javaPid = run.javaPid!;

  // The Java process must be the writer's own child (the launcher), never an unrelated process.
  expect(processInfo(javaPid)?.ppid).toBe(writer.pid);
  expect(isLauncher(javaPid)).toBe(true);
  // Java first: killing Node first would close the launcher's stdin, and it would shut down cleanly.
  process.kill(javaPid, 'SIGKILL');
  writer.kill('SIGKILL');
  await closed; // every line the writer printed before it died has been read
  await waitUntil(() => !isRunning(javaPid), 10_000, 'the Java process to end');
  expect(existsSync(join(run.dataDir, 'bookstore.mv.db'))).toBe(true);

  run.restarted = await startJavaServer({ dataDir: run.dataDir });
  run.connection = await mongoose.createConnection(run.restarted.uri, { serverSelectionTimeoutMS: 10_000 }).asPromise();
  const books = run.connection.db!.collection<{ _id: string; extra?: string }>('books');
  const stored = new Set((await books.find({}, { projection: { _id: 1 } }).toArray()).map((book) => book._id));
  const missing = inserted.filter((id) => !stored.has(id));

  expect(inserted.length).toBeGreaterThanOrEqual(INSERTS_BEFORE_KILL);
  expect({ acknowledged: inserted.length, missing: missing.length, firstMissing: missing.slice(0, 5) }).toEqual({
    acknowledged: inserted.length,
    missing: 0,
    firstMissing: [],
  });
  const counter = await run.connection
    .db!.collection<{ _id: string; value: number }>('counters')
    .findOne({ _id: 'acknowledged' });
  expect(counter?.value).toBeGreaterThanOrEqual(increments);
  expect((await books.findOne({ _id: inserted[0] }))?.extra).toHaveLength(32 * 1024);
  expect(grouping.commits).toBeGreaterThan(0);
  return grouping.writes / grouping.commits;
}

describe('the local database on disk (mongo-java-server with an H2 file)', () => {
  const runs: Run[] = [];
  const newRun = (): Run => {
    const run = { dataDir: mkdtempSync(join(tmpdir(), 'bookstore-durability-')) };
    runs.push(run);
    return run;
  };

  afterAll(async () => {
    for (const run of runs) await cleanUp(run);
  });

  it('keeps every acknowledged write after kill -9 of both the Node process and the Java process', async () => {
    await killAndRecount(newRun(), 8);
  }, 240_000);

  it('keeps every acknowledged write of many concurrent writers, whose writes share commits', async () => {
    const writesPerCommit = await killAndRecount(newRun(), MANY_WRITERS);
    // Grouping happened: the commits before the kill covered more than one write each on average.
    expect(writesPerCommit).toBeGreaterThan(1);
  }, 240_000);
});
