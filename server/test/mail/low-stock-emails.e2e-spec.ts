import { getModelToken } from '@nestjs/mongoose';
import { rmSync } from 'node:fs';
import { Types, type Model } from 'mongoose';
import { BooksChangedElsewhere } from '../../src/books/book-events';
import { BooksService } from '../../src/books/books.service';
import { EventBus } from '../../src/common/events/event-bus';
import { LowStockAlerts } from '../../src/books/low-stock-alerts';
import { loadDemoCatalogue } from '../../src/database/seed/demo-catalogue';
import { OutboxService } from '../../src/mail/outbox.service';
import { OutgoingMail } from '../../src/mail/schemas/outgoing-mail.schema';
import { Account, gql, registerUser } from '../setup/helpers';
import { SmtpSink } from '../setup/smtp-sink';
import { createTestApp, sharedTestDatabase, type TestApp } from '../setup/test-app';

const DAY = 24 * 60 * 60_000;
const STORE = 'hello@books.test';
const env = { STORE_EMAIL: STORE, LOW_STOCK_THRESHOLD: '2' };

/** 'YYYY-MM-DD' (UTC) of `at`, and a minute into the UTC day after it: when that day's digest is due. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const dayAfter = (at: Date) => new Date(Date.parse(`${dayOf(at)}T00:00:00.000Z`) + DAY + 60_000);

const book = (title: string, stock: number) => ({
  title,
  author: 'Ann',
  category: 'Fiction' as const,
  description: 'd',
  price: 2,
  stock,
});

const buy = async (t: TestApp, shopper: Account, bookId: string, quantity: number) => {
  const res = await t.http
    .post('/api/user/order/manual')
    .set('authorization', `Bearer ${shopper.token}`)
    .send({ books: [{ book: bookId, quantity }] });
  expect(res.status).toBe(201);
  return res.body.order._id as string;
};

/** The admin's edit form: every field, the stock it loaded as `expectedStock` (REST). */
const editStock = async (t: TestApp, admin: Account, bookId: string, title: string, from: number, stock: number) => {
  const res = await t.http
    .post(`/api/admin/updateBook/${bookId}`)
    .set('authorization', `Bearer ${admin.token}`)
    .send({ ...book(title, stock), expectedStock: from });
  expect(res.status).toBe(200);
};

const UPDATE_STOCK = `mutation($id: ID!, $input: BookInput!, $expectedStock: Int) {
  updateBook(id: $id, input: $input, expectedStock: $expectedStock) { book { stock } }
}`;

/**
 * The store's low-stock emails (STORE_EMAIL, LOW_STOCK_THRESHOLD): one digest a day listing every
 * book a sale or the admin's edit took to the threshold or below that day, sent once the day is
 * over, once however many instances sweep; an email at once for a book a sale sold out. Books
 * created, imported or seeded low, and copies coming back, tell nobody.
 */
