import { BooksService } from '../../src/books/books.service';
import { Account, expectGqlError, gql, registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { newBook, orderOf, reviewOf } from './review-fixtures';

const REVIEW_FIELDS = `id bookId bookTitle rating title text author { id name } verifiedPurchase mine hidden hiddenReason
  reportedByMe reportCount reportReasons createdAt`;
const BOOK_REVIEWS = `query ($bookId: ID!, $first: Int, $after: String) {
  bookReviews(bookId: $bookId, first: $first, after: $after) {
    totalCount canReview mine { ${REVIEW_FIELDS} } pageInfo { hasNextPage endCursor } edges { node { ${REVIEW_FIELDS} } }
  }
}`;
const SAVE = `mutation ($bookId: ID!, $input: ReviewInput!) { saveReview(bookId: $bookId, input: $input) { message review { ${REVIEW_FIELDS} } } }`;
const DELETE = `mutation ($bookId: ID!) { deleteReview(bookId: $bookId) { message } }`;
const REPORT = `mutation ($id: ID!, $input: ReportReviewInput) { reportReview(id: $id, input: $input) { message review { ${REVIEW_FIELDS} } } }`;
const ADMIN_LIST = `query ($reported: Boolean) { reviews(reported: $reported) { totalCount edges { node { ${REVIEW_FIELDS} } } } }`;
const HIDE = `mutation ($id: ID!, $input: HideReviewInput!) { hideReview(id: $id, input: $input) { message review { ${REVIEW_FIELDS} } } }`;
const SHOW = `mutation ($id: ID!) { showReview(id: $id) { message review { ${REVIEW_FIELDS} } } }`;
const BOOK = `query ($id: ID!) { book(id: $id) { ratingAverage ratingCount } }`;
const BY_RATING = `query ($first: Int, $after: String) {
  books(sort: RATING, direction: DESC, first: $first, after: $after, search: "rated") {
    edges { node { id title ratingAverage ratingCount } } pageInfo { hasNextPage endCursor }
  }
}`;

/** The review operations through GraphQL, the same rules as REST; the rating under concurrent reviews, and the rating sort. */
describe('reviews over GraphQL', () => {
  let t: TestApp;
  let admin: Account;
  let alice: Account;
  let bob: Account;
  let bookId: string;

  const rating = async (id: string) => (await gql(t.http, BOOK, { id }, alice.token)).body.data.book;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerUser(t.http, { role: 'admin', name: 'Store Admin' });
    alice = await registerUser(t.http, { name: 'Alice Reader' });
    bob = await registerUser(t.http, { name: 'Bob Reader' });
    bookId = await newBook(t, admin);
    await orderOf(t, admin, alice, bookId);
  });

  afterAll(() => t.close());

  it('lets only a verified buyer save a review, FORBIDDEN otherwise, VALIDATION_FAILED for a bad rating', async () => {
    expectGqlError(await gql(t.http, SAVE, { bookId, input: { rating: 5 } }, bob.token), 'FORBIDDEN');
    expectGqlError(await gql(t.http, SAVE, { bookId, input: { rating: 9 } }, alice.token), 'VALIDATION_FAILED');
    expectGqlError(
      await gql(t.http, SAVE, { bookId, input: { rating: 3, title: 'a\u0000b' } }, alice.token),
      'VALIDATION_FAILED',
    );
    const saved = await gql(t.http, SAVE, { bookId, input: { rating: 5, title: 'Superb' } }, alice.token);
    expect(saved.body.data.saveReview).toMatchObject({
      message: 'Review saved',
      review: {
        bookId,
        rating: 5,
        title: 'Superb',
        text: '',
        verifiedPurchase: true,
        mine: true,
        author: { name: 'Alice Reader' },
      },
    });
    const page = await gql(t.http, BOOK_REVIEWS, { bookId }, bob.token);
    expect(page.body.data.bookReviews).toMatchObject({ totalCount: 1, canReview: false, mine: null });
    expect(await rating(bookId)).toEqual({ ratingAverage: 5, ratingCount: 1 });
  });

  it('reports once, hides with a reason only the author sees, shows again', async () => {
    const { id } = (await gql(t.http, BOOK_REVIEWS, { bookId }, alice.token)).body.data.bookReviews.mine;
    const reported = await gql(t.http, REPORT, { id, input: { reason: 'Rude' } }, bob.token);
    expect(reported.body.data.reportReview.review.reportedByMe).toBe(true);
    expectGqlError(await gql(t.http, REPORT, { id }, bob.token), 'REVIEW_ALREADY_REPORTED');
    expectGqlError(await gql(t.http, ADMIN_LIST, { reported: true }, bob.token), 'FORBIDDEN');
    const list = await gql(t.http, ADMIN_LIST, { reported: true }, admin.token);
    expect(list.body.data.reviews.edges[0].node).toMatchObject({ id, reportCount: 1, reportReasons: ['Rude'] });

    expectGqlError(await gql(t.http, HIDE, { id, input: { reason: '' } }, admin.token), 'VALIDATION_FAILED');
    expectGqlError(await gql(t.http, HIDE, { id, input: { reason: 'Rude' } }, alice.token), 'FORBIDDEN');
    const hidden = await gql(t.http, HIDE, { id, input: { reason: 'Personal remarks' } }, admin.token);
    expect(hidden.body.data.hideReview.review).toMatchObject({ hidden: true, hiddenReason: 'Personal remarks' });
    const seenByAlice = (await gql(t.http, BOOK_REVIEWS, { bookId }, alice.token)).body.data.bookReviews;
    expect(seenByAlice.edges[0].node).toMatchObject({ id, hidden: true, hiddenReason: 'Personal remarks' });
    const seenByBob = (await gql(t.http, BOOK_REVIEWS, { bookId }, bob.token)).body.data.bookReviews;
    expect(seenByBob).toMatchObject({ totalCount: 0, edges: [] });
    expect(await rating(bookId)).toEqual({ ratingAverage: null, ratingCount: 0 });

    const shown = await gql(t.http, SHOW, { id }, admin.token);
    expect(shown.body.data.showReview.review).toMatchObject({ hidden: false, hiddenReason: null });
    expect(await rating(bookId)).toEqual({ ratingAverage: 5, ratingCount: 1 });
  });

  it('deletes the own review, NOT_FOUND when there is none', async () => {
    expectGqlError(await gql(t.http, DELETE, { bookId }, bob.token), 'NOT_FOUND');
    const deleted = await gql(t.http, DELETE, { bookId }, alice.token);
    expect(deleted.body.data.deleteReview.message).toBe('Review deleted');
    expect(await rating(bookId)).toEqual({ ratingAverage: null, ratingCount: 0 });
  });

  it('keeps the exact count and average when many shoppers review, edit and delete one book at once', async () => {
    const book = await newBook(t, admin, 'Busy Book');
    const readers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => registerUser(t.http, { name: `Busy ${i}` })),
    );
    for (const reader of readers) await orderOf(t, admin, reader, book);
    // All at once: twelve first reviews, then edits by half and deletes by a quarter, interleaved.
    await Promise.all(
      readers.map((reader, i) => gql(t.http, SAVE, { bookId: book, input: { rating: (i % 5) + 1 } }, reader.token)),
    );
    await Promise.all([
      ...readers.slice(0, 6).map((reader) => gql(t.http, SAVE, { bookId: book, input: { rating: 5 } }, reader.token)),
      ...readers.slice(9).map((reader) => gql(t.http, DELETE, { bookId: book }, reader.token)),
    ]);
    // Left: six fives, and readers 6, 7, 8 with 2, 3, 4 stars.
    const expected = { ratingCount: 9, ratingAverage: Math.round(((6 * 5 + 2 + 3 + 4) / 9) * 100) / 100 };
    expect(await rating(book)).toEqual(expected);
    // Both catalogue reads agree with the database: the book as stored.
    const stored = (await t.app.get(BooksService).findMany([book]))[0]!.book;
    expect({ ratingCount: stored.ratingCount, ratingAverage: stored.ratingAverage }).toEqual(expected);
  });

  it('keeps the later recount when an earlier one is written last', async () => {
    const books = t.app.get(BooksService);
    const book = await newBook(t, admin, 'Raced Book');
    let release!: () => void;
    let counting!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const earlierCounting = new Promise<void>((resolve) => (counting = resolve));
    // The earlier recount takes its ticket, counts one review, and is held before writing...
    const earlier = books.setRating(book, async () => {
      counting();
      await gate;
      return { count: 1, total: 5 };
    });
    await earlierCounting;
    // ...while a later one, which saw a second review, is written first.
    await books.setRating(book, async () => ({ count: 2, total: 9 }));
    release();
    await earlier;
    expect(await rating(book)).toEqual({ ratingAverage: 4.5, ratingCount: 2 });
  });

  it('sorts the catalogue by rating, highest first, then by number of reviews', async () => {
    const [low, high, highMany, none] = await Promise.all(
      ['rated low', 'rated high', 'rated high many', 'rated none'].map((title) => newBook(t, admin, title)),
    );
    const readers = await Promise.all([0, 1].map((i) => registerUser(t.http, { name: `Sorter ${i}` })));
    for (const reader of readers) for (const id of [low, high, highMany]) await orderOf(t, admin, reader, id);
    await reviewOf(t, readers[0], low, { rating: 2 });
    await reviewOf(t, readers[0], high, { rating: 5 });
    await reviewOf(t, readers[0], highMany, { rating: 5 });
    await reviewOf(t, readers[1], highMany, { rating: 5 });
    const titles: string[] = [];
    let after: string | null = null;
    do {
      const res = await gql(t.http, BY_RATING, { first: 2, after }, alice.token);
      const page: {
        edges: Array<{ node: { id: string; title: string } }>;
        pageInfo: { hasNextPage: boolean; endCursor: string };
      } = res.body.data.books;
      titles.push(...page.edges.map((edge) => edge.node.title));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(titles).toEqual(['rated high many', 'rated high', 'rated low', 'rated none']);
    expect(none).toBeDefined();
  });
});
