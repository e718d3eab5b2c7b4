import { BooksService } from '../../src/books/books.service';
import { addressInput } from '../addresses/address-fixtures';
import { Account, expectError, gql, registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addBooks, ORDER_FIELDS, REST_ORDER_KEYS, stocksOf } from './order-fixtures';

type Placed = { status: number; code?: string; message?: string; order?: any };

/** Where an order goes (docs/api.md "Orders"): the address named, the default, or none; kept as a copy. */
describe('orders and delivery addresses', () => {
  let t: TestApp;
  let books: BooksService;
  let admin: Account;

  const auth = (account: Account) => ({ authorization: `Bearer ${account.token}` });
  const shopper = (name = 'Address Orderer') => registerUser(t.http, { name });
  const addAddress = async (account: Account, n: number, overrides = {}) => {
    const res = await t.http.post('/api/user/addresses').set(auth(account)).send(addressInput(n, overrides));
    if (res.status !== 201) throw new Error(`address failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.address as { _id: string };
  };
  const fillCart = async (account: Account, bookId: string, quantity = 1) => {
    const res = await t.http.post('/api/user/cart').set(auth(account)).send({ bookId, quantity });
    if (res.status !== 200) throw new Error(`cart failed: ${res.status}`);
  };

  /** The four ways to place an order, answered alike (GraphQL ids and enums turned into REST's). */
  const ways = {
    'REST cart': async (account: Account, bookId: string, addressId?: string): Promise<Placed> => {
      await fillCart(account, bookId);
      const req = t.http.post('/api/user/order').set(auth(account));
      return fromRest(await (addressId === undefined ? req : req.send({ addressId })));
    },
    'REST manual': async (account: Account, bookId: string, addressId?: string): Promise<Placed> =>
      fromRest(
        await t.http
          .post('/api/user/order/manual')
          .set(auth(account))
          .send({ books: [{ book: bookId, quantity: 1 }], ...(addressId === undefined ? {} : { addressId }) }),
      ),
    'GraphQL placeOrder': async (account: Account, bookId: string, addressId?: string): Promise<Placed> => {
      await fillCart(account, bookId);
      return fromGql(
        await gql(
          t.http,
          `mutation($addressId: ID) { placeOrder(addressId: $addressId) { order { ${ORDER_FIELDS} } } }`,
          { addressId },
          account.token,
        ),
        'placeOrder',
      );
    },
    'GraphQL placeOrderNow': async (account: Account, bookId: string, addressId?: string): Promise<Placed> =>
      fromGql(
        await gql(
          t.http,
          `mutation($lines: [OrderLineInput!]!, $addressId: ID) { placeOrderNow(lines: $lines, addressId: $addressId) { order { ${ORDER_FIELDS} } } }`,
          { lines: [{ bookId, quantity: 1 }], addressId },
          account.token,
        ),
        'placeOrderNow',
      ),
  };

  const fromRest = (res: { status: number; body: any }): Placed =>
    res.status === 201
      ? { status: 201, order: res.body.order }
      : { status: res.status, code: res.body.error, message: res.body.message };
  const fromGql = (res: { body: any }, field: string): Placed => {
    const error = res.body.errors?.[0];
    if (error) return { status: error.extensions.statusCode, code: error.extensions.code, message: error.message };
    return { status: 201, order: res.body.data[field].order };
  };
  const readBack = async (account: Account, id: string) =>
    (await t.http.get(`/api/user/orders/${id}`).set(auth(account))).body.order;

  beforeAll(async () => {
    t = await createTestApp();
    books = t.app.get(BooksService);
    admin = await registerUser(t.http, { role: 'admin', name: 'Store Admin' });
  });

  afterAll(() => t.close());

  it('keeps the existing client working: POST /api/user/order with no body is 201 { message, order } without an address', async () => {
    const account = await shopper();
    const [a] = await addBooks(books, [3]);
    await fillCart(account, a, 2);
    const res = await t.http.post('/api/user/order').set(auth(account));
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['message', 'order']);
    expect(res.body.message).toBe('Order placed successfully!');
    expect(Object.keys(res.body.order).sort()).toEqual(REST_ORDER_KEYS);
    expect(res.body.order).toMatchObject({ status: 'pending', itemCount: 2, shippingAddress: null });
    expect((await t.http.get('/api/user/cart').set(auth(account))).body.cart).toEqual([]);
  });

  describe.each(Object.keys(ways) as Array<keyof typeof ways>)('through %s', (way) => {
    const place = ways[way];

    it('orders without an address when the shopper has none', async () => {
      const [a] = await addBooks(books, [3]);
      const placed = await place(await shopper(), a);
      expect(placed.status).toBe(201);
      expect(placed.order.shippingAddress).toBeNull();
    });

    it('delivers to the default address, or to the one named, keeping a copy that edits and deletions never reach', async () => {
      const account = await shopper();
      const [a] = await addBooks(books, [5]);
      await addAddress(account, 1, { line2: 'Flat 3', phone: '+44 20 7946 0000' });
      const second = await addAddress(account, 2, { city: 'Edinburgh', country: 'gb', region: 'Lothian' });

      const toDefault = await place(account, a);
      expect(toDefault.order.shippingAddress).toEqual({
        fullName: 'Ada Lovelace 1',
        line1: '1 St James’s Square',
        line2: 'Flat 3',
        city: 'London',
        region: '',
        postalCode: 'SW1Y 1JH',
        country: 'GB',
        countryName: 'United Kingdom',
        phone: '+44 20 7946 0000',
      });
      const toSecond = await place(account, a, second._id);
      expect(toSecond.order.shippingAddress).toMatchObject({ city: 'Edinburgh', region: 'Lothian', country: 'GB' });

      // Edit the second address, delete the first (the default): both orders keep what they had.
      const edit = await t.http
        .put(`/api/user/addresses/${second._id}`)
        .set(auth(account))
        .send(addressInput(2, { city: 'Glasgow' }));
      expect(edit.status).toBe(200);
      const book = (await t.http.get('/api/user/addresses').set(auth(account))).body.addresses;
      expect((await t.http.delete(`/api/user/addresses/${book[0]._id}`).set(auth(account))).status).toBe(200);
      const id = (order: any) => order._id ?? order.id;
      expect((await readBack(account, id(toDefault.order))).shippingAddress).toMatchObject({ city: 'London' });
      expect((await readBack(account, id(toSecond.order))).shippingAddress).toMatchObject({ city: 'Edinburgh' });

      // The remaining address is now the default, as edited.
      expect((await place(account, a)).order.shippingAddress).toMatchObject({ city: 'Glasgow' });
    });

    it("refuses another shopper's address with 404 'Address not found', taking nothing", async () => {
      const account = await shopper();
      const other = await shopper('Other Shopper');
      const theirs = await addAddress(other, 1);
      const [a] = await addBooks(books, [2]);
      expect(await place(account, a, theirs._id)).toEqual({
        status: 404,
        code: 'NOT_FOUND',
        message: 'Address not found',
      });
      expect(await place(account, a, '0123456789abcdef01234567')).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      expect(await stocksOf(books, [a])).toEqual([2]);
      expect((await t.http.get('/api/user/orders').set(auth(account))).body.orders).toEqual([]);
    });

    it('refuses a malformed address id with 400 VALIDATION_FAILED', async () => {
      const [a] = await addBooks(books, [2]);
      expect(await place(await shopper(), a, 'nope')).toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Address id must be a 24-character hexadecimal id',
      });
      expect(await stocksOf(books, [a])).toEqual([2]);
    });
  });

  it('refuses an operator object as the address id over REST', async () => {
    const account = await shopper();
    const [a] = await addBooks(books, [2]);
    await fillCart(account, a);
    const res = await t.http
      .post('/api/user/order')
      .set(auth(account))
      .send({ addressId: { $ne: null } });
    expectError(res, 400, 'VALIDATION_FAILED');
  });

  it("lets the admin find orders by the delivery address's postal code or city, and see the address", async () => {
    const account = await shopper('Postal Searcher');
    const [a] = await addBooks(books, [5]);
    await addAddress(account, 1, { city: 'Aberystwyth', postalCode: 'SY23 3BZ' });
    const placed = await ways['REST manual'](account, a);
    const search = async (text: string) =>
      (
        await gql(
          t.http,
          `query($search: String) { orders(search: $search, first: 50) { edges { node { id shippingAddress { city postalCode } } } } }`,
          { search: text },
          admin.token,
        )
      ).body.data.orders.edges.map((edge: any) => edge.node);
    for (const text of ['SY23 3BZ', 'sy23', 'aberyst', 'ABERYSTWYTH']) {
      expect((await search(text)).map((node: any) => node.id)).toEqual([placed.order._id]);
    }
    expect(await search('Nowhere-on-earth')).toEqual([]);
    expect(await search('.*')).toEqual([]);
    const one = await t.http.get(`/api/admin/orders/${placed.order._id}`).set(auth(admin));
    expect(one.body.order.shippingAddress).toMatchObject({ city: 'Aberystwyth', postalCode: 'SY23 3BZ' });
  });
});