describe('low-stock emails', () => {
  let smtp: SmtpSink;
  let a: TestApp;
  let b: TestApp;
  let admin: Account;
  let shopper: Account;
  let mails: Model<OutgoingMail>;

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    const shared = sharedTestDatabase();
    a = await createTestApp({ ...env, SMTP_URL: smtp.url }, shared);
    b = await createTestApp({ ...env, SMTP_URL: smtp.url }, shared);
    mails = a.app.get(getModelToken(OutgoingMail.name));
    admin = await registerUser(a.http, { role: 'admin' });
    shopper = await registerUser(a.http);
  });

  afterAll(async () => {
    await b.app.close();
    await a.close();
    await smtp.stop();
  });

  beforeEach(async () => {
    smtp.clear();
    await mails.deleteMany({});
  });

  const sweep = (at?: Date) => Promise.all([a, b, a, b].map((app) => app.app.get(OutboxService).sweep(at)));
  const toStore = () => smtp.to(STORE);

  it('lists in one digest every book a sale or an edit took to the threshold that day, sent once after the day, with sold-out books told at once', async () => {
    const [falling, soldOut, edited, editedByGraphql, plenty, bornLow] = await a.app
      .get(BooksService)
      .importMany([
        book('Falling <Fast>', 5),
        book('Sold Out', 3),
        book('Edited Down', 6),
        book('Edited In GraphQL', 4),
        book('Plenty Left', 10),
        book('Born Low', 1),
      ]);
    // Instance b learns of the new books as the change feed would tell it.
    await b.app.get(EventBus).publish(new BooksChangedElsewhere('all'));
    const added = await a.http
      .post('/api/admin/addBook')
      .set('authorization', `Bearer ${admin.token}`)
      .send(book('Added Low', 0));
    expect(added.status).toBe(201);
    // Sales on both instances, the same book twice; a return of copies; edits down and up.
    await buy(a, shopper, falling, 3); // 2 left: at the threshold
    await buy(b, shopper, falling, 1); // 1 left: listed once, with the lowest stock
    await buy(b, shopper, soldOut, 3); // none left
    await buy(a, shopper, plenty, 1); // 9 left
    const returned = await buy(a, shopper, plenty, 8); // 1 left ...
    await editStock(a, admin, edited, 'Edited Down', 6, 2);
    const graphql = await gql(
      b.http,
      UPDATE_STOCK,
      { id: editedByGraphql, input: book('Edited In GraphQL', 1), expectedStock: 4 },
      admin.token,
    );
    expect(graphql.body).toEqual({ data: { updateBook: { book: { stock: 1 } } } });
    await editStock(a, admin, bornLow, 'Born Low', 1, 2); // raised: not lowered
    // ... but that order is listed already; cancelling it gives the copies back and tells nobody.
    const cancel = await a.http
      .post(`/api/user/orders/${returned}/cancel`)
      .set('authorization', `Bearer ${shopper.token}`);
    expect(cancel.status).toBe(200);

    await sweep();
    expect(toStore().map((mail) => mail.subject)).toEqual(['Sold out: Sold Out']);
    expect(toStore()[0].text).toContain(`Restock it: http://store.test/admin/books/edit/${soldOut}`);

    smtp.clear();
    await sweep(dayAfter(new Date()));
    await sweep(new Date(dayAfter(new Date()).getTime() + DAY));
    const digests = toStore();
    const today = dayOf(new Date());
    expect(digests.map((mail) => mail.subject)).toEqual([`Low stock on ${today}: 5 books`]);
    const { text, html } = digests[0];
    expect(text).toContain(`5 books went down to the low-stock threshold (2 copies) or below on ${today} (UTC):`);
    for (const [title, left, id] of [
      ['Falling <Fast>', 'down to 1 copy', falling],
      ['Sold Out', 'sold out', soldOut],
      ['Edited Down', 'down to 2 copies', edited],
      ['Edited In GraphQL', 'down to 1 copy', editedByGraphql],
      ['Plenty Left', 'down to 1 copy', plenty],
    ])
      expect(text).toContain(`- "${title}" by Ann: ${left}. Restock it: http://store.test/admin/books/edit/${id}`);
    expect(text).not.toContain('Born Low');
    expect(text).not.toContain('Added Low');
    expect(html).toContain('Falling &lt;Fast&gt;');
    expect(html).not.toContain('Falling <Fast>');
  });

  it('lists a book whose day ended before it was told (a crash) in the next day digest, never twice', async () => {
    const [told, missed] = await a.app
      .get(BooksService)
      .importMany([book('Told That Day', 3), book('Missed That Day', 3)]);
    const books = a.connection.collection('books');
    const alerts = [a, b].map((app) => app.app.get(LowStockAlerts));
    /** What a sale at `at` leaves on the book (the start-up reads it): the stock taken, the sale recorded. */
    const soldAt = (id: string, at: Date) =>
      books.updateOne(
        { _id: new Types.ObjectId(id) },
        { $inc: { stock: -2 }, $set: { updatedAt: at, stockLowered: { at, by: 'sale' } } },
      );
    // A day of its own, so that no other test's sales are caught up with.
    const day = new Date('2031-03-10T10:00:00.000Z');
    await soldAt(told, day);
    await alerts[0].catchUp(new Date('2031-03-10T12:00:00.000Z'));
    await sweep(dayAfter(day));
    expect(toStore().map((mail) => mail.subject)).toEqual(['Low stock on 2031-03-10: 1 book']);
    smtp.clear();
    // A sale just before midnight whose process died before telling; the next starts come after
    // that day's digest has gone: both instances catch up.
    await soldAt(missed, new Date('2031-03-10T23:59:00.000Z'));
    await Promise.all(alerts.map((alert) => alert.catchUp(new Date('2031-03-11T01:00:00.000Z'))));
    await sweep(new Date('2031-03-12T00:01:00.000Z'));
    const digests = toStore();
    expect(digests.map((mail) => mail.subject)).toEqual(['Low stock on 2031-03-11: 1 book']);
    expect(digests[0].text).toContain('- "Missed That Day" by Ann: down to 1 copy.');
    expect(digests[0].text).not.toContain('Told That Day');
  });
});

