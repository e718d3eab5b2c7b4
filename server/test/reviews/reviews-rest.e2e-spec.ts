import { JobRunner } from '../../src/jobs/job-runner';
import { Account, expectError, registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { bearer, newBook, orderOf, ratingOf, reviewOf } from './review-fixtures';

/** Reviews over REST: who may review, one per book, edits, deletes, reports, the admin's hide and show, the rating. */
describe('reviews over REST', () => {
  let t: TestApp;
  let admin: Account;
  let alice: Account;
  let bob: Account;
  let carol: Account;
  let bookId: string;

  const put = (account: Account, body: object, id = bookId) =>
    t.http.put(`/api/books/${id}/review`).set(bearer(account)).send(body);
  const list = (account: Account, query = '', id = bookId) =>
    t.http.get(`/api/books/${id}/reviews${query}`).set(bearer(account));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerUser(t.http, { role: 'admin', name: 'Store Admin' });
    alice = await registerUser(t.http, { name: 'Alice Reader' });
    bob = await registerUser(t.http, { name: 'Bob Reader' });
    carol = await registerUser(t.http, { name: 'Carol Reader' });
    bookId = await newBook(t, admin);
    await orderOf(t, admin, alice, bookId);
    await orderOf(t, admin, bob, bookId);
  });

  afterAll(() => t.close());

  it('refuses a shopper without a delivered order of the book with 403 and a message they can act on', async () => {
    const res = await put(carol, { rating: 5 });
    expectError(res, 403, 'FORBIDDEN');
    expect(res.body.message).toBe('Only customers who have received this book can review it');
    await orderOf(t, admin, carol, bookId, 'shipped');
    expectError(await put(carol, { rating: 5 }), 403, 'FORBIDDEN');
    expect((await list(carol)).body.canReview).toBe(false);
  });

  it('lets a verified buyer review once, shown with "Verified purchase", and edit it in place', async () => {
    expect((await list(alice)).body).toMatchObject({ canReview: true, mine: null, totalCount: 0 });
    const created = await put(alice, { rating: 4, title: '  Lovely  ', text: 'Read it twice.\nWould again.' });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Review saved');
    expect(created.body.review).toMatchObject({
      bookId,
      rating: 4,
      title: 'Lovely',
      text: 'Read it twice.\nWould again.',
      author: { _id: alice.user._id, name: 'Alice Reader' },
      verifiedPurchase: true,
      mine: true,
      hidden: false,
      hiddenReason: null,
    });
    const edited = await put(alice, { rating: 2, text: 'Less good the third time.' });
    expect(edited.body.review).toMatchObject({
      _id: created.body.review._id,
      rating: 2,
      title: '',
      text: 'Less good the third time.',
    });
    const page = (await list(bob)).body;
    expect(page.totalCount).toBe(1);
    expect(page.edges[0].node).toMatchObject({ _id: created.body.review._id, rating: 2, mine: false });
    expect(await ratingOf(t, bob, bookId)).toEqual({ average: 2, count: 1 });
  });

  it.each([
    [{ rating: 0 }, 'Rating must be a whole number of stars from 1 to 5'],
    [{ rating: 6 }, 'Rating must be a whole number of stars from 1 to 5'],
    [{ rating: 4.5 }, 'Rating must be a whole number of stars from 1 to 5'],
    [{ rating: '5' }, 'Rating must be a whole number of stars from 1 to 5'],
    [{}, 'Rating must be a whole number of stars from 1 to 5'],
    [{ rating: 3, title: 'x'.repeat(121) }, 'Title must be at most 120 characters long'],
    [{ rating: 3, text: 'x'.repeat(4001) }, 'Review must be at most 4000 characters long'],
    [{ rating: 3, title: 'Bad\u0007bell' }, /^Title/],
    [{ rating: 3, text: 'evil \u202e override' }, /^Review/],
    [{ rating: 3, text: { $gt: '' } }, /./],
  ])('refuses %j with 400 VALIDATION_FAILED', async (body, message) => {
    const res = await put(bob, body);
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(res.body.message).toMatch(message);
  });

  it('counts texts in code points and accepts the longest', async () => {
    const res = await put(bob, { rating: 5, title: '📚'.repeat(120), text: 'é'.repeat(4000) });
    expect(res.status).toBe(200);
    expect(await ratingOf(t, alice, bookId)).toEqual({ average: 3.5, count: 2 });
  });

  it('404s an unknown book and 400s a malformed id', async () => {
    expectError(await put(alice, { rating: 3 }, '0123456789abcdef01234567'), 404, 'NOT_FOUND');
    expectError(await put(alice, { rating: 3 }, 'nope'), 400, 'INVALID_ID');
    expectError(await list(alice, '', '0123456789abcdef01234567'), 404, 'NOT_FOUND');
  });

  it('lets a shopper report a review once, never their own; the admin sees the reasons', async () => {
    const { mine } = (await list(alice)).body;
    const report = (account: Account, body: object = {}) =>
      t.http.post(`/api/reviews/${mine._id}/report`).set(bearer(account)).send(body);
    const first = await report(bob, { reason: 'Spoils the ending' });
    expect(first.status).toBe(201);
    expect(first.body.review).toMatchObject({ reportedByMe: true, reportCount: 0, reportReasons: [] });
    expectError(await report(bob), 409, 'REVIEW_ALREADY_REPORTED');
    expectError(await report(alice), 400, 'VALIDATION_FAILED');
    expect((await report(carol)).status).toBe(201);
    expectError(await report(carol, { reason: 'x'.repeat(501) }), 400, 'VALIDATION_FAILED');
    const reported = await t.http.get('/api/admin/reviews?reported=true').set(bearer(admin));
    expect(reported.status).toBe(200);
    expect(reported.body.edges.map((edge: any) => edge.node._id)).toEqual([mine._id]);
    expect(reported.body.edges[0].node).toMatchObject({ reportCount: 2, reportReasons: ['Spoils the ending'] });
    const all = await t.http.get('/api/admin/reviews?reported=false&first=1').set(bearer(admin));
    expect(all.body).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: true } });
    expectError(await t.http.get('/api/admin/reviews?reported=maybe').set(bearer(admin)), 400, 'VALIDATION_FAILED');
  });

  it('hides a review with a reason its author sees and nobody else, out of the rating, and shows it again', async () => {
    const { mine } = (await list(alice)).body;
    const hide = (body: object) => t.http.put(`/api/admin/reviews/${mine._id}/hide`).set(bearer(admin)).send(body);
    expectError(await hide({}), 400, 'VALIDATION_FAILED');
    expectError(await hide({ reason: '   ' }), 400, 'VALIDATION_FAILED');
    const hidden = await hide({ reason: 'Gives away the ending' });
    expect(hidden.status).toBe(200);
    expect(hidden.body.review).toMatchObject({ hidden: true, hiddenReason: 'Gives away the ending' });

    const seenByAlice = (await list(alice)).body;
    expect(seenByAlice.edges.map((edge: any) => edge.node._id)).toContain(mine._id);
    expect(seenByAlice.mine).toMatchObject({ hidden: true, hiddenReason: 'Gives away the ending' });
    const seenByBob = (await list(bob)).body;
    expect(seenByBob.edges.map((edge: any) => edge.node._id)).not.toContain(mine._id);
    expect(JSON.stringify(seenByBob)).not.toContain('Gives away the ending');
    expect(seenByBob.totalCount).toBe(1);
    expect(await ratingOf(t, bob, bookId)).toEqual({ average: 5, count: 1 });
    expectError(await t.http.post(`/api/reviews/${mine._id}/report`).set(bearer(bob)).send({}), 404, 'NOT_FOUND');

    // An edit keeps it hidden; the admin shows it again.
    expect((await put(alice, { rating: 3 })).body.review.hidden).toBe(true);
    expect(await ratingOf(t, bob, bookId)).toEqual({ average: 5, count: 1 });
    const shown = await t.http.put(`/api/admin/reviews/${mine._id}/show`).set(bearer(admin));
    expect(shown.body.review).toMatchObject({ hidden: false, hiddenReason: null });
    expect(await ratingOf(t, bob, bookId)).toEqual({ average: 4, count: 2 });
    expectError(
      await t.http.put('/api/admin/reviews/0123456789abcdef01234567/show').set(bearer(admin)),
      404,
      'NOT_FOUND',
    );
  });

  it('records the hide and the show in the activity log', async () => {
    const { mine } = (await list(alice)).body;
    await t.app.get(JobRunner).runNow('activity'); // relayed at once already; a pass makes sure
    const log = await t.http.get(`/api/admin/activity?target=${mine._id}`).set(bearer(admin));
    expect(log.status).toBe(200);
    const actions = log.body.edges.map((edge: any) => edge.node.action);
    expect(actions).toEqual(['REVIEW_SHOWN', 'REVIEW_HIDDEN']);
    const hiddenEntry = log.body.edges[1].node;
    expect(hiddenEntry.changes).toEqual(
      expect.arrayContaining([{ field: 'reason', before: null, after: 'Gives away the ending' }]),
    );
  });

  it('deletes the own review, and the rating follows; a second delete is 404', async () => {
    const res = await t.http.delete(`/api/books/${bookId}/review`).set(bearer(bob));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Review deleted' });
    expect(await ratingOf(t, alice, bookId)).toEqual({ average: 3, count: 1 });
    expectError(await t.http.delete(`/api/books/${bookId}/review`).set(bearer(bob)), 404, 'NOT_FOUND');
  });

  it('pages a book’s reviews newest first with cursors', async () => {
    const other = await newBook(t, admin, 'Much Reviewed');
    const readers = await Promise.all([1, 2, 3].map((i) => registerUser(t.http, { name: `Reader ${i}` })));
    for (const [i, reader] of readers.entries()) {
      await orderOf(t, admin, reader, other);
      await reviewOf(t, reader, other, { rating: i + 3 });
    }
    const first = (await list(alice, '?first=2', other)).body;
    expect(first.edges.map((edge: any) => edge.node.author.name)).toEqual(['Reader 3', 'Reader 2']);
    expect(first).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    const next = (await list(alice, `?first=2&after=${first.pageInfo.endCursor}`, other)).body;
    expect(next.edges.map((edge: any) => edge.node.author.name)).toEqual(['Reader 1']);
    expect(next.pageInfo.hasNextPage).toBe(false);
    expectError(await list(alice, '?first=0', other), 400, 'VALIDATION_FAILED');
    expect(await ratingOf(t, alice, other)).toEqual({ average: 4, count: 3 });
  });

  it('keeps a deleted account’s review, shown as by "Deleted customer", in the rating', async () => {
    const book = await newBook(t, admin, 'Outlived');
    const leaver = await registerUser(t.http, { name: 'Leaving Reader' });
    await orderOf(t, admin, leaver, book);
    const review = await reviewOf(t, leaver, book, { rating: 2, text: 'Not for me.' });
    const deleted = await t.http
      .post('/api/user/account/delete')
      .set(bearer(leaver))
      .send({ password: leaver.password });
    expect(deleted.status).toBe(200);
    const page = (await list(alice, '', book)).body;
    expect(page.edges.map((edge: any) => edge.node)).toEqual([
      expect.objectContaining({
        _id: review._id,
        text: 'Not for me.',
        author: { _id: leaver.user._id, name: 'Deleted customer' },
      }),
    ]);
    expect(await ratingOf(t, alice, book)).toEqual({ average: 2, count: 1 });
  });

  it('needs a session to read reviews', async () => {
    expectError(await t.http.get(`/api/books/${bookId}/reviews`), 401, 'UNAUTHENTICATED');
  });
});
