import type { BrowserContext } from 'playwright-core';
import { BASE_URL } from './browser';

/** The session token a signed-in browser context holds. */
export async function tokenOf(context: BrowserContext): Promise<string> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token')?.value;
  if (!token) throw new Error('the context has no session cookie');
  return decodeURIComponent(token);
}

/** A GraphQL call to the journey's store, for setting a scene up; throws on any error. */
export async function gql<T>(token: string, query: string, variables: object = {}): Promise<T> {
  const response = await fetch(`${BASE_URL()}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** Adds a book as the admin; returns its id. */
export async function addBook(
  adminToken: string,
  book: { title: string; price: number; stock: number; author?: string; description?: string },
): Promise<string> {
  const { addBook: added } = await gql<{ addBook: { book: { id: string } } }>(
    adminToken,
    'mutation Add($input: BookInput!) { addBook(input: $input) { book { id } } }',
    { input: { author: 'Ines Varga', category: 'Fiction', description: 'A journey book.', ...book } },
  );
  return added.book.id;
}

/**
 * The shop delivers anywhere for free (as the admin), so that an order to an address goes to it:
 * a store with no delivery zone only offers collection in store.
 */
export async function deliverEverywhere(adminToken: string): Promise<void> {
  const { addShippingZone } = await gql<{ addShippingZone: { settings: { zones: Array<{ id: string }> } } }>(
    adminToken,
    'mutation { addShippingZone(input: { name: "Everywhere", countries: [], restOfWorld: true }) { settings { zones { id } } } }',
  );
  await gql(
    adminToken,
    'mutation($zone: ID!) { addShippingMethod(zoneId: $zone, input: { name: "Standard delivery", price: 0 }) { message } }',
    {
      zone: addShippingZone.settings.zones[0].id,
    },
  );
}
