import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { JWT_SECRET } from '../../src/auth/token';
import { resetTokenOf } from '../../src/common/auth/reset-token';
import { OutboxService } from '../../src/mail/outbox.service';
import { PasswordReset } from '../../src/users/schemas/password-reset.schema';
import { User } from '../../src/users/schemas/user.schema';
import { Account, expectError, expectGqlError, gql, registerUser, uniqueEmail } from '../setup/helpers';
import { SmtpSink } from '../setup/smtp-sink';
import { createTestApp, type TestApp } from '../setup/test-app';

const SENT = 'If an account exists for that email, we sent a link to reset the password.';
const FORGOT = 'mutation($input: ForgotPasswordInput!) { forgotPassword(input: $input) { message } }';
const RESET = 'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }';
const CHECK = 'query($input: ResetTokenInput!) { resetTokenStatus(input: $input) { valid expiresAt } }';
const INVALID = 'This reset link is invalid or has expired. Ask for a new one.';

/**
 * Account recovery (docs/api.md "Password reset"): a link by email, the same answer for an unknown
 * email, a token that works once within 30 minutes and only while it is the newest, the register
 * rules for the new password, every session signed out, the "password changed" email, and the
 * throttle per email and per address; REST and GraphQL alike.
 */
describe('password reset', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let outbox: OutboxService;
  let users: Model<User>;
  let resets: Model<PasswordReset>;
  let addresses = 0;

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    t = await createTestApp({ SMTP_URL: smtp.url, STORE_NAME: 'Reset Books' });
    outbox = t.app.get(OutboxService);
    users = t.app.get(getModelToken(User.name));
    resets = t.app.get(getModelToken(PasswordReset.name));
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  beforeEach(() => smtp.clear());

  /** Each test asks from an address of its own, so the per-address count starts at zero. */
  let from = '';
  beforeEach(() => (from = `203.0.113.${++addresses}`));

  const forgotRest = (email: string) =>
    t.http.post('/api/user/password/forgot').set('x-forwarded-for', from).send({ email });
  const forgotGql = (email: string) => gql(t.http, FORGOT, { input: { email } }).set('x-forwarded-for', from);
  const resetRest = (token: string, newPassword: string) =>
    t.http.post('/api/user/password/reset').send({ token, newPassword });
  const resetGql = (token: string, newPassword: string) => gql(t.http, RESET, { input: { token, newPassword } });
  const checkRest = (body: object) => t.http.post('/api/user/password/reset/check').send(body);
  const checkGql = (input: object) => gql(t.http, CHECK, { input });

  /** Both transports refuse this link as INVALID_RESET_TOKEN, with its own message. */
  const expectInvalidLink = async (rest: Promise<{ status: number; body: any }>, graphql: Promise<{ body: any }>) => {
    const refused = await rest;
    expectError(refused, 400, 'INVALID_RESET_TOKEN');
    expect(refused.body.message).toBe(INVALID);
    const gqlRefused = await graphql;
    expectGqlError(gqlRefused, 'INVALID_RESET_TOKEN');
    expect(gqlRefused.body.errors[0].message).toBe(INVALID);
    expect(gqlRefused.body.errors[0].extensions.statusCode).toBe(400);
  };

  /** The token of the newest reset email to this address. */
  const tokenFrom = async (email: string) => {
    await outbox.sweep();
    const mail = smtp
      .to(email)
      .filter((m) => m.subject === 'Reset your Reset Books password')
      .at(-1);
    if (!mail) throw new Error(`no reset email to ${email}`);
    const link = /http:\/\/store\.test\/reset-password\?token=([\w-]+)/.exec(mail.text);
    expect(mail.html).toContain(`http://store.test/reset-password?token=${link![1]}`);
    return link![1];
  };

  it('emails a link for a known email and answers an unknown one alike, over REST and GraphQL', async () => {
    const account = await registerUser(t.http, { name: 'Grace <Hopper>' });
    const unknown = uniqueEmail('nobody');
    for (const email of [account.user.email, unknown]) {
      const rest = await forgotRest(email);
      expect({ status: rest.status, body: rest.body }).toEqual({ status: 200, body: { message: SENT } });
      const graphql = await forgotGql(email);
      expect(graphql.body).toEqual({ data: { forgotPassword: { message: SENT } } });
    }
    await outbox.sweep();
    expect(smtp.to(unknown)).toHaveLength(0);
    const mails = smtp.to(account.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[0].text).toContain('Hello Grace <Hopper>,');
    expect(mails[0].html).toContain('Hello Grace &lt;Hopper&gt;,');
    expect(mails[0].text).toContain('The link works once, for 30 minutes.');
    // Only the token's hash is stored, never the token.
    const token = await tokenFrom(account.user.email);
    const stored = JSON.stringify([
      await users.findOne({ email: account.user.email }).lean(),
      await resets.findById(account.user.email).lean(),
    ]);
    expect(stored).not.toContain(token);
  });

  it('stores the same for a known and an unknown email, and leaves the account alone until the relay', async () => {
    const account = await registerUser(t.http);
    const unknown = uniqueEmail('nobody');
    const before = await users.findOne({ email: account.user.email }).lean();
    for (const email of [account.user.email, unknown]) expect((await forgotRest(email)).status).toBe(200);

    const shape = (doc: unknown) =>
      JSON.parse(JSON.stringify(doc), (_key, value: unknown) =>
        value && typeof value === 'object' && !Array.isArray(value) ? value : typeof value,
      );
    const known = await resets.findById(account.user.email).lean();
    const nobody = await resets.findById(unknown).lean();
    expect(shape(known)).toEqual(shape(nobody));
    expect(Object.keys(known!).sort()).toEqual(['_id', 'expiresAt', 'notices', 'tokenHash']);
    // The request looked no account up and wrote none: the account is as it was.
    expect(await users.findOne({ email: account.user.email }).lean()).toEqual(before);

    // The relay sends the one email, and binds the link to the account only.
    await outbox.sweep();
    expect(smtp.to(account.user.email)).toHaveLength(1);
    expect(smtp.to(unknown)).toHaveLength(0);
    expect(await resets.findById(account.user.email).lean()).toMatchObject({ accountId: expect.anything() });
    expect(await resets.findById(unknown).lean()).not.toHaveProperty('accountId');
  });

  it('never lets the link of an address with no account set a password, even once an account has it', async () => {
    const email = uniqueEmail('later');
    await forgotRest(email);
    // The link's token, as the email would have carried it (none was sent).
    const { notices } = (await resets.findById(email).lean())!;
    const token = resetTokenOf(t.app.get<string>(JWT_SECRET), notices![0].nonce);
    await outbox.sweep();
    expect(smtp.to(email)).toHaveLength(0);
    await registerUser(t.http, { email });
    await expectInvalidLink(checkRest({ token }), checkGql({ token }));
    await expectInvalidLink(resetRest(token, 'brand-new-secret1'), resetGql(token, 'brand-new-secret1'));
  });

  it('sets the new password once, signs every session out and sends "Your password was changed"', async () => {
    const account = await registerUser(t.http);
    await forgotRest(account.user.email);
    const token = await tokenFrom(account.user.email);

    const weak = await resetRest(token, '123');
    expectError(weak, 400, 'VALIDATION_FAILED');

    const res = await gql(t.http, RESET, { input: { token, newPassword: 'brand-new-secret1' } });
    expect(res.body).toEqual({
      data: { resetPassword: { message: 'Your password was reset. Sign in with your new password.' } },
    });
    expectError(await resetRest(token, 'another-secret2'), 400, 'INVALID_RESET_TOKEN');

    const profile = await t.http.get('/api/user/profile').set('authorization', `Bearer ${account.token}`);
    expect(profile.status).toBe(401);
    const old = await t.http.post('/api/user/login').send({ email: account.user.email, password: account.password });
    expectError(old, 400, 'INVALID_CREDENTIALS');
    const fresh = await t.http
      .post('/api/user/login')
      .send({ email: account.user.email, password: 'brand-new-secret1' });
    expect(fresh.status).toBe(200);

    await outbox.sweep();
    expect(smtp.to(account.user.email).map((mail) => mail.subject)).toContain('Your password was changed');
  });

  it('refuses a link voided by a newer request, and an expired one', async () => {
    const account = await registerUser(t.http);
    await forgotRest(account.user.email);
    const older = await tokenFrom(account.user.email);
    await forgotRest(account.user.email);
    const newer = await tokenFrom(account.user.email);
    expect(newer).not.toBe(older);
    expectError(await resetRest(older, 'brand-new-secret1'), 400, 'INVALID_RESET_TOKEN');
    expectGqlError(
      await gql(t.http, RESET, { input: { token: older, newPassword: 'brand-new-secret1' } }),
      'INVALID_RESET_TOKEN',
    );

    await resets.updateOne({ _id: account.user.email }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expectError(await resetRest(newer, 'brand-new-secret1'), 400, 'INVALID_RESET_TOKEN');
    expectError(await resetRest('x'.repeat(43), 'brand-new-secret1'), 400, 'INVALID_RESET_TOKEN');
  });

  it('refuses a link from before a password change made from the profile', async () => {
    const account = await registerUser(t.http);
    await forgotRest(account.user.email);
    const token = await tokenFrom(account.user.email);
    const changed = await t.http
      .put('/api/user/password')
      .set('authorization', `Bearer ${account.token}`)
      .send({ currentPassword: account.password, newPassword: 'changed-secret9' });
    expect(changed.status).toBe(200);
    await expectInvalidLink(checkRest({ token }), checkGql({ token }));
    await expectInvalidLink(resetRest(token, 'brand-new-secret1'), resetGql(token, 'brand-new-secret1'));
  });

  it.each([
    ['10,000 characters', 'a'.repeat(10_000)],
    ['44 characters', 'a'.repeat(44)],
    ['characters no token has', `${'a'.repeat(42)}!`],
    ['a token with a space', ` ${'a'.repeat(42)}`],
  ])('answers a token of %s as an invalid link, INVALID_RESET_TOKEN with its message', async (_kind, token) => {
    await expectInvalidLink(resetRest(token, 'brand-new-secret1'), resetGql(token, 'brand-new-secret1'));
  });

  it('keeps VALIDATION_FAILED for a token that is missing or not text', async () => {
    expectError(
      await t.http.post('/api/user/password/reset').send({ newPassword: 'brand-new-secret1' }),
      400,
      'VALIDATION_FAILED',
    );
    const notText = await t.http.post('/api/user/password/reset').send({ token: 42, newPassword: 'brand-new-secret1' });
    expectError(notText, 400, 'VALIDATION_FAILED');
    expect(notText.body.message).toBe('Token must be text');
    expectGqlError(await resetGql('', 'brand-new-secret1'), 'VALIDATION_FAILED');
  });

  describe('checking a link without using it (the reset page, as it opens)', () => {
    it('says a live link is valid and until when, on REST and GraphQL, and leaves it working', async () => {
      const account = await registerUser(t.http);
      const asked = Date.now();
      await forgotRest(account.user.email);
      const token = await tokenFrom(account.user.email);

      const rest = await checkRest({ token });
      expect(rest.status).toBe(200);
      expect(rest.body).toEqual({ valid: true, expiresAt: expect.any(String) });
      const expiresAt = Date.parse(rest.body.expiresAt);
      expect(expiresAt).toBeGreaterThanOrEqual(asked + 30 * 60_000 - 1000);
      expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
      expect(rest.headers['cache-control']).toBe('no-store');
      const graphql = await checkGql({ token });
      expect(graphql.body).toEqual({ data: { resetTokenStatus: { valid: true, expiresAt: rest.body.expiresAt } } });

      // Checked twice, still good for the reset.
      expect((await resetRest(token, 'brand-new-secret1')).status).toBe(200);
    });

    it('refuses a used link', async () => {
      const account = await registerUser(t.http);
      await forgotRest(account.user.email);
      const token = await tokenFrom(account.user.email);
      expect((await resetGql(token, 'brand-new-secret1')).body.data.resetPassword.message).toMatch(/was reset/);
      await expectInvalidLink(checkRest({ token }), checkGql({ token }));
    });

    it('refuses an expired link and one voided by a newer request', async () => {
      const account = await registerUser(t.http);
      await forgotRest(account.user.email);
      const older = await tokenFrom(account.user.email);
      await forgotRest(account.user.email);
      const newer = await tokenFrom(account.user.email);
      await expectInvalidLink(checkRest({ token: older }), checkGql({ token: older }));
      expect((await checkRest({ token: newer })).status).toBe(200);
      await resets.updateOne({ _id: account.user.email }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
      await expectInvalidLink(checkRest({ token: newer }), checkGql({ token: newer }));
    });

    it.each([
      ['unknown', 'x'.repeat(43)],
      ['10,000 characters long', 'a'.repeat(10_000)],
      ['made of characters no token has', `${'a'.repeat(42)}~`],
    ])('refuses a token that is %s', async (_kind, token) => {
      await expectInvalidLink(checkRest({ token }), checkGql({ token }));
    });

    it('refuses a missing token as VALIDATION_FAILED, on REST and GraphQL', async () => {
      for (const body of [{}, { token: '' }]) {
        const missing = await checkRest(body);
        expectError(missing, 400, 'VALIDATION_FAILED');
        expect(missing.body.message).toBe('Token is required');
      }
      const empty = await checkGql({ token: '' });
      expectGqlError(empty, 'VALIDATION_FAILED');
      expect(empty.body.errors[0].message).toBe('Token is required');
      // Without the field, GraphQL itself refuses the variables (HTTP 400).
      const absent = await checkGql({});
      expect(absent.status).toBe(400);
      expectGqlError(absent, 'VALIDATION_FAILED');
    });

    it('takes the token in the body only, never in the URL', async () => {
      const token = 'x'.repeat(43);
      expectError(await t.http.get(`/api/user/password/reset/check?token=${token}`), 405, 'METHOD_NOT_ALLOWED');
      const inQuery = await t.http.post(`/api/user/password/reset/check?token=${token}`).send({});
      expectError(inQuery, 400, 'VALIDATION_FAILED');
    });
  });

  it('throttles requests per email, known or not, and per address', async () => {
    const account: Account = await registerUser(t.http);
    for (const email of [account.user.email, uniqueEmail('ghost')]) {
      from = `198.51.100.${++addresses}`;
      for (let i = 0; i < 3; i++) expect((await forgotRest(email)).status).toBe(200);
      from = `198.51.100.${++addresses}`; // another address: the email itself is refused
      const refused = await forgotRest(email);
      expectError(refused, 429, 'RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expectGqlError(await forgotGql(email), 'RATE_LIMITED');
    }
    from = `192.0.2.${++addresses}`;
    for (let i = 0; i < 10; i++) expect((await forgotRest(uniqueEmail('many'))).status).toBe(200);
    expectError(await forgotRest(uniqueEmail('many')), 429, 'RATE_LIMITED');
  });

  it('sends "Your password was changed" after a change from the profile too', async () => {
    const account = await registerUser(t.http);
    const res = await t.http
      .put('/api/user/password')
      .set('authorization', `Bearer ${account.token}`)
      .send({ currentPassword: account.password, newPassword: 'changed-secret9' });
    expect(res.status).toBe(200);
    await outbox.sweep();
    const [mail] = smtp.to(account.user.email);
    expect(mail.subject).toBe('Your password was changed');
    expect(mail.text).toContain('http://store.test/forgot-password');
  });
});
