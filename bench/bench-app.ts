/** The real store for a benchmark: production settings, a fresh database, synthetic books and a shopper. */
import 'reflect-metadata';
import { INestApplication } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import type { AddressInfo } from 'node:net';
import type { Connection } from 'mongoose';
import { storedBook } from '../server/src/books/book-record';
import { chooseCatalogueReads } from '../server/src/books/catalogue-reads.provider';
import { createApp } from '../server/src/bootstrap';
import { benchConfig, freshDatabase } from './bench-support';
import { syntheticBooks } from './synthetic-books';

const BATCH = 5_000;

export interface BenchApp {
  app: INestApplication;
  base: string;
  engine: string;
  connection: Connection;
  /** How long the bulk load of the books took. */
  loadMs: number;
  /** Up to 5,000 book ids, in the collection's natural order. */
  ids: string[];
  /** A shopper's bearer token. */
  token: string;
  /** From listening until a first catalogue page came back fast (the in-process index has loaded); 0 when the database answers. */
  readyMs: number;
  close(): Promise<void>;
}

/**
 * Starts the app (`createApp`, NODE_ENV=production) on 127.0.0.1 with a fresh database, bulk-loads
 * `books` synthetic books with the same `storedBook()` BooksService.saveMany uses, then starts
 * listening and registers a shopper. The app is initialised after the load, so anything it reads
 * at start-up sees the whole catalogue.
 */
