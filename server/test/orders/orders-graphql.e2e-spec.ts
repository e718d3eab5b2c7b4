import { BooksService } from '../../src/books/books.service';
import { Account, expectGqlError, gql, registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addBooks, ORDER_FIELDS, stocksOf, UNKNOWN_ID } from './order-fixtures';

const PLACE_NOW = `mutation PlaceNow($lines: [OrderLineInput!]!) { placeOrderNow(lines: $lines) { message order { ${ORDER_FIELDS} } } }`;
const MY_ORDERS = `query Mine($first: Int, $after: String) {
  myOrders(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id totalAmount } } }
}`;
const ORDER = `query One($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`;
const ORDERS = `query All($search: String, $status: OrderStatus, $first: Int, $after: String) {
  orders(search: $search, status: $status, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id status user { id name email } } }
  }
}`;
const SET_STATUS = `mutation Set($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { message order { id status statusHistory { status } } } }`;

/** The GraphQL twins of the order routes. */
describe('orders over GraphQL', () => {
  let t: TestApp;
  let books: BooksService;
  let admin: Account;
  let alice: Account;
  let bob: Account;
  let stock: string[];

  const placeNow = (account: Account, lines: unknown) => gql(t.http, PLACE_NOW, { lines }, account.token);
  const ids = (res: { body: any }, field: string) =>
    res.body.data[field].edges.map((edge: { node: { id: string } }) => edge.node.id);

  beforeAll(async () => {
    t = await createTestApp();
    books = t.app.get(BooksService);
    admin = await registerUser(t.http, { role: 'admin' });
    alice = await registerUser(t.http, { name: 'Alice Zimmermann', email: 'alice.z@example.com' });
    bob = await registerUser(t.http, { name: 'Bob Quist', email: 'bob.q@shop.test' });
    stock = await addBooks(books, [1000, 1000]);
  });

  afterAll(() => t.close());

  it('places an order with placeOrderNow, merging repeated books, with the same shape as REST', async () => {
    const res = await placeNow(alice, [
      { bookId: stock[0], quantity: 1 },
      { bookId: stock[1], quantity: 2 },
      { bookId: stock[0], quantity: 1 },
    ]);
    expect(res.body.errors).toBeUndefined();
    const { message, order } = res.body.data.placeOrderNow;
    expect(message).toBe('Order placed successfully!');
    expect(order).toMatchObject({
      status: 'PENDING',
      totalAmount: 42.4,
      itemCount: 4,
      user: { id: alice.user._id, name: 'Alice Zimmermann' },
      books: [
        { book: { id: stock[0], price: 10.1 }, quantity: 2, price: 10.1, lineTotal: 20.2 },
        { book: { id: stock[1], price: 11.1 }, quantity: 2, price: 11.1, lineTotal: 22.2 },
      ],
      statusHistory: [{ status: 'PENDING' }],
    });
    const rest = await t.http.get(`/api/user/orders/${order.id}`).set('authorization', `Bearer ${alice.token}`);
    expect(rest.body.order.totalAmount).toBe(order.totalAmount);
  });

  it.each([
    ['0', 0],
    ['-1', -1],
    ['1.5', 1.5],
    ['"3"', '3'],
  ])('refuses the quantity %s with VALIDATION_FAILED and takes nothing', async (_label, quantity) => {
    const before = await stocksOf(books, stock);
    expectGqlError(await placeNow(alice, [{ bookId: stock[0], quantity }]), 'VALIDATION_FAILED');
    expect(await stocksOf(books, stock)).toEqual(before);
  });

  it('refuses an empty order, a malformed id, an unknown book and more than the stock', async () => {
    expectGqlError(await placeNow(alice, []), 'VALIDATION_FAILED');
    expectGqlError(await placeNow(alice, [{ bookId: 'nope', quantity: 1 }]), 'INVALID_ID');
    const unknown = await placeNow(alice, [{ bookId: UNKNOWN_ID, quantity: 1 }]);
    expectGqlError(unknown, 'NOT_FOUND');
    expect(unknown.body.errors[0].message).toBe('Book not found');
    const [few] = await addBooks(books, [2], 'Scarce');
    const short = await placeNow(alice, [{ bookId: few, quantity: 3 }]);
    expectGqlError(short, 'INSUFFICIENT_STOCK');
    expect(short.body.errors[0].message).toBe('Insufficient stock for Scarce 1. Available: 2, Requested: 3');
  });

  it("pages the shopper's own orders newest first, and shows another's order as NOT_FOUND", async () => {
    const dora = await registerUser(t.http);
    const placed: string[] = [];
    for (let i = 0; i < 3; i++)
      placed.push((await placeNow(dora, [{ bookId: stock[0], quantity: 1 }])).body.data.placeOrderNow.order.id);
    const first = await gql(t.http, MY_ORDERS, { first: 2 }, dora.token);
    expect(first.body.data.myOrders).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    const next = await gql(
      t.http,
      MY_ORDERS,
      { first: 2, after: first.body.data.myOrders.pageInfo.endCursor },
      dora.token,
    );
    expect([...ids(first, 'myOrders'), ...ids(next, 'myOrders')]).toEqual([...placed].reverse());

    expect((await gql(t.http, ORDER, { id: placed[0] }, dora.token)).body.data.order.id).toBe(placed[0]);
    const foreign = await gql(t.http, ORDER, { id: placed[0] }, bob.token);
    expectGqlError(foreign, 'NOT_FOUND');
    expect(foreign.body.errors[0].message).toBe('Order not found');
    expect((await gql(t.http, ORDER, { id: placed[0] }, admin.token)).body.data.order.id).toBe(placed[0]);
    expectGqlError(await gql(t.http, ORDER, { id: 'abc' }, dora.token), 'INVALID_ID');
  });

  it('lets the admin search by the 8 characters shown, the full id, the name or the email, and filter by status', async () => {
    const aliceOrder = (await placeNow(alice, [{ bookId: stock[1], quantity: 1 }])).body.data.placeOrderNow.order
      .id as string;
    const bobOrder = (await placeNow(bob, [{ bookId: stock[1], quantity: 1 }])).body.data.placeOrderNow.order
      .id as string;
    const search = (variables: Record<string, unknown>) =>
      gql(t.http, ORDERS, { first: 100, ...variables }, admin.token);

    expect(ids(await search({ search: aliceOrder.slice(-8).toUpperCase() }), 'orders')).toEqual([aliceOrder]);
    expect(ids(await search({ search: `#${bobOrder.slice(-8)}` }), 'orders')).toEqual([bobOrder]);
    expect(ids(await search({ search: bobOrder }), 'orders')).toEqual([bobOrder]);
    const byName = await search({ search: 'zimmer' });
    expect(byName.body.data.orders.edges.every((edge: any) => edge.node.user.id === alice.user._id)).toBe(true);
    expect(byName.body.data.orders.totalCount).toBeGreaterThanOrEqual(2);
    const byEmail = await search({ search: 'BOB.Q@shop' });
    expect(byEmail.body.data.orders.edges.map((edge: any) => edge.node.user)).toContainEqual({
      id: bob.user._id,
      name: 'Bob Quist',
      email: 'bob.q@shop.test',
    });
    expect(byEmail.body.data.orders.edges.every((edge: any) => edge.node.user.id === bob.user._id)).toBe(true);
    expect((await search({ search: '.*' })).body.data.orders.totalCount).toBe(0); // the text is never a pattern
    expect((await search({ search: '   ' })).body.data.orders.totalCount).toBeGreaterThanOrEqual(2); // blank: no filter

    const set = await gql(t.http, SET_STATUS, { id: bobOrder, status: 'SHIPPED' }, admin.token);
    expect(set.body.data.updateOrderStatus).toEqual({
      message: 'Order status updated to shipped',
      order: { id: bobOrder, status: 'SHIPPED', statusHistory: [{ status: 'PENDING' }, { status: 'SHIPPED' }] },
    });
    expect(ids(await search({ status: 'SHIPPED' }), 'orders')).toEqual([bobOrder]);
    expect(ids(await search({ status: 'PENDING' }), 'orders')).not.toContain(bobOrder);
    // A shipped order can no longer be cancelled; a status the schema does not know is GraphQL's own refusal.
    expectGqlError(
      await gql(t.http, SET_STATUS, { id: bobOrder, status: 'CANCELLED' }, admin.token),
      'ORDER_NOT_CANCELLABLE',
    );
    expectGqlError(await gql(t.http, SET_STATUS, { id: bobOrder, status: 'LOST' }, admin.token), 'VALIDATION_FAILED');
    expectGqlError(await gql(t.http, SET_STATUS, { id: bobOrder, status: 'SHIPPED' }, bob.token), 'FORBIDDEN');
    expectGqlError(await gql(t.http, ORDERS, {}, bob.token), 'FORBIDDEN');
  });
});
