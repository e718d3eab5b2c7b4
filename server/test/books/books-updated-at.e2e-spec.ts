import { setTimeout as sleep } from 'node:timers/promises';
import { mongo } from 'mongoose';
import { BooksService } from '../../src/books/books.service';
import { createTestApp, type TestApp } from '../setup/test-app';
import { checkLines } from '../../src/books/book-stock';

/**
 * Where change streams are not available, other instances find changed books by `updatedAt`
 * (database/change-feed.ts), so every way BooksService writes a book must move it forward.
 */
describe('every write of a book moves its updatedAt forward', () => {
  let testApp: TestApp;
  let books: BooksService;

  beforeAll(async () => {
    testApp = await createTestApp();
    books = testApp.app.get(BooksService);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const stored = () => testApp.connection.db!.collection<{ updatedAt: Date; stock: number }>('books');
  const updatedAt = async (id: string) =>
    (await stored().findOne({ _id: new mongo.ObjectId(id) }))!.updatedAt.getTime();

  /** Runs `write` and expects the book's `updatedAt` to be later than before. */
  async function expectBumped(id: string, write: () => Promise<unknown>) {
    const before = await updatedAt(id);
    await sleep(5); // timestamps have millisecond resolution
    await write();
    expect(await updatedAt(id)).toBeGreaterThan(before);
  }

  let id: string;
  beforeEach(async () => {
    const [created] = await books.importMany([
      {
        title: 'Dated Book',
        author: 'Some Author',
        category: 'History',
        description: '',
        price: 10,
        stock: 10,
        image: 'https://covers.example.com/a.png',
        createdAt: new Date('2020-01-01T00:00:00Z'),
      },
    ]);
    id = created;
  });

  it('a bulk import stamps the time it was stored, even for a book dated earlier', async () => {
    const stamped = await updatedAt(id);
    expect(Math.abs(stamped - Date.now())).toBeLessThan(60_000);
  });

  it("the admin's edit", async () => {
    await expectBumped(id, () =>
      books.update(id, { title: 'Edited', author: 'Some Author', category: 'History', price: 11, stock: 10 }),
    );
  });

  it('taking and returning stock, with and without a reservation, and releasing the reservation', async () => {
    const reservation = new mongo.ObjectId().toHexString();
    await expectBumped(id, () => books.takeStock(checkLines([{ bookId: id, quantity: 1 }])));
    await expectBumped(id, () => books.returnStock(checkLines([{ bookId: id, quantity: 1 }])));
    await expectBumped(id, () => books.takeStock(checkLines([{ bookId: id, quantity: 2 }]), { reservation }));
    await expectBumped(id, () => books.releaseReservation([id], reservation));
    const other = new mongo.ObjectId().toHexString();
    await books.takeStock(checkLines([{ bookId: id, quantity: 1 }]), { reservation: other });
    await expectBumped(id, () => books.returnStock(checkLines([{ bookId: id, quantity: 1 }]), { reservation: other }));
  });

  it('clearing a cover whose image is missing', async () => {
    await books.update(id, {
      title: 'Dated Book',
      author: 'Some Author',
      category: 'History',
      price: 10,
      stock: 10,
      image: '',
    });
    const ref = new mongo.ObjectId().toHexString();
    await stored().updateOne({ _id: new mongo.ObjectId(id) }, { $set: { image: ref } });
    await expectBumped(id, () => books.forgetImages([ref]));
  });
});
