import { BooksService } from '../../src/books/books.service';
import { JobRunner } from '../../src/jobs/job-runner';
import { CUSTOMER_KEYS_JOB } from '../../src/users/users.module';
import { addressInput } from '../addresses/address-fixtures';
import { submit } from '../complaints/complaint-fixtures';
import { addBooks, UNKNOWN_ID } from '../orders/order-fixtures';
import { Account, expectError, expectGqlError, gql, registerUser, uniqueEmail } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';

const CUSTOMER_FIELDS = 'id name email registeredAt orderCount totalSpent lastOrderAt openComplaints';
const LIST = `query List($search: String, $first: Int, $after: String) {
  customers(search: $search, first: $first, after: $after) {
    totalCount totalCountCapped pageInfo { hasNextPage endCursor } edges { cursor node { ${CUSTOMER_FIELDS} } } } }`;
const ONE = `query One($id: ID!, $first: Int) { customer(id: $id) {
  customer { ${CUSTOMER_FIELDS} } addresses { id city isDefault }
  orders(first: $first) { totalCount pageInfo { hasNextPage endCursor } edges { node { id totalAmount status user { id name } } } }
  complaints(first: $first) { totalCount edges { node { id title status } } } } }`;

type RestCustomer = {
  _id: string;
  name: string;
  email: string;
  registeredAt: string;
  orderCount: number;
  totalSpent: number;
  lastOrderAt: string | null;
  openComplaints: number;
};

/**
 * The admin's customers (docs/api.md "Customers"): shoppers by name with their figures worked out
 * from their own orders and complaints, a search by the start of a name or an email, a customer's
 * page, the CSV export; both transports, the admin only.
 */
