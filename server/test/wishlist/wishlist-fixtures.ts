import type { Response } from 'supertest';
import { gql, type Account } from '../setup/helpers';
import type { TestApp } from '../setup/test-app';

/** The wishlist as both transports answer it, books reduced to id, title and stock. */
export interface WishlistView {
  items: Array<{ bookId: string; title: string; stock: number; alertRequested: boolean; addedAt: string }>;
  bookIds: string[];
  alertBookIds: string[];
}

/** A call's outcome: the message and wishlist of a success, or the refusal's status and code. */
export type Outcome =
  { ok: true; message?: string; wishlist: WishlistView } | { ok: false; status: number; code: string };

export interface WishlistCalls {
  list(): Promise<Outcome>;
  add(bookId: string): Promise<Outcome>;
  remove(bookId: string): Promise<Outcome>;
  requestAlert(bookId: string): Promise<Outcome>;
  cancelAlert(bookId: string): Promise<Outcome>;
}

type RestWishlist = {
  items: Array<{ book: { _id: string; title: string; stock: number }; addedAt: string; alertRequested: boolean }>;
  bookIds: string[];
  alertBookIds: string[];
};
type GqlWishlist = {
  items: Array<{ book: { id: string; title: string; stock: number }; addedAt: string; alertRequested: boolean }>;
  bookIds: string[];
  alertBookIds: string[];
};

const fromRestList = (list: RestWishlist): WishlistView => ({
  items: list.items.map(({ book, addedAt, alertRequested }) => ({
    bookId: book._id,
    title: book.title,
    stock: book.stock,
    alertRequested,
    addedAt,
  })),
  bookIds: list.bookIds,
  alertBookIds: list.alertBookIds,
});

const fromGqlList = (list: GqlWishlist): WishlistView =>
  fromRestList({ ...list, items: list.items.map((item) => ({ ...item, book: { ...item.book, _id: item.book.id } })) });

function rest(res: Response): Outcome {
  if (res.status === 200) return { ok: true, message: res.body.message, wishlist: fromRestList(res.body.wishlist) };
  expect(res.body).toEqual({ statusCode: res.status, message: expect.any(String), error: expect.any(String) });
  return { ok: false, status: res.status, code: res.body.error };
}

const STATUS: Record<string, number> = {
  VALIDATION_FAILED: 400,
  INVALID_ID: 400,
  UNAUTHENTICATED: 401,
  NOT_FOUND: 404,
  WISHLIST_FULL: 409,
  BOOK_IN_STOCK: 409,
};

function graphql(res: Response, field: string): Outcome {
  const error = res.body.errors?.[0];
  if (error) {
    expect(typeof error.message).toBe('string');
    const code = error.extensions?.code as string;
    return { ok: false, status: STATUS[code] ?? 500, code };
  }
  const answer = res.body.data[field];
  return field === 'wishlist'
    ? { ok: true, wishlist: fromGqlList(answer) }
    : { ok: true, message: answer.message, wishlist: fromGqlList(answer.wishlist) };
}

const WISHLIST_FIELDS = 'items { book { id title stock } addedAt alertRequested } bookIds alertBookIds';

export const restWishlist = (t: TestApp, as: Account): WishlistCalls => {
  const auth = { authorization: `Bearer ${as.token}` };
  return {
    list: async () => {
      const res = await t.http.get('/api/user/wishlist').set(auth);
      return res.status === 200 ? { ok: true, wishlist: fromRestList(res.body.wishlist) } : rest(res);
    },
    add: async (id) => rest(await t.http.put(`/api/user/wishlist/${id}`).set(auth)),
    remove: async (id) => rest(await t.http.delete(`/api/user/wishlist/${id}`).set(auth)),
    requestAlert: async (id) => rest(await t.http.put(`/api/user/stock-alerts/${id}`).set(auth)),
    cancelAlert: async (id) => rest(await t.http.delete(`/api/user/stock-alerts/${id}`).set(auth)),
  };
};

export const gqlWishlist = (t: TestApp, as: Account): WishlistCalls => {
  const mutation = (name: string) => async (bookId: string) =>
    graphql(
      await gql(
        t.http,
        `mutation($bookId: ID!) { ${name}(bookId: $bookId) { message wishlist { ${WISHLIST_FIELDS} } } }`,
        { bookId },
        as.token,
      ),
      name,
    );
  return {
    list: async () => graphql(await gql(t.http, `{ wishlist { ${WISHLIST_FIELDS} } }`, {}, as.token), 'wishlist'),
    add: mutation('addToWishlist'),
    remove: mutation('removeFromWishlist'),
    requestAlert: mutation('requestStockAlert'),
    cancelAlert: mutation('cancelStockAlert'),
  };
};

/** The wishlist of a successful call; fails the test on a refusal. */
export function listOf(outcome: Outcome): WishlistView {
  if (!outcome.ok) throw new Error(`expected success, got ${outcome.status} ${outcome.code}`);
  return outcome.wishlist;
}
