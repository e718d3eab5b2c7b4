/**
 * Soak: mixed traffic against the real store (a child process on a fresh data folder, the local
 * database with its H2 file, as `npm start` runs it) for SOAK_SECONDS at SOAK_CONNECTIONS. Each
 * connection loops over a weighted mix: browse the catalogue, search, open a book, add to the
 * cart, order (from the cart or at once), file a complaint, read orders, and admin edits of price
 * and stock. Business refusals (INSUFFICIENT_STOCK when a book runs out, STOCK_CHANGED when an
 * edit meets a sale) are expected answers; anything else that is not a 2xx counts as an error.
 *
 * At the end it checks that nothing was oversold (for every book, stock + copies in orders =
 * the stock it was given, counting admin edits), and reports p50/p99 per kind and the memory of
 * the store's Node process (not the Java database beside it): every SAMPLE_SECONDS, after a full
 * garbage collection (memory-probe.cjs, loaded into the store), its RSS and V8 heapUsed. Growth
 * compares the median of the last minute with the median of the minute after a minute of
 * warm-up. SOAK_SNAPSHOTS=<folder> also writes heap snapshots there, at the start of that
 * baseline minute and after the traffic (compare them with heap-diff.ts). Bounded: fixed
 * duration, loopback only. See README.md.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { call, startStore, stopStore } from '../server/test/setup/store-process';
import { log, writeResults } from './bench-support';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 20);
const WARM_UP_SECONDS = Math.min(60, Math.round(SECONDS / 5));
/** How often memory is measured after a forced collection (each one pauses the store ~0.1 s). */
const SAMPLE_SECONDS = Number(process.env.SOAK_SAMPLE_SECONDS ?? 10);
const SNAPSHOTS = process.env.SOAK_SNAPSHOTS ? resolve(process.env.SOAK_SNAPSHOTS) : '';
const BOOKS = 60;
const SHOPPERS = CONNECTIONS;

type Kind =
  | 'browse'
  | 'search'
  | 'book'
  | 'add to cart'
  | 'order from cart'
  | 'order now'
  | 'my orders'
  | 'complain'
  | 'admin edit';

/** How often each kind is picked, out of the total. */
const MIX: [Kind, number][] = [
  ['browse', 20],
  ['search', 15],
  ['book', 15],
  ['add to cart', 15],
  ['order from cart', 6],
  ['order now', 8],
  ['my orders', 8],
  ['complain', 5],
  ['admin edit', 8],
];
const MIX_TOTAL = MIX.reduce((sum, [, weight]) => sum + weight, 0);
const SEARCHES = ['soak', 'river', 'night', 'lig', 'garden', 'z'];
/** Refusals a shop gives in normal trade: not errors. */
const EXPECTED_REFUSALS = new Set(['INSUFFICIENT_STOCK', 'STOCK_CHANGED', 'CART_EMPTY']);

const BOOK_PAGE = `query ($search: String, $after: String) {
  books(search: $search, first: 20, after: $after) { totalCount pageInfo { hasNextPage endCursor }
    edges { node { id title author category price stock image createdAt } } } }`;

interface Sample {
  kind: Kind;
  ms: number;
  ok: boolean;
  refused: boolean;
}

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];