describe('customers', () => {
  let t: TestApp;
  let admin: Account;
  let alice: Account;
  let bob: Account;
  let carol: Account;
  let bookIds: string[];

  const auth = (account: Account) => ({ authorization: `Bearer ${account.token}` });
  const orderNow = async (account: Account, lines: Array<[string, number]>) => {
    const res = await t.http
      .post('/api/user/order/manual')
      .set(auth(account))
      .send({ books: lines.map(([book, quantity]) => ({ book, quantity })) });
    if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.order as { _id: string; totalAmount: number; orderedAt: string };
  };
  const restList = async (query = '') => {
    const res = await t.http.get(`/api/admin/customers${query}`).set(auth(admin));
    expect(res.status).toBe(200);
    return res.body as {
      customers: RestCustomer[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      totalCount: number;
      totalCountCapped: boolean;
    };
  };
  const gqlList = async (variables: Record<string, unknown> = {}) => {
    const res = await gql(t.http, LIST, variables, admin.token);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.customers as {
      totalCount: number;
      totalCountCapped: boolean;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      edges: Array<{ node: RestCustomer & { id: string } }>;
    };
  };
  /** Each shopper's figures counted again from every order the admin sees. */
  const recount = async () => {
    const { orders } = (await t.http.get('/api/admin/orders').set(auth(admin))).body as {
      orders: Array<{ user: { _id: string }; status: string; totalAmount: number; orderedAt: string }>;
    };
    const figures = new Map<string, { orderCount: number; totalSpent: number; lastOrderAt: string | null }>();
    for (const order of orders) {
      const current = figures.get(order.user._id) ?? { orderCount: 0, totalSpent: 0, lastOrderAt: null };
      if (order.status !== 'cancelled') {
        current.orderCount += 1;
        current.totalSpent = Math.round((current.totalSpent + order.totalAmount) * 100) / 100;
      }
      if (!current.lastOrderAt || order.orderedAt > current.lastOrderAt) current.lastOrderAt = order.orderedAt;
      figures.set(order.user._id, current);
    }
    return figures;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerUser(t.http, { role: 'admin', name: 'Store Admin' });
    bob = await registerUser(t.http, { name: 'Bob Browser', email: uniqueEmail('bob') });
    alice = await registerUser(t.http, { name: 'alice Reader', email: uniqueEmail('reader') });
    carol = await registerUser(t.http, { name: 'Carol Quiet', email: uniqueEmail('carol') });
    bookIds = await addBooks(t.app.get(BooksService), [50, 50], 'Customer Book');
  });

  afterAll(() => t.close());

  it('lists shoppers by name (never the admin) with figures equal to a recount, after orders and a cancellation, on both transports', async () => {
    await orderNow(alice, [[bookIds[0], 2]]);
    const cancelled = await orderNow(alice, [[bookIds[1], 1]]);
    const kept = await orderNow(alice, [[bookIds[1], 3]]);
    await orderNow(bob, [[bookIds[0], 1]]);
    await t.http.post(`/api/user/orders/${cancelled._id}/cancel`).set(auth(alice)).expect(200);
    await submit(t.http, alice);
    const answered = await submit(t.http, alice, { title: 'Wrong book' });
    await t.http
      .put(`/api/admin/complaint/${answered._id}`)
      .set(auth(admin))
      .send({ status: 'resolved', adminResponse: 'Sorted.' })
      .expect(200);

    const rest = await restList();
    expect(rest.customers.map((customer) => customer.name)).toEqual(['alice Reader', 'Bob Browser', 'Carol Quiet']);
    expect(rest.totalCount).toBe(3);
    expect(rest.totalCountCapped).toBe(false);
    expect(Object.keys(rest.customers[0]).sort()).toEqual(
      ['_id', 'email', 'lastOrderAt', 'name', 'openComplaints', 'orderCount', 'registeredAt', 'totalSpent'].sort(),
    );
    const counted = await recount();
    for (const customer of rest.customers) {
      const expected = counted.get(customer._id) ?? { orderCount: 0, totalSpent: 0, lastOrderAt: null };
      expect({
        orderCount: customer.orderCount,
        totalSpent: customer.totalSpent,
        lastOrderAt: customer.lastOrderAt,
      }).toEqual(expected);
    }
    const aliceRow = rest.customers[0];
    expect(aliceRow.orderCount).toBe(2); // the cancelled order earns nothing
    expect(aliceRow.lastOrderAt).toBe(kept.orderedAt);
    expect(aliceRow.openComplaints).toBe(1);
    expect(rest.customers[2]).toMatchObject({ orderCount: 0, totalSpent: 0, lastOrderAt: null, openComplaints: 0 });

    const graph = await gqlList();
    expect(graph.edges.map(({ node }) => node)).toEqual(
      rest.customers.map(({ _id, ...fields }) => ({ id: _id, ...fields })),
    );
  });

  it('pages by name with cursors, the same on both transports, and refuses a bad page size or cursor', async () => {
    const first = await restList('?first=2');
    expect(first.customers).toHaveLength(2);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await restList(`?first=2&after=${first.pageInfo.endCursor}`);
    expect(second.customers.map((customer) => customer.name)).toEqual(['Carol Quiet']);
    expect(second.pageInfo.hasNextPage).toBe(false);

    const graphFirst = await gqlList({ first: 2 });
    expect(graphFirst.pageInfo.endCursor).toBe(first.pageInfo.endCursor);
    const graphSecond = await gqlList({ first: 2, after: graphFirst.pageInfo.endCursor });
    expect(graphSecond.edges.map(({ node }) => node.name)).toEqual(['Carol Quiet']);

    expectError(await t.http.get('/api/admin/customers?first=0').set(auth(admin)), 400, 'VALIDATION_FAILED');
    expectError(await t.http.get('/api/admin/customers?first=abc').set(auth(admin)), 400, 'VALIDATION_FAILED');
    const cursor = await t.http.get('/api/admin/customers?after=nonsense!').set(auth(admin));
    expectError(cursor, 400, 'VALIDATION_FAILED');
    expect(cursor.body.message).toMatch(/^Invalid cursor/);
  });

  it('searches by the start of a name or an email, case-insensitively, the text never a pattern', async () => {
    expect((await restList('?search=ALI')).customers.map((c) => c.name)).toEqual(['alice Reader']);
    expect(
      (await restList(`?search=${encodeURIComponent(carol.user.email.slice(0, 8))}`)).customers.map((c) => c.name),
    ).toEqual(['Carol Quiet']);
    expect((await restList('?search=reader-')).customers.map((c) => c.name)).toEqual(['alice Reader']);
    expect((await restList('?search=Reader')).customers.map((c) => c.name)).toEqual(['alice Reader']); // the email's start
    expect((await restList('?search=rowser')).customers).toEqual([]); // not the middle of a name
    expect((await restList('?search=.*')).customers).toEqual([]);
    expect((await restList('?search=store')).customers).toEqual([]); // the admin is no customer
    const searched = await gqlList({ search: 'bob' });
    expect(searched.edges.map(({ node }) => node.name)).toEqual(['Bob Browser']);
    expect(searched.totalCount).toBe(1);
    expect((await restList('?search=%20%20')).totalCount).toBe(3); // blank: no filter
  });

  it('finds a renamed shopper by the new name, and one stored before name keys once the job ran', async () => {
    const dora = await registerUser(t.http, { name: 'Dora Before', email: uniqueEmail('older') });
    await t.connection.collection('users').updateOne({ email: dora.user.email }, { $unset: { nameKey: '' } });
    expect((await restList('?search=dora')).customers).toEqual([]);
    await t.app.get(JobRunner).runNow(CUSTOMER_KEYS_JOB);
    expect((await restList('?search=dora')).customers.map((c) => c.name)).toEqual(['Dora Before']);

    const renamed = await t.http
      .put('/api/user/profile')
      .set(auth(dora))
      .field('name', 'Zelda After')
      .field('email', dora.user.email);
    expect(renamed.status).toBe(200);
    expect((await restList('?search=zel')).customers.map((c) => c.name)).toEqual(['Zelda After']);
    expect((await restList('?search=dora')).customers).toEqual([]);
    expect((await restList()).customers.at(-1)?.name).toBe('Zelda After');
  });

  it("shows a customer's page: figures, addresses, orders newest first, complaints; unknown 404, the admin 404, malformed 400", async () => {
    await t.http
      .post('/api/user/addresses')
      .set(auth(alice))
      .send(addressInput(3, { city: 'Bath' }))
      .expect(201);
    const rest = await t.http.get(`/api/admin/customers/${alice.user._id}?first=2`).set(auth(admin));
    expect(rest.status).toBe(200);
    const { customer, addresses, orders, complaints } = rest.body;
    expect(customer).toMatchObject({ _id: alice.user._id, name: 'alice Reader', orderCount: 2, openComplaints: 1 });
    expect(addresses.map((address: { city: string }) => address.city)).toEqual(['Bath']);
    expect(orders.totalCount).toBe(3);
    expect(orders.orders).toHaveLength(2);
    expect(orders.pageInfo.hasNextPage).toBe(true);
    expect(orders.orders[0].user).toEqual({ _id: alice.user._id, name: 'alice Reader', email: alice.user.email });
    const next = await t.http
      .get(`/api/admin/customers/${alice.user._id}?first=2&ordersAfter=${orders.pageInfo.endCursor}`)
      .set(auth(admin));
    expect(next.body.orders.orders).toHaveLength(1);
    expect(complaints.totalCount).toBe(2);
    expect(complaints.complaints.map((c: { title: string }) => c.title)).toEqual(['Wrong book', 'Late delivery']);

    const graph = await gql(t.http, ONE, { id: alice.user._id, first: 2 }, admin.token);
    expect(graph.body.errors).toBeUndefined();
    const details = graph.body.data.customer;
    expect(details.customer).toMatchObject({ id: alice.user._id, orderCount: 2, totalSpent: customer.totalSpent });
    expect(details.addresses).toEqual([expect.objectContaining({ city: 'Bath', isDefault: true })]);
    expect(details.orders.edges.map(({ node }: { node: { id: string } }) => node.id)).toEqual(
      orders.orders.map((order: { _id: string }) => order._id),
    );
    expect(details.complaints.totalCount).toBe(2);

    expectError(await t.http.get(`/api/admin/customers/${UNKNOWN_ID}`).set(auth(admin)), 404, 'NOT_FOUND');
    expectError(await t.http.get(`/api/admin/customers/${admin.user._id}`).set(auth(admin)), 404, 'NOT_FOUND');
    expectError(await t.http.get('/api/admin/customers/nope').set(auth(admin)), 400, 'INVALID_ID');
    expectGqlError(await gql(t.http, ONE, { id: UNKNOWN_ID }, admin.token), 'NOT_FOUND');
    expectGqlError(await gql(t.http, ONE, { id: 'nope' }, admin.token), 'INVALID_ID');
  });

  it('exports every customer (or the search) as CSV, streamed, formula cells escaped; GraphQL names the path', async () => {
    await registerUser(t.http, { name: '=HYPERLINK("http://evil.test")', email: uniqueEmail('formula') });
    const res = await t.http.get('/api/admin/customers/export').set(auth(admin)).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('customer_id,name,email,registered_at,orders,total_spent,last_order_at,open_complaints');
    expect(lines.some((line) => line.includes(`"'=HYPERLINK(""http://evil.test"")"`))).toBe(true);
    const aliceLine = lines.find((line) => line.startsWith(alice.user._id))!;
    const rest = (await restList('?search=alice')).customers[0];
    expect(aliceLine).toBe(
      [
        alice.user._id,
        'alice Reader',
        alice.user.email,
        rest.registeredAt,
        '2',
        rest.totalSpent.toFixed(2),
        rest.lastOrderAt,
        '1',
      ].join(','),
    );
    expect(lines).toHaveLength(1 + 5);

    const searched = await t.http.get('/api/admin/customers/export?search=bob').set(auth(admin)).buffer(true);
    expect(searched.text.trim().split('\n')).toHaveLength(2);

    const path = await gql(t.http, '{ customersExport(search: "bob") { path fileName } }', {}, admin.token);
    expect(path.body.data.customersExport).toEqual({
      path: '/api/admin/customers/export?search=bob',
      fileName: expect.stringMatching(/^customers-\d{4}-\d{2}-\d{2}\.csv$/),
    });
  });

  it('is the admin’s only: a shopper 403, a visitor 401, on both transports', async () => {
    expectError(await t.http.get('/api/admin/customers').set(auth(bob)), 403, 'FORBIDDEN');
    expectError(await t.http.get(`/api/admin/customers/${bob.user._id}`).set(auth(bob)), 403, 'FORBIDDEN');
    expectError(await t.http.get('/api/admin/customers/export').set(auth(bob)), 403, 'FORBIDDEN');
    expectError(await t.http.get('/api/admin/customers'), 401, 'UNAUTHENTICATED');
    expectGqlError(await gql(t.http, LIST, {}, bob.token), 'FORBIDDEN');
    expectGqlError(await gql(t.http, ONE, { id: bob.user._id }, bob.token), 'FORBIDDEN');
  });
});
