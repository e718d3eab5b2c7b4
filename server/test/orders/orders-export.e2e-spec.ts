import { parse } from 'csv-parse/sync';
import { expectError, expectGqlError, gql, registerUser, type Account } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addressInput } from '../addresses/address-fixtures';
import { addBook, adminAndUser, auth } from '../books/book-fixtures';

const EXPORT = `query($from: String!, $to: String!) { ordersExport(from: $from, to: $to) { path fileName } }`;

/** The orders of a range as the accounts' CSV: REST streams it, GraphQL says where. */
describe('orders export', () => {
  let testApp: TestApp;
  let admin: Account;
  let user: Account;

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ admin, user } = await adminAndUser(testApp));
  });
  afterAll(() => testApp.close());

  const download = (query: string) =>
    testApp.http
      .get(`/api/admin/orders/export${query}`)
      .set(auth(admin.token))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      });

  async function order(account: Account, bookId: string, quantity: number) {
    const res = await testApp.http
      .post('/api/user/order/manual')
      .set(auth(account.token))
      .send({ books: [{ book: bookId, quantity }] });
    expect(res.status).toBe(201);
    return res.body.order._id as string;
  }

  /** The breakdown of an order of a store without shipping, tax or codes: collected in store, its books' total. */
  const BOOKS_ONLY = (total: string) => ({
    subtotal: total,
    discount: '0.00',
    discount_code: '',
    shipping: '0.00',
    shipping_method: 'Collect in store',
    tax: '0.00',
    tax_included: 'no',
    payment_method: 'on-delivery',
    payment_state: 'awaiting',
    paid_at: '',
    paid_amount: '',
    refund_amount: '',
    refunded_at: '',
  });

  it('lists the orders of the days asked, oldest first, with customer, lines, total and delivery address; formula-like cells prefixed', async () => {
    const book = await addBook(testApp.http, admin.token, { title: 'Ledger Tales', price: '12.5', stock: '50' });
    const other = await addBook(testApp.http, admin.token, { title: '=SUM(A1:A2)', price: '3', stock: '50' });
    const sneaky = await registerUser(testApp.http, { name: '@Mallory' });
    await testApp.http
      .post('/api/user/addresses')
      .set(auth(user.token))
      .send(addressInput(1, { fullName: 'Ada Lovelace', city: 'London' }));
    const early = await order(user, book._id, 2);
    const late = await order(sneaky, other._id, 1);
    const outside = await order(user, book._id, 1);
    const orders = testApp.connection.db!.collection('orders');
    const { Types } = await import('mongoose');
    await orders.updateOne(
      { _id: new Types.ObjectId(early) },
      { $set: { orderedAt: new Date('2026-03-01T09:00:00Z') } },
    );
    await orders.updateOne(
      { _id: new Types.ObjectId(late) },
      { $set: { orderedAt: new Date('2026-03-31T23:59:59Z') } },
    );
    await orders.updateOne(
      { _id: new Types.ObjectId(outside) },
      { $set: { orderedAt: new Date('2026-04-01T00:00:00Z') } },
    );

    const res = await download('?from=2026-03-01&to=2026-03-31');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="orders-2026-03-01-to-2026-03-31.csv"');
    const rows = parse((res.body as string).replace(/^\uFEFF/, ''), { columns: true }) as Array<Record<string, string>>;
    expect(rows).toEqual([
      {
        order_id: early,
        date: '2026-03-01T09:00:00.000Z',
        customer: user.user.name,
        email: user.user.email,
        status: 'pending',
        lines: '2 × Ledger Tales @ 12.50',
        total: '25.00',
        delivery_address: expect.stringMatching(/^Ada Lovelace, .*London/),
        ...BOOKS_ONLY('25.00'),
      },
      {
        order_id: late,
        date: '2026-03-31T23:59:59.000Z',
        customer: "'@Mallory",
        email: sneaky.user.email,
        status: 'pending',
        lines: "'1 × =SUM(A1:A2) @ 3.00".slice(1),
        total: '3.00',
        delivery_address: '',
        ...BOOKS_ONLY('3.00'),
      },
    ]);
    expect((await download('?from=2026-04-02&to=2026-04-30')).body).toBe(
      '\uFEFForder_id,date,customer,email,status,lines,total,delivery_address,subtotal,discount,discount_code,shipping,shipping_method,tax,tax_included,payment_method,payment_state,paid_at,paid_amount,refund_amount,refunded_at\n',
    );
  });

  it.each([
    ['', 'from is required'],
    ['?from=2026-03-01', 'to is required'],
    ['?from=2026-3-1&to=2026-03-31', 'from must be a date as YYYY-MM-DD'],
    ['?from=2026-02-30&to=2026-03-31', 'from is not a real date'],
    ['?from=2026-03-31&to=2026-03-01', 'to must be the same day as from or later'],
  ])('refuses the range %p with 400: %s', async (query, message) => {
    const res = await testApp.http.get(`/api/admin/orders/export${query}`).set(auth(admin.token));
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(res.body.message).toBe(message);
  });

  it('GraphQL says where to download it, after the same checks; shoppers are refused', async () => {
    const res = await gql(testApp.http, EXPORT, { from: '2026-03-01', to: '2026-03-31' }, admin.token);
    expect(res.body.data.ordersExport).toEqual({
      path: '/api/admin/orders/export?from=2026-03-01&to=2026-03-31',
      fileName: 'orders-2026-03-01-to-2026-03-31.csv',
    });
    expectGqlError(
      await gql(testApp.http, EXPORT, { from: '2026-03-31', to: '2026-03-01' }, admin.token),
      'VALIDATION_FAILED',
    );
    expectGqlError(await gql(testApp.http, EXPORT, { from: '2026-03-01', to: '2026-03-31' }, user.token), 'FORBIDDEN');
    const refused = await testApp.http
      .get('/api/admin/orders/export?from=2026-03-01&to=2026-03-31')
      .set(auth(user.token));
    expectError(refused, 403, 'FORBIDDEN');
  });
});
