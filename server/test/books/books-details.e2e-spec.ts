import { expectError, expectGqlError, gql, type Account } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { adminAndUser, auth, bookFields, postBook } from './book-fixtures';

const ADD = `mutation Add($input: BookInput!) {
  addBook(input: $input) { book { id isbn publisher year pages language } }
}`;
const UPDATE = `mutation Update($id: ID!, $input: BookInput!) {
  updateBook(id: $id, input: $input) { book { id isbn publisher year pages language stock } }
}`;
const SEARCH = `query Search($search: String) { books(search: $search, first: 10) { totalCount edges { node { title isbn } } } }`;
const BOOK = `query Book($id: ID!) { book(id: $id) { isbn publisher year pages language } }`;

/** The book's details (ISBN, publisher, year, pages, language) through REST and GraphQL alike. */
describe('book details', () => {
  let testApp: TestApp;
  let admin: Account;
  let user: Account;

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ admin, user } = await adminAndUser(testApp));
  });

  afterAll(() => testApp.close());

  const details = { isbn: '0-306-40615-2', publisher: ' Plenum ', year: '1993', pages: '352', language: 'EN' };

  it('REST: takes the details as multipart fields, stores the ISBN-10 as its ISBN-13, and an edit that leaves them out keeps them', async () => {
    const created = await postBook(testApp.http, admin.token, { ...bookFields({ title: 'Dataflow' }), ...details });
    expect(created.status).toBe(201);
    const { book } = created.body;
    expect(book).toMatchObject({ isbn: '9780306406157', publisher: 'Plenum', year: 1993, pages: 352, language: 'en' });

    // An older client: the form without any detail.
    const kept = await postBook(
      testApp.http,
      admin.token,
      bookFields({ title: 'Dataflow, 2nd printing' }),
      undefined,
      `/api/admin/updateBook/${book._id}`,
    );
    expect(kept.status).toBe(200);
    expect(kept.body.book).toMatchObject({ title: 'Dataflow, 2nd printing', isbn: '9780306406157', year: 1993 });

    // Empty fields remove a detail.
    const cleared = await postBook(
      testApp.http,
      admin.token,
      { ...bookFields(), isbn: '', publisher: '', year: '', pages: '', language: '' },
      undefined,
      `/api/admin/updateBook/${book._id}`,
    );
    expect(cleared.status).toBe(200);
    expect(cleared.body.book).toMatchObject({ isbn: '', publisher: '', year: null, pages: null, language: '' });
    const stored = await testApp.connection.db!.collection('books').findOne({ title: cleared.body.book.title });
    expect(stored).not.toHaveProperty('isbn');
    expect(stored).not.toHaveProperty('year');
  });

  it.each([
    ['isbn', '978-0-306-40615-8', 'ISBN must be an ISBN-10 or ISBN-13 with a valid check digit'],
    ['isbn', '0306406153', 'ISBN must be an ISBN-10 or ISBN-13 with a valid check digit'],
    ['year', '1200', 'Year must be a whole number from 1450 to 2100'],
    ['year', '2001.5', 'Year must be a whole number from 1450 to 2100'],
    ['pages', '0', 'Pages must be a whole number from 1 to 50000'],
    ['language', 'english', 'Language must be an ISO 639-1 code such as en or fr'],
    ['language', 'zz', 'Language must be an ISO 639-1 code such as en or fr'],
    ['publisher', 'x'.repeat(201), 'Publisher must be at most 200 characters long'],
  ])('REST refuses %s %p with 400 and the rule', async (field, value, message) => {
    const res = await postBook(testApp.http, admin.token, { ...bookFields(), [field]: value });
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(res.body.message).toBe(message);
  });

  it('an ISBN another book has is 409 ISBN_TAKEN on create and on edit, through both transports', async () => {
    const first = await postBook(testApp.http, admin.token, { ...bookFields(), isbn: '9780141439518' });
    expect(first.status).toBe(201);
    const again = await postBook(testApp.http, admin.token, { ...bookFields(), isbn: '0-14-143951-3' });
    expectError(again, 409, 'ISBN_TAKEN');
    expect(again.body.message).toBe('Another book already has this ISBN.');

    const other = await postBook(testApp.http, admin.token, bookFields());
    const edit = await postBook(
      testApp.http,
      admin.token,
      { ...bookFields(), isbn: '9780141439518' },
      undefined,
      `/api/admin/updateBook/${other.body.book._id}`,
    );
    expectError(edit, 409, 'ISBN_TAKEN');

    const input = { ...bookFields(), price: 10, stock: 1, isbn: '978-0141439518' };
    expectGqlError(await gql(testApp.http, ADD, { input }, admin.token), 'ISBN_TAKEN');
    const update = await gql(testApp.http, UPDATE, { id: other.body.book._id, input }, admin.token);
    expectGqlError(update, 'ISBN_TAKEN');
  });

  it('10 concurrent creates with one ISBN: exactly one book gets it', async () => {
    const isbn = '9780140390698';
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        postBook(testApp.http, admin.token, { ...bookFields({ title: `Race ${i}` }), isbn }),
      ),
    );
    expect(results.map((res) => res.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    for (const res of results.filter((r) => r.status === 409)) expect(res.body.error).toBe('ISBN_TAKEN');
    expect(await testApp.connection.db!.collection('books').countDocuments({ isbn })).toBe(1);
  });

  it('GraphQL: sets, keeps (fields left out) and removes (null) the details', async () => {
    const base = { ...bookFields({ title: 'Graph Details' }), price: 10, stock: 2 };
    const added = await gql(
      testApp.http,
      ADD,
      { input: { ...base, isbn: '979-10-90636-07-1', publisher: 'Éditions', year: 2015, pages: 96, language: 'fr' } },
      admin.token,
    );
    expect(added.body.errors).toBeUndefined();
    const { id } = added.body.data.addBook.book;
    expect(added.body.data.addBook.book).toMatchObject({ isbn: '9791090636071', year: 2015, language: 'fr' });

    const kept = await gql(testApp.http, UPDATE, { id, input: { ...base, stock: 3 } }, admin.token);
    expect(kept.body.data.updateBook.book).toMatchObject({ isbn: '9791090636071', publisher: 'Éditions', stock: 3 });

    const removed = await gql(testApp.http, UPDATE, { id, input: { ...base, year: null, isbn: null } }, admin.token);
    expect(removed.body.data.updateBook.book).toMatchObject({ isbn: '', year: null, pages: 96 });

    const read = await gql(testApp.http, BOOK, { id }, user.token);
    expect(read.body.data.book).toEqual({ isbn: '', publisher: 'Éditions', year: null, pages: 96, language: 'fr' });

    const bad = await gql(testApp.http, ADD, { input: { ...base, isbn: '12345' } }, admin.token);
    expectGqlError(bad, 'VALIDATION_FAILED');
  });

  it('a search that is an ISBN, in either form, finds that book (REST add, GraphQL search)', async () => {
    const created = await postBook(testApp.http, admin.token, {
      ...bookFields({ title: 'Found By Number' }),
      isbn: '080442957X',
    });
    expect(created.body.book.isbn).toBe('9780804429573');
    for (const search of ['9780804429573', '978-0-8044-2957-3', '0-8044-2957-X', '080442957x']) {
      const res = await gql(testApp.http, SEARCH, { search }, user.token);
      expect(res.body.data.books).toEqual({
        totalCount: 1,
        edges: [{ node: { title: 'Found By Number', isbn: '9780804429573' } }],
      });
    }
    // A wrong check digit is not an ISBN: a word search, which finds nothing here.
    const wrong = await gql(testApp.http, SEARCH, { search: '9780804429574' }, user.token);
    expect(wrong.body.data.books.totalCount).toBe(0);
    const res = await testApp.http.get(`/api/user/book/${created.body.book._id}`).set(auth(user.token));
    expect(res.body.book.isbn).toBe('9780804429573');
  });
});
