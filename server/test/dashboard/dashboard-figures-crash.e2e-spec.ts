import { MongoClient } from 'mongodb';
import { call, killStore, CrashSite, registerOn, type StoreProcess } from '../setup/store-process';

const SHOPPERS = 4;
/** Acknowledged moves (orders, cancellations, status changes) to wait for before the kill. */
const MOVES_BEFORE_KILL = 80;
const cents = (amount: number) => Math.round(amount * 100);

interface RestOrder {
  _id: string;
  status: string;
  orderedAt: string;
  totalAmount: number;
  books: Array<{ book: { _id: string }; quantity: number; price: number }>;
}

type DayTally = { pending: number; shipped: number; delivered: number; cancelled: number; revenueCents: number };

/** Every order, counted by UTC day. */
function recount(orders: RestOrder[]): Map<string, DayTally> {
  const days = new Map<string, DayTally>();
  for (const order of orders) {
    const day = order.orderedAt.slice(0, 10);
    const tally = days.get(day) ?? { pending: 0, shipped: 0, delivered: 0, cancelled: 0, revenueCents: 0 };
    tally[order.status as keyof Omit<DayTally, 'revenueCents'>]++;
    if (order.status !== 'cancelled') tally.revenueCents += cents(order.totalAmount);
    days.set(day, tally);
  }
  return days;
}

/**
 * The real store on its H2 file, killed with SIGKILL (Node and its Java database alike) while
 * shoppers order and cancel and the admin moves orders between statuses, with the running figures
 * being folded in the background meanwhile. After the restart the dashboard and the reports' best
 * sellers must equal a recount of every order at once, and once the relay has folded what the crash left, the stored figures too.
 */
