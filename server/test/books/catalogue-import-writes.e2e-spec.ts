import { Logger } from '@nestjs/common';
import { mongo } from 'mongoose';
import { BooksSaved } from '../../src/books/book-events';
import { storedBook } from '../../src/books/book-record';
import { checkLines } from '../../src/books/book-stock';
import { BooksService } from '../../src/books/books.service';
import { EventBus } from '../../src/common/events/event-bus';
import type { Account } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { adminAndUser, bookFields, postBook } from './book-fixtures';
import { csvFile, generatedRows, importFile, isbnOf, startImport, storedBooks } from './catalogue-import-fixtures';

/**
 * What happens to an import's writes when the catalogue, or the import's own record, changes
 * while it runs: each is done by a listener on the first batch's `BooksSaved`, which the import
 * awaits before it goes on, so the change lands between the import's read of the catalogue and
 * its next write.
 */
describe('catalogue import: changes while it runs', () => {
  let testApp: TestApp;
  let admin: Account;
  let stopListening: (() => void) | undefined;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  beforeEach(async () => {
    ({ admin } = await adminAndUser(testApp));
  });
  afterEach(() => stopListening?.());
  afterAll(() => testApp.close());

  /** Runs `change` once, when the books titled `title` are saved. */
  function onceSaved(title: string, change: () => Promise<void>) {
    let done = false;
    stopListening = testApp.app.get(EventBus).subscribe(BooksSaved, async ({ records }) => {
      if (done || !records.some((record) => record.title === title)) return;
      done = true;
      await change();
    });
  }

  it('refuses a new row whose ISBN another book took after the import read the catalogue, naming the ISBN, and imports the rest', async () => {
    // 502 rows: the first batch is rows 0-499; row 501 (line 503 of the file) has an ISBN and is in the second.
    onceSaved('Imported 0', async () => {
      await testApp.connection.db!.collection('books').insertOne({
        ...storedBook({
          title: 'Added Elsewhere',
          author: 'Another Admin',
          category: 'Fiction',
          description: '',
          price: 5,
          stock: 1,
          isbn: isbnOf(501),
        }),
        _id: new mongo.ObjectId(),
      });
    });
    const done = await importFile(testApp.http, admin.token, csvFile(generatedRows(502)));
    expect(done).toMatchObject({ status: 'done', processed: 502, created: 501, refused: 1 });
    expect(done.refusals).toEqual([{ row: 503, message: 'Another book already has this ISBN.' }]);
    const titles = (await storedBooks(testApp)).map((book) => book.title);
    expect(titles).toHaveLength(502);
    expect(titles).toContain('Added Elsewhere');
    expect(titles).not.toContain('Imported 501');
  });

  it("keeps the stock a sale changed after the import read the book (the form's expected stock), and writes the row's other changes", async () => {
    const added = await postBook(testApp.http, admin.token, {
      ...bookFields({ title: 'Persuasion', author: 'Jane Austen', price: '9.99', stock: '4' }),
      isbn: '9780141439686',
    });
    const bookId: string = added.body.book._id;
    onceSaved('Dune', async () => {
      await testApp.app.get(BooksService).takeStock(checkLines([{ bookId, quantity: 1 }]));
    });
    const file = csvFile([
      ['Dune', 'Frank Herbert', 'Science Fiction', '12.5', '7', 'Spice.', '', '', '', '', ''],
      ['Persuasion', 'Jane Austen', 'Fiction', '10.00', '9', 'A book made by a test.', '9780141439686', '', '', '', ''],
    ]);
    const done = await importFile(testApp.http, admin.token, file);
    expect(done).toMatchObject({ status: 'done', created: 1, updated: 1, stockKept: 1, refused: 0 });
    const persuasion = (await storedBooks(testApp)).find((book) => book.title === 'Persuasion');
    expect(persuasion).toMatchObject({ stock: 3, priceCents: 1000 });
  });

  it('stops an import whose place was taken (its heartbeat found lost), leaving it interrupted', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const stopped = new Promise<void>((resolve) =>
      warn.mockImplementation((message: unknown) => {
        if (String(message).includes('lost its place')) resolve();
      }),
    );
    // What another server's start does to an import it finds without a heartbeat.
    onceSaved('Imported 0', async () => {
      await testApp.connection
        .db!.collection('bookimports')
        .updateOne({ status: 'running' }, { $set: { status: 'interrupted' }, $unset: { running: '' } });
    });
    try {
      const started = await startImport(testApp.http, admin.token, csvFile(generatedRows(1000)));
      expect(started.status).toBe(202);
      await stopped;
      const record = await testApp.connection.db!.collection('bookimports').findOne({});
      expect(record).toMatchObject({ status: 'interrupted', processed: 0 });
      expect(record!.running).toBeUndefined();
      expect(await testApp.connection.db!.collection('books').countDocuments({})).toBe(500);
    } finally {
      warn.mockRestore();
    }
  });
});
