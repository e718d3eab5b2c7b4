import { BooksService } from '../../src/books/books.service';
import { type Account, gql, registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addAddress, addCode, addRate, addZone, auth, booksAt, ok, type ZoneIds } from './pricing-fixtures';

/**
 * Placing with the quote's total: a total that changed in between (a price, a rate, a code) is
 * refused with 409 PRICE_CHANGED and the new total, placing nothing; old clients, which send no
 * choices, place at the current total; the code's reasons on both transports.
 */
describe('placing an order with its checkout choices', () => {
  let t: TestApp;
  let admin: Account;
  let shopper: Account;
  let bookId: string;
  let addressId: string;
  let zone: ZoneIds;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerUser(t.http, { role: 'admin', name: 'Placing Admin' });
    shopper = await registerUser(t.http, { name: 'Placing Shopper' });
    [bookId] = await booksAt(t.app.get(BooksService), [20]);
  });

  afterAll(() => t.close());

  const stock = async () => (await t.app.get(BooksService).findMany([bookId]))[0]!.book.stock;

  it("places an old client's orders on a fresh store at the books' total, collected in store", async () => {
    addressId = await addAddress(t.http, shopper, { country: 'FR' });
    const manual = await ok(t.http, shopper, 'post', '/api/user/order/manual', {
      books: [{ book: bookId, quantity: 2 }],
    });
    expect(manual.order).toMatchObject({
      totalAmount: 40,
      totals: {
        subtotal: 40,
        discount: 0,
        discountCode: null,
        shipping: 0,
        shippingMethod: { id: 'collect', name: 'Collect in store', collection: true },
        tax: 0,
        taxIncluded: false,
        taxLines: [],
        total: 40,
      },
    });
    await ok(t.http, shopper, 'post', '/api/user/cart', { bookId, quantity: 1 });
    const cart = await t.http.post('/api/user/order').set(auth(shopper));
    expect(cart.status).toBe(201);
    expect(cart.body.order.totalAmount).toBe(20);
  });

  it("charges an old client's order with an address the cheapest delivery once the store has zones, and tax", async () => {
    zone = await addZone(t.http, admin, { name: 'Europe', countries: ['FR'] }, [
      { name: 'Express', price: 8 },
      { name: 'Standard', price: 5 },
    ]);
    await addRate(t.http, admin, { country: 'FR', booksRate: 10, shippingRate: 10 });
    const res = await ok(t.http, shopper, 'post', '/api/user/order/manual', { books: [{ book: bookId, quantity: 1 }] });
    // 20.00 + 5.00, tax excluded: 10 % of 25.00 is added.
    expect(res.order).toMatchObject({
      totalAmount: 27.5,
      totals: { subtotal: 20, shipping: 5, shippingMethod: { name: 'Standard' }, tax: 2.5, total: 27.5 },
    });
    expect(res.order.totals.taxLines).toEqual([{ rate: 10, appliesTo: ['books', 'shipping'], base: 25, amount: 2.5 }]);
    const mine = await ok(t.http, shopper, 'get', `/api/user/orders/${res.order._id}`);
    expect(mine.order.totals.total).toBe(27.5);
  });

  it('refuses with 409 PRICE_CHANGED and the new total when the total changed since the quote, placing nothing', async () => {
    const quote = await ok(t.http, shopper, 'post', '/api/user/checkout/quote', {
      lines: [{ bookId, quantity: 1 }],
      addressId,
      shippingMethodId: zone.methods.Standard,
    });
    expect(quote.quote.totals.total).toBe(27.5);
    await ok(t.http, admin, 'put', `/api/admin/pricing/methods/${zone.methods.Standard}`, {
      name: 'Standard',
      price: 6,
    });
    const before = await stock();
    const choices = { addressId, shippingMethodId: zone.methods.Standard, expectedTotal: quote.quote.totals.total };
    const rest = await t.http
      .post('/api/user/order/manual')
      .set(auth(shopper))
      .send({ books: [{ book: bookId, quantity: 1 }], ...choices });
    expect(rest.status).toBe(409);
    expect(rest.body).toEqual({
      statusCode: 409,
      error: 'PRICE_CHANGED',
      message: 'The total changed to 28.60: a price, rate or code changed. Check and place the order again.',
      total: 28.6,
    });
    const graphql = await gql(
      t.http,
      `mutation($lines: [OrderLineInput!]!, $addressId: ID, $shippingMethodId: ID, $expectedTotal: Float) {
        placeOrderNow(lines: $lines, addressId: $addressId, shippingMethodId: $shippingMethodId, expectedTotal: $expectedTotal) { message } }`,
      { lines: [{ bookId, quantity: 1 }], ...choices },
      shopper.token,
    );
    expect(graphql.body.errors[0]).toMatchObject({
      message: 'The total changed to 28.60: a price, rate or code changed. Check and place the order again.',
      extensions: { code: 'PRICE_CHANGED', statusCode: 409, total: 28.6 },
    });
    expect(await stock()).toBe(before);
    // With the new total, or without one (old clients), it is placed.
    const placed = await ok(t.http, shopper, 'post', '/api/user/order/manual', {
      books: [{ book: bookId, quantity: 1 }],
      ...choices,
      expectedTotal: 28.6,
    });
    expect(placed.order.totalAmount).toBe(28.6);
  });

  it('refuses the cart order with PRICE_CHANGED and leaves the cart as it was', async () => {
    await ok(t.http, shopper, 'post', '/api/user/cart', { bookId, quantity: 1 });
    const res = await t.http.post('/api/user/order').set(auth(shopper)).send({ addressId, expectedTotal: 1 });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('PRICE_CHANGED');
    expect((await ok(t.http, shopper, 'get', '/api/user/cart')).cart).toHaveLength(1);
    const placed = await t.http.post('/api/user/order').set(auth(shopper)).send({ addressId, expectedTotal: 28.6 });
    expect(placed.status).toBe(201);
    expect((await ok(t.http, shopper, 'get', '/api/user/cart')).cart).toEqual([]);
  });

  it.each([
    ['NOPE', 400, 'DISCOUNT_CODE_UNKNOWN', 'Unknown code', {}],
    ['OFF', 409, 'DISCOUNT_CODE_DISABLED', 'This code is no longer valid', { enabled: false }],
    ['SOON', 409, 'DISCOUNT_CODE_NOT_STARTED', 'This code is not valid yet', { startsAt: '2099-01-01T00:00:00Z' }],
    ['OVER', 409, 'DISCOUNT_CODE_EXPIRED', 'This code has expired', { endsAt: '2020-01-01T00:00:00Z' }],
    ['BIGMIN', 409, 'DISCOUNT_CODE_MINIMUM', 'Minimum subtotal 100.00', { minimumSubtotal: 100 }],
  ])(
    'refuses the code %s with %i %s "%s" on both transports, in the quote too',
    async (code, status, error, message, terms) => {
      if (code !== 'NOPE') await addCode(t.http, admin, { code, kind: 'PERCENTAGE', percent: 5, ...terms });
      const before = await stock();
      const rest = await t.http
        .post('/api/user/order/manual')
        .set(auth(shopper))
        .send({ books: [{ book: bookId, quantity: 1 }], discountCode: code.toLowerCase() });
      expect(rest.status).toBe(status);
      expect(rest.body).toEqual({ statusCode: status, error, message });
      const graphql = await gql(
        t.http,
        'mutation($lines: [OrderLineInput!]!, $code: String) { placeOrderNow(lines: $lines, discountCode: $code) { message } }',
        { lines: [{ bookId, quantity: 1 }], code },
        shopper.token,
      );
      expect(graphql.body.errors[0]).toMatchObject({ message, extensions: { code: error, statusCode: status } });
      const quote = await gql(
        t.http,
        'query($input: CheckoutQuoteInput) { checkoutQuote(input: $input) { orderable discountProblem { code message } totals { discount } } }',
        { input: { lines: [{ bookId, quantity: 1 }], discountCode: code } },
        shopper.token,
      );
      expect(quote.body.data.checkoutQuote).toEqual({
        orderable: false,
        discountProblem: { code: error, message },
        totals: { discount: 0 },
      });
      expect(await stock()).toBe(before);
    },
  );
});
