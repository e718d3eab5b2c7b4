import { Types } from 'mongoose';
import { BooksChangedElsewhere } from '../../src/books/book-events';
import { EventBus } from '../../src/common/events/event-bus';
import { JobRunner } from '../../src/jobs/job-runner';
import { OutboxService } from '../../src/mail/outbox.service';
import { STOCK_ALERTS_JOB } from '../../src/wishlist/restock-watch';
import { StockAlertsService } from '../../src/wishlist/stock-alerts.service';
import { addBook } from '../books/book-fixtures';
import { type Account, registerUser } from '../setup/helpers';
import { SmtpSink } from '../setup/smtp-sink';
import { createTestApp, sharedTestDatabase, type TestApp } from '../setup/test-app';

const auth = (account: Account) => ({ authorization: `Bearer ${account.token}` });

/**
 * The back-in-stock emails, with two store instances on one database: when a book that shoppers wait
 * for has copies again, however the copies come back and however many instances see it, each waiting
 * shopper gets one email; a shopper who cancelled the alert, or turned stock emails off, gets none.
 */
describe('back-in-stock emails', () => {
  let smtp: SmtpSink;
  let a: TestApp;
  let b: TestApp;
  let admin: Account;

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    const shared = sharedTestDatabase();
    a = await createTestApp({ SMTP_URL: smtp.url }, shared);
    b = await createTestApp({ SMTP_URL: smtp.url }, shared);
    admin = await registerUser(a.http, { role: 'admin' });
  });

  afterAll(async () => {
    await b.app.close();
    await a.close();
    await smtp.stop();
  });

  beforeEach(() => smtp.clear());

  /** Both instances relay and send, twice each, at the same time. */
  const sendAll = () => Promise.all([a, b, a, b].map((app) => app.app.get(OutboxService).sweep()));
  const shopper = (name: string) =>
    registerUser(a.http, { name, email: `${name.toLowerCase()}-${Date.now()}@wish.test` });
  const ask = async (app: TestApp, account: Account, bookId: string) => {
    const res = await app.http.put(`/api/user/stock-alerts/${bookId}`).set(auth(account));
    expect(res.status).toBe(200);
  };
  const setStock = async (app: TestApp, bookId: string, title: string, from: number, stock: number) => {
    const res = await app.http.post(`/api/admin/updateBook/${bookId}`).set(auth(admin)).send({
      title,
      author: 'Ann Author',
      category: 'Fiction',
      description: 'd',
      price: 4,
      stock,
      expectedStock: from,
    });
    expect(res.status).toBe(200);
  };
  /** A book added on instance a, which instance b learns of as the change feed would tell it. */
  const newBook = async (title: string, stock: number) => {
    const book = await addBook(a.http, admin.token, { title, author: 'Ann Author', stock: String(stock) });
    await b.app.get(EventBus).publish(new BooksChangedElsewhere([book._id]));
    return book;
  };
  const subjectsTo = (account: Account) => smtp.to(account.user.email).map((mail) => mail.subject);

  it('emails each waiting shopper once when the admin restocks, however many instances see it, and nobody who cancelled or opted out', async () => {
    const book = await newBook('Back <Soon>', 0);
    const [ada, bob, cy, dee] = await Promise.all(['Ada', 'Bob', 'Cy', 'Dee'].map(shopper));
    await ask(a, ada, book._id);
    await ask(b, bob, book._id);
    await ask(a, cy, book._id);
    await ask(b, dee, book._id);
    const cancelled = await a.http.delete(`/api/user/stock-alerts/${book._id}`).set(auth(cy));
    expect(cancelled.status).toBe(200);
    const optedOut = await b.http
      .put('/api/user/email-preferences')
      .set(auth(dee))
      .send({ orderEmails: true, complaintEmails: true, stockEmails: false });
    expect(optedOut.body.preferences).toEqual({ orderEmails: true, complaintEmails: true, stockEmails: false });
    // A client that does not know the stock emails leaves the shopper's choice as it is.
    const older = await a.http
      .put('/api/user/email-preferences')
      .set(auth(dee))
      .send({ orderEmails: false, complaintEmails: true });
    expect(older.body.preferences).toEqual({ orderEmails: false, complaintEmails: true, stockEmails: false });

    // Instance a restocks; instance b sees it as the change feed would tell it and sweeps at the same time.
    await Promise.all([
      setStock(a, book._id, 'Back <Soon>', 0, 3),
      b.app.get(EventBus).publish(new BooksChangedElsewhere([book._id])),
      b.app.get(JobRunner).runNow(STOCK_ALERTS_JOB),
      b.app.get(StockAlertsService).sweep(),
    ]);
    await Promise.all([a.app.get(StockAlertsService).sweep(), b.app.get(StockAlertsService).sweep()]);
    await sendAll();
    await sendAll();

    expect(subjectsTo(ada)).toEqual(['Back in stock: Back <Soon>']);
    expect(subjectsTo(bob)).toEqual(['Back in stock: Back <Soon>']);
    expect(subjectsTo(cy)).toEqual([]);
    expect(subjectsTo(dee)).toEqual([]);
    const mail = smtp.to(ada.user.email)[0];
    expect(mail.text).toContain('“Back <Soon>” by Ann Author is back in stock');
    expect(mail.text).toContain(`See the book: http://store.test/books/${book._id}`);
    expect(mail.html).toContain('Back &lt;Soon&gt;');
    expect(await a.connection.db!.collection('backinstockalerts').countDocuments({})).toBe(0);

    // Sold out and back again: only those who asked again are told again.
    await setStock(b, book._id, 'Back <Soon>', 3, 0);
    await ask(b, bob, book._id);
    smtp.clear();
    await setStock(b, book._id, 'Back <Soon>', 0, 1);
    await sendAll();
    expect(smtp.received.map((received) => [received.to, received.subject])).toEqual([
      [bob.user.email, 'Back in stock: Back <Soon>'],
    ]);
  });

  it('emails once when a cancelled order puts the last copy back', async () => {
    const book = await newBook('Last Copy', 1);
    const [buyer, waiting] = await Promise.all(['Buyer', 'Waiting'].map(shopper));
    const order = await a.http
      .post('/api/user/order/manual')
      .set(auth(buyer))
      .send({ books: [{ book: book._id, quantity: 1 }] });
    expect(order.status).toBe(201);
    await ask(a, waiting, book._id);
    const cancel = await b.http.post(`/api/user/orders/${order.body.order._id}/cancel`).set(auth(buyer));
    expect(cancel.status).toBe(200);
    await a.app.get(StockAlertsService).sweep();
    await sendAll();
    expect(subjectsTo(waiting)).toEqual(['Back in stock: Last Copy']);
  });

  it('finds a restock that no event told of (a crash before the alerts were made due) at the next sweep', async () => {
    const book = await newBook('Quietly Back', 0);
    const waiting = await shopper('Quiet');
    await ask(a, waiting, book._id);
    // The copies are written, and the process dies before anything hears of it.
    await a.connection.db!.collection('books').updateOne({ _id: new Types.ObjectId(book._id) }, { $set: { stock: 2 } });
    // Both instances read the book again (a restart loads it, the feed tells the other), but no restock event was heard.
    for (const app of [a, b]) await app.app.get(EventBus).publish(new BooksChangedElsewhere([book._id]));
    await sendAll();
    expect(subjectsTo(waiting)).toEqual([]);

    await Promise.all([a.app.get(JobRunner).runNow(STOCK_ALERTS_JOB), b.app.get(JobRunner).runNow(STOCK_ALERTS_JOB)]);
    await sendAll();
    await sendAll();
    expect(subjectsTo(waiting)).toEqual(['Back in stock: Quietly Back']);
  });
});
