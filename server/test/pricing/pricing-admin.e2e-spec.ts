import { BooksService } from '../../src/books/books.service';
import { type Account, expectError, gql, registerUser } from '../setup/helpers';
import { createTestApp, sharedTestDatabase, type TestApp } from '../setup/test-app';
import { addCode, addZone, auth, booksAt, ok } from './pricing-fixtures';

const UNKNOWN_ID = '0123456789abcdef01234567';

/** The admin's money settings and discount codes through both transports: defaults, changes, refusals. */
describe('the money settings and discount codes, as the admin changes them', () => {
  let t: TestApp;
  let admin: Account;
  let shopper: Account;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerUser(t.http, { role: 'admin', name: 'Settings Admin' });
    shopper = await registerUser(t.http, { name: 'Settings Shopper' });
  });

  afterAll(() => t.close());

  it('starts a fresh store collecting in store, with no zones, no tax, no legal details, paid on delivery', async () => {
    expect((await ok(t.http, admin, 'get', '/api/admin/pricing')).settings).toEqual({
      collectInStore: true,
      pricesIncludeTax: false,
      shopCountry: '',
      shopRegion: '',
      legal: { name: '', address: '', taxNumber: '' },
      zones: [],
      taxRates: [],
      carriers: [],
      payments: {
        methods: [
          { id: 'on-delivery', name: 'Pay on delivery or in store', enabled: true },
          { id: 'bank-transfer', name: 'Bank transfer', enabled: false },
          { id: 'card', name: 'Card', enabled: false },
        ],
        bank: { holder: '', account: '', bank: '', notes: '' },
        expiryDays: 7,
      },
    });
  });

  it('changes the options and the legal details over REST and GraphQL', async () => {
    const options = await ok(t.http, admin, 'put', '/api/admin/pricing/options', {
      pricesIncludeTax: true,
      shopCountry: 'gb',
    });
    expect(options).toMatchObject({
      message: 'Store options updated',
      settings: { pricesIncludeTax: true, shopCountry: 'GB', collectInStore: true },
    });
    const legal = await gql(
      t.http,
      'mutation($input: LegalDetailsInput!) { updateLegalDetails(input: $input) { message settings { legal { name address taxNumber } shopCountry } } }',
      { input: { name: ' Bookstore Ltd ', address: '1 Library Lane, Booktown', taxNumber: 'GB123456789' } },
      admin.token,
    );
    expect(legal.body.data.updateLegalDetails).toEqual({
      message: 'Legal details updated',
      settings: {
        legal: { name: 'Bookstore Ltd', address: '1 Library Lane, Booktown', taxNumber: 'GB123456789' },
        shopCountry: 'GB',
      },
    });
  });

  it('keeps a legal address on several lines, and refuses a line break in the name', async () => {
    const address = '1 Library Lane\nBooktown\nBK1 2AA';
    const saved = await ok(t.http, admin, 'put', '/api/admin/pricing/legal', { name: 'Bookstore Ltd', address });
    expect(saved.settings.legal).toEqual({ name: 'Bookstore Ltd', address, taxNumber: '' });
    const viaGraphql = await gql(
      t.http,
      'mutation($input: LegalDetailsInput!) { updateLegalDetails(input: $input) { settings { legal { address } } } }',
      { input: { address: 'Unit 4\r\nHarbour Road' } },
      admin.token,
    );
    expect(viaGraphql.body.data.updateLegalDetails.settings.legal.address).toBe('Unit 4\r\nHarbour Road');
    const refused = await t.http
      .put('/api/admin/pricing/legal')
      .set(auth(admin))
      .send({ name: 'Bookstore\nLtd', address });
    expectError(refused, 400, 'VALIDATION_FAILED');
    expect(refused.body.message).toMatch(/^Legal name/);
  });

  it('adds, edits, disables and deletes zones, methods and rates on both transports', async () => {
    const europe = await addZone(t.http, admin, { name: 'Europe', countries: ['fr', 'DE'] }, [
      { name: 'Standard', price: 4.95, freeOver: 40 },
    ]);
    const added = await gql(
      t.http,
      `mutation($zoneId: ID!, $input: ShippingMethodInput!) { addShippingMethod(zoneId: $zoneId, input: $input) {
        settings { zones { id countries methods { id name price freeOver minDays maxDays enabled } } } } }`,
      { zoneId: europe.zoneId, input: { name: 'Express', price: 9.9, minDays: 1, maxDays: 2 } },
      admin.token,
    );
    expect(added.body.data.addShippingMethod.settings.zones[0]).toMatchObject({
      id: europe.zoneId,
      countries: ['FR', 'DE'],
      methods: [
        { name: 'Standard', price: 4.95, freeOver: 40, minDays: null, maxDays: null, enabled: true },
        { name: 'Express', price: 9.9, freeOver: null, minDays: 1, maxDays: 2, enabled: true },
      ],
    });
    const disabled = await ok(t.http, admin, 'put', `/api/admin/pricing/methods/${europe.methods.Standard}`, {
      name: 'Standard',
      price: 4.95,
      enabled: false,
    });
    expect(disabled.settings.zones[0].methods[0]).toMatchObject({ enabled: false, freeOver: null });
    const [bookId] = await booksAt(t.app.get(BooksService), [10]);
    const addressId = (
      await ok(t.http, shopper, 'post', '/api/user/addresses', {
        fullName: 'Ada',
        line1: '1 Rue',
        city: 'Paris',
        postalCode: '75001',
        country: 'FR',
      })
    ).address._id;
    const quote = await ok(t.http, shopper, 'post', '/api/user/checkout/quote', {
      lines: [{ bookId, quantity: 1 }],
      addressId,
    });
    expect(quote.quote.methods.map((method: { name: string }) => method.name)).toEqual(['Express', 'Collect in store']);

    const rate = await gql(
      t.http,
      'mutation($input: TaxRateInput!) { addTaxRate(input: $input) { settings { taxRates { id country countryName region booksRate shippingRate } } } }',
      { input: { country: 'us', region: 'NY', booksRate: 8.875, shippingRate: 0 } },
      admin.token,
    );
    const [stored] = rate.body.data.addTaxRate.settings.taxRates;
    expect(stored).toMatchObject({
      country: 'US',
      countryName: 'United States of America',
      region: 'NY',
      booksRate: 8.875,
      shippingRate: 0,
    });
    const edited = await ok(t.http, admin, 'put', `/api/admin/pricing/tax-rates/${stored.id}`, {
      country: 'US',
      region: 'NY',
      booksRate: 4,
      shippingRate: 4,
    });
    expect(edited.settings.taxRates[0]).toMatchObject({ booksRate: 4, shippingRate: 4 });
    expect((await ok(t.http, admin, 'delete', `/api/admin/pricing/tax-rates/${stored.id}`)).settings.taxRates).toEqual(
      [],
    );
    const gone = await gql(
      t.http,
      'mutation($id: ID!) { deleteShippingZone(id: $id) { message settings { zones { id } } } }',
      { id: europe.zoneId },
      admin.token,
    );
    expect(gone.body.data.deleteShippingZone).toEqual({ message: 'Shipping zone deleted', settings: { zones: [] } });
  });

  it.each([
    [
      'zones',
      { name: 'Nowhere', countries: [] },
      400,
      'Add at least one country to the zone, or make it the rest of the world',
    ],
    [
      'zones',
      { name: 'Bad', countries: ['XX'] },
      400,
      'Countries must be a list of two-letter ISO 3166-1 country code, such as GB or US',
    ],
    ['zones', { name: '', countries: ['FR'] }, 400, 'Zone name is required'],
    [
      'zones',
      { name: 'Operator', countries: { $gt: '' } },
      400,
      'Countries must be a list of two-letter ISO 3166-1 country code, such as GB or US',
    ],
    [
      'tax-rates',
      { country: 'FR', booksRate: 100.5, shippingRate: 0 },
      400,
      'Books rate: A tax rate must be a percentage from 0 to 100 with at most 4 decimals',
    ],
    [
      'tax-rates',
      { country: 'FR', booksRate: 5.12345, shippingRate: 0 },
      400,
      'Books rate: A tax rate must be a percentage from 0 to 100 with at most 4 decimals',
    ],
    [
      'tax-rates',
      { country: 'ZZ', booksRate: 5, shippingRate: 0 },
      400,
      'Country must be a two-letter ISO 3166-1 country code, such as GB or US',
    ],
  ])('refuses a bad %s entry %p with %i: %s', async (what, body, status, message) => {
    const res = await t.http.post(`/api/admin/pricing/${what}`).set(auth(admin)).send(body);
    expectError(res, status, 'VALIDATION_FAILED');
    expect(res.body.message).toBe(message);
  });

  it.each([
    [{ name: 'M', price: -1 }, 'Price must be a number of at least 0 with at most 2 decimals'],
    [{ name: 'M', price: 1.999 }, 'Price must be a number of at least 0 with at most 2 decimals'],
    [{ name: 'M', price: 1, freeOver: 'lots' }, 'Free over must be a number of at least 0 with at most 2 decimals'],
    [{ name: 'M', price: 1, minDays: 5, maxDays: 2 }, 'Maximum days must be at least the minimum days'],
    [{ name: 'M', price: 1, minDays: 1.5 }, 'Minimum days must be a whole number from 0 to 365'],
  ])('refuses a method %p with 400: %s', async (body, message) => {
    const zone = await addZone(t.http, admin, { name: `Z${Math.random()}`, countries: [], restOfWorld: true });
    try {
      const res = await t.http.post(`/api/admin/pricing/zones/${zone.zoneId}/methods`).set(auth(admin)).send(body);
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.message).toBe(message);
    } finally {
      await ok(t.http, admin, 'delete', `/api/admin/pricing/zones/${zone.zoneId}`);
    }
  });

  it('refuses a country in two zones, two rest-of-the-world zones and two rates for one place with 409 PRICING_CONFLICT', async () => {
    await addZone(t.http, admin, { name: 'West', countries: ['ES'] });
    await addZone(t.http, admin, { name: 'World', countries: [], restOfWorld: true });
    const twice = await t.http
      .post('/api/admin/pricing/zones')
      .set(auth(admin))
      .send({ name: 'South', countries: ['PT', 'ES'] });
    expectError(twice, 409, 'PRICING_CONFLICT');
    expect(twice.body.message).toBe('Spain is already in the zone West');
    const world = await t.http
      .post('/api/admin/pricing/zones')
      .set(auth(admin))
      .send({ name: 'Else', countries: [], restOfWorld: true });
    expect(world.body).toMatchObject({
      error: 'PRICING_CONFLICT',
      message: 'The zone World already covers the rest of the world',
    });
    await ok(t.http, admin, 'post', '/api/admin/pricing/tax-rates', { country: 'ES', booksRate: 4, shippingRate: 21 });
    const rate = await t.http
      .post('/api/admin/pricing/tax-rates')
      .set(auth(admin))
      .send({ country: 'ES', booksRate: 5, shippingRate: 5 });
    expect(rate.body).toMatchObject({
      statusCode: 409,
      error: 'PRICING_CONFLICT',
      message: 'Spain already has a tax rate',
    });
  });

  it('answers 404 for a zone, method or rate that is not there, and 400 INVALID_ID for a malformed id', async () => {
    expectError(await t.http.delete(`/api/admin/pricing/zones/${UNKNOWN_ID}`).set(auth(admin)), 404, 'NOT_FOUND');
    expectError(await t.http.delete(`/api/admin/pricing/tax-rates/${UNKNOWN_ID}`).set(auth(admin)), 404, 'NOT_FOUND');
    expectError(await t.http.delete('/api/admin/pricing/zones/nope').set(auth(admin)), 400, 'INVALID_ID');
  });

  describe('discount codes', () => {
    it('adds codes in any case, refuses a second with the same code with 409, and lists them with their figures', async () => {
      const res = await ok(t.http, admin, 'post', '/api/admin/discount-codes', {
        code: ' spring-24 ',
        kind: 'PERCENTAGE',
        percent: 15,
        minimumSubtotal: 30,
        startsAt: '2026-03-01T00:00:00Z',
        endsAt: '2099-06-01T00:00:00Z',
        maxUses: 100,
        perCustomer: 1,
      });
      expect(res).toMatchObject({
        message: 'Discount code added',
        discountCode: {
          code: 'SPRING-24',
          kind: 'PERCENTAGE',
          percent: 15,
          amount: null,
          minimumSubtotal: 30,
          maxUses: 100,
          perCustomer: 1,
          enabled: true,
          uses: 0,
          discountGiven: 0,
        },
      });
      const again = await t.http
        .post('/api/admin/discount-codes')
        .set(auth(admin))
        .send({ code: 'Spring-24', kind: 'FREE_SHIPPING' });
      expectError(again, 409, 'DISCOUNT_CODE_TAKEN');
      const listed = await gql(
        t.http,
        '{ discountCodes { code uses discountGiven startsAt endsAt } }',
        {},
        admin.token,
      );
      expect(listed.body.data.discountCodes).toContainEqual({
        code: 'SPRING-24',
        uses: 0,
        discountGiven: 0,
        startsAt: '2026-03-01T00:00:00.000Z',
        endsAt: '2099-06-01T00:00:00.000Z',
      });
    });

    it.each([
      [{ code: 'AB', kind: 'FREE_SHIPPING' }, 'A discount code is 3 to 32 letters, digits, "-" or "_"'],
      [{ code: 'HELLO WORLD', kind: 'FREE_SHIPPING' }, 'A discount code is 3 to 32 letters, digits, "-" or "_"'],
      [{ code: 'PCT', kind: 'PERCENTAGE', percent: 0 }, 'Percentage must be a whole number from 1 to 100'],
      [{ code: 'PCT', kind: 'PERCENTAGE', percent: 101 }, 'Percentage must be a whole number from 1 to 100'],
      [{ code: 'PCT', kind: 'PERCENTAGE' }, 'A percentage code needs its percentage (1 to 100)'],
      [{ code: 'FIX', kind: 'FIXED_AMOUNT', amount: 0 }, 'A fixed amount code needs its amount (more than 0)'],
      [
        { code: 'FIX', kind: 'FIXED_AMOUNT', amount: 2.555 },
        'Amount must be a number of at least 0 with at most 2 decimals',
      ],
      [{ code: 'WHAT', kind: 'HALF_OFF' }, 'Kind must be PERCENTAGE, FIXED_AMOUNT or FREE_SHIPPING'],
      [{ code: 'DATE', kind: 'FREE_SHIPPING', startsAt: 'tomorrow' }, 'Starts at must be a date and time (ISO 8601)'],
      [
        { code: 'DATE', kind: 'FREE_SHIPPING', startsAt: '2026-05-01', endsAt: '2026-04-01' },
        'Ends at must be after starts at',
      ],
      [{ code: 'USES', kind: 'FREE_SHIPPING', maxUses: 0 }, 'Uses must be a whole number from 1 to 10000000'],
      [
        { code: 'USES', kind: 'FREE_SHIPPING', perCustomer: -1 },
        'Uses per customer: Uses must be a whole number from 1 to 10000000',
      ],
    ])('refuses %p with 400: %s', async (body, message) => {
      const res = await t.http.post('/api/admin/discount-codes').set(auth(admin)).send(body);
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.message).toBe(message);
    });

    it('disables a code, deletes an unused one, and refuses to delete a used one with 409 DISCOUNT_CODE_IN_USE', async () => {
      const used = await addCode(t.http, admin, { code: 'USEDONE', kind: 'FIXED_AMOUNT', amount: 1 });
      const unused = await addCode(t.http, admin, { code: 'UNUSED', kind: 'FREE_SHIPPING' });
      const [bookId] = await booksAt(t.app.get(BooksService), [10], 'Coded');
      await ok(t.http, shopper, 'post', '/api/user/order/manual', {
        books: [{ book: bookId, quantity: 1 }],
        discountCode: 'usedone',
        shippingMethodId: 'collect',
      });
      const listed = (await ok(t.http, admin, 'get', '/api/admin/discount-codes')).discountCodes;
      expect(listed.find((code: { code: string }) => code.code === 'USEDONE')).toMatchObject({
        uses: 1,
        discountGiven: 1,
      });
      expectError(
        await t.http.delete(`/api/admin/discount-codes/${used}`).set(auth(admin)),
        409,
        'DISCOUNT_CODE_IN_USE',
      );
      const disabled = await gql(
        t.http,
        'mutation($id: ID!, $input: DiscountCodeInput!) { updateDiscountCode(id: $id, input: $input) { discountCode { enabled uses } } }',
        { id: used, input: { code: 'USEDONE', kind: 'FIXED_AMOUNT', amount: 1, enabled: false } },
        admin.token,
      );
      expect(disabled.body.data.updateDiscountCode.discountCode).toEqual({ enabled: false, uses: 1 });
      expect((await ok(t.http, admin, 'delete', `/api/admin/discount-codes/${unused}`)).message).toBe(
        'Discount code deleted',
      );
      expectError(await t.http.delete(`/api/admin/discount-codes/${unused}`).set(auth(admin)), 404, 'NOT_FOUND');
    });
  });

  it("lets another instance on the same database see a change within the change feed's delay", async () => {
    const database = sharedTestDatabase();
    const env = { CHANGE_FEED: 'polling', CHANGE_FEED_POLL_MS: '100' };
    const a = await createTestApp(env, database);
    const b = await createTestApp(env, database);
    try {
      const owner = await registerUser(a.http, { role: 'admin', name: 'Owner' });
      const buyer = await registerUser(a.http, { name: 'Buyer' });
      const [bookId] = await booksAt(b.app.get(BooksService), [10], 'Shared');
      const quoteOnB = async () =>
        (await ok(b.http, buyer, 'post', '/api/user/checkout/quote', { lines: [{ bookId, quantity: 1 }] })).quote;
      expect((await quoteOnB()).methods).toHaveLength(1);
      await ok(a.http, owner, 'put', '/api/admin/pricing/options', { collectInStore: false });
      const started = Date.now();
      while ((await quoteOnB()).methods.length) {
        if (Date.now() - started > 3000) throw new Error('B still offers collection in store');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      process.stdout.write(`money settings seen by the other instance after ${Date.now() - started} ms\n`);
      const refused = await b.http
        .post('/api/user/order/manual')
        .set(auth(buyer))
        .send({ books: [{ book: bookId, quantity: 1 }] });
      expect(refused.body.error).toBe('DELIVERY_ADDRESS_REQUIRED');
    } finally {
      await b.close();
      await a.close();
    }
  }, 60_000);
});
