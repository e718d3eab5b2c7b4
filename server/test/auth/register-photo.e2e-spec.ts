import {
  expectError,
  expectGqlError,
  gqlUpload,
  NOT_AN_IMAGE,
  OVERSIZED_PNG,
  PNG_1X1,
  uniqueEmail,
} from '../setup/helpers';
import { imageCounts, pathOf } from '../setup/expectations';
import { REGISTER } from '../setup/operations';
import { createTestApp, TestApp } from '../setup/test-app';

const IMAGE_URL = /^http:\/\/store\.test\/api\/images\/[0-9a-f]{24}$/;

/** A profile photo sent with registration: checked by its bytes, stored in GridFS, served publicly. */
describe('register with a photo', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const users = () => t.connection.db!.collection('users');
  const restRegister = (email: string, file: { buffer: Buffer; name: string; type?: string }) =>
    t.http
      .post('/api/user/register')
      .field('name', 'Photo Person')
      .field('email', email)
      .field('password', 'secret123')
      .attach('photo', file.buffer, { filename: file.name, contentType: file.type ?? 'image/png' });
  const gqlRegister = (email: string, file: { buffer: Buffer; name: string }) =>
    gqlUpload(
      t.http,
      REGISTER,
      { input: { name: 'Photo Person', email, password: 'secret123' }, photo: null },
      'variables.photo',
      file,
    );

  /** The image behind a photo URL is public and served with the headers docs/api.md lists. */
  async function expectServedPng(url: string) {
    const res = await t.http.get(pathOf(url)).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(Buffer.compare(res.body as Buffer, PNG_1X1)).toBe(0);
  }

  it('stores a PNG and returns an absolute photo URL anyone can fetch (REST)', async () => {
    const before = await imageCounts(t.connection);
    const res = await restRegister(uniqueEmail('png'), { buffer: PNG_1X1, name: 'me.png' });

    expect(res.status).toBe(201);
    expect(res.body.user.photo).toMatch(IMAGE_URL);
    expect((await imageCounts(t.connection)).files).toBe(before.files + 1);
    await expectServedPng(res.body.user.photo);
  });

  it('stores a PNG and returns an absolute photo URL anyone can fetch (GraphQL upload)', async () => {
    const before = await imageCounts(t.connection);
    const res = await gqlRegister(uniqueEmail('png'), { buffer: PNG_1X1, name: 'me.png' });

    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.register.user.photo).toMatch(IMAGE_URL);
    expect((await imageCounts(t.connection)).files).toBe(before.files + 1);
    await expectServedPng(res.body.data.register.user.photo);
  });

  it('judges the file by its bytes, not its name: a PNG called photo.txt is accepted', async () => {
    const res = await restRegister(uniqueEmail('named'), { buffer: PNG_1X1, name: 'photo.txt', type: 'text/plain' });
    expect(res.status).toBe(201);
    await expectServedPng(res.body.user.photo);
  });

  const nonImages: Array<[string, { buffer: Buffer; name: string; type?: string }]> = [
    ['an SVG', { buffer: NOT_AN_IMAGE, name: 'logo.svg', type: 'image/svg+xml' }],
    ['an SVG renamed .png', { buffer: NOT_AN_IMAGE, name: 'logo.png' }],
    ['a text file renamed .png', { buffer: Buffer.from('just some text, honestly'), name: 'notes.png' }],
  ];

  it.each(nonImages)('rejects %s with 400 UNSUPPORTED_FILE and stores nothing (REST)', async (_label, file) => {
    const email = uniqueEmail('bad');
    const before = await imageCounts(t.connection);

    const res = await restRegister(email, file);
    expectError(res, 400, 'UNSUPPORTED_FILE');
    expect(await users().countDocuments({ email })).toBe(0);
    expect(await imageCounts(t.connection)).toEqual(before);
  });

  it.each(nonImages)('rejects %s with UNSUPPORTED_FILE and stores nothing (GraphQL)', async (_label, file) => {
    const email = uniqueEmail('bad');
    const before = await imageCounts(t.connection);

    const res = await gqlRegister(email, file);
    expectGqlError(res, 'UNSUPPORTED_FILE');
    expect(res.body.errors[0].extensions.statusCode).toBe(400);
    expect(await users().countDocuments({ email })).toBe(0);
    expect(await imageCounts(t.connection)).toEqual(before);
  });

  it('rejects an image over 5 MB with 413 FILE_TOO_LARGE and stores nothing (REST)', async () => {
    const email = uniqueEmail('big');
    const before = await imageCounts(t.connection);

    const res = await restRegister(email, { buffer: OVERSIZED_PNG, name: 'big.png' });
    expectError(res, 413, 'FILE_TOO_LARGE');
    expect(res.body.message).toBe('Image must be 5 MB or smaller');
    expect(await users().countDocuments({ email })).toBe(0);
    expect(await imageCounts(t.connection)).toEqual(before);
  });

  it('rejects an image over 5 MB with FILE_TOO_LARGE and stores nothing (GraphQL)', async () => {
    const email = uniqueEmail('big');
    const before = await imageCounts(t.connection);

    const res = await gqlRegister(email, { buffer: OVERSIZED_PNG, name: 'big.png' });
    expectGqlError(res, 'FILE_TOO_LARGE');
    expect(res.body.errors[0].extensions.statusCode).toBe(413);
    expect(await users().countDocuments({ email })).toBe(0);
    expect(await imageCounts(t.connection)).toEqual(before);
  });

  it('removes the stored photo again when the account cannot be created (duplicate email)', async () => {
    const email = uniqueEmail('dup');
    expect((await restRegister(email, { buffer: PNG_1X1, name: 'a.png' })).status).toBe(201);
    const before = await imageCounts(t.connection);

    const res = await restRegister(email, { buffer: PNG_1X1, name: 'b.png' });
    expectError(res, 409, 'EMAIL_TAKEN');
    expect(await imageCounts(t.connection)).toEqual(before);
  });

  describe('GET /api/images/:id', () => {
    const storedPhoto = async () => {
      const res = await restRegister(uniqueEmail('etag'), { buffer: PNG_1X1, name: 'a.png' });
      expect(res.status).toBe(201);
      return new URL(res.body.user.photo).pathname;
    };

    it('sends the image with an ETag, and answers a repeat with If-None-Match with 304 and no body', async () => {
      const path = await storedPhoto();
      const first = await t.http.get(path);
      expect(first.status).toBe(200);
      expect(first.headers.etag).toMatch(/^"[0-9a-f]{24}"$/);
      expect(Buffer.compare(first.body, PNG_1X1)).toBe(0);

      const repeat = await t.http.get(path).set('if-none-match', first.headers.etag);
      expect(repeat.status).toBe(304);
      expect(repeat.text ?? '').toBe('');
      expect(repeat.headers['content-length'] ?? '0').toBe('0');
      expect(repeat.headers.etag).toBe(first.headers.etag);
      expect(repeat.headers['cache-control']).toMatch(/immutable/);
    });

    it('matches a weak tag and a tag in a list, and sends the image for another tag', async () => {
      const path = await storedPhoto();
      const { etag } = (await t.http.get(path)).headers;
      expect((await t.http.get(path).set('if-none-match', `W/${etag}`)).status).toBe(304);
      expect((await t.http.get(path).set('if-none-match', `"0123456789abcdef01234567", ${etag}`)).status).toBe(304);
      const other = await t.http.get(path).set('if-none-match', '"0123456789abcdef01234567"');
      expect(other.status).toBe(200);
      expect(Buffer.compare(other.body, PNG_1X1)).toBe(0);
    });

    it('answers If-None-Match on an unknown image with 404, not 304', async () => {
      const res = await t.http.get('/api/images/0123456789abcdef01234567').set('if-none-match', '*');
      expectError(res, 404, 'NOT_FOUND');
    });

    it('answers 404 NOT_FOUND for an unknown id', async () => {
      const res = await t.http.get('/api/images/0123456789abcdef01234567');
      expectError(res, 404, 'NOT_FOUND');
    });

    it.each(['not-an-id', '0123456789abcdef0123456z', '0123456789abcdef012345678'])(
      'answers 400 INVALID_ID for the malformed id %s',
      async (id) => {
        expectError(await t.http.get(`/api/images/${id}`), 400, 'INVALID_ID');
      },
    );
  });
});
