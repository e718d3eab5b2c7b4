/**
 * A year of a shop's history for bench/history.bench.ts: customers and orders as the store writes
 * them (the same fields, history, snapshots and payment), and the dashboard's running figures
 * built from them with the store's own tallies (`figuresOf`, as folding each order once leaves
 * them), the reports' sales per day included.
 */
import { ObjectId, type Db, type Document } from 'mongodb';
import { figuresOf, type CountedOrder } from '../server/src/orders/figure-tally';
import { customerTotalsOf, type TotalledOrder } from '../server/src/orders/customer-totals';
import { OrderStatus } from '../server/src/orders/order-status';
import { PAYMENT_METHODS, PaymentMethodId, PaymentState } from '../server/src/orders/payment-states';
import { salesOf } from '../server/src/orders/sales-tally';

const DAY_MS = 86_400_000;
const BATCH = 5_000;
const CITIES = ['London', 'Leeds', 'Bristol', 'Cardiff', 'Glasgow', 'Belfast', 'York', 'Bath', 'Oxford', 'Dundee'];

/** A small deterministic generator, so that every run builds the same history. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor((state / 2_147_483_648) * n);
  };
}

export const customerName = (i: number) => `Customer ${String(i).padStart(4, '0')} Reader`;
export const customerEmail = (i: number) => `customer${String(i).padStart(4, '0')}@history.test`;

/**
 * Customers 1 to `count - 1` as copies of the account the store wrote for customer 0 (registered
 * through the API: its hash, its fields), each with a name, email and id of its own.
 */
export async function insertCustomers(db: Db, first: Document, count: number): Promise<Document[]> {
  const customers = [first];
  for (let i = 1; i < count; i++) {
    const { _id: _ignored, ...fields } = first;
    void _ignored;
    const name = customerName(i);
    // nameKey: the customer list's key, as the store writes it with every name (users/customer-search.ts).
    customers.push({ ...fields, _id: new ObjectId(), name, nameKey: name.toLowerCase(), email: customerEmail(i) });
  }
  await db.collection('users').insertMany(customers.slice(1), { ordered: false });
  return customers;
}

/** Where and how an order of this age has got to: its status, and when each move happened. */
function movesOf(orderedAt: number, now: number, pick: (n: number) => number): Array<[OrderStatus, number]> {
  const age = (now - orderedAt) / DAY_MS;
  const roll = pick(100);
  const moves: Array<[OrderStatus, number]> = [[OrderStatus.PENDING, orderedAt]];
  const cancelled = age > 14 ? roll < 8 : age > 3 ? roll < 7 : roll < 5;
  if (cancelled) return [...moves, [OrderStatus.CANCELLED, orderedAt + 3_600_000]];
  const shipped = age > 14 || (age > 3 ? roll < 92 : roll < 50);
  if (!shipped) return moves;
  moves.push([OrderStatus.SHIPPED, Math.min(now, orderedAt + DAY_MS)]);
  const delivered = age > 14 || (age > 3 ? roll < 55 : roll < 60);
  if (delivered) moves.push([OrderStatus.DELIVERED, Math.min(now, orderedAt + 3 * DAY_MS)]);
  return moves;
}

/**
 * `count` orders over the last year, by `customers` (spread evenly at random), of 1 to 3 lines of
 * the catalogue's `books`, inserted `BATCH` at a time; then the running figures of them all (the
 * days' and the customers').
 * Returns a few orders' numbers for the searches.
 */
