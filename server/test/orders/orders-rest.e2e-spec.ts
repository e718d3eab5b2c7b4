import { BooksService } from '../../src/books/books.service';
import { Account, expectError, registerUser } from '../setup/helpers';
import { expectNoInternals } from '../setup/expectations';
import { createTestApp, type TestApp } from '../setup/test-app';
import {
  addBooks,
  REST_LINE_KEYS,
  REST_ORDER_KEYS,
  REST_ORDERED_BOOK_KEYS,
  stocksOf,
  UNKNOWN_ID,
} from './order-fixtures';

/** The order routes (docs/api.md "Orders"), over REST. */
/** The invoice an order shows once issued (just after it is placed), with the reader's download path. */
const invoiceOf = (id: string, reader: 'user' | 'admin') => ({
  number: expect.stringMatching(/^\d{4}-\d{6}$/),
  issuedAt: expect.any(String),
  total: expect.any(Number),
  downloadPath: `/api/${reader}/orders/${id}/invoice`,
});

describe('orders over REST', () => {
  let t: TestApp;
  let books: BooksService;
  let admin: Account;
  let alice: Account;
  let bob: Account;

  const auth = (account: Account) => ({ authorization: `Bearer ${account.token}` });
  const orderNow = (account: Account, body: unknown) =>
    t.http
      .post('/api/user/order/manual')
      .set(auth(account))
      .send(body as object);

  beforeAll(async () => {
    t = await createTestApp();
    books = t.app.get(BooksService);
    admin = await registerUser(t.http, { role: 'admin', name: 'Store Admin' });
    alice = await registerUser(t.http, { name: 'Alice Reader' });
    bob = await registerUser(t.http, { name: 'Bob Browser' });
  });

  afterAll(() => t.close());

  it('places a manual order: 201 with the message and the order in the WIRE shape, prices from the store', async () => {
    const [a, b] = await addBooks(books, [5, 5]);
    const res = await orderNow(alice, {
      books: [
        { book: a, quantity: 2 },
        { book: b, quantity: 1 },
      ],
      totalAmount: 0.01,
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Order placed successfully!');
    const { order } = res.body;
    expect(Object.keys(order).sort()).toEqual(REST_ORDER_KEYS);
    expect(Object.keys(order.books[0]).sort()).toEqual(REST_LINE_KEYS);
    expect(Object.keys(order.books[0].book).sort()).toEqual(REST_ORDERED_BOOK_KEYS);
    expect(order).toMatchObject({
      status: 'pending',
      totalAmount: 31.3, // 2 × 10.10 + 11.10, whatever the client sent
      itemCount: 3,
      user: { _id: alice.user._id, name: 'Alice Reader', email: alice.user.email },
      books: [
        {
          book: { _id: a, title: 'Order Book 1', price: 10.1, category: 'Fiction', image: '' },
          quantity: 2,
          price: 10.1,
          lineTotal: 20.2,
        },
        { book: { _id: b, title: 'Order Book 2', price: 11.1 }, quantity: 1, price: 11.1, lineTotal: 11.1 },
      ],
      statusHistory: [{ status: 'pending', at: expect.any(String), by: null }],
      shippingAddress: null,
    });
    expect(new Date(order.orderedAt).toISOString()).toBe(order.orderedAt);
    expect(await stocksOf(books, [a, b])).toEqual([3, 4]);
  });

  it('merges repeated lines of one book into one line', async () => {
    const [a] = await addBooks(books, [5]);
    const res = await orderNow(alice, {
      books: [
        { book: a, quantity: 1 },
        { book: a.toUpperCase(), quantity: 2 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.order.books).toEqual([expect.objectContaining({ quantity: 3 })]);
    expect(await stocksOf(books, [a])).toEqual([2]);
  });

  it.each([
    ['0', 0],
    ['-1', -1],
    ['1.5', 1.5],
    ['"3" (a string)', '3'],
    ['an operator object', { $gt: 0 }],
    ['null', null],
  ])('refuses the quantity %s with 400 VALIDATION_FAILED and takes nothing', async (_label, quantity) => {
    const [a] = await addBooks(books, [5]);
    const res = await orderNow(alice, { books: [{ book: a, quantity }] });
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(res.body.message).toMatch(/Quantity/);
    expect(await stocksOf(books, [a])).toEqual([5]);
  });

  it.each([
    ['no body', undefined, 'VALIDATION_FAILED'],
    ['no books', {}, 'VALIDATION_FAILED'],
    ['an empty list', { books: [] }, 'VALIDATION_FAILED'],
    ['books as text', { books: 'all' }, 'VALIDATION_FAILED'],
    ['a line without a book', { books: [{ quantity: 1 }] }, 'VALIDATION_FAILED'],
    ['a line that is not an object', { books: ['abc'] }, 'VALIDATION_FAILED'],
    ['a malformed book id', { books: [{ book: 'not-an-id', quantity: 1 }] }, 'INVALID_ID'],
    ['a book id as an object', { books: [{ book: { $ne: null }, quantity: 1 }] }, 'VALIDATION_FAILED'],
  ])('refuses %s with a 400 and a message a person can act on', async (_label, body, code) => {
    const res = await orderNow(alice, body);
    expectError(res, 400, code);
    expectNoInternals(res);
  });

  it('answers 404 "Book not found" for an unknown book and 400 INSUFFICIENT_STOCK above the stock, taking nothing', async () => {
    const [a, b] = await addBooks(books, [3, 1]);
    const unknown = await orderNow(alice, {
      books: [
        { book: a, quantity: 1 },
        { book: UNKNOWN_ID, quantity: 1 },
      ],
    });
    expectError(unknown, 404, 'NOT_FOUND');
    expect(unknown.body.message).toBe('Book not found');
    const short = await orderNow(alice, {
      books: [
        { book: a, quantity: 2 },
        { book: b, quantity: 2 },
      ],
    });
    expectError(short, 400, 'INSUFFICIENT_STOCK');
    expect(short.body.message).toBe('Insufficient stock for Order Book 2. Available: 1, Requested: 2');
    expect(await stocksOf(books, [a, b])).toEqual([3, 1]);
  });

  it('keeps the price at ordering: a later price change or deletion changes no placed order', async () => {
    const [a] = await addBooks(books, [5]);
    const placed = (await orderNow(alice, { books: [{ book: a, quantity: 2 }] })).body.order;
    const book = await books.findOne(a);
    await books.update(a, {
      title: 'Renamed',
      author: book.author,
      category: book.category,
      description: book.description,
      price: 99.99,
      stock: book.stock,
    });
    const later = (await orderNow(alice, { books: [{ book: a, quantity: 1 }] })).body.order;
    expect(later).toMatchObject({ totalAmount: 99.99, books: [{ price: 99.99, book: { title: 'Renamed' } }] });
    await books.remove(a);
    await t.issueDocuments();
    const again = await t.http.get(`/api/user/orders/${placed._id}`).set(auth(alice));
    expect(again.status).toBe(200);
    // The same, with the invoice issued just after it was placed.
    expect(again.body.order).toEqual({ ...placed, invoice: invoiceOf(placed._id, 'user') });
  });

  it("lists the shopper's own orders newest first, [] for none, and shows another's order as 404", async () => {
    const carol = await registerUser(t.http);
    expect((await t.http.get('/api/user/orders').set(auth(carol))).body).toEqual({ orders: [] });
    const [a] = await addBooks(books, [10]);
    const first = (await orderNow(carol, { books: [{ book: a, quantity: 1 }] })).body.order;
    const second = (await orderNow(carol, { books: [{ book: a, quantity: 2 }] })).body.order;
    const list = await t.http.get('/api/user/orders').set(auth(carol));
    expect(list.status).toBe(200);
    expect(list.body.orders.map((o: { _id: string }) => o._id)).toEqual([second._id, first._id]);
    await t.issueDocuments();

    expect((await t.http.get(`/api/user/orders/${first._id}`).set(auth(carol))).body).toEqual({
      order: { ...first, invoice: invoiceOf(first._id, 'user') },
    });
    const foreign = await t.http.get(`/api/user/orders/${first._id}`).set(auth(bob));
    expectError(foreign, 404, 'NOT_FOUND');
    expect(foreign.body.message).toBe('Order not found');
    expectError(await t.http.get(`/api/user/orders/${UNKNOWN_ID}`).set(auth(carol)), 404, 'NOT_FOUND');
    expectError(await t.http.get('/api/user/orders/12345').set(auth(carol)), 400, 'INVALID_ID');
  });

  it('gives the admin every order newest first with the customer filled in, and one by id', async () => {
    const [a] = await addBooks(books, [10]);
    const mine = (await orderNow(bob, { books: [{ book: a, quantity: 1 }] })).body.order;
    await t.issueDocuments();
    const all = await t.http.get('/api/admin/orders').set(auth(admin));
    expect(all.status).toBe(200);
    // The admin also sees who made each status change; the shopper's own views say null.
    const asAdminSees = {
      ...mine,
      user: { _id: bob.user._id, name: 'Bob Browser', email: bob.user.email },
      statusHistory: [{ ...mine.statusHistory[0], by: { _id: bob.user._id, name: 'Bob Browser' } }],
      // The admin may move it to any status the lifecycle allows; its shopper may only cancel it.
      nextStatuses: ['shipped', 'delivered', 'cancelled'],
      invoice: invoiceOf(mine._id, 'admin'),
      // Only the admin may record its payment.
      payment: { ...mine.payment, canMarkPaid: true },
    };
    expect(mine.nextStatuses).toEqual(['cancelled']);
    expect(mine.statusHistory[0].by).toBeNull();
    expect(all.body.orders[0]).toEqual(asAdminSees);
    const times = all.body.orders.map((o: { orderedAt: string }) => o.orderedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await t.http.get(`/api/admin/orders/${mine._id}`).set(auth(admin))).body).toEqual({ order: asAdminSees });
    expectError(await t.http.get(`/api/admin/orders/${UNKNOWN_ID}`).set(auth(admin)), 404, 'NOT_FOUND');
  });

  it('lets the admin set any status, recording each change, and refuses anything else', async () => {
    const [a] = await addBooks(books, [10]);
    const { _id } = (await orderNow(alice, { books: [{ book: a, quantity: 1 }] })).body.order;
    const set = (status: unknown) => t.http.put(`/api/admin/orders/${_id}`).set(auth(admin)).send({ status });

    const shipped = await set('shipped');
    expect(shipped.status).toBe(200);
    expect(shipped.body).toEqual({
      message: 'Order status updated to shipped',
      order: expect.objectContaining({ _id, status: 'shipped' }),
    });
    expect((await set('delivered')).body.order.status).toBe('delivered');
    const back = await set('pending');
    expect(back.body.message).toBe('Order status updated to pending');
    expect(back.body.order.statusHistory.map((change: { status: string }) => change.status)).toEqual([
      'pending',
      'shipped',
      'delivered',
      'pending',
    ]);
    expect((await set('pending')).body.order.statusHistory).toHaveLength(4);

    expect(back.body.order.statusHistory.map((change: { by: { name: string } }) => change.by.name)).toEqual([
      'Alice Reader',
      'Store Admin',
      'Store Admin',
      'Store Admin',
    ]);

    for (const bad of ['Cancelled', 'placing', 'cancelling', '', 3, null, { $ne: 'x' }]) {
      const res = await set(bad);
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.message).toMatch(/^Status (must be one of pending, shipped, delivered, cancelled|is required)$/);
    }
    expectError(await t.http.put(`/api/admin/orders/${_id}`).set(auth(admin)).send({}), 400, 'VALIDATION_FAILED');
    expectError(
      await t.http.put(`/api/admin/orders/${UNKNOWN_ID}`).set(auth(admin)).send({ status: 'shipped' }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await t.http.put('/api/admin/orders/xyz').set(auth(admin)).send({ status: 'shipped' }),
      400,
      'INVALID_ID',
    );
    expectError(
      await t.http.put(`/api/admin/orders/${_id}`).set(auth(alice)).send({ status: 'shipped' }),
      403,
      'FORBIDDEN',
    );
  });
});
