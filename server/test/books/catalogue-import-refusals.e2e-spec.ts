import { CATEGORY_MESSAGE } from '../../src/books/book-category';
import { LANGUAGE_MESSAGE } from '../../src/books/book-language';
import { PAGES_MESSAGE, YEAR_MESSAGE } from '../../src/books/book-rules';
import { gqlUpload, type Account } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { adminAndUser } from './book-fixtures';
import { csvFile, dryRun, importFile, storedBooks } from './catalogue-import-fixtures';

const DRY_RUN = `mutation($file: Upload!) { dryRunBookImport(file: $file) { refused lines { row action title message messages } } }`;

/** A row breaking a rule in every column it can: each gets its own message, in the order of the columns. */
const BROKEN = ['', '', 'Poetry', '12abc', '-1', '', '978-0-306-40615-8', '', '3000', '0', 'klingon'];
const BROKEN_MESSAGES = [
  'Title is required',
  'Author is required',
  CATEGORY_MESSAGE,
  'Price must be a number of at least 0 with at most 2 decimals',
  'Stock must be a whole number of at least 0',
  'ISBN must be an ISBN-10 or ISBN-13 with a valid check digit',
  YEAR_MESSAGE,
  PAGES_MESSAGE,
  LANGUAGE_MESSAGE,
];
/** A row with one problem only. */
const ONE_WRONG = ['Cheap', 'Someone', 'Fiction', '1.999', '1', '', '', '', '', '', ''];
const GOOD = ['Dune', 'Frank Herbert', 'Science Fiction', '12.5', '7', 'Spice.', '', '', '', '', ''];

/**
 * A refused row of a catalogue import lists every rule it breaks, not only the first: the dry
 * run's `messages` (one per field in error) and `message` (all of them joined), through REST and
 * GraphQL, and the import's refusals.
 */
describe('catalogue import: a refused row names every error', () => {
  let testApp: TestApp;
  let admin: Account;

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ admin } = await adminAndUser(testApp));
  });
  afterAll(() => testApp.close());

  const file = () => csvFile([BROKEN, ONE_WRONG, GOOD]);

  it('dry run over REST: every message of the row, one for each field in error, and all of them in `message`', async () => {
    const res = await dryRun(testApp.http, admin.token, file());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rows: 3, created: 1, refused: 2 });
    const [broken, oneWrong] = res.body.lines;
    expect(broken).toMatchObject({ row: 2, action: 'REFUSE', title: '', changes: [] });
    expect(broken.messages).toEqual(BROKEN_MESSAGES);
    expect(broken.message).toBe(broken.messages.join('; '));
    expect(oneWrong).toEqual({
      row: 3,
      action: 'REFUSE',
      title: 'Cheap',
      isbn: '',
      changes: [],
      message: 'Price must be a number of at least 0 with at most 2 decimals',
      messages: ['Price must be a number of at least 0 with at most 2 decimals'],
    });
    expect(res.body.lines[2]).toMatchObject({ row: 4, action: 'CREATE', message: '', messages: [] });
  });

  it('dry run over GraphQL: the same messages', async () => {
    const res = await gqlUpload(
      testApp.http,
      DRY_RUN,
      { file: null },
      'variables.file',
      { buffer: file(), name: 'books.csv' },
      admin.token,
    );
    expect(res.body.errors).toBeUndefined();
    const { refused, lines } = res.body.data.dryRunBookImport;
    expect(refused).toBe(2);
    expect(lines[0].messages).toEqual(BROKEN_MESSAGES);
    expect(lines[0].message).toBe(lines[0].messages.join('; '));
    expect(lines[1]).toEqual({
      row: 3,
      action: 'REFUSE',
      title: 'Cheap',
      message: 'Price must be a number of at least 0 with at most 2 decimals',
      messages: ['Price must be a number of at least 0 with at most 2 decimals'],
    });
  });

  it("the import's refusals name every error of the row too, and the good row is imported", async () => {
    const done = await importFile(testApp.http, admin.token, file());
    expect(done).toMatchObject({ status: 'done', created: 1, refused: 2 });
    expect(done.refusals).toHaveLength(2);
    expect(done.refusals[0].row).toBe(2);
    expect(done.refusals[0].message.split('; ')).toEqual(BROKEN_MESSAGES);
    expect((await storedBooks(testApp)).map((book) => book.title)).toEqual(['Dune']);
  });
});