export async function insertOrders(
  db: Db,
  { count, customers, books, admin }: { count: number; customers: Document[]; books: Document[]; admin: ObjectId },
): Promise<{ shortIds: string[] }> {
  const now = Date.now();
  const pick = random(42);
  const counted: CountedOrder[] = [];
  const totalled: TotalledOrder[] = [];
  const shortIds: string[] = [];
  let batch: Document[] = [];
  for (let i = 0; i < count; i++) {
    // Evenly over the year, oldest first, so that the newest orders are today's.
    const orderedAt = now - DAY_MS * 365 * (1 - (i + 0.5) / count);
    const _id = new ObjectId(ObjectId.generate(Math.floor(orderedAt / 1000)));
    const which = pick(customers.length);
    const customer = customers[which];
    const lines = Array.from({ length: 1 + pick(3) }, () => {
      const book = books[pick(books.length)];
      return {
        book: {
          _id: book._id,
          title: book.title,
          author: book.author,
          category: book.category,
          description: book.description,
          image: book.image,
        },
        quantity: 1 + pick(2),
        priceCents: book.priceCents,
      };
    });
    const moves = movesOf(orderedAt, now, pick);
    const [status] = moves[moves.length - 1];
    const totalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
    const orderedDay = new Date(orderedAt).toISOString().slice(0, 10);
    const shortId = _id.toHexString().slice(-8);
    const city = CITIES[which % CITIES.length];
    batch.push({
      _id,
      user: customer._id,
      books: lines,
      orderedAt: new Date(orderedAt),
      orderedDay,
      shortId,
      shippingAddress: {
        fullName: customer.name,
        line1: '12 Market Street',
        line2: '',
        city,
        region: '',
        postalCode: `${city.slice(0, 2).toUpperCase()}${1 + (i % 20)} 4AB`,
        country: 'GB',
        countryName: 'United Kingdom',
        phone: '',
      },
      status,
      // Paid on delivery, as the store's default method: void once cancelled, paid once delivered.
      payment: {
        method: PaymentMethodId.ON_DELIVERY,
        name: PAYMENT_METHODS[PaymentMethodId.ON_DELIVERY].name,
        state:
          status === OrderStatus.CANCELLED
            ? PaymentState.VOID
            : status === OrderStatus.DELIVERED
              ? PaymentState.PAID
              : PaymentState.AWAITING,
      },
      totalCents,
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      statusHistory: moves.map(([moved, at], n) => ({
        status: moved,
        at: new Date(at),
        by: n === 0 || moved === OrderStatus.CANCELLED ? customer._id : admin,
      })),
      createdAt: new Date(orderedAt),
      updatedAt: new Date(moves[moves.length - 1][1]),
      __v: 0,
    });
    counted.push({
      id: _id.toHexString(),
      day: orderedDay,
      status,
      totalCents,
      moves: moves.length,
      sales: salesOf({ books: lines }),
    });
    totalled.push({
      id: _id.toHexString(),
      user: String(customer._id),
      status,
      totalCents,
      orderedAt: new Date(orderedAt),
      moves: moves.length,
    });
    if (i % Math.max(1, Math.floor(count / 20)) === 7) shortIds.push(shortId);
    if (batch.length === BATCH) {
      await db.collection('orders').insertMany(batch, { ordered: false });
      batch = [];
    }
  }
  if (batch.length) await db.collection('orders').insertMany(batch, { ordered: false });
  const { days, summary } = figuresOf(counted);
  for (let i = 0; i < days.length; i += 100) {
    await db.collection('dailyfigures').insertMany(days.slice(i, i + 100) as unknown as Document[], { ordered: false });
  }
  await db.collection('figuressummary').replaceOne({ _id: 'orders' as never }, { days: summary }, { upsert: true });
  const totals = customerTotalsOf(totalled);
  if (totals.length) await db.collection('customertotals').insertMany(totals as unknown as Document[]);
  // The also-bought job is told the history is counted (its watermark now), so that its first
  // pass does not count a year of orders while the screens are measured (at 1,000,000 orders
  // about an hour at 220 orders a second); the shelves' pairs of this history are not built.
  await db
    .collection('alsoboughtorders')
    .updateOne({ _id: 'watermark' as never }, { $set: { at: new Date() } }, { upsert: true });
  return { shortIds };
}