describe('dashboard figures across kill -9 of the store', () => {
  let site: CrashSite;
  let client: MongoClient | undefined;

  beforeAll(() => {
    site = new CrashSite('figures-crash');
  });

  afterAll(async () => {
    await client?.close();
    await site?.close();
  });

  async function expectDashboardRecount(store: StoreProcess, token: string): Promise<Map<string, DayTally>> {
    const orders = (await call(store.base, '/api/admin/orders', { token })).body.orders as RestOrder[];
    const days = recount(orders);
    const all = [...days.values()];
    const sum = (field: keyof DayTally) => all.reduce((total, tally) => total + tally[field], 0);
    const { totals, revenueByDay } = (await call(store.base, '/api/admin/dashboard', { token })).body;
    expect({
      orders: totals.orders,
      revenueCents: cents(totals.revenue),
      pending: totals.pending,
      completed: totals.completed,
      cancelled: totals.cancelled,
    }).toEqual({
      orders: sum('pending') + sum('shipped') + sum('delivered'),
      revenueCents: sum('revenueCents'),
      pending: sum('pending'),
      completed: sum('shipped') + sum('delivered'),
      cancelled: sum('cancelled'),
    });
    for (const day of revenueByDay as Array<{ date: string; revenue: number; orders: number }>) {
      const tally = days.get(day.date);
      expect({ date: day.date, revenueCents: cents(day.revenue), orders: day.orders }).toEqual({
        date: day.date,
        revenueCents: tally?.revenueCents ?? 0,
        orders: tally ? tally.pending + tally.shipped + tally.delivered : 0,
      });
    }
    return days;
  }

  /** The reports' best sellers (kept by the same folds) against the orders that count, by book. */
  async function expectReportsRecount(store: StoreProcess, token: string): Promise<void> {
    const orders = (await call(store.base, '/api/admin/orders', { token })).body.orders as RestOrder[];
    const books = new Map<string, { copies: number; revenueCents: number }>();
    for (const order of orders.filter((counted) => counted.status !== 'cancelled')) {
      for (const line of order.books) {
        const sums = books.get(line.book._id) ?? { copies: 0, revenueCents: 0 };
        books.set(line.book._id, {
          copies: sums.copies + line.quantity,
          revenueCents: sums.revenueCents + cents(line.price) * line.quantity,
        });
      }
    }
    const days = orders.map((order) => order.orderedAt.slice(0, 10)).sort();
    const query = `from=${days[0]}&to=${days.at(-1)}&limit=100`;
    const report = (await call(store.base, `/api/admin/reports/best-sellers?${query}`, { token })).body;
    expect(
      new Map(
        (report.books as Array<{ bookId: string; copies: number; revenue: number }>).map((book) => [
          book.bookId,
          { copies: book.copies, revenueCents: cents(book.revenue) },
        ]),
      ),
    ).toEqual(books);
  }

  it('keeps the figures equal to a recount, at once and once folded', async () => {
    const first = await site.start();
    const register = (name: string, role: 'admin' | 'user') => registerOn(first, name, role, 'figures.test');
    const admin = await register('Admin', 'admin');
    const shoppers: string[] = [];
    for (let i = 0; i < SHOPPERS; i++) shoppers.push(await register(`Shopper ${i}`, 'user'));
    const bookIds: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await call(first.base, '/api/admin/addBook', {
        method: 'POST',
        token: admin,
        body: { title: `Figures Book ${i}`, author: 'Author', category: 'Fiction', price: 5.25 + i, stock: 100_000 },
      });
      bookIds.push(res.body.book._id);
    }

    const placed: string[] = [];
    let moves = 0;
    let reachedTarget!: () => void;
    const target = new Promise<void>((resolve) => (reachedTarget = resolve));
    const acknowledged = (status: number) => {
      if (status === 200 || status === 201) moves++;
      if (moves >= MOVES_BEFORE_KILL) reachedTarget();
    };
    const shopperLoops = shoppers.map(async (token, s) => {
      for (let n = 0; ; n++) {
        try {
          const lines = [{ book: bookIds[(s + n) % 4], quantity: 1 + (n % 3) }];
          const res = await call(first.base, '/api/user/order/manual', {
            method: 'POST',
            token,
            body: { books: lines },
          });
          acknowledged(res.status);
          if (res.status !== 201) continue;
          placed.push(res.body.order._id);
          if (n % 3 === 0) {
            const id = res.body.order._id as string;
            acknowledged((await call(first.base, `/api/user/orders/${id}/cancel`, { method: 'POST', token })).status);
          }
        } catch {
          return; // the store is gone
        }
      }
    });
    const adminLoop = (async () => {
      for (let n = 0; ; n++) {
        if (!placed.length) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          continue;
        }
        const id = placed[(n * 7) % placed.length];
        const status = ['shipped', 'delivered', 'pending'][n % 3];
        try {
          const res = await call(first.base, `/api/admin/orders/${id}`, {
            method: 'PUT',
            token: admin,
            body: { status },
          });
          acknowledged(res.status);
        } catch {
          return;
        }
      }
    })();
    let timer: NodeJS.Timeout | undefined;
    const tooSlow = new Promise(
      (_, reject) => (timer = setTimeout(() => reject(new Error(`too few moves:\n${first.log()}`)), 90_000)),
    );
    await Promise.race([target, tooSlow]).finally(() => clearTimeout(timer));
    await killStore(first);
    await Promise.all([...shopperLoops, adminLoop]);

    const second = await site.start();
    // Its own database, to read what it stores (the log names it).
    const uri = /Using mongo-java-server \(.*\) at (mongodb:\/\/[\w.:/?=-]+)/.exec(second.startLog())?.[1];
    expect(uri).toBeDefined();
    const token = (
      await call(second.base, '/api/user/login', {
        method: 'POST',
        body: { email: 'admin@figures.test', password: 'secret123' },
      })
    ).body.token as string;

    // Exact at once, whatever the folds had done when the store died.
    await expectDashboardRecount(second, token);
    await expectReportsRecount(second, token);

    // The relay folds what the crash left at start: then nothing is marked, and the stored figures are the recount.
    client = await MongoClient.connect(uri!);
    const db = client.db();
    const deadline = Date.now() + 60_000;
    while ((await db.collection('orders').countDocuments({ figuresDue: true })) > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await db.collection('orders').countDocuments({ figuresDue: true })).toBe(0);
    const expected = await expectDashboardRecount(second, token);
    await expectReportsRecount(second, token);
    const stored = await db
      .collection('dailyfigures')
      .find({}, { projection: { orders: 0 } })
      .toArray();
    const summary = (await db.collection('figuressummary').findOne({ _id: 'orders' as never }))!.days;
    const tallyOf = ({ pending, shipped, delivered, cancelled, revenueCents }: Record<string, unknown>) => ({
      pending,
      shipped,
      delivered,
      cancelled,
      revenueCents,
    });
    expect(new Map(stored.map((day) => [String(day._id), tallyOf(day)]))).toEqual(expected);
    for (const day of stored) expect(summary[String(day._id)]).toEqual({ v: day.version, ...tallyOf(day) });
    process.stdout.write(`figures crash: ${moves} moves acknowledged before the kill\n`);
  }, 300_000);
});
