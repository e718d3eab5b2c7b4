import type TestAgent from 'supertest/lib/agent';
import type { BooksService } from '../../src/books/books.service';
import type { Account } from '../setup/helpers';

/** The admin's and a shopper's calls of the money settings, codes, quotes and orders, over REST. */

export const auth = (account: Account) => ({ authorization: `Bearer ${account.token}` });

/** A REST call as `account` that must succeed; returns the body. */
export async function ok(
  http: TestAgent,
  account: Account,
  method: 'get' | 'post' | 'put' | 'delete',
  url: string,
  body?: object,
): Promise<any> {
  const req = http[method](url).set(auth(account));
  const res = await (body ? req.send(body) : req);
  if (res.status < 200 || res.status > 299)
    throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export interface ZoneIds {
  zoneId: string;
  methods: Record<string, string>;
}

/** Adds a zone with these methods (name → fields); returns its id and its methods' ids by name. */
export async function addZone(
  http: TestAgent,
  admin: Account,
  zone: { name: string; countries: string[]; restOfWorld?: boolean },
  methods: Array<{ name: string; price: number; freeOver?: number | null; enabled?: boolean }> = [],
): Promise<ZoneIds> {
  const added = await ok(http, admin, 'post', '/api/admin/pricing/zones', zone);
  const zoneId = added.settings.zones.find((entry: { name: string }) => entry.name === zone.name)._id;
  let settings = added.settings;
  for (const method of methods) {
    settings = (await ok(http, admin, 'post', `/api/admin/pricing/zones/${zoneId}/methods`, method)).settings;
  }
  const stored = settings.zones.find((entry: { _id: string }) => entry._id === zoneId);
  return {
    zoneId,
    methods: Object.fromEntries(
      stored.methods.map((method: { name: string; _id: string }) => [method.name, method._id]),
    ),
  };
}

export const addRate = (
  http: TestAgent,
  admin: Account,
  rate: { country: string; region?: string; booksRate: number; shippingRate: number },
) => ok(http, admin, 'post', '/api/admin/pricing/tax-rates', rate);

export const setOptions = (
  http: TestAgent,
  admin: Account,
  options: { collectInStore?: boolean; pricesIncludeTax?: boolean; shopCountry?: string; shopRegion?: string },
) => ok(http, admin, 'put', '/api/admin/pricing/options', options);

export async function addCode(http: TestAgent, admin: Account, code: Record<string, unknown>): Promise<string> {
  return (await ok(http, admin, 'post', '/api/admin/discount-codes', code)).discountCode._id;
}

export async function addAddress(
  http: TestAgent,
  shopper: Account,
  fields: { country: string; region?: string; city?: string },
): Promise<string> {
  const body = await ok(http, shopper, 'post', '/api/user/addresses', {
    fullName: 'Ada Lovelace',
    line1: '1 Test Street',
    city: fields.city ?? 'Testville',
    postalCode: '12345',
    ...fields,
  });
  return body.address._id;
}

/** Books at these prices, with plenty in stock; their ids. */
export function booksAt(books: BooksService, prices: number[], prefix = 'Priced Book'): Promise<string[]> {
  return books.importMany(
    prices.map((price, i) => ({
      title: `${prefix} ${i + 1}`,
      author: 'Pricing Author',
      category: 'Fiction',
      description: 'A book with a price.',
      price,
      stock: 100_000,
    })),
  );
}

/** The breakdown fields a test compares, in cents (the wire's decimals × 100, rounded). */
export const centsOf = (totals: Record<string, unknown>) => ({
  subtotal: Math.round((totals.subtotal as number) * 100),
  discount: Math.round((totals.discount as number) * 100),
  shipping: Math.round((totals.shipping as number) * 100),
  tax: Math.round((totals.tax as number) * 100),
  total: Math.round((totals.total as number) * 100),
});

export const TOTALS_FIELDS = `subtotal discount discountCode shipping shippingMethod { id name collection } tax taxIncluded
  taxLines { rate appliesTo base amount } total`;