/**
 * A crash between a sale and the recording of its low-stock email (they are two steps, see
 * books/low-stock-alerts.ts) loses nothing: the next start tells about every book a sale or an
 * edit took to the threshold since yesterday, once; books that were only created, imported or
 * seeded low (the demo catalogue has some) are not told about.
 */
describe('low-stock emails after a crash', () => {
  const shared = sharedTestDatabase();
  let smtp: SmtpSink;
  let first: TestApp;

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    // The first process tells nobody (no STORE_EMAIL): as if it died after each sale, before telling.
    first = await createTestApp({ LOW_STOCK_THRESHOLD: '2', SMTP_URL: smtp.url }, shared);
  });

  afterAll(async () => {
    await first.close(); // drops the database the restarts shared
    await smtp.stop();
  });

  /** Another start of the store on the same database. */
  const restart = () => createTestApp({ ...env, SMTP_URL: smtp.url }, shared);

  it('tells at start-up, once, what a sale or an edit took low, and nothing about books seeded or imported low', async () => {
    const demo = await loadDemoCatalogue(first.app, { replace: false });
    expect(demo.loaded).toBe(true);
    const seededLow = await first.connection.collection('books').countDocuments({ stock: { $lte: 2 } });
    expect(seededLow).toBeGreaterThan(0);
    const [sold, soldOut, edited, plenty, older] = await first.app
      .get(BooksService)
      .importMany([
        book('Sold Today', 5),
        book('Sold Out Today', 2),
        book('Edited Today', 5),
        book('Plenty Left', 5),
        book('Sold Long Ago', 5),
      ]);
    const admin = await registerUser(first.http, { role: 'admin' });
    const shopper = await registerUser(first.http);
    await buy(first, shopper, sold, 4);
    await buy(first, shopper, soldOut, 2);
    await buy(first, shopper, plenty, 1);
    await buy(first, shopper, older, 4);
    await editStock(first, admin, edited, 'Edited Today', 5, 2);
    // The sale of the last one was three days ago.
    const longAgo = new Date(Date.now() - 3 * DAY);
    await first.connection
      .collection('books')
      .updateOne(
        { _id: new Types.ObjectId(older) },
        { $set: { updatedAt: longAgo, stockLowered: { at: longAgo, by: 'sale' } } },
      );

    for (let start = 0; start < 2; start++) {
      const again = await restart();
      const outbox = again.app.get(OutboxService);
      await outbox.sweep();
      await outbox.sweep(dayAfter(new Date()));
      await again.app.close(); // not close(): that drops the database the starts share
      rmSync(again.config.dataDir, { recursive: true, force: true });
    }
    const told = smtp.to(STORE);
    expect(told.map((mail) => mail.subject)).toEqual([
      'Sold out: Sold Out Today',
      `Low stock on ${dayOf(new Date())}: 3 books`,
    ]);
    const { text } = told[1];
    expect(text).toContain('- "Sold Today" by Ann: down to 1 copy.');
    expect(text).toContain('- "Sold Out Today" by Ann: sold out.');
    expect(text).toContain('- "Edited Today" by Ann: down to 2 copies.');
    expect(text.match(/^- /gm)).toHaveLength(3);
  });
});
