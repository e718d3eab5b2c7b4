import {
  Account,
  expectError,
  expectGqlError,
  gql,
  gqlUpload,
  NOT_AN_IMAGE,
  PNG_1X1,
  registerUser,
  uniqueEmail,
} from '../setup/helpers';
import { expectNoSecrets, imageCounts, pathOf, USER_KEYS } from '../setup/expectations';
import { ME, UPDATE_PROFILE } from '../setup/operations';
import { createTestApp, TestApp } from '../setup/test-app';

/** Reading and persisting the signed-in user's profile (docs/api.md "Accounts"). */
describe('profile', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const bearer = (account: Account) => `Bearer ${account.token}`;
  const getProfile = (account: Account) => t.http.get('/api/user/profile').set('authorization', bearer(account));
  const putProfile = (account: Account, fields: Record<string, string>, photo?: { buffer: Buffer; name: string }) => {
    const req = t.http.put('/api/user/profile').set('authorization', bearer(account));
    for (const [key, value] of Object.entries(fields)) req.field(key, value);
    return photo ? req.attach('photo', photo.buffer, photo.name) : req;
  };
  const gqlUpdate = (account: Account, input: Record<string, unknown>, photo?: { buffer: Buffer; name: string }) =>
    photo
      ? gqlUpload(t.http, UPDATE_PROFILE, { input, photo: null }, 'variables.photo', photo, account.token)
      : gql(t.http, UPDATE_PROFILE, { input }, account.token);
  const withPhoto = async () => {
    const res = await t.http
      .post('/api/user/register')
      .field('name', 'Has Photo')
      .field('email', uniqueEmail('photo'))
      .field('password', 'secret123')
      .attach('photo', PNG_1X1, 'first.png');
    expect(res.status).toBe(201);
    return { token: res.body.token, user: res.body.user, password: 'secret123' } as Account;
  };
  const fileIds = async () =>
    (await t.connection.db!.collection('images.files').find().toArray()).map((file) => String(file._id)).sort();
  const idOf = (url: string) => url.split('/').pop()!;

  describe('reading', () => {
    it('GET /api/user/profile returns { user } for the signed-in account, without secrets', async () => {
      const account = await registerUser(t.http, { name: 'Reader' });
      const res = await getProfile(account);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['user']);
      expect(Object.keys(res.body.user).sort()).toEqual(USER_KEYS);
      expect(res.body.user).toEqual(account.user);
      expectNoSecrets(res.body);
    });

    it('GraphQL me returns the same account', async () => {
      const account = await registerUser(t.http, { name: 'Reader' });
      const res = await gql(t.http, ME, {}, account.token);
      const { id, ...rest } = res.body.data.me;
      const { _id, ...expected } = account.user;
      expect(id).toBe(_id);
      expect(rest).toEqual({ ...expected, role: 'USER' });
    });
  });

  describe('updating', () => {
    it("PUT persists name and email (trimmed, lower-cased) and answers 'Profile updated successfully!'", async () => {
      const account = await registerUser(t.http, { name: 'Before' });
      const email = uniqueEmail('after');

      const res = await putProfile(account, { name: '  After ', email: ` ${email.toUpperCase()} ` });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: 'Profile updated successfully!',
        user: { ...account.user, name: 'After', email },
      });
      expectNoSecrets(res.body);
      expect((await getProfile(account)).body.user).toMatchObject({ name: 'After', email });
      const login = await t.http.post('/api/user/login').send({ email, password: account.password });
      expect(login.status).toBe(200);
    });

    it('GraphQL updateProfile persists name and email, and me shows them', async () => {
      const account = await registerUser(t.http, { name: 'Before' });
      const email = uniqueEmail('after');

      const res = await gqlUpdate(account, { name: ' After ', email: email.toUpperCase() });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.updateProfile).toMatchObject({
        message: 'Profile updated successfully!',
        user: { id: account.user._id, name: 'After', email },
      });
      expect((await gql(t.http, ME, {}, account.token)).body.data.me).toMatchObject({ name: 'After', email });
    });

    it('keeps the current photo when no new one is sent', async () => {
      const account = await withPhoto();
      const res = await putProfile(account, { name: 'Renamed', email: account.user.email });
      expect(res.body.user.photo).toBe(account.user.photo);
      expect((await t.http.get(pathOf(account.user.photo))).status).toBe(200);
    });

    it('ignores a role sent with the profile, so nobody promotes themselves (REST)', async () => {
      const account = await registerUser(t.http);
      const res = await putProfile(account, { name: 'Sneaky', email: account.user.email, role: 'admin' });
      expect(res.status).toBe(200);
      expect(res.body.user.role).toBe('user');
      expect((await t.connection.db!.collection('users').findOne({ email: account.user.email }))!.role).toBe('user');
    });

    it('rejects a role in the GraphQL input, which has no such field', async () => {
      const account = await registerUser(t.http);
      const res = await gqlUpdate(account, { name: 'Sneaky', email: account.user.email, role: 'ADMIN' });
      expectGqlError(res, 'VALIDATION_FAILED');
    });
  });

  describe('replacing the photo', () => {
    beforeEach(async () => {
      await t.reset();
    });

    it('stores the new photo and deletes the old one from GridFS (REST)', async () => {
      const account = await withPhoto();
      expect(await fileIds()).toEqual([idOf(account.user.photo)]);

      const res = await putProfile(
        account,
        { name: 'New Face', email: account.user.email },
        { buffer: PNG_1X1, name: 'new.png' },
      );
      expect(res.status).toBe(200);
      const newPhoto: string = res.body.user.photo;
      expect(newPhoto).toMatch(/^http:\/\/store\.test\/api\/images\/[0-9a-f]{24}$/);
      expect(newPhoto).not.toBe(account.user.photo);

      expectError(await t.http.get(pathOf(account.user.photo)), 404, 'NOT_FOUND');
      expect((await t.http.get(pathOf(newPhoto))).status).toBe(200);
      expect(await fileIds()).toEqual([idOf(newPhoto)]);
      expect(await imageCounts(t.connection)).toEqual({ files: 1, chunks: 1 });
      expect((await getProfile(account)).body.user.photo).toBe(newPhoto);
    });

    it('stores the new photo and deletes the old one from GridFS (GraphQL upload)', async () => {
      const account = await withPhoto();

      const res = await gqlUpdate(
        account,
        { name: 'New Face', email: account.user.email },
        { buffer: PNG_1X1, name: 'new.png' },
      );
      expect(res.body.errors).toBeUndefined();
      const newPhoto: string = res.body.data.updateProfile.user.photo;
      expect(newPhoto).not.toBe(account.user.photo);

      expectError(await t.http.get(pathOf(account.user.photo)), 404, 'NOT_FOUND');
      expect(await fileIds()).toEqual([idOf(newPhoto)]);
      expect((await gql(t.http, ME, {}, account.token)).body.data.me.photo).toBe(newPhoto);
    });

    it('rejects a non-image with UNSUPPORTED_FILE and keeps the old photo (REST and GraphQL)', async () => {
      const account = await withPhoto();
      const file = { buffer: NOT_AN_IMAGE, name: 'evil.png' };

      expectError(await putProfile(account, { name: 'X', email: account.user.email }, file), 400, 'UNSUPPORTED_FILE');
      expectGqlError(await gqlUpdate(account, { name: 'X', email: account.user.email }, file), 'UNSUPPORTED_FILE');

      expect(await fileIds()).toEqual([idOf(account.user.photo)]);
      expect((await getProfile(account)).body.user).toEqual(account.user);
    });
  });

  describe('rules', () => {
    it("rejects another account's email with 409 EMAIL_TAKEN, in any case (REST)", async () => {
      const [me, other] = [await registerUser(t.http), await registerUser(t.http)];
      const res = await putProfile(me, { name: 'Me', email: other.user.email.toUpperCase() });
      expectError(res, 409, 'EMAIL_TAKEN');
      expect((await getProfile(me)).body.user.email).toBe(me.user.email);
    });

    it("rejects another account's email with EMAIL_TAKEN (GraphQL)", async () => {
      const [me, other] = [await registerUser(t.http), await registerUser(t.http)];
      const res = await gqlUpdate(me, { name: 'Me', email: other.user.email });
      expectGqlError(res, 'EMAIL_TAKEN');
      expect(res.body.errors[0].extensions.statusCode).toBe(409);
    });

    it('lets an account keep its own email, typed in another case', async () => {
      const me = await registerUser(t.http);
      const res = await putProfile(me, { name: 'Still Me', email: me.user.email.toUpperCase() });
      expect(res.status).toBe(200);
      expect(res.body.user.email).toBe(me.user.email);
    });

    const invalid: Array<[string, Record<string, string>, string]> = [
      ['a blank name', { name: '  ' }, 'Name is required'],
      ['an invalid email', { email: 'nope' }, 'Please provide a valid email address'],
      ['a name over 100 characters', { name: 'x'.repeat(101) }, 'Name must be at most 100 characters long'],
    ];

    it.each(invalid)(
      'rejects %s with 400 VALIDATION_FAILED and changes nothing (REST)',
      async (_label, override, message) => {
        const me = await registerUser(t.http);
        const res = await putProfile(me, { name: 'Valid', email: me.user.email, ...override });
        expectError(res, 400, 'VALIDATION_FAILED');
        expect(res.body.message).toBe(message);
        expect((await getProfile(me)).body.user).toEqual(me.user);
      },
    );

    it.each(invalid)('rejects %s with VALIDATION_FAILED (GraphQL)', async (_label, override, message) => {
      const me = await registerUser(t.http);
      const res = await gqlUpdate(me, { name: 'Valid', email: me.user.email, ...override });
      expectGqlError(res, 'VALIDATION_FAILED');
      expect(res.body.errors[0].message).toBe(message);
    });

    it('rejects a missing email with 400 and a message naming it', async () => {
      const me = await registerUser(t.http);
      const res = await putProfile(me, { name: 'No Email' });
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.message).toBe('Email is required');
    });
  });
});
