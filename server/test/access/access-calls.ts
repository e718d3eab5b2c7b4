import type { Response } from 'supertest';
import { addBook, bookFields } from '../books/book-fixtures';
import { submit } from '../complaints/complaint-fixtures';
import { Types } from 'mongoose';
import { JWT_SECRET } from '../../src/auth/token';
import { newResetNonce, resetTokenHash, resetTokenOf } from '../../src/common/auth/reset-token';
import { OutboxService } from '../../src/mail/outbox.service';
import { PasswordResetsService } from '../../src/users/password-resets.service';
import { Account, gql, gqlUpload, PNG_1X1, registerUser, uniqueEmail } from '../setup/helpers';
import { listenForSockets, liveClient } from '../setup/live-client';
import { signedEvent } from '../setup/stripe-mock';
import type { TestApp } from '../setup/test-app';
import type { Outcome } from './access-matrix';
import { PRICING_GRAPHQL_CALLS, PRICING_REST_CALLS } from './access-calls-pricing';
import { REVIEW_GRAPHQL_CALLS, REVIEW_REST_CALLS } from './access-calls-reviews';

/**
 * How to make each call of the access matrix with a valid request, so that the only thing that
 * can refuse it is who makes it: real ids of a book, of the shopper's order and complaint, a line
 * in the caller's cart when the call needs one, and bodies that pass validation.
 */
export interface Fixtures {
  t: TestApp;
  shopper: Account;
  admin: Account;
  bookId: string;
  imageId: string;
  /** The shopper's order and complaint; another shopper must not reach them. */
  orderId: string;
  complaintId: string;
  /** The shopper's delivery address. */
  addressId: string;
}

/** The caller: no account for a visitor. */
export type As = Account | undefined;
export type Observed = { outcome: Outcome | string; detail: string };
export type Call = (f: Fixtures, as: As) => Promise<Observed>;

/** GraphQL refusals by who is calling; ADMIN_NOT_DELETABLE is the admin refused a shopper's own operation. */
const GQL_CODES: Record<string, Outcome> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ADMIN_NOT_DELETABLE: 403,
};

