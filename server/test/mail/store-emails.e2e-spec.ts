import { rmSync } from 'node:fs';
import { Types } from 'mongoose';
import { BooksService } from '../../src/books/books.service';
import { OutboxService } from '../../src/mail/outbox.service';
import { Account, expectError, expectGqlError, gql, registerUser } from '../setup/helpers';
import { SmtpSink } from '../setup/smtp-sink';
import { DatabaseEngine } from '../../src/database/resolved-database';
import { createTestApp, testDatabaseUri, type TestApp } from '../setup/test-app';

const CONTACT = 'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { message } }';
const SENT = 'Thank you! Your message was sent; we will answer by email.';

/**
 * The store's own emails (STORE_EMAIL): the contact form's messages, from visitors too, with the
 * sender as reply-to, throttled per address and silent for bots; and a book falling to the
 * low-stock threshold, at most once per book and day.
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

  it('tells the store once a day when a sale leaves a book at the low-stock threshold', async () => {
    const admin = await registerUser(t.http, { role: 'admin' });
    const shopper = await registerUser(t.http);
    const [bookId] = await t.app
      .get(BooksService)
      .importMany([
        { title: 'Nearly <Gone>', author: 'Ann', category: 'Fiction', description: 'd', price: 2, stock: 5 },
      ]);
    const order = (quantity: number) =>
      t.http
        .post('/api/user/order/manual')
        .set('authorization', `Bearer ${shopper.token}`)
        .send({ books: [{ book: bookId, quantity }] });
    expect((await order(2)).status).toBe(201); // 3 left: above the threshold
    await outbox.sweep();
    const lowStock = () => smtp.to('hello@books.test').filter((mail) => mail.subject.startsWith('Low stock'));
    expect(lowStock()).toHaveLength(0);
    expect((await order(1)).status).toBe(201); // 2 left
    expect((await order(1)).status).toBe(201); // 1 left: the same day, no second email
    await outbox.sweep();
    const alerts = lowStock();
    expect(alerts.map((mail) => mail.subject)).toEqual(['Low stock: Nearly <Gone>']);
    expect(alerts[0].text).toContain('is down to 2 copies (the low-stock threshold is 2)');
    expect(alerts[0].html).toContain('Nearly &lt;Gone&gt;');
    expect(admin.user.role).toBe('admin');
  });
});

/**
 * A crash between a sale and the recording of its low-stock email (they are two steps, see
 * books/low-stock-alerts.ts) loses nothing: the next start records the alert of every book at or
 * below the threshold written that day, once.
 */
describe('low-stock emails after a crash', () => {
  const database = {
    uri: testDatabaseUri(),
    engine: (process.env.TEST_DATABASE_ENGINE ?? 'mongodb') as DatabaseEngine,
  };
  const env = { STORE_EMAIL: 'hello@books.test', LOW_STOCK_THRESHOLD: '2' };
  let smtp: SmtpSink;
  let first: TestApp;

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    first = await createTestApp({ ...env, SMTP_URL: smtp.url }, database);
  });

  afterAll(async () => {
    await first.close(); // drops the database the restarts shared
    await smtp.stop();
  });

  /** Another start of the store on the same database. */
  const restart = () => createTestApp({ ...env, SMTP_URL: smtp.url }, database);

  it('records at start-up the alert a crash kept from being recorded, once, and none for older changes', async () => {
    const [sold, older, plenty] = await first.app.get(BooksService).importMany(
      ['Sold Today', 'Low Since Yesterday', 'Plenty Left'].map((title) => ({
        title,
        author: 'Ann',
        category: 'Fiction',
        description: 'd',
        price: 2,
        stock: 5,
      })),
    );
    const books = first.connection.collection('books');
    const yesterday = new Date(Date.now() - 26 * 60 * 60_000);
    // What a sale leaves when the process dies before its alert is recorded: the stock taken,
    // the book written now, no email recorded.
    await books.updateOne({ _id: new Types.ObjectId(sold) }, { $inc: { stock: -4 }, $set: { updatedAt: new Date() } });
    await books.updateOne({ _id: new Types.ObjectId(older) }, { $set: { stock: 1, updatedAt: yesterday } });
    await books.updateOne(
      { _id: new Types.ObjectId(plenty) },
      { $inc: { stock: -1 }, $set: { updatedAt: new Date() } },
    );
    const lowStock = () => smtp.to('hello@books.test').filter((mail) => mail.subject.startsWith('Low stock'));

    for (let start = 0; start < 2; start++) {
      const again = await restart();
      await again.app.get(OutboxService).sweep();
      await again.app.close(); // not close(): that drops the database the starts share
      rmSync(again.config.dataDir, { recursive: true, force: true });
    }
    expect(lowStock().map((mail) => mail.subject)).toEqual(['Low stock: Sold Today']);
    expect(lowStock()[0].text).toContain('is down to 1 copy (the low-stock threshold is 2)');
  });
});
