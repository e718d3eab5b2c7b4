import { mongo } from 'mongoose';
import { BooksService } from '../../src/books/books.service';
import { ImageSweepService } from '../../src/images/image-sweep.service';
import { ImagesService } from '../../src/images/images.service';
import { addBook, adminAndUser, auth, bookFields, postBook } from '../books/book-fixtures';
import { gql, gqlUpload, PNG_1X1, type Account } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';

const UPDATE_BOOK = `mutation UpdateBook($id: ID!, $input: BookInput!, $image: Upload, $removeImage: Boolean) {
  updateBook(id: $id, input: $input, image: $image, removeImage: $removeImage) { book { id image } }
}`;
const DELETE_BOOK = 'mutation DeleteBook($id: ID!) { deleteBook(id: $id) { message } }';
const gqlInput = { title: 'Covered', author: 'A. Author', category: 'Fantasy', description: '', price: 5, stock: 9 };

let covers = 0;
/** A valid PNG that no other test file stores (the 1x1 PNG with bytes after IEND). */
const newCover = () => ({ buffer: Buffer.concat([PNG_1X1, Buffer.from(`cover ${++covers}`)]), name: 'cover.png' });

/**
 * An order shows its books as they were ordered, covers included: the image an order refers to
 * stays stored (GET answers 200) after its book is deleted, its cover is replaced or removed, the
 * demo catalogue is reloaded or the image sweep runs; an image nothing refers to still goes.
 */