function chooseKind(): Kind {
  let roll = Math.random() * MIX_TOTAL;
  for (const [kind, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'browse';
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** RSS of a process in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return 0;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

interface MemorySample {
  at: number;
  rssMb: number;
  heapMb: number;
  /** What V8 holds for its heap, used or not: RSS it could give back. */
  heapTotalMb: number;
  /** Memory outside V8's heap that V8 knows of (Buffers among it). */
  externalMb: number;
  gcMs: number;
}

/** Growth in % from the median of the values at [from, to) s to the median of those from `end` s. */
function growth(series: { at: number; value: number }[], [from, to, end]: readonly [number, number, number]) {
  const baseline = median(series.filter((s) => s.at >= from && s.at < to).map((s) => s.value));
  const last = median(series.filter((s) => s.at >= end).map((s) => s.value));
  const percent = baseline ? Math.round(((last - baseline) / baseline) * 1000) / 10 : 0;
  return { baseline, end: last, growthPercent: percent };
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bookstore-soak-'));
  const probePort = await freePort();
  if (SNAPSHOTS) mkdirSync(SNAPSHOTS, { recursive: true });
  const store = await startStore(dataDir, {
    AUTH_RATE_LIMIT: '100000',
    NODE_OPTIONS: `--require ${join(__dirname, 'memory-probe.cjs')}`,
    MEMORY_PROBE_PORT: String(probePort),
    MEMORY_PROBE_DIR: SNAPSHOTS,
  });
  const base = store.base;
  const probe = async (path: '/memory' | '/snapshot') =>
    (await (await fetch(`http://127.0.0.1:${probePort}${path}`)).json()) as NodeJS.MemoryUsage & {
      gcMs: number;
      file: string;
    };
  try {
    const register = async (name: string, role: string) => {
      const res = await call(base, '/api/user/register', {
        method: 'POST',
        body: { name, email: `${name.toLowerCase().replace(/\s/g, '')}@soak.test`, password: 'secret123', role },
      });
      if (res.status !== 201) throw new Error(`register ${name}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.token as string;
    };
    const admin = await register('Soak Admin', 'admin');
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, (_, i) => register(`Soak Shopper ${i}`, 'user')),
    );

    /** Stock handed to each book, initial plus every admin change: the oversell check's reference. */
    const given = new Map<string, number>();
    const bookIds: string[] = [];
    for (let i = 0; i < BOOKS; i++) {
      const stock = 40 + (i % 5) * 20;
      const res = await call(base, '/api/admin/addBook', {
        method: 'POST',
        token: admin,
        body: {
          title: `Soak ${pick(['River', 'Night', 'Garden', 'Light', 'Zephyr'])} Book ${i}`,
          author: `Soak Author ${i % 7}`,
          category: pick(['Fiction', 'History', 'Science', 'Mystery']),
          price: 5 + (i % 30) + 0.99,
          stock,
          description: 'A book for the soak benchmark.',
        },
      });
      if (res.status !== 201) throw new Error(`addBook: ${res.status} ${JSON.stringify(res.body)}`);
      bookIds.push(res.body.book._id);
      given.set(res.body.book._id, stock);
    }

    const samples: Sample[] = [];
    const failures: string[] = [];
    /** Size of each "my orders" answer: it lists all of a shopper's orders, so it grows with them. */
    const orderLists: { time: number; kb: number }[] = [];
    let thrown = 0;
    const record = (kind: Kind, started: number, status: number, body: any) => {
      const refused = EXPECTED_REFUSALS.has(body?.error);
      const ok = (status >= 200 && status < 300 && !body?.errors) || refused;
      samples.push({ kind, ms: performance.now() - started, ok, refused });
      if (!ok && failures.length < 20) failures.push(`${kind}: ${status} ${JSON.stringify(body).slice(0, 300)}`);
    };
    const gql = (token: string, query: string, variables: Record<string, unknown>) =>
      call(base, '/graphql', { method: 'POST', token, body: { query, variables } });

    const act = async (kind: Kind, token: string) => {
      const started = performance.now();
      const book = pick(bookIds);
      let res: { status: number; body: any };
      switch (kind) {
        case 'browse':
          res = await gql(token, BOOK_PAGE, {});
          break;
        case 'search':
          res = await gql(token, BOOK_PAGE, { search: pick(SEARCHES) });
          break;
        case 'book':
          res = await call(base, `/api/user/book/${book}`, { token });
          break;
        case 'add to cart':
          res = await call(base, '/api/user/cart', { method: 'POST', token, body: { bookId: book, quantity: 1 } });
          break;
        case 'order from cart':
          res = await call(base, '/api/user/order', { method: 'POST', token });
          break;
        case 'order now':
          res = await call(base, '/api/user/order/manual', {
            method: 'POST',
            token,
            body: {
              books: [
                { book, quantity: 1 },
                { book: pick(bookIds), quantity: 2 },
              ],
            },
          });
          break;
        case 'my orders':
          res = await call(base, '/api/user/orders', { token });
          orderLists.push({ time: Date.now(), kb: JSON.stringify(res.body).length / 1024 });
          break;
        case 'complain':
          res = await call(base, '/api/user/complaint', {
            method: 'POST',
            token,
            body: { title: 'Soak complaint', description: 'Filed during the soak benchmark.', category: 'other' },
          });
          break;
        case 'admin edit': {
          const current = await call(base, `/api/user/book/${book}`, { token: admin });
          const b = current.body.book;
          const delta = 5;
          res = await call(base, `/api/admin/updateBook/${book}`, {
            method: 'POST',
            token: admin,
            body: {
              title: b.title,
              author: b.author,
              category: b.category,
              description: b.description,
              price: Math.round((5 + Math.random() * 30) * 100) / 100,
              stock: b.stock + delta,
              expectedStock: b.stock,
            },
          });
          if (res.status === 200) given.set(book, given.get(book)! + delta);
          break;
        }
      }
      record(kind, started, res.status, res.body);
    };

    const rss: { at: number; mb: number }[] = [];
    const memory: MemorySample[] = [];
    const snapshots: string[] = [];
    const startedAt = Date.now();
    const elapsed = () => (Date.now() - startedAt) / 1000;
    const sampler = setInterval(() => rss.push({ at: elapsed(), mb: rssMb(store.child.pid!) }), 1000);
    const measure = async () => {
      const at = elapsed();
      const usage = await probe('/memory');
      memory.push({
        at,
        rssMb: mb(usage.rss),
        heapMb: mb(usage.heapUsed),
        heapTotalMb: mb(usage.heapTotal),
        externalMb: mb(usage.external),
        gcMs: Math.round(usage.gcMs),
      });
      if (SNAPSHOTS && at >= WARM_UP_SECONDS && !snapshots.length) snapshots.push((await probe('/snapshot')).file);
    };
    // One measurement at a time: a tick that comes while a snapshot is being written is skipped.
    let measuring: Promise<void> | undefined;
    const memorySampler = setInterval(() => {
      measuring ??= measure()
        .catch((error: Error) => void log(`memory probe: ${error.message}`))
        .finally(() => (measuring = undefined));
    }, SAMPLE_SECONDS * 1000);
    const deadline = startedAt + SECONDS * 1000;
    log(`Soak: ${CONNECTIONS} connections for ${SECONDS} s (${BOOKS} books, ${SHOPPERS} shoppers)`);
    await Promise.all(
      shoppers.map(async (token) => {
        while (Date.now() < deadline)
          await act(chooseKind(), token).catch((error: Error) => {
            thrown++;
            if (failures.length < 20) failures.push(String(error));
          });
      }),
    );
    clearInterval(sampler);
    clearInterval(memorySampler);
    await measuring;
    if (SNAPSHOTS) snapshots.push((await probe('/snapshot')).file);

    // Oversell check: every copy handed to a book is either still in stock or in an order.
    const orders = await call(base, '/api/admin/orders', { token: admin });
    const ordered = new Map<string, number>();
    for (const order of orders.body.orders)
      for (const line of order.books) ordered.set(line.book._id, (ordered.get(line.book._id) ?? 0) + line.quantity);
    let oversold = 0;
    let mismatched = 0;
    for (const id of bookIds) {
      const { body } = await call(base, `/api/user/book/${id}`, { token: admin });
      if (body.book.stock < 0) oversold++;
      if (body.book.stock + (ordered.get(id) ?? 0) !== given.get(id)) mismatched++;
    }

    const kinds = MIX.map(([kind]) => {
      const mine = samples.filter((s) => s.kind === kind);
      const ms = mine.map((s) => s.ms).sort((a, b) => a - b);
      return {
        kind,
        requests: mine.length,
        'p50 ms': Math.round(percentile(ms, 50)),
        'p99 ms': Math.round(percentile(ms, 99)),
        refused: mine.filter((s) => s.refused).length,
        errors: mine.filter((s) => !s.ok).length,
      };
    });
    const rssMax = Math.max(...rss.map((r) => r.mb));
    const window = [WARM_UP_SECONDS, 2 * WARM_UP_SECONDS, SECONDS - WARM_UP_SECONDS] as const;
    const of = (key: 'rssMb' | 'heapMb' | 'heapTotalMb' | 'externalMb') =>
      memory.map((m) => ({ at: m.at, value: m[key] }));
    const rssGrowth = growth(of('rssMb'), window);
    const heapGrowth = growth(of('heapMb'), window);
    const heapTotalGrowth = growth(of('heapTotalMb'), window);
    const externalGrowth = growth(of('externalMb'), window);
    // RSS as an operator sees it: every second, with whatever garbage the heap holds at that moment.
    const rssEverySecond = growth(
      rss.map((r) => ({ at: r.at, value: r.mb })),
      window,
    );
    const orderListKb = growth(
      orderLists.map((o) => ({ at: (o.time - startedAt) / 1000, value: o.kb })),
      window,
    );
    console.table(kinds);
    const errors = kinds.reduce((sum, k) => sum + k.errors, 0) + thrown;
    log(`Requests: ${samples.length}, errors: ${errors}, orders stored: ${orders.body.orders.length}`);
    log(
      `Oversold books: ${oversold}; books whose stock + ordered copies differ from what they were given: ${mismatched}`,
    );
    const [from, to, end] = window;
    log(`Store memory after a full collection, median of ${from}-${to} s → median of ${end}-${SECONDS} s:`);
    log(`  RSS ${rssGrowth.baseline} MB → ${rssGrowth.end} MB (${rssGrowth.growthPercent} %), peak ${rssMax} MB`);
    log(`  heapUsed ${heapGrowth.baseline} MB → ${heapGrowth.end} MB (${heapGrowth.growthPercent} %)`);
    log(`  heapTotal ${heapTotalGrowth.baseline} MB → ${heapTotalGrowth.end} MB (${heapTotalGrowth.growthPercent} %)`);
    log(`  external ${externalGrowth.baseline} MB → ${externalGrowth.end} MB (${externalGrowth.growthPercent} %)`);
    log(
      `  RSS read every second, between collections: ${rssEverySecond.baseline} MB → ${rssEverySecond.end} MB ` +
        `(${rssEverySecond.growthPercent} %)`,
    );
    const listed = memory.map((s) => `${Math.round(s.at)}: ${s.rssMb}/${s.heapTotalMb}/${s.heapMb}`);
    log(`  samples (s: RSS/heapTotal/heapUsed MB): ${listed.join(', ')}`);
    log(
      `A "my orders" answer: ${Math.round(orderListKb.baseline)} KB → ${Math.round(orderListKb.end)} KB ` +
        `(median, same windows)`,
    );
    if (snapshots.length) log(`Heap snapshots: ${snapshots.join(' ')}`);
    if (failures.length) log(`First failures:\n  ${failures.slice(0, 10).join('\n  ')}`);
    writeResults('soak', {
      seconds: SECONDS,
      connections: CONNECTIONS,
      books: BOOKS,
      requests: samples.length,
      errors,
      oversold,
      mismatched,
      memory: {
        warmUpSeconds: WARM_UP_SECONDS,
        sampleSeconds: SAMPLE_SECONDS,
        rss: { ...rssGrowth, peakMb: rssMax },
        heapUsed: heapGrowth,
        heapTotal: heapTotalGrowth,
        external: externalGrowth,
        rssEverySecond,
        myOrdersAnswerKb: { baseline: orderListKb.baseline, end: orderListKb.end },
        samples: memory,
        snapshots,
      },
      kinds,
      failures: failures.slice(0, 20),
    });
    if (errors || oversold || mismatched) process.exitCode = 1;
  } finally {
    await stopStore(store);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
