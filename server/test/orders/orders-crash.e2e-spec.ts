import { call, javaChildOf, killStore, CrashSite, registerOn } from '../setup/store-process';

/**
 * The real store as a child process on a data folder of its own (mongo-java-server with its H2
 * file), killed with SIGKILL (Node and its Java database alike) while shoppers are placing and
 * cancelling orders, then started again on the same folder: after the repair, every acknowledged
 * order is there, every acknowledged cancellation is cancelled, and for every book the initial
 * stock equals its stock now plus the copies in orders that are not cancelled.
 */
const BOOKS = 4;
const INITIAL_STOCK = 60;
const CLIENTS = 6;
/** Acknowledged orders to wait for before the kill (the clients keep sending meanwhile). */
const ORDERS_BEFORE_KILL = 25;
/** Acknowledged cancellations to wait for before the kill. */
const CANCELS_BEFORE_KILL = 10;
/** Orders left being placed by the kill are repaired at the next start, without the usual minute's wait. */
const REPAIR_QUICKLY = { ORDER_REPAIR_AFTER_SECONDS: '1' };
describe('a store killed while orders are being placed and cancelled', () => {
  let site: CrashSite;

  beforeAll(() => {
    site = new CrashSite('orders-crash');
  });

  afterAll(async () => {
    await site?.close();
  });

  it('keeps every acknowledged order and cancellation, and loses or doubles no copy', async () => {
    const first = await site.start(REPAIR_QUICKLY);
    const register = (name: string, role: 'admin' | 'user') => registerOn(first, name, role, 'crash.test');
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

    // Shoppers order two or three books at a time until the store dies under them, and cancel
    // every other order they placed, right away.
    const acknowledged: string[] = [];
    const cancelled: string[] = [];
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
        if (res.status === 201 && n % 2 === 0) {
          let cancel;
          try {
            cancel = await call(first.base, `/api/user/orders/${res.body.order._id}/cancel`, {
              method: 'POST',
              token: shopper,
            });
          } catch {
            return;
          }
          if (cancel.status === 200) cancelled.push(res.body.order._id);
        }
        if (acknowledged.length >= ORDERS_BEFORE_KILL && cancelled.length >= CANCELS_BEFORE_KILL) reachedTarget();
      }
    });
    let timer: NodeJS.Timeout | undefined;
    const tooSlow = new Promise(
      (_, reject) => (timer = setTimeout(() => reject(new Error(`too few orders:\n${first.log()}`)), 60_000)),
    );
    await Promise.race([target, tooSlow]).finally(() => clearTimeout(timer));

    expect(javaChildOf(first.child.pid!)).toBeDefined();
    await killStore(first); // kill -9 of the Java database, then of Node
    await Promise.all(clients);
    const placedBeforeKill = acknowledged.length;

    const second = await site.start(REPAIR_QUICKLY); // the start-up repair runs before it listens
    const login = await call(second.base, '/api/user/login', {
      method: 'POST',
      body: { email: 'admin@crash.test', password: 'secret123' },
    });
    const token = login.body.token as string;

    if (process.env.ORDERS_CRASH_LOG) process.stdout.write(second.log());
    const orders = (await call(second.base, '/api/admin/orders', { token })).body.orders as Array<{
      _id: string;
      status: string;
      books: Array<{ book: { _id: string }; quantity: number }>;
    }>;
    const stored = new Set(orders.map((order) => order._id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(placedBeforeKill).toBeGreaterThanOrEqual(ORDERS_BEFORE_KILL);
    const cancelledNow = new Set(orders.filter((order) => order.status === 'cancelled').map((order) => order._id));
    expect(cancelled.filter((id) => !cancelledNow.has(id))).toEqual([]);
    expect(cancelled.length).toBeGreaterThanOrEqual(CANCELS_BEFORE_KILL);
    process.stdout.write(
      `crash: ${placedBeforeKill} orders and ${cancelled.length} cancellations acknowledged before the kill; ` +
        `${orders.length} orders stored, ${cancelledNow.size} of them cancelled\n`,
    );

    const copies = new Map<string, number>();
    for (const order of orders) {
      if (order.status === 'cancelled') continue;
      for (const line of order.books) copies.set(line.book._id, (copies.get(line.book._id) ?? 0) + line.quantity);
    }
    const stocks = await Promise.all(
      bookIds.map(async (id) => (await call(second.base, `/api/user/book/${id}`, { token })).body.book.stock as number),
    );
    expect(bookIds.map((id, i) => stocks[i] + (copies.get(id) ?? 0))).toEqual(bookIds.map(() => INITIAL_STOCK));
  }, 300_000);
});
