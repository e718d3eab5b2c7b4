import { BooksService } from '../../src/books/books.service';
import { JobRunner } from '../../src/jobs/job-runner';
import { addBook, postBook } from '../books/book-fixtures';
import { addBooks } from '../orders/order-fixtures';
import { type Account, expectError, expectGqlError, gql, registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';

type Change = { field: string; before: string | null; after: string | null };
type Entry = {
  id: string;
  at: string;
  actor: { id: string; name: string };
  action: string;
  target: { type: string; id: string; label: string };
  changes: Change[];
};
type Page = { entries: Entry[]; endCursor: string | null; hasNextPage: boolean; totalCount: number };
type Filters = Partial<Record<'action' | 'actor' | 'target' | 'targetType' | 'from' | 'to' | 'after', string>> & {
  first?: number;
};

/** The fields of the book the tests edit that the edit leaves as they are. */
const SAME = { title: 'Logged', author: 'Test Author', category: 'Fiction', description: 'A book made by a test.' };

const ENTRY_FIELDS = 'id at actor { id name } action target { type id label } changes { field before after }';

/**
 * The activity log (docs/api.md "Activity"): every admin change appears once, with who made it and
 * the changed fields' values before and after, through REST and GraphQL alike; newest first,
 * filtered and paged; the admin's only.
 */
describe('the activity log', () => {
  let t: TestApp;
  let admin: Account;
  let shopper: Account;

  const auth = (account: Account) => ({ authorization: `Bearer ${account.token}` });
  const relay = () => t.app.get(JobRunner).runNow('activity');

  async function placeOrder(): Promise<string> {
    const [book] = await addBooks(t.app.get(BooksService), [5], 'Logged Book');
    const res = await t.http
      .post('/api/user/order/manual')
      .set(auth(shopper))
      .send({ books: [{ book, quantity: 1 }] });
    expect(res.status).toBe(201);
    return res.body.order._id;
  }

  const transports = {
    REST: {
      read: async (account: Account, filters: Filters = {}): Promise<Page | { status: number; code: string }> => {
        const res = await t.http.get('/api/admin/activity').query(filters).set(auth(account));
        if (res.status !== 200) return { status: res.status, code: res.body.error };
        return {
          entries: res.body.edges.map((edge: { node: Entry }) => edge.node),
          endCursor: res.body.pageInfo.endCursor,
          hasNextPage: res.body.pageInfo.hasNextPage,
          totalCount: res.body.totalCount,
        };
      },
      editPrice: async (id: string, price: string) => {
        const fields = { ...SAME, price, stock: 3 };
        const res = await postBook(t.http, admin.token, fields, undefined, `/api/admin/updateBook/${id}`);
        expect(res.status).toBe(200);
      },
      setStatus: async (id: string, status: string, shipment: object = {}) => {
        const res = await t.http
          .put(`/api/admin/orders/${id}`)
          .set(auth(admin))
          .send({ status, ...shipment });
        expect(res.status).toBe(200);
      },
      addNote: async (id: string, text: string) => {
        const res = await t.http.post(`/api/admin/orders/${id}/notes`).set(auth(admin)).send({ text });
        expect(res.status).toBe(201);
      },
      deleteBook: async (id: string) => {
        expect((await t.http.delete(`/api/admin/deleteBook/${id}`).set(auth(admin))).status).toBe(200);
      },
    },
    GraphQL: {
      read: async (account: Account, filters: Filters = {}): Promise<Page | { status: number; code: string }> => {
        const names = Object.keys(filters);
        const types: Record<string, string> = {
          first: 'Int',
          action: 'ActivityAction',
          targetType: 'ActivityTargetType',
        };
        const params = names.map((name) => `$${name}: ${types[name] ?? 'String'}`).join(', ');
        const args = names.map((name) => `${name}: $${name}`).join(', ');
        const res = await gql(
          t.http,
          `query Activity${params ? `(${params})` : ''} { activity${args ? `(${args})` : ''} {
            totalCount pageInfo { hasNextPage endCursor } edges { node { ${ENTRY_FIELDS} } } } }`,
          filters,
          account.token,
        );
        const error = res.body.errors?.[0];
        if (error) return { status: error.extensions.statusCode, code: error.extensions.code };
        const page = res.body.data.activity;
        return {
          entries: page.edges.map((edge: { node: Entry }) => edge.node),
          endCursor: page.pageInfo.endCursor,
          hasNextPage: page.pageInfo.hasNextPage,
          totalCount: page.totalCount,
        };
      },
      editPrice: async (id: string, price: string) => {
        const res = await gql(
          t.http,
          'mutation ($id: ID!, $input: BookInput!) { updateBook(id: $id, input: $input) { book { id } } }',
          { id, input: { ...SAME, price: Number(price), stock: 3 } },
          admin.token,
        );
        expect(res.body.errors).toBeUndefined();
      },
      setStatus: async (id: string, status: string, shipment?: object) => {
        const res = await gql(
          t.http,
          'mutation ($id: ID!, $status: OrderStatus!, $shipment: ShipmentInput) { updateOrderStatus(id: $id, status: $status, shipment: $shipment) { order { id } } }',
          { id, status: status.toUpperCase(), shipment },
          admin.token,
        );
        expect(res.body.errors).toBeUndefined();
      },
      addNote: async (id: string, text: string) => {
        const res = await gql(
          t.http,
          'mutation ($orderId: ID!, $input: AddOrderNoteInput!) { addOrderNote(orderId: $orderId, input: $input) { note { id } } }',
          { orderId: id, input: { text } },
          admin.token,
        );
        expect(res.body.errors).toBeUndefined();
      },
      deleteBook: async (id: string) => {
        const res = await gql(t.http, 'mutation ($id: ID!) { deleteBook(id: $id) { message } }', { id }, admin.token);
        expect(res.body.errors).toBeUndefined();
      },
    },
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerUser(t.http, { role: 'admin', name: 'Store Admin' });
    shopper = await registerUser(t.http, { name: 'Sam Shopper' });
  });

  afterAll(() => t.close());

  beforeEach(async () => {
    await relay();
    await t.connection.db!.collection('activity').deleteMany({});
  });

  describe.each(Object.keys(transports) as Array<keyof typeof transports>)('over %s', (transport) => {
    const { read, editPrice, setStatus, addNote, deleteBook } = transports[transport];
    const page = async (filters?: Filters) => (await read(admin, filters)) as Page;

    it('records a price change and a status change once each, with the values before and after', async () => {
      const book = await addBook(t.http, admin.token, { title: 'Logged', price: '10', stock: '3' });
      await relay();
      await t.connection.db!.collection('activity').deleteMany({});
      const orderId = await placeOrder();

      await editPrice(book._id, '12.50');
      await setStatus(orderId, 'shipped');
      await relay();
      await relay();

      const { entries, totalCount } = await page();
      expect(totalCount).toBe(2);
      expect(entries).toEqual([
        {
          id: expect.any(String),
          at: expect.any(String),
          actor: { id: admin.user._id, name: 'Store Admin' },
          action: 'ORDER_STATUS_CHANGED',
          target: { type: 'ORDER', id: orderId, label: `#${orderId.slice(-8)}` },
          changes: [{ field: 'status', before: 'pending', after: 'shipped' }],
        },
        {
          id: expect.any(String),
          at: expect.any(String),
          actor: { id: admin.user._id, name: 'Store Admin' },
          action: 'BOOK_UPDATED',
          target: { type: 'BOOK', id: book._id, label: 'Logged' },
          changes: [{ field: 'price', before: '10.00', after: '12.50' }],
        },
      ]);
    });

    it("records the admin's cancellation, notes, new books and deletions, never a shopper's order", async () => {
      const orderId = await placeOrder();
      const shoppersOwn = await placeOrder();
      const cancel = await t.http.post(`/api/user/orders/${shoppersOwn}/cancel`).set(auth(shopper));
      expect(cancel.status).toBe(200);
      await addNote(orderId, 'Customer called.');
      await setStatus(orderId, 'cancelled');
      const book = await addBook(t.http, admin.token, { title: 'Short-lived', price: '4', stock: '1' });
      await deleteBook(book._id);
      await relay();

      const { entries } = await page();
      expect(entries.map((entry) => [entry.action, entry.target.label, entry.changes])).toEqual([
        ['BOOK_DELETED', 'Short-lived', expect.arrayContaining([{ field: 'price', before: '4.00', after: null }])],
        ['BOOK_CREATED', 'Short-lived', expect.arrayContaining([{ field: 'price', before: null, after: '4.00' }])],
        ['ORDER_CANCELLED', `#${orderId.slice(-8)}`, [{ field: 'status', before: 'pending', after: 'cancelled' }]],
        ['ORDER_NOTE_ADDED', `#${orderId.slice(-8)}`, [{ field: 'note', before: null, after: 'Customer called.' }]],
      ]);
    });

    it('filters by action, target and days, and pages newest first without repeats', async () => {
      const orderId = await placeOrder();
      await setStatus(
        orderId,
        'shipped',
        transport === 'REST' ? { carrier: '', trackingNumber: 'TRK-1' } : { trackingNumber: 'TRK-1' },
      );
      await setStatus(orderId, 'delivered');
      await setStatus(orderId, 'pending');
      await addNote(orderId, 'Returned.');
      await relay();

      const moves = await page({ action: 'ORDER_STATUS_CHANGED' });
      expect(moves.entries.map((entry) => entry.changes[0])).toEqual([
        { field: 'status', before: 'delivered', after: 'pending' },
        { field: 'status', before: 'shipped', after: 'delivered' },
        { field: 'status', before: 'pending', after: 'shipped' },
      ]);
      expect(moves.entries[2].changes[1]).toEqual({ field: 'trackingNumber', before: null, after: 'TRK-1' });
      expect((await page({ target: orderId })).totalCount).toBe(4);
      expect((await page({ targetType: 'BOOK' })).totalCount).toBe(0);
      expect((await page({ actor: admin.user._id })).totalCount).toBe(4);
      const today = new Date().toISOString().slice(0, 10);
      expect((await page({ from: today, to: today })).totalCount).toBe(4);
      expect((await page({ to: '2000-01-01' })).totalCount).toBe(0);

      const first = await page({ first: 3 });
      expect(first).toMatchObject({ hasNextPage: true, totalCount: 4 });
      const second = await page({ first: 3, after: first.endCursor! });
      expect(second).toMatchObject({ hasNextPage: false });
      const ids = [...first.entries, ...second.entries].map((entry) => entry.id);
      expect(new Set(ids).size).toBe(4);
      const times = [...first.entries, ...second.entries].map((entry) => Date.parse(entry.at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('refuses shoppers, visitors and bad filters', async () => {
      expect(await read(shopper)).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect(await read(admin, { from: '2026-13-01' })).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect(await read(admin, { from: '2026-02-02', to: '2026-02-01' })).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
      });
      expect(await read(admin, { after: 'not-a-cursor' })).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect(await read(admin, { actor: 'nobody' })).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    });
  });

  it('answers REST refusals in the error shape, and a bad action by name', async () => {
    expectError(await t.http.get('/api/admin/activity'), 401, 'UNAUTHENTICATED');
    expectError(await t.http.get('/api/admin/activity').set(auth(shopper)), 403, 'FORBIDDEN');
    const bad = await t.http.get('/api/admin/activity?action=PRICE').set(auth(admin));
    expectError(bad, 400, 'VALIDATION_FAILED');
    expect(bad.body.message).toMatch(/^action must be one of ORDER_STATUS_CHANGED/);
    // Days are checked as every route that takes them checks them (common/dates/days.ts).
    for (const [query, message] of [
      ['from=2026-02-30', 'from is not a real date'],
      ['to=2026-02-30', 'to is not a real date'],
      ['from=2026-02-02&to=2026-02-01', 'to must be the same day as from or later'],
    ]) {
      const res = await t.http.get(`/api/admin/activity?${query}`).set(auth(admin));
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.message).toBe(message);
    }
    expectGqlError(await gql(t.http, '{ activity { totalCount } }', {}, shopper.token), 'FORBIDDEN');
  });
});
