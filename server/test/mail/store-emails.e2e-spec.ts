import { OutboxService } from '../../src/mail/outbox.service';
import { Account, expectError, expectGqlError, gql, registerUser } from '../setup/helpers';
import { SmtpSink } from '../setup/smtp-sink';
import { createTestApp, type TestApp } from '../setup/test-app';

const CONTACT = 'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { message } }';
const SENT = 'Thank you! Your message was sent; we will answer by email.';

/**
 * The store's own emails (STORE_EMAIL): the contact form's messages, from visitors too, with the
 * sender as reply-to, throttled per address and silent for bots. (Low stock: low-stock-emails.e2e-spec.ts.)
 */
describe('emails to the store', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let outbox: OutboxService;
  let addresses = 0;

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    t = await createTestApp({ SMTP_URL: smtp.url, STORE_EMAIL: 'hello@books.test', LOW_STOCK_THRESHOLD: '2' });
    outbox = t.app.get(OutboxService);
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  beforeEach(() => smtp.clear());

  const contact = (body: Record<string, unknown>, from = `203.0.113.${++addresses}`) =>
    t.http.post('/api/contact').set('x-forwarded-for', from).send(body);

  it('emails the contact form to the store from a visitor (REST) and a shopper (GraphQL), escaped', async () => {
    const res = await contact({
      name: 'Vi <Visitor>',
      email: 'vi@example.com',
      message: 'Hello!\n<b>Do you ship?</b>',
    });
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { message: SENT } });
    const shopper: Account = await registerUser(t.http);
    const graphql = await gql(
      t.http,
      CONTACT,
      { input: { name: 'Sam', email: shopper.user.email, message: 'Gift wrap?' } },
      shopper.token,
    );
    expect(graphql.body).toEqual({ data: { sendContactMessage: { message: SENT } } });
    await outbox.sweep();
    const mails = smtp.to('hello@books.test');
    expect(mails.map((mail) => mail.subject).sort()).toEqual(['Contact form: Sam', 'Contact form: Vi <Visitor>']);
    const visitor = mails.find((mail) => mail.subject.includes('Vi'))!;
    expect(visitor.replyTo).toContain('vi@example.com');
    expect(visitor.text).toContain('<b>Do you ship?</b>');
    expect(visitor.html).toContain('&lt;b&gt;Do you ship?&lt;/b&gt;');
    expect(visitor.html).not.toContain('<b>Do you ship?');
  });

  it('answers a bot that fills the hidden field alike, and sends nothing', async () => {
    const res = await contact({ name: 'Bot', email: 'bot@example.com', message: 'Buy now', website: 'http://spam' });
    expect(res.body).toEqual({ message: SENT });
    await outbox.sweep();
    expect(smtp.received).toHaveLength(0);
  });

  it('refuses bad input and too many messages from one address', async () => {
    expectError(await contact({ name: 'A', email: 'not-an-email', message: 'x' }), 400, 'VALIDATION_FAILED');
    expectError(
      await contact({ name: 'A', email: 'a@example.com', message: 'x'.repeat(1001) }),
      400,
      'VALIDATION_FAILED',
    );
    const from = '198.51.100.77';
    for (let i = 0; i < 10; i++)
      expect((await contact({ name: 'A', email: 'a@example.com', message: `${i}` }, from)).status).toBe(200);
    expectError(await contact({ name: 'A', email: 'a@example.com', message: 'again' }, from), 429, 'RATE_LIMITED');
    const graphql = await gql(t.http, CONTACT, { input: { name: 'A', email: 'a@example.com', message: 'again' } }).set(
      'x-forwarded-for',
      from,
    );
    expectGqlError(graphql, 'RATE_LIMITED');
  });
});
