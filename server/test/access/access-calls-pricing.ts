import type { Fixtures } from './access-calls';
import { bearer, type Call, graphql, rest } from './access-calls';

/**
 * The calls of the money settings, the discount codes and the checkout's quote (see
 * access-calls.ts): each update or delete works on a zone, method, rate or code of its own, made
 * by the admin first, so that a refused call and an allowed one both find one.
 */

let made = 0;
const next = () => made++;

const admin = (f: Fixtures) => bearer(f.admin);

/** No zone left: a zone a call adds (Germany) or makes (France) never clashes with one left before. */
async function noZones(f: Fixtures): Promise<void> {
  const res = await f.t.http.get('/api/admin/pricing').set(admin(f));
  for (const zone of res.body.settings.zones)
    await f.t.http.delete(`/api/admin/pricing/zones/${zone._id}`).set(admin(f));
}

async function freshZone(f: Fixtures): Promise<string> {
  await noZones(f);
  const res = await f.t.http
    .post('/api/admin/pricing/zones')
    .set(admin(f))
    .send({ name: 'France', countries: ['FR'] });
  if (res.status !== 201) throw new Error(`could not add a zone: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.settings.zones.at(-1)._id;
}

async function freshMethod(f: Fixtures): Promise<string> {
  const zoneId = await freshZone(f);
  const res = await f.t.http
    .post(`/api/admin/pricing/zones/${zoneId}/methods`)
    .set(admin(f))
    .send({ name: 'Standard', price: 4.95 });
  if (res.status !== 201) throw new Error(`could not add a method: ${res.status} ${JSON.stringify(res.body)}`);
  const zone = res.body.settings.zones.find((entry: { _id: string }) => entry._id === zoneId);
  return zone.methods[0]._id;
}

async function freshRate(f: Fixtures): Promise<string> {
  const res = await f.t.http
    .post('/api/admin/pricing/tax-rates')
    .set(admin(f))
    .send({ country: 'US', region: `R${next()}`, booksRate: 5, shippingRate: 5 });
  if (res.status !== 201) throw new Error(`could not add a rate: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.settings.taxRates.at(-1)._id;
}

const carrierInput = () => ({ name: `Carrier ${next()}`, trackingUrl: 'https://carrier.example/t/{number}' });

/** A carrier to edit or delete; the list is emptied first when it nears the store's limit. */
async function freshCarrier(f: Fixtures): Promise<string> {
  const { carriers } = (await f.t.http.get('/api/admin/pricing').set(admin(f))).body.settings;
  if (carriers.length >= 15) {
    for (const carrier of carriers) await f.t.http.delete(`/api/admin/pricing/carriers/${carrier._id}`).set(admin(f));
  }
  const res = await f.t.http.post('/api/admin/pricing/carriers').set(admin(f)).send(carrierInput());
  if (res.status !== 201) throw new Error(`could not add a carrier: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.settings.carriers.at(-1)._id;
}

const codeInput = () => ({ code: `ACCESS${next()}`, kind: 'PERCENTAGE', percent: 10 });

async function freshCode(f: Fixtures): Promise<string> {
  const res = await f.t.http.post('/api/admin/discount-codes').set(admin(f)).send(codeInput());
  if (res.status !== 201) throw new Error(`could not add a code: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.discountCode._id;
}

const zoneInput = () => ({ name: `Zone ${next()}`, countries: ['DE'] });
const METHOD_INPUT = { name: 'Express', price: 9.5, freeOver: 100, minDays: 1, maxDays: 2 };
const rateInput = () => ({ country: 'CA', region: `R${next()}`, booksRate: 5, shippingRate: 5 });
const OPTIONS = { collectInStore: true };
/** The payment settings as the store starts: pay on delivery only. */
const PAYMENTS = {
  methods: [
    { id: 'on-delivery', enabled: true },
    { id: 'bank-transfer', enabled: false },
  ],
  expiryDays: 7,
};
const LEGAL = { name: 'Bookstore Ltd', address: '1 Library Lane', taxNumber: 'GB123' };
const quoteInput = (f: Fixtures) => ({ lines: [{ bookId: f.bookId, quantity: 1 }] });
const SETTINGS = '{ message settings { collectInStore } }';

export const PRICING_REST_CALLS: Record<string, Call> = {
  'GET /api/admin/pricing': (f, as) => rest(f, as, 'get', '/api/admin/pricing'),
  'PUT /api/admin/pricing/options': (f, as) => rest(f, as, 'put', '/api/admin/pricing/options', OPTIONS),
  'PUT /api/admin/pricing/legal': (f, as) => rest(f, as, 'put', '/api/admin/pricing/legal', LEGAL),
  'PUT /api/admin/pricing/payments': (f, as) => rest(f, as, 'put', '/api/admin/pricing/payments', PAYMENTS),
  'POST /api/admin/pricing/zones': async (f, as) => {
    await noZones(f);
    return rest(f, as, 'post', '/api/admin/pricing/zones', zoneInput());
  },
  'PUT /api/admin/pricing/zones/:id': async (f, as) =>
    rest(f, as, 'put', `/api/admin/pricing/zones/${await freshZone(f)}`, zoneInput()),
  'DELETE /api/admin/pricing/zones/:id': async (f, as) =>
    rest(f, as, 'delete', `/api/admin/pricing/zones/${await freshZone(f)}`),
  'POST /api/admin/pricing/zones/:id/methods': async (f, as) =>
    rest(f, as, 'post', `/api/admin/pricing/zones/${await freshZone(f)}/methods`, METHOD_INPUT),
  'PUT /api/admin/pricing/methods/:id': async (f, as) =>
    rest(f, as, 'put', `/api/admin/pricing/methods/${await freshMethod(f)}`, METHOD_INPUT),
  'DELETE /api/admin/pricing/methods/:id': async (f, as) =>
    rest(f, as, 'delete', `/api/admin/pricing/methods/${await freshMethod(f)}`),
  'POST /api/admin/pricing/tax-rates': (f, as) => rest(f, as, 'post', '/api/admin/pricing/tax-rates', rateInput()),
  'PUT /api/admin/pricing/tax-rates/:id': async (f, as) =>
    rest(f, as, 'put', `/api/admin/pricing/tax-rates/${await freshRate(f)}`, rateInput()),
  'DELETE /api/admin/pricing/tax-rates/:id': async (f, as) =>
    rest(f, as, 'delete', `/api/admin/pricing/tax-rates/${await freshRate(f)}`),
  'POST /api/admin/pricing/carriers': async (f, as) => {
    await freshCarrier(f); // keeps the list below the limit
    return rest(f, as, 'post', '/api/admin/pricing/carriers', carrierInput());
  },
  'PUT /api/admin/pricing/carriers/:id': async (f, as) =>
    rest(f, as, 'put', `/api/admin/pricing/carriers/${await freshCarrier(f)}`, carrierInput()),
  'DELETE /api/admin/pricing/carriers/:id': async (f, as) =>
    rest(f, as, 'delete', `/api/admin/pricing/carriers/${await freshCarrier(f)}`),
  'GET /api/admin/discount-codes': (f, as) => rest(f, as, 'get', '/api/admin/discount-codes'),
  'POST /api/admin/discount-codes': (f, as) => rest(f, as, 'post', '/api/admin/discount-codes', codeInput()),
  'PUT /api/admin/discount-codes/:id': async (f, as) =>
    rest(f, as, 'put', `/api/admin/discount-codes/${await freshCode(f)}`, codeInput()),
  'DELETE /api/admin/discount-codes/:id': async (f, as) =>
    rest(f, as, 'delete', `/api/admin/discount-codes/${await freshCode(f)}`),
  'POST /api/user/checkout/quote': (f, as) => rest(f, as, 'post', '/api/user/checkout/quote', quoteInput(f)),
};

export const PRICING_GRAPHQL_CALLS: Record<string, Call> = {
  'Query.pricingSettings': (f, as) => graphql(f, as, '{ pricingSettings { collectInStore } }'),
  'Mutation.updatePricingOptions': (f, as) =>
    graphql(f, as, `mutation($input: PricingOptionsInput!) { updatePricingOptions(input: $input) ${SETTINGS} }`, {
      input: OPTIONS,
    }),
  'Mutation.updateLegalDetails': (f, as) =>
    graphql(f, as, `mutation($input: LegalDetailsInput!) { updateLegalDetails(input: $input) ${SETTINGS} }`, {
      input: LEGAL,
    }),
  'Mutation.updatePaymentSettings': (f, as) =>
    graphql(f, as, `mutation($input: PaymentSettingsInput!) { updatePaymentSettings(input: $input) ${SETTINGS} }`, {
      input: PAYMENTS,
    }),
  'Mutation.addShippingZone': async (f, as) => {
    await noZones(f);
    return graphql(f, as, `mutation($input: ShippingZoneInput!) { addShippingZone(input: $input) ${SETTINGS} }`, {
      input: zoneInput(),
    });
  },
  'Mutation.updateShippingZone': async (f, as) =>
    graphql(
      f,
      as,
      `mutation($id: ID!, $input: ShippingZoneInput!) { updateShippingZone(id: $id, input: $input) ${SETTINGS} }`,
      {
        id: await freshZone(f),
        input: zoneInput(),
      },
    ),
  'Mutation.deleteShippingZone': async (f, as) =>
    graphql(f, as, `mutation($id: ID!) { deleteShippingZone(id: $id) ${SETTINGS} }`, { id: await freshZone(f) }),
  'Mutation.addShippingMethod': async (f, as) =>
    graphql(
      f,
      as,
      `mutation($zoneId: ID!, $input: ShippingMethodInput!) { addShippingMethod(zoneId: $zoneId, input: $input) ${SETTINGS} }`,
      { zoneId: await freshZone(f), input: METHOD_INPUT },
    ),
  'Mutation.updateShippingMethod': async (f, as) =>
    graphql(
      f,
      as,
      `mutation($id: ID!, $input: ShippingMethodInput!) { updateShippingMethod(id: $id, input: $input) ${SETTINGS} }`,
      {
        id: await freshMethod(f),
        input: METHOD_INPUT,
      },
    ),
  'Mutation.deleteShippingMethod': async (f, as) =>
    graphql(f, as, `mutation($id: ID!) { deleteShippingMethod(id: $id) ${SETTINGS} }`, { id: await freshMethod(f) }),
  'Mutation.addCarrier': async (f, as) => {
    await freshCarrier(f);
    return graphql(f, as, `mutation($input: CarrierInput!) { addCarrier(input: $input) ${SETTINGS} }`, {
      input: carrierInput(),
    });
  },
  'Mutation.updateCarrier': async (f, as) =>
    graphql(f, as, `mutation($id: ID!, $input: CarrierInput!) { updateCarrier(id: $id, input: $input) ${SETTINGS} }`, {
      id: await freshCarrier(f),
      input: carrierInput(),
    }),
  'Mutation.deleteCarrier': async (f, as) =>
    graphql(f, as, `mutation($id: ID!) { deleteCarrier(id: $id) ${SETTINGS} }`, { id: await freshCarrier(f) }),
  'Mutation.addTaxRate': (f, as) =>
    graphql(f, as, `mutation($input: TaxRateInput!) { addTaxRate(input: $input) ${SETTINGS} }`, { input: rateInput() }),
  'Mutation.updateTaxRate': async (f, as) =>
    graphql(f, as, `mutation($id: ID!, $input: TaxRateInput!) { updateTaxRate(id: $id, input: $input) ${SETTINGS} }`, {
      id: await freshRate(f),
      input: rateInput(),
    }),
  'Mutation.deleteTaxRate': async (f, as) =>
    graphql(f, as, `mutation($id: ID!) { deleteTaxRate(id: $id) ${SETTINGS} }`, { id: await freshRate(f) }),
  'Query.discountCodes': (f, as) => graphql(f, as, '{ discountCodes { id uses } }'),
  'Mutation.addDiscountCode': (f, as) =>
    graphql(f, as, 'mutation($input: DiscountCodeInput!) { addDiscountCode(input: $input) { message } }', {
      input: codeInput(),
    }),
  'Mutation.updateDiscountCode': async (f, as) =>
    graphql(
      f,
      as,
      'mutation($id: ID!, $input: DiscountCodeInput!) { updateDiscountCode(id: $id, input: $input) { message } }',
      {
        id: await freshCode(f),
        input: codeInput(),
      },
    ),
  'Mutation.deleteDiscountCode': async (f, as) =>
    graphql(f, as, 'mutation($id: ID!) { deleteDiscountCode(id: $id) { message } }', { id: await freshCode(f) }),
  'Query.checkoutQuote': (f, as) =>
    graphql(f, as, 'query($input: CheckoutQuoteInput) { checkoutQuote(input: $input) { orderable } }', {
      input: quoteInput(f),
    }),
};