export async function startBenchApp(books: number): Promise<BenchApp> {
  const database = await freshDatabase();
  const config = benchConfig(database.uri);
  const { MongoClient } = await import('mongodb');
  const client = await MongoClient.connect(database.uri);
  const loadStarted = Date.now();
  let ids: string[];
  try {
    const collection = client.db().collection('books');
    await collection.deleteMany({});
    let batch: Array<Record<string, unknown>> = [];
    for (const book of syntheticBooks(books)) {
      batch.push(storedBook(book));
      if (batch.length === BATCH) {
        await collection.insertMany(batch, { ordered: false });
        batch = [];
      }
    }
    if (batch.length) await collection.insertMany(batch, { ordered: false });
    ids = (
      await collection
        .find({}, { projection: { _id: 1 } })
        .limit(5_000)
        .toArray()
    ).map((doc) => String(doc._id));
  } finally {
    await client.close();
  }
  const loadMs = Date.now() - loadStarted;

  const app = await createApp({ config, database, ownsDatabase: !database.external }, { quiet: true });
  app.useLogger(['error']);
  await app.listen(0, '127.0.0.1');
  const listening = Date.now();
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const connection = app.get<Connection>(getConnectionToken());
  const registered = await fetch(`${base}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Shopper', email: `bench-${Date.now()}@example.com`, password: 'bench-secret' }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const { token } = (await registered.json()) as { token: string };
  // With the catalogue read from the database there is no index to wait for.
  const indexed = chooseCatalogueReads(config.catalogueReads, database.engine).mode === 'memory';
  const readyMs = indexed ? (await untilPagesAreFast(base, token)) - listening : 0;
  return {
    app,
    base,
    engine: database.engine,
    connection,
    loadMs,
    ids,
    token,
    readyMs,
    close: async () => {
      app.useLogger(false);
      if (database.external) await connection.db?.dropDatabase().catch(() => undefined);
      await app.close();
    },
  };
}

/**
 * Waits until a first catalogue page answers within 200 ms: the store reads pages from the
 * database until its in-process index has loaded (seconds at 100,000 books), and the benchmark
 * measures the steady state. Gives up after 3 minutes and lets the runs show what they find.
 */
async function untilPagesAreFast(base: string, token: string): Promise<number> {
  const deadline = Date.now() + 180_000;
  const body = JSON.stringify({ query: '{ books(first: 20) { totalCount edges { node { id } } } }' });
  while (Date.now() < deadline) {
    const started = Date.now();
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });
    await res.arrayBuffer();
    if (res.status === 200 && Date.now() - started < 200) return Date.now();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return Date.now();
}

/**
 * The store as a child process (so that autocannon, in the parent, does not share its event loop,
 * and its memory is its own): what the parent gets back.
 */
export interface ChildStore {
  base: string;
  token: string;
  ids: string[];
  engine: string;
  loadMs: number;
  readyMs: number;
  pid: number;
  /** The child's own `process.memoryUsage()`; with `gc`, after a full garbage collection. */
  memory(options?: { gc?: boolean }): Promise<NodeJS.MemoryUsage>;
  /** Starts V8's CPU profiler in the child (what `node --cpu-prof` uses, without the start-up). */
  startProfile(): Promise<void>;
  /** Stops it and writes the .cpuprofile to `file`. */
  stopProfile(file: string): Promise<void>;
  stop(): Promise<void>;
}

type Message = { cmd: string; id?: number; [key: string]: unknown };

/**
 * Starts `bench-app.ts --serve` with `books` synthetic books and waits until it listens. With
 * `checkout` (another copy of the repository, such as the code before a change), that copy's
 * `bench/bench-app.ts` and so its store is started instead of this one's.
 */
export async function spawnBenchApp(books: number, checkout?: string): Promise<ChildStore> {
  const { spawn } = await import('node:child_process');
  const { join, resolve } = await import('node:path');
  const benchDir = checkout ? resolve(checkout, 'bench') : __dirname;
  const script = checkout ? join(benchDir, 'bench-app.ts') : __filename;
  const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', script, '--serve'], {
    // NODE_ENV as in production (docker-compose.yml): libraries read it too (graphql-js drops its
    // development-only checks).
    env: {
      ...process.env,
      NODE_ENV: 'production',
      TS_NODE_PROJECT: join(benchDir, 'tsconfig.json'),
      BENCH_APP_BOOKS: String(books),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  let nextId = 0;
  const ask = (cmd: string, extra: Record<string, unknown> = {}) =>
    new Promise<Message>((done, fail) => {
      const id = ++nextId;
      const onMessage = (message: Message) => {
        if (message.id !== id) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        done(message);
      };
      const onExit = (code: number | null) => fail(new Error(`the store exited (${code}) during '${cmd}'`));
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send({ cmd, id, ...extra });
    });
  const ready = (await ask('ready')) as Message & Omit<ChildStore, 'memory' | 'stop' | 'pid'>;
  return {
    base: ready.base,
    token: ready.token,
    ids: ready.ids,
    engine: ready.engine,
    loadMs: ready.loadMs,
    readyMs: ready.readyMs,
    pid: child.pid!,
    memory: async (options = {}) => (await ask('memory', options)).memory as NodeJS.MemoryUsage,
    startProfile: async () => void (await ask('profile-start')),
    stopProfile: async (file) => void (await ask('profile-stop', { file })),
    stop: async () => {
      if (exited) return;
      const gone = new Promise((done) => child.once('exit', done));
      child.send({ cmd: 'stop' });
      const kill = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await gone;
      clearTimeout(kill);
    },
  };
}

/** A full garbage collection in this process (V8's `gc`, exposed on demand). */
function collectGarbage() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const v8 = require('node:v8') as typeof import('node:v8');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const vm = require('node:vm') as typeof import('node:vm');
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

/** Child side of spawnBenchApp: answers the parent's messages until told to stop. */
async function serveBenchApp() {
  const { Session } = await import('node:inspector');
  const { writeFileSync } = await import('node:fs');
  const started = startBenchApp(Number(process.env.BENCH_APP_BOOKS ?? 1000));
  const session = new Session();
  const post = (method: string, params: object = {}) =>
    new Promise<any>((done, fail) =>
      session.post(method, params, (error, result) => (error ? fail(error) : done(result))),
    );
  process.on('message', (message: Message) => {
    void (async () => {
      const bench = await started;
      const answer = (extra: Record<string, unknown> = {}) => process.send!({ id: message.id, ...extra });
      switch (message.cmd) {
        case 'ready':
          return answer({
            base: bench.base,
            token: bench.token,
            ids: bench.ids,
            engine: bench.engine,
            loadMs: bench.loadMs,
            readyMs: bench.readyMs,
          });
        case 'memory':
          if (message.gc) collectGarbage();
          return answer({ memory: process.memoryUsage() });
        case 'profile-start':
          session.connect();
          await post('Profiler.enable');
          await post('Profiler.setSamplingInterval', { interval: 500 });
          await post('Profiler.start');
          return answer();
        case 'profile-stop': {
          const { profile } = await post('Profiler.stop');
          writeFileSync(String(message.file), JSON.stringify(profile));
          session.disconnect();
          return answer();
        }
        case 'stop':
          await bench.close();
          process.exit(0);
      }
    })().catch((error: unknown) => {
      process.stderr.write(`${(error as Error)?.stack ?? String(error)}\n`);
      process.exit(1);
    });
  });
  process.on('disconnect', () => process.exit(0));
}

/**
 * A bare node:http server in a child process that answers every request with this status, these
 * headers and this body: the floor of HTTP and autocannon on the machine for the same bytes.
 */
export async function spawnBareServer(
  body: string,
  headers: Record<string, string>,
  status = 200,
): Promise<{ base: string; stop(): Promise<void> }> {
  const { spawn } = await import('node:child_process');
  const script = `
    const { createServer } = require('node:http');
    process.once('message', ({ status, headers, body }) => {
      const bytes = Buffer.from(body);
      const server = createServer((req, res) => {
        req.resume();
        req.on('end', () => {
          res.writeHead(status, { ...headers, 'content-length': bytes.length });
          res.end(bytes);
        });
      });
      server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
    });
    process.on('disconnect', () => process.exit(0));
  `;
  // The response goes over IPC: an environment variable holds at most 128 KB.
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise<number>((done, fail) => {
    child.once('message', (message: { port: number }) => done(message.port));
    child.once('exit', (code) => fail(new Error(`the bare server exited (${code})`)));
    child.send({ status, headers, body });
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      const gone = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await gone;
    },
  };
}

if (require.main === module && process.argv.includes('--serve')) void serveBenchApp();
