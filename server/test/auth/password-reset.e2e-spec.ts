import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { OutboxService } from '../../src/mail/outbox.service';
import { User } from '../../src/users/schemas/user.schema';
import { Account, expectError, expectGqlError, gql, registerUser, uniqueEmail } from '../setup/helpers';
import { SmtpSink } from '../setup/smtp-sink';
import { createTestApp, type TestApp } from '../setup/test-app';

const SENT = 'If an account exists for that email, we sent a link to reset the password.';
const FORGOT = 'mutation($input: ForgotPasswordInput!) { forgotPassword(input: $input) { message } }';
const RESET = 'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }';

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
  let addresses = 0;

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    t = await createTestApp({ SMTP_URL: smtp.url, STORE_NAME: 'Reset Books' });
    outbox = t.app.get(OutboxService);
    users = t.app.get(getModelToken(User.name));
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
    const stored = JSON.stringify(await users.findOne({ email: account.user.email }).lean());
    expect(stored).not.toContain(token);
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

    await users.updateOne(
      { email: account.user.email },
      { $set: { 'passwordReset.expiresAt': new Date(Date.now() - 1000) } },
    );
    expectError(await resetRest(newer, 'brand-new-secret1'), 400, 'INVALID_RESET_TOKEN');
    expectError(await resetRest('x'.repeat(43), 'brand-new-secret1'), 400, 'INVALID_RESET_TOKEN');
    expectError(await resetRest('x'.repeat(201), 'brand-new-secret1'), 400, 'VALIDATION_FAILED');
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
