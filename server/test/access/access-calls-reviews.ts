import { orderOf, reviewOf } from '../reviews/review-fixtures';
import { registerUser } from '../setup/helpers';
import type { Fixtures } from './access-calls';
import { type Call, graphql, rest } from './access-calls';
import { addBook } from '../books/book-fixtures';

/**
 * The calls of reviews (see access-calls.ts): the shopper received a book of their own (a
 * delivered order), so that only they may review it; a report is of a fresh review by a third
 * account, so that every caller's report is its first.
 */

const delivered = new WeakMap<Fixtures, Promise<string>>();
/** A book the shopper received (made once per fixtures). */
function receivedBook(f: Fixtures): Promise<string> {
  const make = async () => {
    const book = await addBook(f.t.http, f.admin.token, { stock: '100', title: 'Received Book' });
    await orderOf(f.t, f.admin, f.shopper, book._id);
    return book._id;
  };
  if (!delivered.has(f)) delivered.set(f, make());
  return delivered.get(f)!;
}

/** The shopper's review of their received book, written (again) before the call. */
async function shoppersReview(f: Fixtures): Promise<{ bookId: string; reviewId: string }> {
  const bookId = await receivedBook(f);
  const review = await reviewOf(f.t, f.shopper, bookId, { rating: 4, title: 'Fine' });
  return { bookId, reviewId: review._id };
}

let reviewers = 0;
/** A review by a new account that received the shopper's book, for reports. */
async function othersReview(f: Fixtures): Promise<string> {
  const bookId = await receivedBook(f);
  const reviewer = await registerUser(f.t.http, { name: `Reviewer ${++reviewers}` });
  await orderOf(f.t, f.admin, reviewer, bookId);
  return (await reviewOf(f.t, reviewer, bookId, { rating: 3 }))._id;
}

const REVIEW = { rating: 5, title: 'Loved it', text: 'Read it in one sitting.' };
const PAGE = '{ totalCount canReview edges { cursor } }';

export const REVIEW_REST_CALLS: Record<string, Call> = {
  'GET /api/books/:id/reviews': (f, as) => rest(f, as, 'get', `/api/books/${f.bookId}/reviews`),
  'PUT /api/books/:id/review': async (f, as) =>
    rest(f, as, 'put', `/api/books/${await receivedBook(f)}/review`, REVIEW),
  'DELETE /api/books/:id/review': async (f, as) =>
    rest(f, as, 'delete', `/api/books/${(await shoppersReview(f)).bookId}/review`),
  'POST /api/reviews/:id/report': async (f, as) =>
    rest(f, as, 'post', `/api/reviews/${await othersReview(f)}/report`, { reason: 'Off topic' }),
  'GET /api/admin/reviews': (f, as) => rest(f, as, 'get', '/api/admin/reviews?reported=true'),
  'PUT /api/admin/reviews/:id/hide': async (f, as) =>
    rest(f, as, 'put', `/api/admin/reviews/${(await shoppersReview(f)).reviewId}/hide`, { reason: 'Off topic' }),
  'PUT /api/admin/reviews/:id/show': async (f, as) =>
    rest(f, as, 'put', `/api/admin/reviews/${(await shoppersReview(f)).reviewId}/show`),
};

export const REVIEW_GRAPHQL_CALLS: Record<string, Call> = {
  'Query.bookReviews': (f, as) =>
    graphql(f, as, `query($bookId: ID!) { bookReviews(bookId: $bookId) ${PAGE} }`, { bookId: f.bookId }),
  'Mutation.saveReview': async (f, as) =>
    graphql(
      f,
      as,
      'mutation($bookId: ID!, $input: ReviewInput!) { saveReview(bookId: $bookId, input: $input) { message } }',
      {
        bookId: await receivedBook(f),
        input: REVIEW,
      },
    ),
  'Mutation.deleteReview': async (f, as) =>
    graphql(f, as, 'mutation($bookId: ID!) { deleteReview(bookId: $bookId) { message } }', {
      bookId: (await shoppersReview(f)).bookId,
    }),
  'Mutation.reportReview': async (f, as) =>
    graphql(f, as, 'mutation($id: ID!) { reportReview(id: $id) { message } }', { id: await othersReview(f) }),
  'Query.reviews': (f, as) => graphql(f, as, '{ reviews(reported: true) { totalCount } }'),
  'Mutation.hideReview': async (f, as) =>
    graphql(f, as, 'mutation($id: ID!) { hideReview(id: $id, input: { reason: "Off topic" }) { message } }', {
      id: (await shoppersReview(f)).reviewId,
    }),
  'Mutation.showReview': async (f, as) =>
    graphql(f, as, 'mutation($id: ID!) { showReview(id: $id) { message } }', {
      id: (await shoppersReview(f)).reviewId,
    }),
};
