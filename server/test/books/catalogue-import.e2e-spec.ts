import { Types } from 'mongoose';
import { expectError, expectGqlError, gql, gqlUpload, type Account } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { adminAndUser, auth, postBook, bookFields } from './book-fixtures';
import {
  csvFile,
  dryRun,
  generatedRows,
  HEADER,
  importFile,
  isbnOf,
  startImport,
  storedBooks,
  waitForImport,
} from './catalogue-import-fixtures';

const DRY_RUN = `mutation($file: Upload!) { dryRunBookImport(file: $file) { rows created updated unchanged refused truncated checkedAt lines { row action title isbn changes message } } }`;
const START = `mutation($file: Upload!) { startBookImport(file: $file) { message import { id status rows } } }`;
const STATUS = `query($id: ID!) { bookImport(id: $id) { status processed created updated unchanged refused stockKept refusals { row message } } }`;

describe('catalogue import', () => {
  let testApp: TestApp;
  let admin: Account;
  let user: Account;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  beforeEach(async () => {
    ({ admin, user } = await adminAndUser(testApp));
  });
  afterAll(() => testApp.close());

  /** The store before each test: one book with an ISBN, one without. */
  async function twoBooks() {
    await postBook(testApp.http, admin.token, {
      ...bookFields({ title: 'Persuasion', author: 'Jane Austen', price: '9.99', stock: '4' }),
      isbn: '9780141439686',
    });
    await postBook(
      testApp.http,
      admin.token,
      bookFields({ title: 'Walden', author: 'Henry David Thoreau', price: '7.5', stock: '2', description: 'Cabin.' }),
    );
  }

  const mixed = () =>
    csvFile([
      [
        'Persuasion',
        'Jane Austen',
        'Romance',
        '11.00',
        '4',
        'A book made by a test.',
        '0-14-143968-8',
        'Penguin',
        '2003',
        '336',
        'en',
      ],
      ['Walden', 'Henry David Thoreau', 'Fiction', '7.50', '2', 'Cabin.', '', '', '', '', ''],
      ['Dune', 'Frank Herbert', 'Science Fiction', '12.5', '7', 'Spice.', '', '', '', '', ''],
      ['', 'Nobody', 'Fiction', '1', '1', '', '', '', '', '', ''],
      ['Cheap', 'Someone', 'Fiction', '12abc', '1', '', '', '', '', '', ''],
      ['Bad ISBN', 'Someone', 'Fiction', '1', '1', '', '978-0-306-40615-8', '', '', '', ''],
      ['Twice', 'Someone', 'Fiction', '1', '1', '', isbnOf(1), '', '', '', ''],
      ['Twice again', 'Someone', 'Fiction', '1', '1', '', isbnOf(1), '', '', '', ''],
    ]);

  it("dry run: says what would be created, updated, left and refused (row numbers, the form's messages), and stores nothing", async () => {
    await twoBooks();
    const before = await storedBooks(testApp);
    const res = await dryRun(testApp.http, admin.token, mixed());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rows: 8, created: 2, updated: 1, unchanged: 1, refused: 4, truncated: false });
    expect(res.body.lines).toEqual([
      {
        row: 2,
        action: 'UPDATE',
        title: 'Persuasion',
        isbn: '9780141439686',
        changes: ['category', 'price', 'publisher', 'year', 'pages', 'language'],
        message: '',
        messages: [],
      },
      { row: 4, action: 'CREATE', title: 'Dune', isbn: '', changes: [], message: '', messages: [] },
      {
        row: 5,
        action: 'REFUSE',
        title: '',
        isbn: '',
        changes: [],
        message: 'Title is required',
        messages: ['Title is required'],
      },
      {
        row: 6,
        action: 'REFUSE',
        title: 'Cheap',
        isbn: '',
        changes: [],
        message: 'Price must be a number of at least 0 with at most 2 decimals',
        messages: ['Price must be a number of at least 0 with at most 2 decimals'],
      },
      {
        row: 7,
        action: 'REFUSE',
        title: 'Bad ISBN',
        isbn: '',
        changes: [],
        message: 'ISBN must be an ISBN-10 or ISBN-13 with a valid check digit',
        messages: ['ISBN must be an ISBN-10 or ISBN-13 with a valid check digit'],
      },
      { row: 8, action: 'CREATE', title: 'Twice', isbn: isbnOf(1), changes: [], message: '', messages: [] },
      {
        row: 9,
        action: 'REFUSE',
        title: 'Twice again',
        isbn: isbnOf(1),
        changes: [],
        message: 'Row 8 has the same ISBN',
        messages: ['Row 8 has the same ISBN'],
      },
    ]);
    expect(new Date(res.body.checkedAt).getTime()).toBeLessThanOrEqual(Date.now());
    expect(await storedBooks(testApp)).toEqual(before);
  });

  it('applies in the background with progress, then applying the same file again changes nothing', async () => {
    await twoBooks();
    const first = await importFile(testApp.http, admin.token, mixed());
    expect(first).toMatchObject({
      status: 'done',
      rows: 8,
      processed: 8,
      created: 2,
      updated: 1,
      unchanged: 1,
      refused: 4,
      stockKept: 0,
    });
    expect(first.refusals.map((r: { row: number }) => r.row)).toEqual([5, 6, 7, 9]);
    const books = await storedBooks(testApp);
    expect(books.map((b) => b.title)).toEqual(['Dune', 'Persuasion', 'Twice', 'Walden']);
    expect(books.find((b) => b.title === 'Persuasion')).toMatchObject({
      priceCents: 1100,
      category: 'Romance',
      publisher: 'Penguin',
      stock: 4,
    });

    // The catalogue's reads follow at once: the new book is found by its ISBN.
    const found = await gql(testApp.http, `{ books(search: "${isbnOf(1)}") { totalCount } }`, {}, user.token);
    expect(found.body.data.books.totalCount).toBe(1);

    const second = await importFile(testApp.http, admin.token, mixed());
    expect(second).toMatchObject({ status: 'done', created: 0, updated: 0, unchanged: 4, refused: 4 });
    expect(await storedBooks(testApp)).toEqual(books);
  });

  it("never overwrites stock sold after the dry run: the row's other changes go in, the stock stays", async () => {
    await twoBooks();
    const file = csvFile([
      ['Persuasion', 'Jane Austen', 'Fiction', '10.00', '9', 'A book made by a test.', '9780141439686', '', '', '', ''],
    ]);
    const plan = await dryRun(testApp.http, admin.token, file);
    expect(plan.body.lines[0].changes).toEqual(['price', 'stock']);
    const [book] = (await storedBooks(testApp)).filter((b) => b.title === 'Persuasion');
    // A sale after the dry run: 4 → 3.
    await testApp.connection
      .db!.collection('books')
      .updateOne({ _id: book._id }, { $set: { stock: 3, updatedAt: new Date(Date.now() + 1000) } });
    const done = await importFile(testApp.http, admin.token, file, plan.body.checkedAt);
    expect(done).toMatchObject({ status: 'done', updated: 1, stockKept: 1 });
    expect(await testApp.connection.db!.collection('books').findOne({ _id: book._id })).toMatchObject({
      stock: 3,
      priceCents: 1000,
    });

    // A fresh dry run sees the stock as it is now, and the import then sets it.
    const again = await dryRun(testApp.http, admin.token, file);
    expect(again.body.lines[0].changes).toEqual(['stock']);
    expect(await importFile(testApp.http, admin.token, file, again.body.checkedAt)).toMatchObject({
      updated: 1,
      stockKept: 0,
    });
    expect(await testApp.connection.db!.collection('books').findOne({ _id: book._id })).toMatchObject({ stock: 9 });
  });

  it('after a crash halfway (some rows imported, some not), importing the file again completes it, and again changes nothing', async () => {
    const rows = generatedRows(1200);
    // What a kill -9 leaves: any subset of the rows, each whole (one single-document write per row).
    const survivors = rows.filter((_, i) => (i * 7919) % 13 < 6);
    await importFile(testApp.http, admin.token, csvFile(survivors));
    // The crashed import still holds the lock, with a heartbeat older than a minute.
    await testApp.connection.db!.collection('bookimports').insertOne({
      by: new Types.ObjectId(admin.user._id),
      status: 'running',
      running: 1,
      rows: 1200,
      updatedAt: new Date(Date.now() - 120_000),
      createdAt: new Date(Date.now() - 180_000),
      refusals: [],
    } as never);

    const rerun = await importFile(testApp.http, admin.token, csvFile(rows));
    expect(rerun).toMatchObject({
      status: 'done',
      processed: 1200,
      created: 1200 - survivors.length,
      unchanged: survivors.length,
      refused: 0,
    });
    const books = await storedBooks(testApp);
    expect(books).toHaveLength(1200);
    expect(new Set(books.map((b) => b.title)).size).toBe(1200);
    expect(await importFile(testApp.http, admin.token, csvFile(rows))).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 1200,
    });
    expect(await testApp.connection.db!.collection('bookimports').countDocuments({ status: 'interrupted' })).toBe(1);
  });

  it('runs one import at a time: 409 IMPORT_RUNNING while another is running', async () => {
    await testApp.connection.db!.collection('bookimports').insertOne({
      by: new Types.ObjectId(admin.user._id),
      status: 'running',
      running: 1,
      rows: 1,
      updatedAt: new Date(),
      createdAt: new Date(),
      refusals: [],
    } as never);
    const res = await startImport(testApp.http, admin.token, csvFile(generatedRows(1)));
    expectError(res, 409, 'IMPORT_RUNNING');
  });

  it.each([
    [
      'an unknown column',
      csvFile([['x', 'y', 'Fiction', '1', '1', 'red']], ['title', 'author', 'category', 'price', 'stock', 'colour']),
      'The file cannot be imported: unknown column "colour"',
    ],
    [
      'no price column',
      csvFile([['a', 'b', 'Fiction', '1']], ['title', 'author', 'category', 'stock']),
      'The file cannot be imported: the header row has no price column',
    ],
    [
      'a row with more cells',
      Buffer.from(`${HEADER.join(',')}\nA,B,Fiction,1,1,,,,,,,extra\n`),
      'The file cannot be imported: a row has more or fewer cells than the header',
    ],
    [
      'text that is not UTF-8',
      Buffer.concat([Buffer.from(`${HEADER.join(',')}\n`), Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x0a])]),
      'The file cannot be imported: it is not UTF-8 text',
    ],
    ['no rows', Buffer.from(`${HEADER.join(',')}\n`), 'The file cannot be imported: it has a header row but no books'],
  ])('refuses a file with %s, saying why', async (_case, file, message) => {
    for (const send of [dryRun, startImport]) {
      const res = await send(testApp.http, admin.token, file);
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.message).toContain(message);
    }
  });

  it('GraphQL: dry run, start and progress, as over REST', async () => {
    await twoBooks();
    const file = { buffer: mixed(), name: 'books.csv' };
    const plan = await gqlUpload(testApp.http, DRY_RUN, { file: null }, 'variables.file', file, admin.token);
    expect(plan.body.data.dryRunBookImport).toMatchObject({
      rows: 8,
      created: 2,
      updated: 1,
      unchanged: 1,
      refused: 4,
    });
    expect(plan.body.data.dryRunBookImport.lines[2]).toEqual({
      row: 5,
      action: 'REFUSE',
      title: '',
      isbn: '',
      changes: [],
      message: 'Title is required',
    });

    const started = await gqlUpload(testApp.http, START, { file: null }, 'variables.file', file, admin.token);
    expect(started.body.data.startBookImport).toMatchObject({
      message: 'Import started',
      import: { status: 'running', rows: 8 },
    });
    const { id } = started.body.data.startBookImport.import;
    await waitForImport(testApp.http, admin.token, id);
    const status = await gql(testApp.http, STATUS, { id }, admin.token);
    expect(status.body.data.bookImport).toMatchObject({ status: 'done', processed: 8, created: 2, refused: 4 });
    expectGqlError(await gql(testApp.http, STATUS, { id }, user.token), 'FORBIDDEN');
  });

  it('export: the catalogue as CSV in the import format, formula-like cells prefixed; importing it back changes nothing', async () => {
    await twoBooks();
    await postBook(testApp.http, admin.token, {
      ...bookFields({ title: 'Sums', description: '=1+2 and more' }),
      publisher: '@SUM(A1)',
      year: '1999',
      language: 'FR',
    });
    const res = await testApp.http
      .get('/api/admin/books/export')
      .set(auth(admin.token))
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = (res.body as Buffer).toString('utf8');
    expect(
      text.startsWith(
        '\uFEFFtitle,author,category,price,stock,description,isbn,publisher,year,pages,language,image_url\n',
      ),
    ).toBe(true);
    expect(text).toContain(`Sums,Test Author,Fiction,12.50,3,'=1+2 and more,,'@SUM(A1),1999,,fr,`);
    expect(text).toContain('Persuasion,Jane Austen,Fiction,9.99,4,A book made by a test.,9780141439686,,,,,');

    const before = await storedBooks(testApp);
    const plan = await dryRun(testApp.http, admin.token, res.body as Buffer);
    expect(plan.body).toMatchObject({ rows: 3, created: 0, updated: 0, unchanged: 3, refused: 0 });
    expect(await importFile(testApp.http, admin.token, res.body as Buffer)).toMatchObject({ unchanged: 3 });
    expect(await storedBooks(testApp)).toEqual(before);
  });
});