function fromRest(res: Response): Observed {
  const detail = `${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
  if (res.status >= 200 && res.status < 300) return { outcome: 'ok', detail };
  return { outcome: [401, 403, 404].includes(res.status) ? (res.status as Outcome) : `HTTP ${res.status}`, detail };
}

function fromGraphql(res: Response): Observed {
  const error = res.body.errors?.[0];
  const detail = `${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
  if (!error && res.body.data) return { outcome: 'ok', detail };
  const code = error?.extensions?.code as string | undefined;
  return { outcome: (code && GQL_CODES[code]) || `GraphQL ${code ?? res.status}`, detail };
}

export const bearer = (as: As) => (as ? { authorization: `Bearer ${as.token}` } : {});

type Method = 'get' | 'post' | 'put' | 'delete';
const UNKNOWN_ORDER_ID = '0123456789abcdef01234567';

export const rest = (f: Fixtures, as: As, method: Method, url: string, body?: object) => {
  const req = f.t.http[method](url).set(bearer(as));
  return (body ? req.send(body) : req).then(fromRest);
};
export const graphql = (f: Fixtures, as: As, query: string, variables: Record<string, unknown> = {}) =>
  gql(f.t.http, query, variables, as?.token).then(fromGraphql);

/** The app's socket URL, listening from the first live call on. */
const socketUrls = new WeakMap<object, Promise<string>>();
/**
 * How long an accepted subscription is watched for a refusal before it counts as running: an
 * accepted one sends nothing, and a refusal arrives within milliseconds on a quiet machine, but a
 * loaded one (integration files two at a time) has taken over 200 ms.
 */
const ACCEPTED_AFTER_MS = 1000;

/**
 * A subscription through a real graphql-ws client: a socket closed at `connection_init` is its
 * close code's refusal (4401: 401), an error result is its code's, and a subscription still
 * running after a moment is "ok".
 */
async function live(f: Fixtures, as: As, query: string, variables: Record<string, unknown> = {}): Promise<Observed> {
  if (!socketUrls.has(f.t.app)) socketUrls.set(f.t.app, listenForSockets(f.t.app));
  const client = liveClient(await socketUrls.get(f.t.app)!, { token: as?.token });
  try {
    const outcome = await Promise.race([
      client.closed.then(({ code, reason }): Observed => {
        const refusals: Record<number, Outcome> = { 4401: 401, 4403: 403 };
        return { outcome: refusals[code] ?? `closed ${code}`, detail: `closed ${code} ${reason}` };
      }),
      client.connected.then(async (): Promise<Observed> => {
        const subscription = client.subscribe(query, variables);
        const first = await subscription.next(ACCEPTED_AFTER_MS).catch(() => undefined);
        if (!first) return { outcome: 'ok', detail: 'running' };
        const code = first.errors?.[0]?.extensions?.code as string | undefined;
        const detail = JSON.stringify(first).slice(0, 200);
        return { outcome: (code && GQL_CODES[code]) || `GraphQL ${code ?? 'result'}`, detail };
      }),
    ]);
    return outcome;
  } finally {
    await client.dispose();
  }
}

/** A form the way the browser sends it (multipart), with an optional file. */
function multipart(f: Fixtures, as: As, url: string, fields: object, file?: { field: string; buffer: Buffer }) {
  const req = f.t.http.post(url).set(bearer(as));
  for (const [name, value] of Object.entries(fields)) req.field(name, String(value));
  if (file) req.attach(file.field, file.buffer, 'cover.png');
  return req.then(fromRest);
}

/** Puts one copy of the book in the caller's cart, for calls that change or order a cart line. */
async function lineInCart(f: Fixtures, as: As): Promise<void> {
  if (!as) return;
  const res = await f.t.http.post('/api/user/cart').set(bearer(as)).send({ bookId: f.bookId, quantity: 1 });
  if (res.status !== 200) throw new Error(`could not fill the cart: ${res.status} ${JSON.stringify(res.body)}`);
}

/** A book of its own for each delete, so that a refused call and an allowed one both find it. */
const freshBook = (f: Fixtures) => addBook(f.t.http, f.admin.token, { stock: '5' }).then((book) => book._id);
/** A book with no copies, for a back-in-stock alert (one with copies is refused whoever asks). */
const soldOutBook = (f: Fixtures) => addBook(f.t.http, f.admin.token, { stock: '0' }).then((book) => book._id);
const freshComplaint = (f: Fixtures) => submit(f.t.http, f.shopper).then((complaint) => complaint._id);

const ADDRESS_INPUT = {
  fullName: 'Ada Lovelace',
  line1: '12 St James’s Square',
  city: 'London',
  postalCode: 'SW1Y 4JH',
  country: 'GB',
};

/**
 * A fresh address of the shopper for each delete, so that a refused call and an allowed one both
 * find it; one that a refused call left behind is deleted afterwards, keeping the book under its limit.
 */
async function withFreshAddress(f: Fixtures, call: (id: string) => Promise<Observed>): Promise<Observed> {
  const auth = bearer(f.shopper);
  const added = await f.t.http.post('/api/user/addresses').set(auth).send(ADDRESS_INPUT);
  if (added.status !== 201) throw new Error(`could not add an address: ${added.status} ${JSON.stringify(added.body)}`);
  const id = added.body.address._id as string;
  const observed = await call(id);
  await f.t.http.delete(`/api/user/addresses/${id}`).set(auth);
  return observed;
}

/** A fresh pending order of the shopper for each cancel, so that a refused call and an allowed one both find one to cancel. */
async function freshOrder(f: Fixtures): Promise<string> {
  const res = await f.t.http
    .post('/api/user/order/manual')
    .set(bearer(f.shopper))
    .send({ books: [{ book: f.bookId, quantity: 1 }] });
  if (res.status !== 201) throw new Error(`could not order: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.order._id;
}

/** A cancelled order of the shopper (invoiced, then credited), for the credit note's downloads. */
const cancelledOrders = new WeakMap<Fixtures, Promise<string>>();
function cancelledOrder(f: Fixtures): Promise<string> {
  const cancel = async () => {
    const id = await freshOrder(f);
    const res = await f.t.http.post(`/api/user/orders/${id}/cancel`).set(bearer(f.shopper));
    if (res.status !== 200) throw new Error(`could not cancel: ${res.status} ${JSON.stringify(res.body)}`);
    await f.t.issueDocuments(); // the invoice and the credit note, as the store issues them just after
    return id;
  };
  if (!cancelledOrders.has(f)) cancelledOrders.set(f, cancel());
  return cancelledOrders.get(f)!;
}

/** A one-book catalogue CSV, a new title each time (an import of it changes the catalogue by one book). */
let imported = 0;
const importCsv = () =>
  Buffer.from(`title,author,category,price,stock\nImported ${++imported},Access Test,Fiction,5,1\n`);
/** A finished import's id, stored directly: an import in progress would make the next start wait. */
async function pastImport(f: Fixtures): Promise<string> {
  const { insertedId } = await f.t.connection.db!.collection('bookimports').insertOne({
    by: new Types.ObjectId(f.admin.user._id),
    fileName: 'past.csv',
    status: 'done',
    rows: 1,
    processed: 1,
    created: 1,
    updated: 0,
    unchanged: 0,
    refused: 0,
    stockKept: 0,
    refusals: [],
    error: '',
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  return String(insertedId);
}

const BOOK_INPUT = { title: 'Edited Title', author: 'Edited Author', category: 'History', price: 9.5, stock: 500 };
const COMPLAINT_INPUT = { title: 'Slow page', description: 'The catalogue page loads slowly.' };
const profileOf = (as: As) => ({ name: as?.user.name ?? 'Visitor', email: as?.user.email ?? uniqueEmail('visitor') });

let passwords = 0;
/**
 * Changes the caller's password and keeps the Account in step (new password, and the fresh token
 * the change returns, since it signs out every older token), so that the calls after it still work.
 */
async function changePassword(as: As, send: (input: object) => Promise<Response>, token: (res: Response) => unknown) {
  const input = { currentPassword: as?.password ?? 'secret123', newPassword: `changed-secret${++passwords}` };
  const res = await send(input);
  const fresh = token(res);
  if (as && typeof fresh === 'string') Object.assign(as, { token: fresh, password: input.newPassword });
  return res;
}

/**
 * Logout revokes the token it carries, so each call signs the caller in again and logs out that
 * second session: the caller's own token keeps working for the calls after it.
 */
/** A live reset link's token for a new account of its own (as the emailed link would carry it). */
async function freshResetToken(f: Fixtures): Promise<string> {
  const account = await registerUser(f.t.http);
  const nonce = newResetNonce();
  const token = resetTokenOf(f.t.app.get<string>(JWT_SECRET), nonce);
  await f.t.app.get(PasswordResetsService).startPasswordReset(account.user.email, {
    tokenHash: resetTokenHash(token),
    expiresAt: new Date(Date.now() + 60_000),
    nonce,
  });
  // The outbox's relay sends the email and binds the link to the account: until then it sets nothing.
  await f.t.app.get(OutboxService).relay();
  return token;
}

/**
 * Deleting an account ends it, so a shopper deletes a stand-in account of the same role (the
 * fixtures stay for the calls after it); a visitor and the admin call as themselves.
 */
async function standIn(f: Fixtures, as: As): Promise<As> {
  return as?.user.role === 'user' ? registerUser(f.t.http) : as;
}

async function secondSession(f: Fixtures, as: As): Promise<As> {
  if (!as) return undefined;
  const res = await f.t.http.post('/api/user/login').send({ email: as.user.email, password: as.password });
  if (res.status !== 200) throw new Error(`could not sign in again: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...as, token: res.body.token };
}

export const REST_CALLS: Record<string, Call> = {
  ...PRICING_REST_CALLS,
  ...REVIEW_REST_CALLS,
  'POST /api/user/account/delete': async (f, as) => {
    const caller = await standIn(f, as);
    return rest(f, caller, 'post', '/api/user/account/delete', { password: caller?.password ?? 'secret123' });
  },
  'DELETE /api/admin/complaint/:id': async (f, as) =>
    rest(f, as, 'delete', `/api/admin/complaint/${await freshComplaint(f)}`),
  'DELETE /api/admin/deleteBook/:id': async (f, as) =>
    rest(f, as, 'delete', `/api/admin/deleteBook/${await freshBook(f)}`),
  'DELETE /api/user/addresses/:id': (f, as) =>
    withFreshAddress(f, (id) => rest(f, as, 'delete', `/api/user/addresses/${id}`)),
  'DELETE /api/user/cart': (f, as) => rest(f, as, 'delete', '/api/user/cart'),
  'DELETE /api/user/cart/:bookId': async (f, as) => {
    await lineInCart(f, as);
    return rest(f, as, 'delete', `/api/user/cart/${f.bookId}`);
  },
  'GET /api/user/account/export': (f, as) => rest(f, as, 'get', '/api/user/account/export'),
  'GET /api/admin/allBooks': (f, as) => rest(f, as, 'get', '/api/admin/allBooks'),
  'GET /api/admin/books/export': (f, as) => rest(f, as, 'get', '/api/admin/books/export'),
  'GET /api/admin/books/import/:id': async (f, as) =>
    rest(f, as, 'get', `/api/admin/books/import/${await pastImport(f)}`),
  'GET /api/admin/complaint/:id': (f, as) => rest(f, as, 'get', `/api/admin/complaint/${f.complaintId}`),
  'GET /api/admin/complaints': (f, as) => rest(f, as, 'get', '/api/admin/complaints'),
  'GET /api/admin/complaints/stats': (f, as) => rest(f, as, 'get', '/api/admin/complaints/stats'),
  'GET /api/admin/dashboard': (f, as) => rest(f, as, 'get', '/api/admin/dashboard'),
  'GET /api/admin/reports/best-sellers': (f, as) =>
    rest(f, as, 'get', '/api/admin/reports/best-sellers?from=2026-01-01&to=2026-12-31'),
  'GET /api/admin/reports/best-sellers.csv': (f, as) =>
    rest(f, as, 'get', '/api/admin/reports/best-sellers.csv?from=2026-01-01&to=2026-12-31'),
  'GET /api/admin/reports/sales': (f, as) =>
    rest(f, as, 'get', '/api/admin/reports/sales?from=2026-01-01&to=2026-12-31'),
  'GET /api/admin/reports/sales.csv': (f, as) =>
    rest(f, as, 'get', '/api/admin/reports/sales.csv?from=2026-01-01&to=2026-12-31'),
  'GET /api/admin/reports/stock-cover': (f, as) => rest(f, as, 'get', '/api/admin/reports/stock-cover'),
  'GET /api/admin/reports/stock-cover.csv': (f, as) => rest(f, as, 'get', '/api/admin/reports/stock-cover.csv'),
  'GET /api/admin/jobs': (f, as) => rest(f, as, 'get', '/api/admin/jobs'),
  'GET /api/admin/activity': (f, as) => rest(f, as, 'get', '/api/admin/activity'),
  'GET /api/admin/orders': (f, as) => rest(f, as, 'get', '/api/admin/orders'),
  'GET /api/admin/orders/export': (f, as) =>
    rest(f, as, 'get', '/api/admin/orders/export?from=2026-01-01&to=2026-12-31'),
  'GET /api/admin/orders/:id': (f, as) => rest(f, as, 'get', `/api/admin/orders/${f.orderId}`),
  'GET /api/admin/orders/:id/notes': (f, as) => rest(f, as, 'get', `/api/admin/orders/${f.orderId}/notes`),
  'POST /api/admin/orders/:id/notes': (f, as) =>
    rest(f, as, 'post', `/api/admin/orders/${f.orderId}/notes`, { text: 'Called the customer' }),
  'GET /api/admin/orders/:id/invoice': (f, as) => rest(f, as, 'get', `/api/admin/orders/${f.orderId}/invoice`),
  'GET /api/admin/orders/:id/credit-note': async (f, as) =>
    rest(f, as, 'get', `/api/admin/orders/${await cancelledOrder(f)}/credit-note`),
  'GET /api/admin/orders/:id/packing-slip': (f, as) =>
    rest(f, as, 'get', `/api/admin/orders/${f.orderId}/packing-slip`),
  'GET /api/admin/orders/packing-slips': (f, as) =>
    rest(f, as, 'get', `/api/admin/orders/packing-slips?ids=${f.orderId}`),
  'GET /api/admin/customers': (f, as) => rest(f, as, 'get', '/api/admin/customers?search=a&first=5'),
  'GET /api/admin/customers/export': (f, as) => rest(f, as, 'get', '/api/admin/customers/export'),
  'GET /api/admin/customers/:id': (f, as) => rest(f, as, 'get', `/api/admin/customers/${f.shopper.user._id}`),
  'GET /api/health': (f, as) => rest(f, as, 'get', '/api/health'),
  'POST /api/payments/stripe/webhook': (f, as) => {
    // Signed with the access app's webhook secret; about no order of the store, so it changes nothing.
    const event = signedEvent('checkout.session.completed', UNKNOWN_ORDER_ID);
    return f.t.http
      .post('/api/payments/stripe/webhook')
      .set(bearer(as))
      .set('content-type', 'application/json')
      .set('stripe-signature', event.signature)
      .send(event.payload)
      .then(fromRest);
  },
  'GET /api/images/:id': (f, as) => rest(f, as, 'get', `/api/images/${f.imageId}`),
  'GET /api/settings': (f, as) => rest(f, as, 'get', '/api/settings'),
  'GET /api/admin/settings/identity': (f, as) => rest(f, as, 'get', '/api/admin/settings/identity'),
  'PUT /api/admin/settings/identity': (f, as) =>
    // The contact email kept: the contact form's calls need one.
    rest(f, as, 'put', '/api/admin/settings/identity', { name: 'BookStore', email: 'store@access.test' }),
  'PUT /api/admin/settings/identity/logo': (f, as) =>
    f.t.http
      .put('/api/admin/settings/identity/logo')
      .set(bearer(as))
      .attach('logo', PNG_1X1, 'logo.png')
      .then(fromRest),
  'DELETE /api/admin/settings/identity/logo': (f, as) => rest(f, as, 'delete', '/api/admin/settings/identity/logo'),
  'GET /api/user/addresses': (f, as) => rest(f, as, 'get', '/api/user/addresses'),
  'GET /api/user/allBooks': (f, as) => rest(f, as, 'get', '/api/user/allBooks'),
  'GET /api/user/book/:id': (f, as) => rest(f, as, 'get', `/api/user/book/${f.bookId}`),
  'GET /api/books/search': (f, as) => rest(f, as, 'get', '/api/books/search?search=book'),
  'GET /api/books/suggestions': (f, as) => rest(f, as, 'get', '/api/books/suggestions?q=bo'),
  'GET /api/books/shelves': (f, as) => rest(f, as, 'get', '/api/books/shelves'),
  'GET /api/books/:id/also-bought': (f, as) => rest(f, as, 'get', `/api/books/${f.bookId}/also-bought`),
  'GET /api/user/cart': (f, as) => rest(f, as, 'get', '/api/user/cart'),
  'GET /api/user/check-admin': (f, as) => rest(f, as, 'get', '/api/user/check-admin'),
  'GET /api/user/complaint/:id': (f, as) => rest(f, as, 'get', `/api/user/complaint/${f.complaintId}`),
  'GET /api/user/complaints': (f, as) => rest(f, as, 'get', '/api/user/complaints'),
  'GET /api/user/email-preferences': (f, as) => rest(f, as, 'get', '/api/user/email-preferences'),
  'GET /api/user/orders': (f, as) => rest(f, as, 'get', '/api/user/orders'),
  'GET /api/user/orders/:id': (f, as) => rest(f, as, 'get', `/api/user/orders/${f.orderId}`),
  'GET /api/user/orders/:id/invoice': (f, as) => rest(f, as, 'get', `/api/user/orders/${f.orderId}/invoice`),
  'GET /api/user/orders/:id/credit-note': async (f, as) =>
    rest(f, as, 'get', `/api/user/orders/${await cancelledOrder(f)}/credit-note`),
  'GET /api/user/profile': (f, as) => rest(f, as, 'get', '/api/user/profile'),
  'POST /api/admin/books/import': (f, as) =>
    f.t.http.post('/api/admin/books/import').set(bearer(as)).attach('file', importCsv(), 'books.csv').then(fromRest),
  'POST /api/admin/books/import/dry-run': (f, as) =>
    f.t.http
      .post('/api/admin/books/import/dry-run')
      .set(bearer(as))
      .attach('file', importCsv(), 'books.csv')
      .then(fromRest),
  'POST /api/admin/addBook': (f, as) =>
    multipart(f, as, '/api/admin/addBook', bookFields({ stock: '5' }), { field: 'image', buffer: PNG_1X1 }),
  'POST /api/admin/updateBook/:id': (f, as) => multipart(f, as, `/api/admin/updateBook/${f.bookId}`, BOOK_INPUT),
  'POST /api/contact': (f, as) =>
    rest(f, as, 'post', '/api/contact', { name: 'Ada', email: uniqueEmail('contact'), message: 'Hello there' }),
  'POST /api/user/addresses': (f, as) => rest(f, as, 'post', '/api/user/addresses', ADDRESS_INPUT),
  'POST /api/user/cart': (f, as) => rest(f, as, 'post', '/api/user/cart', { bookId: f.bookId, quantity: 1 }),
  'POST /api/user/complaint': (f, as) => rest(f, as, 'post', '/api/user/complaint', COMPLAINT_INPUT),
  'POST /api/user/complaints/:id/messages': (f, as) =>
    rest(f, as, 'post', `/api/user/complaints/${f.complaintId}/messages`, { message: 'Any news?' }),
  'POST /api/user/login': (f, as) =>
    rest(f, as, 'post', '/api/user/login', { email: f.shopper.user.email, password: f.shopper.password }),
  'POST /api/user/logout': async (f, as) => rest(f, await secondSession(f, as), 'post', '/api/user/logout'),
  'POST /api/user/order': async (f, as) => {
    await lineInCart(f, as);
    return rest(f, as, 'post', '/api/user/order');
  },
  'POST /api/user/order/manual': (f, as) =>
    rest(f, as, 'post', '/api/user/order/manual', { books: [{ book: f.bookId, quantity: 1 }] }),
  'POST /api/user/orders/:id/cancel': async (f, as) =>
    rest(f, as, 'post', `/api/user/orders/${await freshOrder(f)}/cancel`),
  'POST /api/user/password/forgot': (f, as) =>
    rest(f, as, 'post', '/api/user/password/forgot', { email: uniqueEmail('forgot') }),
  'POST /api/user/password/reset': async (f, as) =>
    rest(f, as, 'post', '/api/user/password/reset', { token: await freshResetToken(f), newPassword: 'reset-secret1' }),
  'POST /api/user/password/reset/check': async (f, as) =>
    rest(f, as, 'post', '/api/user/password/reset/check', { token: await freshResetToken(f) }),
  'POST /api/user/register': (f, as) =>
    rest(f, as, 'post', '/api/user/register', { name: 'New Shopper', email: uniqueEmail(), password: 'secret123' }),
  'PUT /api/admin/complaint/:id': (f, as) =>
    rest(f, as, 'put', `/api/admin/complaint/${f.complaintId}`, { adminResponse: 'We are looking into it.' }),
  'PUT /api/admin/orders/:id': (f, as) =>
    rest(f, as, 'put', `/api/admin/orders/${f.orderId}`, {
      status: 'shipped',
      carrier: 'Courier',
      trackingNumber: 'A1',
    }),
  'PUT /api/admin/orders/:id/payment': async (f, as) =>
    rest(f, as, 'put', `/api/admin/orders/${await freshOrder(f)}/payment`, { state: 'paid' }),
  'PUT /api/user/addresses/:id': (f, as) =>
    rest(f, as, 'put', `/api/user/addresses/${f.addressId}`, { ...ADDRESS_INPUT, city: 'Bath' }),
  'PUT /api/user/addresses/:id/default': (f, as) => rest(f, as, 'put', `/api/user/addresses/${f.addressId}/default`),
  'PUT /api/user/cart/:bookId': async (f, as) => {
    await lineInCart(f, as);
    return rest(f, as, 'put', `/api/user/cart/${f.bookId}`, { quantity: 2 });
  },
  'PUT /api/user/password': async (f, as) =>
    fromRest(
      await changePassword(
        as,
        (input) => f.t.http.put('/api/user/password').set(bearer(as)).send(input),
        (res) => res.body?.token,
      ),
    ),
  'PUT /api/user/email-preferences': (f, as) =>
    rest(f, as, 'put', '/api/user/email-preferences', { orderEmails: true, complaintEmails: true }),
  'PUT /api/user/profile': (f, as) => rest(f, as, 'put', '/api/user/profile', profileOf(as)),
  'GET /api/user/wishlist': (f, as) => rest(f, as, 'get', '/api/user/wishlist'),
  'PUT /api/user/wishlist/:bookId': (f, as) => rest(f, as, 'put', `/api/user/wishlist/${f.bookId}`),
  'DELETE /api/user/wishlist/:bookId': (f, as) => rest(f, as, 'delete', `/api/user/wishlist/${f.bookId}`),
  'PUT /api/user/stock-alerts/:bookId': async (f, as) =>
    rest(f, as, 'put', `/api/user/stock-alerts/${await soldOutBook(f)}`),
  'DELETE /api/user/stock-alerts/:bookId': (f, as) => rest(f, as, 'delete', `/api/user/stock-alerts/${f.bookId}`),
};

const PAGE = '{ edges { cursor } pageInfo { hasNextPage } }';

export const GRAPHQL_CALLS: Record<string, Call> = {
  ...PRICING_GRAPHQL_CALLS,
  ...REVIEW_GRAPHQL_CALLS,
  'Mutation.addAddress': (f, as) =>
    graphql(f, as, 'mutation($input: AddressInput!) { addAddress(input: $input) { message } }', {
      input: ADDRESS_INPUT,
    }),
  'Mutation.dryRunBookImport': (f, as) =>
    gqlUpload(
      f.t.http,
      'mutation($file: Upload!) { dryRunBookImport(file: $file) { rows } }',
      { file: null },
      'variables.file',
      { buffer: importCsv(), name: 'books.csv' },
      as?.token,
    ).then(fromGraphql),
  'Mutation.startBookImport': (f, as) =>
    gqlUpload(
      f.t.http,
      'mutation($file: Upload!) { startBookImport(file: $file) { message } }',
      { file: null },
      'variables.file',
      { buffer: importCsv(), name: 'books.csv' },
      as?.token,
    ).then(fromGraphql),
  'Mutation.addBook': (f, as) =>
    graphql(f, as, 'mutation($input: BookInput!) { addBook(input: $input) { message } }', { input: BOOK_INPUT }),
  'Mutation.addToCart': (f, as) =>
    graphql(f, as, 'mutation($id: ID!) { addToCart(bookId: $id, quantity: 1) { message } }', { id: f.bookId }),
  'Mutation.cancelOrder': async (f, as) =>
    graphql(f, as, 'mutation($id: ID!) { cancelOrder(id: $id) { message } }', { id: await freshOrder(f) }),
  'Mutation.changePassword': async (f, as) =>
    fromGraphql(
      await changePassword(
        as,
        (input) =>
          gql(
            f.t.http,
            'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { token } }',
            { input },
            as?.token,
          ),
        (res) => res.body?.data?.changePassword?.token,
      ),
    ),
  'Mutation.clearCart': (f, as) => graphql(f, as, 'mutation { clearCart { message } }'),
  'Mutation.deleteAccount': async (f, as) => {
    const caller = await standIn(f, as);
    return graphql(f, caller, 'mutation($input: DeleteAccountInput!) { deleteAccount(input: $input) { message } }', {
      input: { password: caller?.password ?? 'secret123' },
    });
  },
  'Mutation.deleteAddress': (f, as) =>
    withFreshAddress(f, (id) => graphql(f, as, 'mutation($id: ID!) { deleteAddress(id: $id) { message } }', { id })),
  'Mutation.deleteBook': async (f, as) =>
    graphql(f, as, 'mutation($id: ID!) { deleteBook(id: $id) { message } }', { id: await freshBook(f) }),
  'Mutation.deleteComplaint': async (f, as) =>
    graphql(f, as, 'mutation($id: ID!) { deleteComplaint(id: $id) { message } }', { id: await freshComplaint(f) }),
  'Mutation.login': (f, as) =>
    graphql(f, as, 'mutation($input: LoginInput!) { login(input: $input) { token } }', {
      input: { email: f.shopper.user.email, password: f.shopper.password },
    }),
  'Mutation.sendContactMessage': (f, as) =>
    graphql(f, as, 'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { message } }', {
      input: { name: 'Ada', email: uniqueEmail('contact'), message: 'Hello there' },
    }),
  'Mutation.forgotPassword': (f, as) =>
    graphql(f, as, 'mutation($input: ForgotPasswordInput!) { forgotPassword(input: $input) { message } }', {
      input: { email: uniqueEmail('forgot') },
    }),
  'Mutation.resetPassword': async (f, as) =>
    graphql(f, as, 'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }', {
      input: { token: await freshResetToken(f), newPassword: 'reset-secret1' },
    }),
  'Mutation.logout': async (f, as) => graphql(f, await secondSession(f, as), 'mutation { logout { message } }'),
  'Mutation.placeOrder': async (f, as) => {
    await lineInCart(f, as);
    return graphql(f, as, 'mutation { placeOrder { message } }');
  },
  'Mutation.placeOrderNow': (f, as) =>
    graphql(f, as, 'mutation($lines: [OrderLineInput!]!) { placeOrderNow(lines: $lines) { message } }', {
      lines: [{ bookId: f.bookId, quantity: 1 }],
    }),
  'Mutation.register': (f, as) =>
    graphql(f, as, 'mutation($input: RegisterInput!) { register(input: $input) { token } }', {
      input: { name: 'New Shopper', email: uniqueEmail(), password: 'secret123' },
    }),
  'Mutation.removeFromCart': async (f, as) => {
    await lineInCart(f, as);
    return graphql(f, as, 'mutation($id: ID!) { removeFromCart(bookId: $id) { message } }', { id: f.bookId });
  },
  'Mutation.replyToComplaint': (f, as) =>
    graphql(f, as, 'mutation($id: ID!) { replyToComplaint(id: $id, message: "Any news?") { message } }', {
      id: f.complaintId,
    }),
  'Mutation.respondToComplaint': (f, as) =>
    graphql(
      f,
      as,
      'mutation($id: ID!, $input: RespondToComplaintInput!) { respondToComplaint(id: $id, input: $input) { message } }',
      { id: f.complaintId, input: { adminResponse: 'We are looking into it.' } },
    ),
  'Mutation.setDefaultAddress': (f, as) =>
    graphql(f, as, 'mutation($id: ID!) { setDefaultAddress(id: $id) { message } }', { id: f.addressId }),
  'Mutation.submitComplaint': (f, as) =>
    graphql(f, as, 'mutation($input: SubmitComplaintInput!) { submitComplaint(input: $input) { message } }', {
      input: COMPLAINT_INPUT,
    }),
  'Mutation.updateAddress': (f, as) =>
    graphql(f, as, 'mutation($id: ID!, $input: AddressInput!) { updateAddress(id: $id, input: $input) { message } }', {
      id: f.addressId,
      input: ADDRESS_INPUT,
    }),
  'Mutation.updateBook': (f, as) =>
    graphql(f, as, 'mutation($id: ID!, $input: BookInput!) { updateBook(id: $id, input: $input) { message } }', {
      id: f.bookId,
      input: BOOK_INPUT,
    }),
  'Mutation.updateCartItem': async (f, as) => {
    await lineInCart(f, as);
    return graphql(f, as, 'mutation($id: ID!) { updateCartItem(bookId: $id, quantity: 2) { message } }', {
      id: f.bookId,
    });
  },
  'Mutation.updateOrderStatus': (f, as) =>
    graphql(
      f,
      as,
      'mutation($id: ID!) { updateOrderStatus(id: $id, status: SHIPPED, shipment: { trackingNumber: "A1" }) { message } }',
      {
        id: f.orderId,
      },
    ),
  'Mutation.updateOrderPayment': async (f, as) =>
    graphql(f, as, 'mutation($id: ID!) { updateOrderPayment(id: $id, state: PAID) { message } }', {
      id: await freshOrder(f),
    }),
  'Mutation.updateEmailPreferences': (f, as) =>
    graphql(f, as, 'mutation($input: EmailPreferencesInput!) { updateEmailPreferences(input: $input) { message } }', {
      input: { orderEmails: true, complaintEmails: true },
    }),
  'Mutation.updateProfile': (f, as) =>
    graphql(f, as, 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { message } }', {
      input: profileOf(as),
    }),
  'Query.addresses': (f, as) => graphql(f, as, '{ addresses { id } }'),
  'Query.adminExists': (f, as) => graphql(f, as, '{ adminExists }'),
  'Query.book': (f, as) => graphql(f, as, 'query($id: ID!) { book(id: $id) { id } }', { id: f.bookId }),
  'Query.bookImport': async (f, as) =>
    graphql(f, as, 'query($id: ID!) { bookImport(id: $id) { status } }', { id: await pastImport(f) }),
  'Query.books': (f, as) => graphql(f, as, `{ books(first: 5) ${PAGE} }`),
  'Query.findBooks': (f, as) => graphql(f, as, '{ findBooks(search: "book") { totalCount } }'),
  'Query.bookSuggestions': (f, as) => graphql(f, as, '{ bookSuggestions(q: "bo") { text } }'),
  'Query.cart': (f, as) => graphql(f, as, '{ cart { __typename } }'),
  'Query.categories': (f, as) => graphql(f, as, '{ categories { __typename } }'),
  'Query.shelves': (f, as) => graphql(f, as, '{ shelves { newArrivals { id } } }'),
  'Query.complaint': (f, as) => graphql(f, as, 'query($id: ID!) { complaint(id: $id) { id } }', { id: f.complaintId }),
  'Query.complaintStats': (f, as) => graphql(f, as, '{ complaintStats { __typename } }'),
  'Query.complaints': (f, as) => graphql(f, as, `{ complaints(first: 5) ${PAGE} }`),
  'Query.dashboard': (f, as) => graphql(f, as, '{ dashboard { __typename } }'),
  'Query.bestSellers': (f, as) =>
    graphql(f, as, '{ bestSellers(from: "2026-01-01", to: "2026-12-31") { __typename } }'),
  'Query.salesReport': (f, as) =>
    graphql(f, as, '{ salesReport(from: "2026-01-01", to: "2026-12-31") { __typename } }'),
  'Query.stockCover': (f, as) => graphql(f, as, '{ stockCover { __typename } }'),
  'Query.emailPreferences': (f, as) => graphql(f, as, '{ emailPreferences { orderEmails complaintEmails } }'),
  'Query.jobs': (f, as) => graphql(f, as, '{ jobs { name } }'),
  'Query.activity': (f, as) => graphql(f, as, '{ activity { totalCount } }'),
  'Query.me': (f, as) => graphql(f, as, '{ me { id } }'),
  'Query.myComplaints': (f, as) => graphql(f, as, `{ myComplaints(first: 5) ${PAGE} }`),
  'Query.myDataExport': (f, as) => graphql(f, as, '{ myDataExport { path fileName } }'),
  'Query.myOrders': (f, as) => graphql(f, as, `{ myOrders(first: 5) ${PAGE} }`),
  'Query.orderNotes': (f, as) =>
    graphql(f, as, 'query($id: ID!) { orderNotes(orderId: $id) { truncated } }', { id: f.orderId }),
  'Mutation.addOrderNote': (f, as) =>
    graphql(f, as, 'mutation($id: ID!) { addOrderNote(orderId: $id, input: { text: "Called" }) { message } }', {
      id: f.orderId,
    }),
  'Query.order': (f, as) => graphql(f, as, 'query($id: ID!) { order(id: $id) { id } }', { id: f.orderId }),
  'Query.orders': (f, as) => graphql(f, as, `{ orders(first: 5) ${PAGE} }`),
  'Query.ordersExport': (f, as) => graphql(f, as, '{ ordersExport(from: "2026-01-01", to: "2026-12-31") { path } }'),
  'Query.customers': (f, as) => graphql(f, as, '{ customers(first: 5) { totalCount edges { node { id } } } }'),
  'Query.customer': (f, as) =>
    graphql(f, as, 'query($id: ID!) { customer(id: $id) { customer { id } orders(first: 5) { totalCount } } }', {
      id: f.shopper.user._id,
    }),
  'Query.customersExport': (f, as) => graphql(f, as, '{ customersExport { path } }'),
  'Query.catalogueExport': (f, as) => graphql(f, as, '{ catalogueExport { path } }'),
  'Query.resetTokenStatus': async (f, as) =>
    graphql(f, as, 'query($input: ResetTokenInput!) { resetTokenStatus(input: $input) { valid } }', {
      input: { token: await freshResetToken(f) },
    }),
  'Query.storeSettings': (f, as) => graphql(f, as, '{ storeSettings { __typename } }'),
  'Query.storeIdentity': (f, as) => graphql(f, as, '{ storeIdentity { name } }'),
  'Mutation.updateStoreIdentity': (f, as) =>
    graphql(f, as, 'mutation($input: StoreIdentityInput!) { updateStoreIdentity(input: $input) { message } }', {
      input: { name: 'BookStore', email: 'store@access.test' },
    }),
  'Mutation.updateStoreLogo': (f, as) =>
    gqlUpload(
      f.t.http,
      'mutation($logo: Upload) { updateStoreLogo(logo: $logo) { message } }',
      { logo: null },
      'variables.logo',
      { buffer: PNG_1X1, name: 'logo.png' },
      as?.token,
    ).then(fromGraphql),
  'Mutation.removeStoreLogo': (f, as) => graphql(f, as, 'mutation { removeStoreLogo { message } }'),
  'Subscription.bookChanged': (f, as) =>
    live(f, as, 'subscription($id: ID!) { bookChanged(id: $id) { id } }', { id: f.bookId }),
  'Subscription.complaintSubmitted': (f, as) => live(f, as, 'subscription { complaintSubmitted { id } }'),
  'Subscription.complaintUpdated': (f, as) => live(f, as, 'subscription { complaintUpdated { id } }'),
  'Subscription.dashboardChanged': (f, as) => live(f, as, 'subscription { dashboardChanged { __typename } }'),
  'Subscription.lowStock': (f, as) => live(f, as, 'subscription { lowStock { id } }'),
  'Subscription.myComplaintUpdated': (f, as) => live(f, as, 'subscription { myComplaintUpdated { id } }'),
  'Subscription.myOrderUpdated': (f, as) => live(f, as, 'subscription { myOrderUpdated { id } }'),
  'Subscription.orderPlaced': (f, as) => live(f, as, 'subscription { orderPlaced { id } }'),
  'Subscription.orderUpdated': (f, as) => live(f, as, 'subscription { orderUpdated { id } }'),
  'Query.wishlist': (f, as) => graphql(f, as, '{ wishlist { bookIds items { book { id } } } }'),
  'Mutation.addToWishlist': (f, as) =>
    graphql(f, as, 'mutation($id: ID!) { addToWishlist(bookId: $id) { message } }', { id: f.bookId }),
  'Mutation.removeFromWishlist': (f, as) =>
    graphql(f, as, 'mutation($id: ID!) { removeFromWishlist(bookId: $id) { message } }', { id: f.bookId }),
  'Mutation.requestStockAlert': async (f, as) =>
    graphql(f, as, 'mutation($id: ID!) { requestStockAlert(bookId: $id) { message } }', { id: await soldOutBook(f) }),
  'Mutation.cancelStockAlert': (f, as) =>
    graphql(f, as, 'mutation($id: ID!) { cancelStockAlert(bookId: $id) { message } }', { id: f.bookId }),
};
