import { addBook, adminAndUser, bookFields, postBook, storedCounts } from '../books/book-fixtures';
import { expectError, expectGqlError, gqlUpload, uniqueEmail, type Account } from '../setup/helpers';
import { gifClaiming, jpegClaiming, pngClaiming, webpClaiming } from '../setup/image-headers';
import { REGISTER, UPDATE_PROFILE } from '../setup/operations';
import { createTestApp, type TestApp } from '../setup/test-app';

const ABSURD = 'Image must be at most 10,000 pixels on each side and 40 megapixels in all; this one is 20,000 × 20,000';
/** A 1 MB PNG whose header claims 20,000 × 20,000 pixels (400 megapixels). */
const BOMB = { buffer: Buffer.concat([pngClaiming(20_000, 20_000), Buffer.alloc(1024 * 1024)]), name: 'huge.png' };
const ADD_BOOK = `mutation AddBook($input: BookInput!, $image: Upload) { addBook(input: $input, image: $image) { book { id } } }`;
const UPDATE_BOOK = `mutation UpdateBook($id: ID!, $input: BookInput!, $image: Upload) {
  updateBook(id: $id, input: $input, image: $image) { book { id image } }
}`;
const gqlBook = { title: 'Huge', author: 'A. Author', category: 'Fantasy', description: '', price: 5, stock: 1 };

/**
 * An image whose header declares absurd dimensions is refused with 400 before anything is stored,
 * read from the header alone (PNG, JPEG, WebP, GIF): book covers and profile photos, REST and GraphQL.
 */
describe('images with absurd declared dimensions', () => {
  let t: TestApp;
  let admin: Account;
  let shopper: Account;

  const expectRefused = (res: { status: number; body: unknown }, message = ABSURD) => {
    expectError(res, 400, 'UNSUPPORTED_FILE');
    expect((res.body as { message: string }).message).toBe(message);
  };
  const expectGqlRefused = (res: { body: any }) => {
    expectGqlError(res, 'UNSUPPORTED_FILE');
    expect(res.body.errors[0].message).toBe(ABSURD);
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, user: shopper } = await adminAndUser(t));
  });

  afterAll(() => t.close());

  it('refuses a book cover over REST and GraphQL, adding or replacing, and stores nothing', async () => {
    const book = await addBook(t.http, admin.token);
    const before = await storedCounts(t);

    expectRefused(await postBook(t.http, admin.token, bookFields(), BOMB));
    expectRefused(await postBook(t.http, admin.token, bookFields(), BOMB, `/api/admin/updateBook/${book._id}`));
    expectGqlRefused(
      await gqlUpload(t.http, ADD_BOOK, { input: gqlBook, image: null }, 'variables.image', BOMB, admin.token),
    );
    expectGqlRefused(
      await gqlUpload(
        t.http,
        UPDATE_BOOK,
        { id: book._id, input: gqlBook, image: null },
        'variables.image',
        BOMB,
        admin.token,
      ),
    );
    expect(await storedCounts(t)).toEqual(before);
  });

  it('refuses a profile photo on register and profile, REST and GraphQL', async () => {
    const before = await storedCounts(t);
    const email = uniqueEmail('huge');
    const register = await t.http
      .post('/api/user/register')
      .field('name', 'Huge Photo')
      .field('email', email)
      .field('password', 'secret123')
      .attach('photo', BOMB.buffer, BOMB.name);
    expectRefused(register);
    const input = { name: 'Huge Photo', email, password: 'secret123' };
    expectGqlRefused(await gqlUpload(t.http, REGISTER, { input, photo: null }, 'variables.photo', BOMB));

    const profile = await t.http
      .put('/api/user/profile')
      .set('authorization', `Bearer ${shopper.token}`)
      .field('name', 'Shopper')
      .field('email', shopper.user.email)
      .attach('photo', BOMB.buffer, BOMB.name);
    expectRefused(profile);
    const update = { name: 'Shopper', email: shopper.user.email };
    expectGqlRefused(
      await gqlUpload(t.http, UPDATE_PROFILE, { input: update, photo: null }, 'variables.photo', BOMB, shopper.token),
    );
    expect(await storedCounts(t)).toEqual(before);
    expect((await t.http.post('/api/user/login').send({ email, password: 'secret123' })).status).toBe(400);
  });

  it.each([
    ['JPEG', jpegClaiming],
    ['WebP', webpClaiming],
    ['GIF', gifClaiming],
    ['PNG', pngClaiming],
  ])(
    'reads a %s header: 20,000 × 20,000 and 7,000 × 7,000 are refused, 8,000 × 5,000 is taken',
    async (_f, claiming) => {
      expectRefused(await postBook(t.http, admin.token, bookFields(), { buffer: claiming(20_000, 20_000), name: 'x' }));
      expectRefused(
        await postBook(t.http, admin.token, bookFields(), { buffer: claiming(7_000, 7_000), name: 'x' }),
        'Image must be at most 10,000 pixels on each side and 40 megapixels in all; this one is 7,000 × 7,000',
      );
      const taken = await postBook(t.http, admin.token, bookFields(), { buffer: claiming(8_000, 5_000), name: 'x' });
      expect(taken.status).toBe(201);
    },
  );

  it('refuses an image whose header cannot be read after its leading bytes', async () => {
    const cut = { buffer: jpegClaiming(640, 480).subarray(0, 12), name: 'cut.jpg' };
    expectRefused(
      await postBook(t.http, admin.token, bookFields(), cut),
      'Please upload a JPEG, PNG, WebP or GIF image',
    );
  });
});
