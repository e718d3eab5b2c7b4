import { BooksService } from '../../src/books/books.service';
import { InvoicesRelay } from '../../src/invoices/invoices-relay';
import { Account, registerUser } from '../setup/helpers';
import { createTestApp, sharedTestDatabase, type TestApp } from '../setup/test-app';
import { addBooks } from '../orders/order-fixtures';

const ORDERS = 30;

/**
 * Two instances of the store on one database placing orders at once, their `invoices` jobs running
 * all the while: the invoices are numbered exactly 1..N between them, with no gap and no number
 * twice (docs/architecture.md "Invoices").
 */
describe('invoices numbered by two instances at once', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const database = sharedTestDatabase();
    a = await createTestApp({}, database);
    b = await createTestApp({}, database);
  });

  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it(`numbers ${ORDERS} orders placed through both at once 1..${ORDERS}`, async () => {
    const [book] = await addBooks(a.app.get(BooksService), [ORDERS * 2], 'Busy Book');
    await b.app.get(BooksService).findMany([book]); // b's catalogue knows it too
    const shoppers: Account[] = await Promise.all(
      Array.from({ length: 6 }, (_, i) => registerUser(i % 2 ? b.http : a.http, { name: `Shopper ${i}` })),
    );
    // Both instances' jobs run throughout, numbering the same due orders at once.
    let placing = true;
    const jobs = [a, b].map(async (app) => {
      const relay = app.app.get(InvoicesRelay);
      while (placing) await relay.pass();
    });
    const answers = await Promise.all(
      Array.from({ length: ORDERS }, (_, i) =>
        (i % 2 ? b : a).http
          .post('/api/user/order/manual')
          .set({ authorization: `Bearer ${shoppers[i % shoppers.length].token}` })
          .send({ books: [{ book, quantity: 1 }] }),
      ),
    );
    placing = false;
    await Promise.all(jobs);
    // One more run of each, at once, as their jobs make after the last orders.
    await Promise.all([a, b].map((app) => app.app.get(InvoicesRelay).pass()));
    expect(answers.map((res) => res.status)).toEqual(Array(ORDERS).fill(201));

    const year = new Date().getUTCFullYear();
    const invoices = await a.connection.collection('invoices').find({ kind: 'invoice' }).toArray();
    const numbers = invoices.map((invoice) => invoice.number as string).sort();
    expect(numbers).toEqual(Array.from({ length: ORDERS }, (_, i) => `${year}-${String(i + 1).padStart(6, '0')}`));
    expect(new Set(invoices.map((invoice) => String(invoice.order))).size).toBe(ORDERS);
    const orders = await a.connection.collection('orders').find({}).toArray();
    expect(orders.map((order) => order.invoice?.number).sort()).toEqual(numbers);
    expect(orders.filter((order) => order.invoiceDue)).toEqual([]);
    expect(await a.connection.collection('invoicecounters').findOne({})).toMatchObject({ last: ORDERS, pending: null });
  });
});
