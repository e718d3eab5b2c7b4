import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The real store as a child process on a data folder of its own (mongo-java-server with its H2
 * file), killed with SIGKILL (Node and its Java database alike) while shoppers are placing
 * orders, then started again on the same folder: after the repair, every acknowledged order is
 * there, and for every book the initial stock equals its stock now plus the copies in orders.
 */
const SERVER_DIR = join(__dirname, '..', '..');
const BOOKS = 4;
const INITIAL_STOCK = 60;
const CLIENTS = 6;
/** Acknowledged orders to wait for before the kill (the clients keep sending meanwhile). */
const ORDERS_BEFORE_KILL = 25;
const START_TIMEOUT_MS = 25_000;

interface Store {
  child: ChildProcess;
  base: string;
  log: () => string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The Java database the store started: its child running the mongo-java-server launcher. */
function javaChildOf(pid: number): number | undefined {
  const ps = spawnSync('ps', ['-o', 'pid=,ppid=,args=', '-A'], { encoding: 'utf8' });
  for (const line of (ps.stdout ?? '').split('\n')) {
    const match = /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line);
    if (match && Number(match[2]) === pid && match[3].includes('Launcher.java')) return Number(match[1]);
  }
  return undefined;
}

async function startStore(dataDir: string): Promise<Store> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['-r', require.resolve('ts-node/register/transpile-only'), join(SERVER_DIR, 'src', 'main.ts')],
    {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        TS_NODE_PROJECT: join(SERVER_DIR, 'tsconfig.json'),
        NODE_ENV: 'development',
        PORT: String(port),
        PUBLIC_URL: base,
        DATA_DIR: dataDir,
        MONGODB_URI: '',
        JWT_SECRET: 'crash-test-secret-that-is-long-enough-to-pass',
        DEMO_CATALOGUE: 'false',
        AUTH_RATE_LIMIT: '1000',
        ORDER_REPAIR_AFTER_SECONDS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  const collect = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-8000));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { child, base, log: () => log };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the store did not start:\n${log}`);
}

async function call(base: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as any };
}

describe('a store killed while orders are being placed', () => {
  let dataDir: string;
  const stores: Store[] = [];

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'bookstore-orders-crash-'));
  });

  afterAll(async () => {
    for (const { child } of stores) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const java = javaChildOf(child.pid!);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      if (java) process.kill(java, 'SIGKILL');
      child.kill('SIGKILL');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged order and loses no copy', async () => {
    const first = await startStore(dataDir);
    stores.push(first);
    const register = async (name: string, role: string) =>
      (
        await call(first.base, '/api/user/register', {
          method: 'POST',
          body: { name, email: `${name.toLowerCase()}@crash.test`, password: 'secret123', role },
        })
      ).body.token as string;
    const admin = await register('Admin', 'admin');
    const shopper = await register('Shopper', 'user');
    const bookIds: string[] = [];
    for (let i = 0; i < BOOKS; i++) {
      const res = await call(first.base, '/api/admin/addBook', {
        method: 'POST',
        token: admin,
        body: {
          title: `Crash Book ${i}`,
          author: 'Crash Author',
          category: 'Fiction',
          price: 9.99 + i,
          stock: INITIAL_STOCK,
        },
      });
      expect(res.status).toBe(201);
      bookIds.push(res.body.book._id);
    }

    // Shoppers order two or three books at a time until the store dies under them.
    const acknowledged: string[] = [];
    let reachedTarget!: () => void;
    const target = new Promise<void>((resolve) => (reachedTarget = resolve));
    const clients = Array.from({ length: CLIENTS }, async (_, client) => {
      for (let n = 0; ; n++) {
        const lines = [0, 1, 2]
          .slice(0, 2 + ((client + n) % 2))
          .map((k) => ({ book: bookIds[(client + n + k) % BOOKS], quantity: 1 + ((n + k) % 2) }));
        let res;
        try {
          res = await call(first.base, '/api/user/order/manual', {
            method: 'POST',
            token: shopper,
            body: { books: lines },
          });
        } catch {
          return; // the store is gone
        }
        if (res.status === 201) acknowledged.push(res.body.order._id);
        if (acknowledged.length >= ORDERS_BEFORE_KILL) reachedTarget();
      }
    });
    let timer: NodeJS.Timeout | undefined;
    const tooSlow = new Promise(
      (_, reject) => (timer = setTimeout(() => reject(new Error(`too few orders:\n${first.log()}`)), 20_000)),
    );
    await Promise.race([target, tooSlow]).finally(() => clearTimeout(timer));

    const java = javaChildOf(first.child.pid!);
    expect(java).toBeDefined();
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    process.kill(java!, 'SIGKILL'); // Java first: with Node gone first, the launcher would shut down cleanly
    first.child.kill('SIGKILL');
    await exited;
    await Promise.all(clients);
    const placedBeforeKill = acknowledged.length;

    const second = await startStore(dataDir); // the start-up repair runs before it listens
    stores.push(second);
    const login = await call(second.base, '/api/user/login', {
      method: 'POST',
      body: { email: 'admin@crash.test', password: 'secret123' },
    });
    const token = login.body.token as string;

    if (process.env.ORDERS_CRASH_LOG) process.stdout.write(second.log());
    const orders = (await call(second.base, '/api/admin/orders', { token })).body.orders as Array<{
      _id: string;
      books: Array<{ book: { _id: string }; quantity: number }>;
    }>;
    const stored = new Set(orders.map((order) => order._id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(placedBeforeKill).toBeGreaterThanOrEqual(ORDERS_BEFORE_KILL);

    const copies = new Map<string, number>();
    for (const order of orders)
      for (const line of order.books) copies.set(line.book._id, (copies.get(line.book._id) ?? 0) + line.quantity);
    const stocks = await Promise.all(
      bookIds.map(async (id) => (await call(second.base, `/api/user/book/${id}`, { token })).body.book.stock as number),
    );
    expect(bookIds.map((id, i) => stocks[i] + (copies.get(id) ?? 0))).toEqual(bookIds.map(() => INITIAL_STOCK));
  }, 58_000);
});
