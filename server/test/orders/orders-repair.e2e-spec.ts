import { getModelToken } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { BooksService } from '../../src/books/books.service';
import { Role, type AuthUser } from '../../src/common/auth/role';
import { OrdersRepository } from '../../src/orders/orders.repository';
import { OrderRepairService } from '../../src/orders/order-repair.service';
import { OrdersService } from '../../src/orders/orders.service';
import { Order } from '../../src/orders/schemas/order.schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addBooks, stocksOf } from './order-fixtures';
import { checkLines } from '../../src/books/book-stock';

const LONG_AGO = new Date(Date.now() - 10 * 60_000);
const shopper: AuthUser = {
  _id: new Types.ObjectId().toHexString(),
  role: Role.USER,
  name: 'Repair Shopper',
  email: 'repair@example.com',
};

/**
 * A crash at each point of placing or cancelling an order, simulated by writing exactly what the placement
 * had written when the process died, then the repair (run twice: it must be idempotent).
 */
describe('repairing orders interrupted by a crash', () => {
  let t: TestApp;
  let books: BooksService;
  let orders: OrdersService;
  let repair: OrderRepairService;
  let orderModel: Model<Order>;

  beforeAll(async () => {
    t = await createTestApp();
    books = t.app.get(BooksService);
    orders = t.app.get(OrdersService);
    repair = t.app.get(OrderRepairService);
    orderModel = t.app.get(getModelToken(Order.name));
  });

  afterAll(() => t.close());

  /** Step 1 of a placement: the order inserted as `placing`, stale. */
  async function placingOrder(lines: Array<{ bookId: string; quantity: number }>, orderedAt = LONG_AGO) {
    const _id = new Types.ObjectId();
    await orderModel.create({
      _id,
      user: shopper._id,
      status: 'placing',
      books: lines.map(({ bookId, quantity }) => ({ book: { _id: bookId }, quantity })),
      orderedAt,
      orderedDay: orderedAt.toISOString().slice(0, 10),
      shortId: String(_id).slice(-8),
      reserved: true,
    });
    return String(_id);
  }

  const markersOn = async (id: string) =>
    (await t.connection.collection('books').findOne({ _id: new Types.ObjectId(id) }))?.reservations ?? [];
  const repairTwice = async () => [await repair.repair({ orphans: true }), await repair.repair({ orphans: true })];

  it.each([0, 1, 2])(
    'gives back every copy of a placing order with %i of its 2 lines taken, and drops it',
    async (taken) => {
      const [a, b] = await addBooks(books, [5, 5]);
      const lines = [
        { bookId: a, quantity: 2 },
        { bookId: b, quantity: 3 },
      ];
      const id = await placingOrder(lines);
      if (taken > 0) await books.takeStock(checkLines(lines.slice(0, taken)), { reservation: id });
      expect(await stocksOf(books, [a, b])).toEqual([taken > 0 ? 3 : 5, taken > 1 ? 2 : 5]);

      const [first, second] = await repairTwice();
      expect(first).toEqual({ cancelled: 1, released: 0, orphans: 0, restocked: 0 });
      expect(second).toEqual({ cancelled: 0, released: 0, orphans: 0, restocked: 0 });
      expect(await stocksOf(books, [a, b])).toEqual([5, 5]);
      expect(await orderModel.countDocuments({ _id: id })).toBe(0);
      expect([await markersOn(a), await markersOn(b)]).toEqual([[], []]);
    },
  );

  it("drops the orders' indexes an earlier version kept that the schema's replace, and keeps its own", async () => {
    const collection = orderModel.collection;
    await collection.createIndex({ user: 1, orderedAt: 1, _id: 1 });
    const names = async () => (await collection.indexes()).map((index) => index.name);
    expect(await names()).toContain('user_1_orderedAt_1__id_1');
    await t.app.get(OrdersRepository).dropSupersededIndexes();
    expect(await names()).not.toContain('user_1_orderedAt_1__id_1');
    expect(await names()).toContain('user_1_orderedAt_1__id_1_status_1');
    // Gone already: a second instance doing the same changes nothing and does not fail.
    await t.app.get(OrdersRepository).dropSupersededIndexes();
    expect(await names()).toContain('user_1_orderedAt_1__id_1_status_1');
  });

  it('finishes a cancellation interrupted half-way (order already cancelling, one copy already back)', async () => {
    const [a, b] = await addBooks(books, [4, 4]);
    const lines = [
      { bookId: a, quantity: 1 },
      { bookId: b, quantity: 2 },
    ];
    const id = await placingOrder(lines);
    await books.takeStock(checkLines(lines), { reservation: id });
    await orderModel.updateOne({ _id: id }, { $set: { status: 'cancelling' } });
    await books.returnStock(checkLines([lines[0]]), { reservation: id });
    await repairTwice();
    expect(await stocksOf(books, [a, b])).toEqual([4, 4]);
    expect(await orderModel.countDocuments({ _id: id })).toBe(0);
  });

  it('keeps an acknowledged order and its copies, and only pulls its leftover markers', async () => {
    const [a, b] = await addBooks(books, [3, 3]);
    const lines = [
      { bookId: a, quantity: 1 },
      { bookId: b, quantity: 1 },
    ];
    const id = await placingOrder(lines);
    await books.takeStock(checkLines(lines), { reservation: id });
    // Acknowledged (step 3), then the process died before the markers went (step 4).
    await orderModel.updateOne({ _id: id }, { $set: { status: 'pending', totalCents: 2120, itemCount: 2 } });

    const [first, second] = await repairTwice();
    expect(first).toEqual({ cancelled: 0, released: 1, orphans: 0, restocked: 0 });
    expect(second).toEqual({ cancelled: 0, released: 0, orphans: 0, restocked: 0 });
    expect(await stocksOf(books, [a, b])).toEqual([2, 2]);
    expect([await markersOn(a), await markersOn(b)]).toEqual([[], []]);
    expect(await orderModel.findById(id).lean()).toMatchObject({ status: 'pending' });
    expect((await orderModel.findById(id).lean())?.reserved).toBeUndefined();
  });

  it('leaves a young placing order to its request, and that request can still acknowledge it', async () => {
    const [a] = await addBooks(books, [2]);
    const id = await placingOrder([{ bookId: a, quantity: 1 }], new Date());
    await books.takeStock(checkLines([{ bookId: a, quantity: 1 }]), { reservation: id });
    expect(await repair.repair({ orphans: true })).toEqual({ cancelled: 0, released: 0, orphans: 0, restocked: 0 });
    expect(await stocksOf(books, [a])).toEqual([1]);
    expect(await orderModel.findById(id).lean()).toMatchObject({ status: 'placing' });
  });

  it('gives back copies a reservation still holds after its order is gone (an orphan), once', async () => {
    const [a] = await addBooks(books, [3]);
    const gone = new Types.ObjectId().toHexString();
    await books.takeStock(checkLines([{ bookId: a, quantity: 2 }]), { reservation: gone });
    const [first, second] = await repairTwice();
    expect([first.orphans, second.orphans]).toEqual([1, 0]);
    expect(await stocksOf(books, [a])).toEqual([3]);
  });

  it('never takes twice from one book for one reservation, and a marker-based return is idempotent', async () => {
    const [a] = await addBooks(books, [5]);
    const id = new Types.ObjectId().toHexString();
    await books.takeStock(checkLines([{ bookId: a, quantity: 2 }]), { reservation: id });
    await expect(books.takeStock(checkLines([{ bookId: a, quantity: 1 }]), { reservation: id })).rejects.toMatchObject({
      code: 'INSUFFICIENT_STOCK',
    });
    expect(await stocksOf(books, [a])).toEqual([3]);
    await Promise.all([
      books.returnStock(checkLines([{ bookId: a, quantity: 2 }]), { reservation: id }),
      books.returnStock(checkLines([{ bookId: a, quantity: 2 }]), { reservation: id }),
    ]);
    await books.returnStock(checkLines([{ bookId: a, quantity: 2 }]), { reservation: id });
    expect(await stocksOf(books, [a])).toEqual([5]);
  });

  it('a placement that completes leaves no marker, no flag, and the copies in the order', async () => {
    const [a, b] = await addBooks(books, [3, 3]);
    const order = await orders.placeNow(shopper, [
      { bookId: a, quantity: 2 },
      { bookId: b, quantity: 1 },
    ]);
    expect(await stocksOf(books, [a, b])).toEqual([1, 2]);
    expect([await markersOn(a), await markersOn(b)]).toEqual([[], []]);
    const stored = await orderModel.findById(order._id).lean();
    expect(stored).toMatchObject({ status: 'pending', totalCents: 2 * 1010 + 1110, itemCount: 3 });
    expect(stored?.reserved).toBeUndefined();
    expect(await repair.repair({ orphans: true })).toEqual({ cancelled: 0, released: 0, orphans: 0, restocked: 0 });
  });

  describe('a cancellation interrupted by a crash', () => {
    const receiptsOn = async (id: string) =>
      (await t.connection.collection('books').findOne({ _id: new Types.ObjectId(id) }))?.restocks ?? [];

    /** A placed order, then what the cancelling request had written when it died: the move, with `returned` lines back. */
    async function interruptedCancellation(stocks: number[], returned: number, changedAt = LONG_AGO) {
      const ids = await addBooks(books, stocks);
      const lines = ids.map((bookId, i) => ({ bookId, quantity: i + 1 }));
      const order = await orders.placeNow(shopper, lines);
      await t.connection
        .collection('orders')
        .updateOne(
          { _id: new Types.ObjectId(order._id) },
          { $set: { status: 'cancelled', restock: 'returning', restockers: 1, updatedAt: changedAt } },
        );
      if (returned) await books.returnStock(checkLines(lines.slice(0, returned)), { restock: order._id });
      return { id: order._id, ids };
    }

    it.each([0, 1, 2])('gives back every copy once, with %i of 2 lines already back', async (returned) => {
      const { id, ids } = await interruptedCancellation([5, 5], returned);
      const [first, second] = await repairTwice();
      expect([first.restocked, second.restocked]).toEqual([1, 0]);
      expect(await stocksOf(books, ids)).toEqual([5, 5]);
      // The dead request still counts as a worker, so the receipts stay: the next return would change nothing.
      expect(await orderModel.findById(id).lean()).toMatchObject({ restock: 'clearing', restockers: 1 });
      await books.returnStock(checkLines(ids.map((bookId, i) => ({ bookId, quantity: i + 1 }))), { restock: id });
      expect(await stocksOf(books, ids)).toEqual([5, 5]);

      // At start-up on the embedded database nobody else can be a worker: the receipts go too.
      await t.app.get(OrdersRepository).forgetRestockWorkers();
      await repair.repair({ allCancellations: true });
      const stored = await orderModel.findById(id).lean();
      expect([stored?.restock, stored?.restockers, stored?.status]).toEqual([undefined, undefined, 'cancelled']);
      expect([await receiptsOn(ids[0]), await receiptsOn(ids[1])]).toEqual([[], []]);
      expect(await stocksOf(books, ids)).toEqual([5, 5]);
    });

    it('leaves a young cancellation to its request, unless every cancellation is to be finished', async () => {
      const { id, ids } = await interruptedCancellation([4], 0, new Date());
      expect((await repair.repair()).restocked).toBe(0);
      expect(await stocksOf(books, ids)).toEqual([3]);
      await t.app.get(OrdersRepository).forgetRestockWorkers();
      expect((await repair.repair({ allCancellations: true })).restocked).toBe(1);
      expect(await stocksOf(books, ids)).toEqual([4]);
      expect((await orderModel.findById(id).lean())?.restock).toBeUndefined();
    });

    it('drops the receipts of a cancellation whose last worker died after giving every copy back', async () => {
      const { id, ids } = await interruptedCancellation([6], 1);
      await orderModel.updateOne({ _id: id }, { $set: { restock: 'clearing', restockers: 0 } });
      expect(await receiptsOn(ids[0])).toEqual([id]);
      await repairTwice();
      expect(await receiptsOn(ids[0])).toEqual([]);
      expect(await stocksOf(books, ids)).toEqual([6]);
      expect((await orderModel.findById(id).lean())?.restock).toBeUndefined();
    });
  });

  it('a placement that fails on stock leaves nothing behind: no order, no marker, every copy back', async () => {
    const [a, b] = await addBooks(books, [3, 1]);
    await expect(
      orders.placeNow(shopper, [
        { bookId: a, quantity: 2 },
        { bookId: b, quantity: 2 },
      ]),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_STOCK' });
    expect(await stocksOf(books, [a, b])).toEqual([3, 1]);
    expect([await markersOn(a), await markersOn(b)]).toEqual([[], []]);
    expect(await orderModel.countDocuments({ 'books.book._id': new Types.ObjectId(a) })).toBe(0);
  });
});
