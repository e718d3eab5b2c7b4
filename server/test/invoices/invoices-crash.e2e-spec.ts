import { call, javaChildOf, killStore, CrashSite, registerOn } from '../setup/store-process';

/**
 * The real store as a child process on a data folder of its own, killed with SIGKILL (Node and its
 * Java database) while shoppers place and cancel orders, so that orders are caught between their
 * acknowledgement and their number, numbers between their claim and their document, cancellations
 * before their credit note. Started again on the same folder, the `invoices` job (run at start)
 * numbers every order: invoices exactly 1..N for the N orders stored, credit notes exactly 1..M for
 * the M cancelled, none twice, none for an order that was never placed.
 */
const CLIENTS = 6;
const ORDERS_BEFORE_KILL = 30;
const REPAIR_QUICKLY = { ORDER_REPAIR_AFTER_SECONDS: '1' };

type StoredOrder = { _id: string; status: string; invoice?: { number: string }; creditNote?: { number: string } };

const sequence = (count: number, prefix = '') => {
  const year = new Date().getUTCFullYear();
  return Array.from({ length: count }, (_, i) => `${prefix}${year}-${String(i + 1).padStart(6, '0')}`);
};

describe('a store killed while orders are being invoiced', () => {
  let site: CrashSite;

  beforeAll(() => {
    site = new CrashSite('invoices-crash');
  });

  afterAll(async () => {
    await site?.close();
  });

  it('numbers every stored order and credits every cancelled one after the restart, with no gap and no repeat', async () => {
    const first = await site.start(REPAIR_QUICKLY);
    const register = (name: string, role: 'admin' | 'user') => registerOn(first, name, role, 'invoices-crash.test');
    const admin = await register('Admin', 'admin');
    const shopper = await register('Shopper', 'user');
    const book = await call(first.base, '/api/admin/addBook', {
      method: 'POST',
      token: admin,
      body: { title: 'Crash Invoice Book', author: 'Crash Author', category: 'Fiction', price: 12.5, stock: 5000 },
    });
    expect(book.status).toBe(201);

    let acknowledged = 0;
    let reachedTarget!: () => void;
    const target = new Promise<void>((resolve) => (reachedTarget = resolve));
    const clients = Array.from({ length: CLIENTS }, async (_, client) => {
      for (let n = 0; ; n++) {
        try {
          const res = await call(first.base, '/api/user/order/manual', {
            method: 'POST',
            token: shopper,
            body: { books: [{ book: book.body.book._id, quantity: 1 }] },
          });
          if (res.status === 201) acknowledged += 1;
          if (res.status === 201 && (client + n) % 3 === 0) {
            await call(first.base, `/api/user/orders/${res.body.order._id}/cancel`, { method: 'POST', token: shopper });
          }
        } catch {
          return; // the store is gone
        }
        if (acknowledged >= ORDERS_BEFORE_KILL) reachedTarget();
      }
    });
    let timer: NodeJS.Timeout | undefined;
    const tooSlow = new Promise(
      (_, reject) => (timer = setTimeout(() => reject(new Error(`too few orders:\n${first.log()}`)), 60_000)),
    );
    await Promise.race([target, tooSlow]).finally(() => clearTimeout(timer));
    expect(javaChildOf(first.child.pid!)).toBeDefined();
    await killStore(first);
    await Promise.all(clients);

    const second = await site.start(REPAIR_QUICKLY);
    const token = (
      await call(second.base, '/api/user/login', {
        method: 'POST',
        body: { email: 'admin@invoices-crash.test', password: 'secret123' },
      })
    ).body.token as string;

    // The job runs soon after the start: wait for it to have numbered everything.
    let orders: StoredOrder[] = [];
    const done = (list: StoredOrder[]) =>
      list.every((order) => order.invoice && (order.status !== 'cancelled' || order.creditNote));
    for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
      orders = (await call(second.base, '/api/admin/orders', { token })).body.orders as StoredOrder[];
      if (done(orders)) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const cancelled = orders.filter((order) => order.status === 'cancelled');
    process.stdout.write(
      `invoices crash: ${acknowledged} orders acknowledged before the kill, ${orders.length} stored, ` +
        `${cancelled.length} cancelled\n`,
    );
    expect(orders.length).toBeGreaterThanOrEqual(ORDERS_BEFORE_KILL);
    expect(orders.map((order) => order.invoice?.number).sort()).toEqual(sequence(orders.length));
    expect(cancelled.map((order) => order.creditNote?.number).sort()).toEqual(sequence(cancelled.length, 'C-'));
    expect(orders.filter((order) => order.status !== 'cancelled' && order.creditNote)).toEqual([]);
  }, 300_000);
});
