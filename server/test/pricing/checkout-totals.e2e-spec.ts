import { BooksService } from '../../src/books/books.service';
import { type Account, gql, registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import {
  addAddress,
  addCode,
  addRate,
  addZone,
  auth,
  booksAt,
  centsOf,
  ok,
  setOptions,
  TOTALS_FIELDS,
  type ZoneIds,
} from './pricing-fixtures';

/**
 * Totals worked out by hand, one row each, through the quote and the order placed, over REST and
 * GraphQL. Books: A 12.50, B1–B3 1.67 each, C 30.00. Zones: Europe (FR, DE: Standard 4.95, free
 * from 40.00 of books after the discount; Express 9.90), US (Ground 7.00), Italy (no method); no
 * rest-of-the-world zone. Rates: FR 5.5 % books, 20 % shipping; DE 0.2 % books, 19 % shipping; the
 * US's CA region 7.25 % books, no shipping tax (no US rate); the shop's GB 10 % books, 20 % shipping.
 */
describe('checkout totals', () => {
  let t: TestApp;
  let admin: Account;
  let shopper: Account;
  let homeless: Account;
  let book: Record<'A' | 'B1' | 'B2' | 'B3' | 'C', string>;
  let europe: ZoneIds;
  let us: ZoneIds;
  const address: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerUser(t.http, { role: 'admin', name: 'Money Admin' });
    shopper = await registerUser(t.http, { name: 'Money Shopper' });
    homeless = await registerUser(t.http, { name: 'No Address' });
    const [A, B1, B2, B3, C] = await booksAt(t.app.get(BooksService), [12.5, 1.67, 1.67, 1.67, 30]);
    book = { A, B1, B2, B3, C };
    europe = await addZone(t.http, admin, { name: 'Europe', countries: ['FR', 'DE'] }, [
      { name: 'Standard', price: 4.95, freeOver: 40 },
      { name: 'Express', price: 9.9 },
    ]);
    us = await addZone(t.http, admin, { name: 'US', countries: ['US'] }, [{ name: 'Ground', price: 7 }]);
    await addZone(t.http, admin, { name: 'Italy', countries: ['IT'] });
    await addRate(t.http, admin, { country: 'FR', booksRate: 5.5, shippingRate: 20 });
    await addRate(t.http, admin, { country: 'DE', booksRate: 0.2, shippingRate: 19 });
    await addRate(t.http, admin, { country: 'US', region: 'CA', booksRate: 7.25, shippingRate: 0 });
    await addRate(t.http, admin, { country: 'GB', booksRate: 10, shippingRate: 20 });
    await setOptions(t.http, admin, { shopCountry: 'GB' });
    await addCode(t.http, admin, { code: 'PCT10', kind: 'PERCENTAGE', percent: 10 });
    await addCode(t.http, admin, { code: 'FIX5', kind: 'FIXED_AMOUNT', amount: 5 });
    await addCode(t.http, admin, { code: 'FREESHIP', kind: 'FREE_SHIPPING' });
    await addCode(t.http, admin, { code: 'BIG', kind: 'FIXED_AMOUNT', amount: 100 });
    await addCode(t.http, admin, { code: 'MIN30', kind: 'PERCENTAGE', percent: 10, minimumSubtotal: 30 });
    address.FR = await addAddress(t.http, shopper, { country: 'FR' });
    address.DE = await addAddress(t.http, shopper, { country: 'DE' });
    address.CA = await addAddress(t.http, shopper, { country: 'US', region: 'ca' });
    address.NY = await addAddress(t.http, shopper, { country: 'US', region: 'NY' });
    address.JP = await addAddress(t.http, shopper, { country: 'JP' });
    address.IT = await addAddress(t.http, shopper, { country: 'IT' });
  });

  afterAll(() => t.close());

  interface Row {
    name: string;
    included: boolean;
    to: string | null;
    lines: Array<[keyof typeof book, number]>;
    method?: () => string;
    code?: string;
    expected: { subtotal: number; discount: number; shipping: number; tax: number; total: number };
  }

  const STANDARD = () => europe.methods.Standard;
  const ROWS: Row[] = [
    {
      name: 'prices including tax, Standard below its free-over amount',
      included: true,
      to: 'FR',
      lines: [['A', 2]],
      method: STANDARD,
      // books 2500 × 5.5/105.5 = 130.33 → 130; shipping 495 × 20/120 = 82.5 → 83 (half up)
      expected: { subtotal: 2500, discount: 0, shipping: 495, tax: 213, total: 2995 },
    },
    {
      name: 'prices excluding tax: the tax is added',
      included: false,
      to: 'FR',
      lines: [['A', 2]],
      method: STANDARD,
      // 2500 × 5.5 % = 137.5 → 138; 495 × 20 % = 99
      expected: { subtotal: 2500, discount: 0, shipping: 495, tax: 237, total: 3232 },
    },
    {
      name: 'a percentage code, tax included',
      included: true,
      to: 'FR',
      lines: [['A', 2]],
      method: STANDARD,
      code: 'pct10',
      // 10 % of 2500 = 250; books 2250 × 5.5/105.5 = 117.30 → 117; shipping 83
      expected: { subtotal: 2500, discount: 250, shipping: 495, tax: 200, total: 2745 },
    },
    {
      name: 'free over 40.00: shipping costs nothing',
      included: true,
      to: 'FR',
      lines: [['C', 2]],
      method: STANDARD,
      // 6000 × 5.5/105.5 = 312.80 → 313
      expected: { subtotal: 6000, discount: 0, shipping: 0, tax: 313, total: 6000 },
    },
    {
      name: 'a fixed amount takes the books below the free-over amount: shipping is charged',
      included: true,
      to: 'FR',
      lines: [
        ['C', 1],
        ['A', 1],
      ],
      method: STANDARD,
      code: 'FIX5',
      // books 4250 − 500 = 3750 < 4000; 3750 × 5.5/105.5 = 195.50 → 195 (195.497…); shipping 83
      expected: { subtotal: 4250, discount: 500, shipping: 495, tax: 278, total: 4245 },
    },
    {
      name: 'a free-shipping code on Express, tax excluded',
      included: false,
      to: 'FR',
      lines: [['A', 2]],
      method: () => europe.methods.Express,
      code: 'FreeShip',
      expected: { subtotal: 2500, discount: 0, shipping: 0, tax: 138, total: 2638 },
    },
    {
      name: 'three lines of 0.334 cents of tax each: one cent, rounded once per order',
      included: false,
      to: 'DE',
      lines: [
        ['B1', 1],
        ['B2', 1],
        ['B3', 1],
      ],
      method: STANDARD,
      // books 501 × 0.2 % = 1.002 → 1 (per line: 0.334 → 0, three times); shipping 495 × 19 % = 94.05 → 94
      expected: { subtotal: 501, discount: 0, shipping: 495, tax: 95, total: 1091 },
    },
    {
      name: "collection in store with an address: the shop's rate",
      included: false,
      to: 'FR',
      lines: [['A', 2]],
      method: () => 'collect',
      expected: { subtotal: 2500, discount: 0, shipping: 0, tax: 250, total: 2750 },
    },
    {
      name: 'a region rate, its name in another case',
      included: false,
      to: 'CA',
      lines: [['A', 2]],
      method: () => us.methods.Ground,
      // 2500 × 7.25 % = 181.25 → 181; no shipping tax
      expected: { subtotal: 2500, discount: 0, shipping: 700, tax: 181, total: 3381 },
    },
    {
      name: 'a region without a rate, in a country without one: no tax',
      included: false,
      to: 'NY',
      lines: [['A', 2]],
      expected: { subtotal: 2500, discount: 0, shipping: 700, tax: 0, total: 3200 },
    },
    {
      name: 'a fixed amount above the subtotal takes the books to 0, never below',
      included: false,
      to: 'FR',
      lines: [['A', 2]],
      method: STANDARD,
      code: 'BIG',
      expected: { subtotal: 2500, discount: 2500, shipping: 495, tax: 99, total: 594 },
    },
  ];

  const quoteRest = (input: object, as = shopper) => t.http.post('/api/user/checkout/quote').set(auth(as)).send(input);
  const quoteGql = (input: object, as = shopper) =>
    gql(
      t.http,
      `query($input: CheckoutQuoteInput) { checkoutQuote(input: $input) {
        methods { id name price regularPrice collection } shippingMethodId orderable
        discountProblem { code message } deliveryProblem { code message } totals { ${TOTALS_FIELDS} } } }`,
      { input },
      as.token,
    );

  it.each(ROWS.map((row, i) => [row.name, row, i] as const))('%s', async (_name, row, i) => {
    await setOptions(t.http, admin, { pricesIncludeTax: row.included });
    const lines = row.lines.map(([key, quantity]) => ({ bookId: book[key], quantity }));
    const input = {
      lines,
      addressId: row.to ? address[row.to] : undefined,
      shippingMethodId: row.method?.(),
      discountCode: row.code,
    };
    const rest = await quoteRest(input);
    expect(rest.status).toBe(200);
    expect(centsOf(rest.body.quote.totals)).toEqual(row.expected);
    expect(rest.body.quote).toMatchObject({ orderable: true, discountProblem: null, deliveryProblem: null });
    const graphql = await quoteGql(input);
    expect(graphql.body.errors).toBeUndefined();
    expect(centsOf(graphql.body.data.checkoutQuote.totals)).toEqual(row.expected);
    expect(graphql.body.data.checkoutQuote.totals.taxIncluded).toBe(row.included);

    // Placed with the quote's total, alternately over REST and GraphQL: the order keeps the same breakdown.
    const expectedTotal = rest.body.quote.totals.total;
    let order;
    if (i % 2 === 0) {
      const placed = await t.http
        .post('/api/user/order/manual')
        .set(auth(shopper))
        .send({
          books: lines.map((line) => ({ book: line.bookId, quantity: line.quantity })),
          ...input,
          lines: undefined,
          expectedTotal,
        });
      expect(placed.status).toBe(201);
      order = placed.body.order;
    } else {
      const placed = await gql(
        t.http,
        `mutation($lines: [OrderLineInput!]!, $addressId: ID, $shippingMethodId: ID, $discountCode: String, $expectedTotal: Float) {
          placeOrderNow(lines: $lines, addressId: $addressId, shippingMethodId: $shippingMethodId, discountCode: $discountCode, expectedTotal: $expectedTotal) {
            order { id totalAmount totals { ${TOTALS_FIELDS} } } } }`,
        { ...input, expectedTotal },
        shopper.token,
      );
      expect(placed.body.errors).toBeUndefined();
      order = placed.body.data.placeOrderNow.order;
    }
    expect(centsOf(order.totals)).toEqual(row.expected);
    expect(Math.round(order.totalAmount * 100)).toBe(row.expected.total);
    const seen = await ok(t.http, admin, 'get', `/api/admin/orders/${order._id ?? order.id}`);
    expect(centsOf(seen.order.totals)).toEqual(row.expected);
  });

  it('says why a code does not apply, and leaves it out of the totals: Minimum subtotal 30.00', async () => {
    await setOptions(t.http, admin, { pricesIncludeTax: false });
    const res = await quoteRest({
      lines: [{ bookId: book.A, quantity: 2 }],
      addressId: address.FR,
      discountCode: 'MIN30',
    });
    expect(res.body.quote).toMatchObject({
      orderable: false,
      discountProblem: { code: 'DISCOUNT_CODE_MINIMUM', message: 'Minimum subtotal 30.00' },
    });
    expect(centsOf(res.body.quote.totals)).toMatchObject({ discount: 0, total: 3232 });
    const placed = await t.http
      .post('/api/user/order/manual')
      .set(auth(shopper))
      .send({ books: [{ book: book.A, quantity: 2 }], addressId: address.FR, discountCode: 'MIN30' });
    expect(placed.status).toBe(409);
    expect(placed.body).toEqual({ statusCode: 409, error: 'DISCOUNT_CODE_MINIMUM', message: 'Minimum subtotal 30.00' });
  });

  it('offers the deliveries to the address cheapest first, then collection, and picks the first when none is asked', async () => {
    const res = await quoteRest({ lines: [{ bookId: book.A, quantity: 1 }], addressId: address.FR });
    expect(res.body.quote.methods.map((m: { name: string; price: number }) => [m.name, m.price])).toEqual([
      ['Standard', 4.95],
      ['Express', 9.9],
      ['Collect in store', 0],
    ]);
    expect(res.body.quote.shippingMethodId).toBe(europe.methods.Standard);
    const free = await quoteRest({ lines: [{ bookId: book.C, quantity: 2 }], addressId: address.FR });
    expect(free.body.quote.methods[0]).toMatchObject({ name: 'Standard', price: 0, regularPrice: 4.95 });
  });

  it.each([
    ['JP', 'DELIVERY_UNAVAILABLE', 'We do not deliver to Japan.'],
    ['IT', 'DELIVERY_UNAVAILABLE', 'No delivery method is available for Italy at the moment.'],
    [null, 'DELIVERY_ADDRESS_REQUIRED', 'Add a delivery address to order: collection in store is not offered.'],
  ])('with collection off, refuses an order to %s with 409 %s', async (to, code, message) => {
    await setOptions(t.http, admin, { collectInStore: false });
    try {
      const as = to ? shopper : homeless;
      const quote = await quoteRest(
        { lines: [{ bookId: book.A, quantity: 1 }], addressId: to ? address[to] : undefined },
        as,
      );
      expect(quote.body.quote).toMatchObject({ methods: [], orderable: false, deliveryProblem: { code, message } });
      const before = (await t.app.get(BooksService).findMany([book.A]))[0]!.book.stock;
      const rest = await t.http
        .post('/api/user/order/manual')
        .set(auth(as))
        .send({ books: [{ book: book.A, quantity: 1 }], ...(to ? { addressId: address[to] } : {}) });
      expect(rest.status).toBe(409);
      expect(rest.body).toEqual({ statusCode: 409, error: code, message });
      await ok(t.http, as, 'post', '/api/user/cart', { bookId: book.A, quantity: 1 });
      const graphql = await gql(
        t.http,
        'mutation($a: ID) { placeOrder(addressId: $a) { message } }',
        { a: to ? address[to] : null },
        as.token,
      );
      expect(graphql.body.errors[0]).toMatchObject({ message, extensions: { code, statusCode: 409 } });
      expect((await t.app.get(BooksService).findMany([book.A]))[0]!.book.stock).toBe(before);
    } finally {
      await setOptions(t.http, admin, { collectInStore: true });
    }
  });

  it('refuses a delivery method not offered for the address with 409 SHIPPING_METHOD_UNAVAILABLE', async () => {
    const res = await t.http
      .post('/api/user/order/manual')
      .set(auth(shopper))
      .send({ books: [{ book: book.A, quantity: 1 }], addressId: address.FR, shippingMethodId: us.methods.Ground });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('SHIPPING_METHOD_UNAVAILABLE');
    const quote = await quoteRest({
      lines: [{ bookId: book.A, quantity: 1 }],
      addressId: address.FR,
      shippingMethodId: us.methods.Ground,
    });
    expect(quote.body.quote).toMatchObject({
      orderable: false,
      deliveryProblem: { code: 'SHIPPING_METHOD_UNAVAILABLE' },
    });
    expect(quote.body.quote.shippingMethodId).toBe(europe.methods.Standard);
  });

  it('quotes the cart when no lines are sent, and an empty cart is 400 CART_EMPTY', async () => {
    await ok(t.http, shopper, 'delete', '/api/user/cart');
    const empty = await quoteRest({});
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('CART_EMPTY');
    await ok(t.http, shopper, 'post', '/api/user/cart', { bookId: book.C, quantity: 1 });
    const res = await quoteRest({ addressId: address.FR, shippingMethodId: 'collect' });
    expect(res.body.quote.totals).toMatchObject({
      subtotal: 30,
      shipping: 0,
      shippingMethod: { id: 'collect', name: 'Collect in store', collection: true },
    });
  });

  it.each([
    [{ shippingMethodId: 'express' }, 'Shipping method id must be "collect" or a 24-character hexadecimal id'],
    [{ discountCode: { $gt: '' } }, 'Discount code must be text of at most 32 characters'],
    [{ discountCode: 'X'.repeat(33) }, 'Discount code must be text of at most 32 characters'],
    [{ expectedTotal: 1.234 }, 'Expected total must be a number of at least 0 with at most 2 decimals'],
    [{ expectedTotal: '12' }, 'Expected total must be a number of at least 0 with at most 2 decimals'],
  ])('refuses %p with 400 and says why', async (fields, message) => {
    const res = await t.http
      .post('/api/user/order/manual')
      .set(auth(shopper))
      .send({ books: [{ book: book.A, quantity: 1 }], ...fields });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'VALIDATION_FAILED', message });
  });
});