describe('orders keep the covers they show', () => {
  let t: TestApp;
  let admin: Account;
  let shopper: Account;
  let sweep: ImageSweepService;

  const imageStatus = async (url: string) => (await t.http.get(new URL(url).pathname)).status;
  const orders = () => t.connection.db!.collection('orders');
  /** An image stored with no record referring to it. */
  const storeLoose = () => t.app.get(ImagesService).store({ buffer: newCover().buffer, originalName: 'loose.png' });

  /** A book with a cover of its own, ordered once by the shopper; returns the book and the order's image URL. */
  async function orderedBook() {
    const book = await addBook(t.http, admin.token, { stock: '9' }, newCover());
    const res = await t.http
      .post('/api/user/order/manual')
      .set(auth(shopper.token))
      .send({ books: [{ book: book._id, quantity: 1 }] });
    expect(res.status).toBe(201);
    const shown = res.body.order.books[0].book.image as string;
    expect(shown).toBe(book.image);
    return { book, orderId: res.body.order._id as string, shown };
  }

  /** The order as the shopper sees it still shows the image, and the image loads. */
  async function expectStillShown(orderId: string, shown: string) {
    const res = await t.http.get(`/api/user/orders/${orderId}`).set(auth(shopper.token));
    expect(res.body.order.books[0].book.image).toBe(shown);
    expect(await imageStatus(shown)).toBe(200);
  }

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, user: shopper } = await adminAndUser(t));
    sweep = t.app.get(ImageSweepService);
  });

  afterAll(() => t.close());

  it('keeps the cover of a deleted book while an order shows it (REST and GraphQL)', async () => {
    const rest = await orderedBook();
    expect((await t.http.delete(`/api/admin/deleteBook/${rest.book._id}`).set(auth(admin.token))).status).toBe(200);
    await expectStillShown(rest.orderId, rest.shown);

    const graphql = await orderedBook();
    const res = await gql(t.http, DELETE_BOOK, { id: graphql.book._id }, admin.token);
    expect(res.body.errors).toBeUndefined();
    await expectStillShown(graphql.orderId, graphql.shown);
  });

  it('keeps a replaced or removed cover while an order shows it, and shows the book its new one', async () => {
    const rest = await orderedBook();
    const replaced = await postBook(
      t.http,
      admin.token,
      bookFields({ stock: '9' }),
      newCover(),
      `/api/admin/updateBook/${rest.book._id}`,
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.book.image).not.toBe(rest.shown);
    await expectStillShown(rest.orderId, rest.shown);

    const removed = await orderedBook();
    const res = await postBook(
      t.http,
      admin.token,
      { ...bookFields({ stock: '9' }), image: '' },
      undefined,
      `/api/admin/updateBook/${removed.book._id}`,
    );
    expect(res.body.book.image).toBe('');
    await expectStillShown(removed.orderId, removed.shown);

    const graphql = await orderedBook();
    const upload = await gqlUpload(
      t.http,
      UPDATE_BOOK,
      { id: graphql.book._id, input: gqlInput, image: null },
      'variables.image',
      newCover(),
      admin.token,
    );
    expect(upload.body.data.updateBook.book.image).not.toBe(graphql.shown);
    await expectStillShown(graphql.orderId, graphql.shown);

    const gqlRemoved = await orderedBook();
    const res2 = await gql(
      t.http,
      UPDATE_BOOK,
      { id: gqlRemoved.book._id, input: gqlInput, removeImage: true },
      admin.token,
    );
    expect(res2.body.data.updateBook.book.image).toBe('');
    await expectStillShown(gqlRemoved.orderId, gqlRemoved.shown);
  });

  it('keeps ordered covers through the sweep and a reload of the catalogue, and sweeps the rest', async () => {
    const ordered = await orderedBook();
    const unordered = await addBook(t.http, admin.token, {}, newCover());
    const loose = await storeLoose();

    expect(await sweep.sweep({ minAgeMs: 0 })).toMatchObject({ orphans: 1 });
    expect(await imageStatus(ordered.shown)).toBe(200);
    expect(await imageStatus(unordered.image)).toBe(200);
    expect((await t.http.get(`/api/images/${loose}`)).status).toBe(404);

    await t.app.get(BooksService).removeAll();
    await sweep.sweep({ minAgeMs: 0 });
    await expectStillShown(ordered.orderId, ordered.shown);
    expect(await imageStatus(unordered.image)).toBe(404);
  });

  it('still deletes at once a replaced cover that no order shows', async () => {
    const book = await addBook(t.http, admin.token, {}, newCover());
    const res = await postBook(t.http, admin.token, bookFields(), newCover(), `/api/admin/updateBook/${book._id}`);
    expect(res.status).toBe(200);
    expect(await imageStatus(book.image)).toBe(404);
    expect((await t.http.delete(`/api/admin/deleteBook/${book._id}`).set(auth(admin.token))).status).toBe(200);
    expect(await imageStatus(res.body.book.image)).toBe(404);
  });

  it('waits for an order being placed, whose snapshot may show a cover its book has just dropped', async () => {
    // An order took its stock while the book still had this cover, then the cover was replaced:
    // the order is acknowledged, with the old cover in its snapshot, while the sweep runs.
    const cover = await storeLoose();
    const bookId = new mongo.ObjectId();
    const { insertedId } = await orders().insertOne({
      user: new mongo.ObjectId(shopper.user._id),
      status: 'placing',
      books: [{ book: { _id: bookId }, quantity: 1, priceCents: 0 }],
      orderedAt: new Date(),
      orderedDay: new Date().toISOString().slice(0, 10),
      shortId: '00000000',
      reserved: true,
    });
    const acknowledge = new Promise((resolve) => setTimeout(resolve, 300)).then(() =>
      orders().updateOne(
        { _id: insertedId },
        {
          $set: {
            status: 'pending',
            books: [{ book: { _id: bookId, title: 'Placed', image: cover }, quantity: 1, priceCents: 500 }],
          },
        },
      ),
    );

    const [report] = await Promise.all([sweep.sweep({ minAgeMs: 0 }), acknowledge]);

    expect(report.orphans).toBe(0);
    expect((await t.http.get(`/api/images/${cover}`)).status).toBe(200);

    // Once no order shows it any more, it goes.
    await orders().deleteOne({ _id: insertedId });
    await sweep.sweep({ minAgeMs: 0 });
    expect((await t.http.get(`/api/images/${cover}`)).status).toBe(404);
  });

  it('keeps every unreferenced image while an order stays being placed, and decides on a later sweep', async () => {
    const loose = await storeLoose();
    const { insertedId } = await orders().insertOne({
      user: new mongo.ObjectId(shopper.user._id),
      status: 'placing',
      books: [{ book: { _id: new mongo.ObjectId() }, quantity: 1, priceCents: 0 }],
      orderedAt: new Date(),
      orderedDay: new Date().toISOString().slice(0, 10),
      shortId: '00000001',
      reserved: true,
    });

    expect((await sweep.sweep({ minAgeMs: 0 })).orphans).toBe(0);
    expect((await t.http.get(`/api/images/${loose}`)).status).toBe(200);

    await orders().deleteOne({ _id: insertedId }); // the repair gave it up
    expect((await sweep.sweep({ minAgeMs: 0 })).orphans).toBe(1);
    expect((await t.http.get(`/api/images/${loose}`)).status).toBe(404);
  });
});
