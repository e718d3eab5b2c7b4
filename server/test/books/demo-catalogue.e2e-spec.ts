import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { BOOK_CATEGORIES } from '../../src/books/book-category';
import { BookInput } from '../../src/books/dto/book.input';
import { COVER_HEIGHT, COVER_WIDTH, drawCover } from '../../src/database/seed/cover-art';
import { demoBooks, loadDemoCatalogue } from '../../src/database/seed/demo-catalogue';
import { registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { storedCounts } from './book-fixtures';

describe('demo catalogue', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(() => testApp.close());

  it('is not loaded in tests: the catalogue starts empty', async () => {
    expect(testApp.config.demoCatalogue).toBe(false);
    expect((await storedCounts(testApp)).books).toBe(0);
  });

  it('has at least 60 valid books covering all 15 categories, some out of stock', () => {
    const books = demoBooks();
    expect(books.length).toBeGreaterThanOrEqual(60);
    expect(new Set(books.map((book) => book.category))).toEqual(new Set(BOOK_CATEGORIES));
    expect(new Set(books.map((book) => book.title)).size).toBe(books.length);
    expect(books.some((book) => book.stock === 0)).toBe(true);
    for (const book of books) {
      const errors = validateSync(plainToInstance(BookInput, { ...book }));
      expect({ title: book.title, errors: errors.map((e) => Object.values(e.constraints ?? {})) }).toEqual({
        title: book.title,
        errors: [],
      });
      expect(book.price).toBeGreaterThanOrEqual(6.99);
      expect(book.price).toBeLessThanOrEqual(59.99);
      const sentences = book.description.split(/(?<=[.!?])\s+/).length;
      expect(sentences).toBeGreaterThanOrEqual(2);
      expect(sentences).toBeLessThanOrEqual(4);
      // Details for every book; an ISBN only where the edition's is known.
      expect(book).toMatchObject({
        publisher: expect.any(String),
        year: expect.any(Number),
        pages: expect.any(Number),
      });
      expect(book.language).toBe('en');
    }
    expect(books.filter((book) => book.isbn).length).toBeGreaterThanOrEqual(15);
    expect(new Set(books.map((book) => book.isbn).filter(Boolean)).size).toBe(books.filter((book) => book.isbn).length);
  });

  it('draws deterministic 300x450 PNG covers of a few KB', () => {
    const [book] = demoBooks();
    const png = drawCover(book);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([COVER_WIDTH, COVER_HEIGHT]);
    expect(png.length).toBeLessThan(8 * 1024);
    expect(drawCover(book).equals(png)).toBe(true);
    expect(drawCover({ ...book, title: 'Another Title' }).equals(png)).toBe(false);
  });

  it('loads into an empty store with a cover per book, then leaves a non-empty store alone', async () => {
    const first = await loadDemoCatalogue(testApp.app, { replace: false });
    expect(first).toMatchObject({ loaded: true, removed: 0, inserted: demoBooks().length });
    expect(await storedCounts(testApp)).toMatchObject({ books: first.inserted, images: first.inserted });

    const second = await loadDemoCatalogue(testApp.app, { replace: false });
    expect(second.loaded).toBe(false);
    expect((await storedCounts(testApp)).books).toBe(first.inserted);

    const { token } = await registerUser(testApp.http);
    const res = await testApp.http.get('/api/user/allBooks').set('authorization', `Bearer ${token}`);
    expect(res.body.books).toHaveLength(first.inserted);
    const cover = await testApp.http.get(new URL(res.body.books[0].image).pathname);
    expect(cover.status).toBe(200);
    expect(cover.headers['content-type']).toBe('image/png');
  });

  it('reloads on demand: removes every book and its cover, then inserts the demo set again', async () => {
    const extra = testApp.connection.db!.collection('books');
    await extra.insertOne({
      title: 'Not a demo book',
      author: 'x',
      category: 'Fiction',
      price: 1,
      stock: 1,
      image: '',
      keywords: [],
    });
    const before = await testApp.http.get('/api/images/' + (await extra.findOne({ image: { $ne: '' } }))!.image);
    expect(before.status).toBe(200);

    const result = await loadDemoCatalogue(testApp.app, { replace: true });
    expect(result).toMatchObject({ loaded: true, removed: demoBooks().length + 1, inserted: demoBooks().length });
    expect(await storedCounts(testApp)).toMatchObject({ books: result.inserted, images: result.inserted });
    expect(await extra.countDocuments({ title: 'Not a demo book' })).toBe(0);
  });
});
