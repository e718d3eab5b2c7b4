import { getModelToken } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { BooksService } from '../../src/books/books.service';
import { Order } from '../../src/orders/schemas/order.schema';
import { Account, gql, registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addBooks, stocksOf } from './order-fixtures';

const NOT_CANCELLABLE = 'This order has already shipped and can no longer be cancelled.';
type Answer = { status: number; code?: string; message: string; order?: { _id: string; status: string } };

/**
 * Cancelling an order (docs/api.md "Orders"): by its shopper and by the admin, through REST and
 * GraphQL; every copy back in stock exactly once, however many requests race.
 */
describe('cancelling orders', () => {
  let t: TestApp;
  let books: BooksService;
  let orderModel: Model<Order>;
  let admin: Account;
  let alice: Account;
  let bob: Account;

  const auth = (account: Account) => ({ authorization: `Bearer ${account.token}` });
  const orderNow = async (account: Account, lines: Array<[string, number]>) => {
    const res = await t.http
      .post('/api/user/order/manual')
      .set(auth(account))
      .send({ books: lines.map(([book, quantity]) => ({ book, quantity })) });
    if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.order._id as string;
  };

  /** The shopper's cancel and the admin's status change, through either transport, answered alike. */
  const transports = {
    REST: {
      cancel: async (account: Account, id: string): Promise<Answer> => {
        const res = await t.http.post(`/api/user/orders/${id}/cancel`).set(auth(account));
        return res.status === 200
          ? { status: 200, message: res.body.message, order: res.body.order }
          : { status: res.status, code: res.body.error, message: res.body.message };
      },
      setStatus: async (account: Account, id: string, status: string): Promise<Answer> => {
        const res = await t.http.put(`/api/admin/orders/${id}`).set(auth(account)).send({ status });
        return res.status === 200
          ? { status: 200, message: res.body.message, order: res.body.order }
          : { status: res.status, code: res.body.error, message: res.body.message };
      },
    },
    GraphQL: {
      cancel: async (account: Account, id: string): Promise<Answer> =>
        fromGql(
          await gql(
            t.http,
            'mutation($id: ID!) { cancelOrder(id: $id) { message order { id status } } }',
            { id },
            account.token,
          ),
          'cancelOrder',
        ),
      setStatus: async (account: Account, id: string, status: string): Promise<Answer> =>
        fromGql(
          await gql(
            t.http,
            'mutation($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { message order { id status } } }',
            { id, status: status.toUpperCase() },
            account.token,
          ),
          'updateOrderStatus',
        ),
    },
  };

  function fromGql(res: { body: any }, field: string): Answer {
    const error = res.body.errors?.[0];
    if (error) return { status: error.extensions.statusCode, code: error.extensions.code, message: error.message };
    const { message, order } = res.body.data[field];
    return { status: 200, message, order: { _id: order.id, status: order.status.toLowerCase() } };
  }

  /** What a cancellation leaves behind once finished: no restock state on the order, no receipt on any book. */
  async function expectFinished(orderId: string, bookIds: string[]) {
    const stored = await orderModel.findById(orderId).lean();
    expect({ restock: stored?.restock, restockers: stored?.restockers }).toEqual({
      restock: undefined,
      restockers: undefined,
    });
    const receipts = await t.connection
      .collection('books')
      .find({ _id: { $in: bookIds.map((id) => new Types.ObjectId(id)) }, restocks: orderId })
      .toArray();
    expect(receipts).toEqual([]);
  }

  const historyOf = async (id: string) =>
    ((await orderModel.findById(id).lean())?.statusHistory ?? []).map((change) => change.status);

  beforeAll(async () => {
    t = await createTestApp();
    books = t.app.get(BooksService);
    orderModel = t.app.get(getModelToken(Order.name));
    admin = await registerUser(t.http, { role: 'admin', name: 'Store Admin' });
    alice = await registerUser(t.http, { name: 'Alice Reader' });
    bob = await registerUser(t.http, { name: 'Bob Browser' });
  });

  afterAll(() => t.close());

  describe.each(Object.keys(transports) as Array<keyof typeof transports>)('over %s', (transport) => {
    const { cancel, setStatus } = transports[transport];

    it('lets the shopper cancel a pending order: every copy back, recorded, and a second cancel changes nothing', async () => {
      const [a, b] = await addBooks(books, [5, 5]);
      const id = await orderNow(alice, [
        [a, 2],
        [b, 3],
      ]);
      expect(await stocksOf(books, [a, b])).toEqual([3, 2]);

      const first = await cancel(alice, id);
      expect(first).toMatchObject({ status: 200, message: 'Order cancelled', order: { _id: id, status: 'cancelled' } });
      expect(await stocksOf(books, [a, b])).toEqual([5, 5]);
      expect(await historyOf(id)).toEqual(['pending', 'cancelled']);
      await expectFinished(id, [a, b]);

      expect(await cancel(alice, id)).toMatchObject({ status: 200, order: { status: 'cancelled' } });
      expect(await stocksOf(books, [a, b])).toEqual([5, 5]);
      expect(await historyOf(id)).toEqual(['pending', 'cancelled']);
    });

    it("finds nobody else's order: another shopper and the admin (on the shopper's operation) get 404", async () => {
      const [a] = await addBooks(books, [5]);
      const id = await orderNow(alice, [[a, 1]]);
      expect(await cancel(bob, id)).toEqual({ status: 404, code: 'NOT_FOUND', message: 'Order not found' });
      expect(await cancel(admin, id)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      expect(await cancel(alice, '0123456789abcdef01234567')).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      expect(await cancel(alice, 'nope')).toMatchObject({ status: 400, code: 'INVALID_ID' });
      expect(await stocksOf(books, [a])).toEqual([4]);
    });

    it.each(['shipped', 'delivered'])(
      'refuses to cancel an order that is %s: 409 ORDER_NOT_CANCELLABLE, stock untouched',
      async (status) => {
        const [a] = await addBooks(books, [5]);
        const id = await orderNow(alice, [[a, 2]]);
        expect((await setStatus(admin, id, status)).status).toBe(200);
        expect(await cancel(alice, id)).toEqual({
          status: 409,
          code: 'ORDER_NOT_CANCELLABLE',
          message: NOT_CANCELLABLE,
        });
        expect(await setStatus(admin, id, 'cancelled')).toEqual({
          status: 409,
          code: 'ORDER_NOT_CANCELLABLE',
          message: NOT_CANCELLABLE,
        });
        expect(await stocksOf(books, [a])).toEqual([3]);
        // Moved back to pending by the admin, it may be cancelled again.
        expect((await setStatus(admin, id, 'pending')).status).toBe(200);
        expect((await cancel(alice, id)).status).toBe(200);
        expect(await stocksOf(books, [a])).toEqual([5]);
      },
    );

    it('lets the admin cancel a pending order from the status select; cancelled is final', async () => {
      const [a] = await addBooks(books, [4]);
      const id = await orderNow(bob, [[a, 3]]);
      const answer = await setStatus(admin, id, 'cancelled');
      expect(answer).toMatchObject({
        status: 200,
        message: 'Order status updated to cancelled',
        order: { status: 'cancelled' },
      });
      expect(await stocksOf(books, [a])).toEqual([4]);
      await expectFinished(id, [a]);
      const by = ((await orderModel.findById(id).lean())?.statusHistory ?? []).map((change) => String(change.by));
      expect(by).toEqual([bob.user._id, admin.user._id]);

      for (const status of ['pending', 'shipped', 'delivered']) {
        expect(await setStatus(admin, id, status)).toEqual({
          status: 409,
          code: 'ORDER_CANCELLED',
          message: 'This order was cancelled; its status can no longer change.',
        });
      }
      expect(await setStatus(admin, id, 'cancelled')).toMatchObject({ status: 200, order: { status: 'cancelled' } });
      expect(await stocksOf(books, [a])).toEqual([4]);
      expect(await historyOf(id)).toEqual(['pending', 'cancelled']);
    });

    it('gives the copies back once when 20 cancels of one order race', async () => {
      const [a, b] = await addBooks(books, [50, 50]);
      const id = await orderNow(alice, [
        [a, 7],
        [b, 4],
      ]);
      const answers = await Promise.all(Array.from({ length: 20 }, () => cancel(alice, id)));
      expect(answers.map((answer) => [answer.status, answer.order?.status])).toEqual(
        Array(20).fill([200, 'cancelled']),
      );
      expect(await stocksOf(books, [a, b])).toEqual([50, 50]);
      expect(await historyOf(id)).toEqual(['pending', 'cancelled']);
      await expectFinished(id, [a, b]);
    });

    it("decides once when the shopper's cancel races the admin's status change", async () => {
      const outcomes = { cancelled: 0, shipped: 0 };
      for (let round = 0; round < 8; round++) {
        const [a] = await addBooks(books, [10], `Race ${transport} ${round}`);
        const id = await orderNow(alice, [[a, 4]]);
        const [cancelled, shipped] = await Promise.all([cancel(alice, id), setStatus(admin, id, 'shipped')]);
        const final = (await orderModel.findById(id).lean())!.status;
        if (final === 'cancelled') {
          outcomes.cancelled++;
          expect(cancelled.status).toBe(200);
          expect(shipped).toMatchObject({ status: 409, code: 'ORDER_CANCELLED' });
          expect(await stocksOf(books, [a])).toEqual([10]);
          await expectFinished(id, [a]);
        } else {
          outcomes.shipped++;
          expect(final).toBe('shipped');
          expect(shipped.status).toBe(200);
          expect(cancelled).toMatchObject({ status: 409, code: 'ORDER_NOT_CANCELLABLE' });
          expect(await stocksOf(books, [a])).toEqual([6]);
        }
        expect(await historyOf(id)).toEqual(['pending', final]);
      }
      process.stdout.write(`cancel vs ship over ${transport}: ${JSON.stringify(outcomes)}\n`);
    });

    it("gives the copies back once when the shopper's cancel races the admin's", async () => {
      const [a] = await addBooks(books, [10]);
      const id = await orderNow(alice, [[a, 5]]);
      const answers = await Promise.all([
        cancel(alice, id),
        setStatus(admin, id, 'cancelled'),
        cancel(alice, id),
        setStatus(admin, id, 'cancelled'),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      expect(await stocksOf(books, [a])).toEqual([10]);
      expect(await historyOf(id)).toEqual(['pending', 'cancelled']);
      await expectFinished(id, [a]);
    });
  });

  it('lists and filters cancelled orders: the shopper sees them, the admin filters by status', async () => {
    const [a] = await addBooks(books, [5]);
    const id = await orderNow(bob, [[a, 1]]);
    await transports.REST.cancel(bob, id);
    const mine = await t.http.get('/api/user/orders').set(auth(bob));
    expect(mine.body.orders.find((order: { _id: string }) => order._id === id).status).toBe('cancelled');
    const filtered = await gql(
      t.http,
      '{ orders(status: CANCELLED, first: 50) { edges { node { id status } } } }',
      {},
      admin.token,
    );
    const nodes = filtered.body.data.orders.edges.map((edge: { node: { id: string; status: string } }) => edge.node);
    expect(nodes.map((node: { id: string }) => node.id)).toContain(id);
    expect(nodes.every((node: { status: string }) => node.status === 'CANCELLED')).toBe(true);
  });
});
