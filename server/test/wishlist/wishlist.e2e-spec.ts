import { getModelToken } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import { Wishlist } from '../../src/wishlist/schemas/wishlist.schema';
import { MAX_STOCK_ALERTS, MAX_WISHLIST_BOOKS } from '../../src/wishlist/wishlist-rules';
import { addBook } from '../books/book-fixtures';
import { type Account, registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { gqlWishlist, listOf, restWishlist, type WishlistCalls } from './wishlist-fixtures';

const UNKNOWN_ID = '0123456789abcdef01234567';

/** The wishlist and the back-in-stock alerts (docs/api.md "Wishlist and back-in-stock emails"), every rule through REST and GraphQL. */
describe.each([
  ['REST', restWishlist],
  ['GraphQL', gqlWishlist],
])('the wishlist over %s', (_transport, calls) => {
  let t: TestApp;
  let admin: Account;
  const shopper = async (): Promise<WishlistCalls> => calls(t, await registerUser(t.http));
  const book = (stock: number, title?: string) =>
    addBook(t.http, admin.token, { stock: String(stock), ...(title ? { title } : {}) }).then((added) => added._id);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerUser(t.http, { role: 'admin' });
  });

  afterAll(() => t.close());

  it('saves books once each, lists them newest first, and removes them, every step idempotent', async () => {
    const me = await shopper();
    expect(listOf(await me.list())).toEqual({ items: [], bookIds: [], alertBookIds: [] });
    const [first, second] = [await book(3, 'First Saved'), await book(0, 'Second Saved')];

    const added = await me.add(first);
    expect(added).toMatchObject({ ok: true, message: 'Saved to your wishlist' });
    await me.add(second);
    const again = listOf(await me.add(first));
    expect(again.bookIds).toEqual([second, first]);
    expect(again.items).toEqual([
      { bookId: second, title: 'Second Saved', stock: 0, alertRequested: false, addedAt: expect.any(String) },
      { bookId: first, title: 'First Saved', stock: 3, alertRequested: false, addedAt: expect.any(String) },
    ]);
    expect(listOf(await me.list())).toEqual(again);

    const removed = await me.remove(first);
    expect(removed).toMatchObject({ ok: true, message: 'Removed from your wishlist' });
    expect(listOf(removed).bookIds).toEqual([second]);
    expect(listOf(await me.remove(first)).bookIds).toEqual([second]);
    expect(listOf(await me.remove(UNKNOWN_ID)).bookIds).toEqual([second]);
  });

  it('keeps each account to its own wishlist', async () => {
    const [me, other] = [await shopper(), await shopper()];
    const id = await book(2);
    await me.add(id);
    expect(listOf(await other.list()).bookIds).toEqual([]);
    await other.remove(id);
    expect(listOf(await me.list()).bookIds).toEqual([id]);
  });

  it('refuses a malformed id with 400 INVALID_ID and an unknown book with 404', async () => {
    const me = await shopper();
    for (const call of [me.add, me.remove, me.requestAlert, me.cancelAlert])
      expect(await call('not-an-id')).toEqual({ ok: false, status: 400, code: 'INVALID_ID' });
    expect(await me.add(UNKNOWN_ID)).toEqual({ ok: false, status: 404, code: 'NOT_FOUND' });
    expect(await me.requestAlert(UNKNOWN_ID)).toEqual({ ok: false, status: 404, code: 'NOT_FOUND' });
  });

  it(`holds at most ${MAX_WISHLIST_BOOKS} books: one more is 409 WISHLIST_FULL, a saved one is still fine`, async () => {
    const account = await registerUser(t.http);
    const me = calls(t, account);
    const saved = await book(1);
    await me.add(saved);
    // The rest of the wishlist filled in the database: books that have gone are left out of the list.
    const filler = Array.from({ length: MAX_WISHLIST_BOOKS - 1 }, () => ({
      book: new Types.ObjectId(),
      addedAt: new Date(),
    }));
    const wishlists = t.app.get<Model<Wishlist>>(getModelToken(Wishlist.name));
    await wishlists.updateOne({ _id: account.user._id }, { $push: { books: { $each: filler } } });
    const one = await book(1);
    const refused = await me.add(one);
    expect(refused).toEqual({ ok: false, status: 409, code: 'WISHLIST_FULL' });
    expect(listOf(await me.add(saved)).items.map((item) => item.bookId)).toEqual([saved]);
    await me.remove(saved);
    expect(listOf(await me.add(one)).bookIds).toHaveLength(MAX_WISHLIST_BOOKS);
  });

  it('takes an alert for an out-of-stock book only, idempotently, and cancels it', async () => {
    const me = await shopper();
    const [inStock, soldOut] = [await book(4, 'Plenty'), await book(0, 'Gone')];
    const refused = await me.requestAlert(inStock);
    expect(refused).toEqual({ ok: false, status: 409, code: 'BOOK_IN_STOCK' });

    await me.add(soldOut);
    const asked = await me.requestAlert(soldOut);
    expect(asked).toMatchObject({ ok: true, message: 'We will email you when it is back in stock' });
    expect(listOf(await me.requestAlert(soldOut)).alertBookIds).toEqual([soldOut]);
    expect(listOf(await me.list()).items).toEqual([expect.objectContaining({ bookId: soldOut, alertRequested: true })]);

    const cancelled = await me.cancelAlert(soldOut);
    expect(cancelled).toMatchObject({ ok: true, message: 'Back-in-stock alert cancelled' });
    expect(listOf(cancelled).alertBookIds).toEqual([]);
    expect(listOf(await me.cancelAlert(soldOut)).alertBookIds).toEqual([]);
  });

  it(`waits for at most ${MAX_STOCK_ALERTS} books at a time (409 WISHLIST_FULL)`, async () => {
    const account = await registerUser(t.http);
    const me = calls(t, account);
    const user = new Types.ObjectId(account.user._id);
    await t.connection.db!.collection('backinstockalerts').insertMany(
      Array.from({ length: MAX_STOCK_ALERTS }, () => ({
        user,
        book: new Types.ObjectId(),
        title: 'Gone',
        author: 'A',
        due: false,
      })),
    );
    expect(await me.requestAlert(await book(0))).toEqual({ ok: false, status: 409, code: 'WISHLIST_FULL' });
  });

  it('forgets the wishlist and alerts of a deleted account, and deleted books', async () => {
    const account = await registerUser(t.http);
    const me = calls(t, account);
    const [kept, deleted] = [await book(0), await book(0)];
    for (const id of [kept, deleted]) {
      await me.add(id);
      await me.requestAlert(id);
    }
    const removed = await t.http
      .delete(`/api/admin/deleteBook/${deleted}`)
      .set('authorization', `Bearer ${admin.token}`);
    expect(removed.status).toBe(200);
    expect(listOf(await me.list())).toMatchObject({ bookIds: [kept], alertBookIds: [kept] });

    const gone = await t.http
      .post('/api/user/account/delete')
      .set('authorization', `Bearer ${account.token}`)
      .send({ password: account.password });
    expect(gone.status).toBe(200);
    const user = new Types.ObjectId(account.user._id);
    const db = t.connection.db!;
    expect(await db.collection('wishlists').countDocuments({ _id: user })).toBe(0);
    expect(await db.collection('backinstockalerts').countDocuments({ user })).toBe(0);
  });
});
