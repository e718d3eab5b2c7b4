import { getModelToken } from '@nestjs/mongoose';
import { trusted, type Model } from 'mongoose';
import { BooksService } from '../../src/books/books.service';
import type { AuthUser } from '../../src/common/auth/role';
import { OrdersService } from '../../src/orders/orders.service';
import { Order } from '../../src/orders/schemas/order.schema';
import { Account, registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addBooks, stocksOf } from './order-fixtures';

const ROUNDS = 20;
const SHOPPERS = 50;
const STOCK = 5;

/** No overselling: with K in stock and N > K concurrent orders of one copy, exactly K succeed. */
describe('concurrent orders', () => {
  let t: TestApp;
  let books: BooksService;
  let orders: OrdersService;
  let orderModel: Model<Order>;
  let account: Account;
  let shopper: AuthUser;

  beforeAll(async () => {
    t = await createTestApp();
    books = t.app.get(BooksService);
    orders = t.app.get(OrdersService);
    orderModel = t.app.get(getModelToken(Order.name));
    account = await registerUser(t.http);
    shopper = { ...account.user, role: account.user.role as AuthUser['role'] };
  });

  afterAll(() => t.close());

  /** Every book's stock plus the copies in acknowledged orders equals what it started with; nothing is left half-placed. */
  async function expectNothingLost(ids: string[], initial: number[]) {
    const ordered = await orderModel.aggregate<{ _id: unknown; copies: number }>([
      { $match: { status: { $in: ['pending', 'shipped', 'delivered'] } } },
      { $unwind: '$books' },
      { $group: { _id: '$books.book._id', copies: { $sum: '$books.quantity' } } },
    ]);
    const copies = new Map(ordered.map((row) => [String(row._id), row.copies]));
    const now = await stocksOf(books, ids);
    expect(now.every((stock) => stock >= 0)).toBe(true);
    expect(ids.map((id, i) => now[i] + (copies.get(id) ?? 0))).toEqual(initial);
    expect(await orderModel.countDocuments({ status: trusted({ $in: ['placing', 'cancelling'] }) })).toBe(0);
  }

  it(`through the service: ${SHOPPERS} single-copy orders against a stock of ${STOCK}, ${ROUNDS} times: exactly ${STOCK} succeed`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [book] = await addBooks(books, [STOCK], `Service Round ${round}`);
      const outcomes = await Promise.allSettled(
        Array.from({ length: SHOPPERS }, () => orders.placeNow(shopper, [{ bookId: book, quantity: 1 }])),
      );
      const failures = outcomes
        .filter((o): o is PromiseRejectedResult => o.status === 'rejected')
        .map((o) => o.reason.code);
      expect({ round, succeeded: SHOPPERS - failures.length, stock: await stocksOf(books, [book]) }).toEqual({
        round,
        succeeded: STOCK,
        stock: [0],
      });
      expect(new Set(failures)).toEqual(new Set(['INSUFFICIENT_STOCK']));
    }
  }, 240_000);

  it(`over HTTP: ${SHOPPERS} single-copy orders against a stock of ${STOCK}, ${ROUNDS} times: exactly ${STOCK} succeed`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [book] = await addBooks(books, [STOCK], `HTTP Round ${round}`);
      const responses = await Promise.all(
        Array.from({ length: SHOPPERS }, () =>
          t.http
            .post('/api/user/order/manual')
            .set('authorization', `Bearer ${account.token}`)
            .send({ books: [{ book, quantity: 1 }] }),
        ),
      );
      const statuses = responses.map((res) => res.status);
      expect({
        round,
        created: statuses.filter((s) => s === 201).length,
        refused: statuses.filter((s) => s === 400).length,
      }).toEqual({
        round,
        created: STOCK,
        refused: SHOPPERS - STOCK,
      });
      expect(await stocksOf(books, [book])).toEqual([0]);
    }
  }, 240_000);

  it('two-line orders competing for overlapping books: never a partial order, never a negative stock', async () => {
    const initial = [6, 6, 6];
    const ids = await addBooks(books, initial, 'Overlap');
    const [a, b, c] = ids;
    const pairs = [
      [a, b],
      [b, c],
      [c, a],
      [b, a],
    ];
    const attempts = Array.from({ length: 40 }, (_, i) => pairs[i % pairs.length]);
    const outcomes = await Promise.allSettled(
      attempts.map(([x, y]) =>
        orders.placeNow(shopper, [
          { bookId: x, quantity: 1 },
          { bookId: y, quantity: 2 },
        ]),
      ),
    );
    const placed = outcomes
      .filter((o) => o.status === 'fulfilled')
      .map((o) => (o as PromiseFulfilledResult<Awaited<ReturnType<OrdersService['placeNow']>>>).value);
    const reasons = outcomes
      .filter((o): o is PromiseRejectedResult => o.status === 'rejected')
      .map((o) => String(o.reason.code ?? o.reason));
    expect({ placed: placed.length, reasons: [...new Set(reasons)] }).toEqual({
      placed: expect.any(Number),
      reasons: ['INSUFFICIENT_STOCK'],
    });
    expect(placed.length).toBeGreaterThan(0);
    for (const order of placed) expect(order.books.map((line) => line.quantity)).toEqual([1, 2]);
    await expectNothingLost(ids, initial);
  }, 240_000);
});
