import { Types } from 'mongoose';
import { BooksService } from '../../src/books/books.service';
import { OutboxService } from '../../src/mail/outbox.service';
import { registerUser } from '../setup/helpers';
import { SmtpSink } from '../setup/smtp-sink';
import { createTestApp, sharedTestDatabase, type TestApp } from '../setup/test-app';

const STORE = 'hello@books.test';
const DAY = 24 * 60 * 60_000;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Contact messages and low-stock alerts reach the outbox as every email does: stored as documents
 * of their own (their notice), relayed, then deleted. A crash between the outbox's record and the
 * deletion relays a document again; what it told is not told twice.
 */
describe('notices kept in documents of their own', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let outbox: OutboxService;
  const shared = sharedTestDatabase();

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    t = await createTestApp({ SMTP_URL: smtp.url, STORE_EMAIL: STORE, LOW_STOCK_THRESHOLD: '2' }, shared);
    outbox = t.app.get(OutboxService);
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  beforeEach(() => smtp.clear());

  /** The documents of a collection, and a way to put them back as a crash before their deletion would have left them. */
  const documents = (name: string) => t.connection.collection(name).find().toArray();
  const putBack = async (name: string, kept: Array<Record<string, unknown>>) => {
    if (kept.length) await t.connection.collection(name).insertMany(kept);
  };

  it('keeps a contact message only until the outbox has its email, and emails it once when relayed again', async () => {
    const res = await t.http
      .post('/api/contact')
      .set('x-forwarded-for', '203.0.113.77')
      .send({ name: 'Once', email: 'once@example.com', message: 'Only one email, please.' });
    expect(res.status).toBe(200);
    const stored = await documents('contactmessages');
    expect(stored.map(({ name, email, message }) => ({ name, email, message }))).toEqual([
      { name: 'Once', email: 'once@example.com', message: 'Only one email, please.' },
    ]);

    await outbox.sweep();
    expect(await documents('contactmessages')).toEqual([]);
    await putBack('contactmessages', stored);
    await outbox.sweep();
    expect(await documents('contactmessages')).toEqual([]);
    expect(smtp.to(STORE).map((mail) => [mail.subject, mail.replyTo])).toEqual([
      ['Contact form: Once', expect.stringContaining('once@example.com')],
    ]);
  });

  it('relays a low-stock alert relayed again (a crash) without a second sold-out email or digest entry', async () => {
    const [gone] = await t.app
      .get(BooksService)
      .importMany([
        { title: 'Relayed Twice', author: 'Ann', category: 'Fiction', description: 'd', price: 2, stock: 1 },
      ]);
    const shopper = await registerUser(t.http);
    const order = await t.http
      .post('/api/user/order/manual')
      .set('authorization', `Bearer ${shopper.token}`)
      .send({ books: [{ book: gone, quantity: 1 }] });
    expect(order.status).toBe(201);
    const alerts = await documents('stockalerts');
    expect(alerts.map(({ book, stock, by }) => ({ book, stock, by }))).toEqual([{ book: gone, stock: 0, by: 'sale' }]);

    await outbox.sweep();
    expect(await documents('stockalerts')).toEqual([]);
    await putBack('stockalerts', alerts);
    await outbox.sweep();
    expect(await documents('stockalerts')).toEqual([]);
    expect(smtp.to(STORE).map((mail) => mail.subject)).toEqual(['Sold out: Relayed Twice']);

    smtp.clear();
    const midnight = new Date(Date.parse(`${dayOf(new Date())}T00:00:00.000Z`) + DAY + 60_000);
    await outbox.sweep(midnight);
    const digests = smtp.to(STORE);
    expect(digests.map((mail) => mail.subject)).toEqual([`Low stock on ${dayOf(new Date())}: 1 book`]);
    expect(digests[0].text.match(/^- "Relayed Twice"/gm)).toHaveLength(1);
  });

  it('deletes the notice documents without recording anything when the store has no address', async () => {
    const id = new Types.ObjectId();
    await t.connection.collection('contactmessages').insertOne({
      _id: id,
      name: 'Nobody',
      email: 'nobody@example.com',
      message: 'x',
      createdAt: new Date(),
    });
    const quiet = await createTestApp({ SMTP_URL: smtp.url }, shared);
    try {
      await quiet.app.get(OutboxService).sweep();
      expect(await documents('contactmessages')).toEqual([]);
      expect(smtp.received).toHaveLength(0);
    } finally {
      await quiet.app.close(); // not close(): that drops the database the apps share
    }
  });
});
