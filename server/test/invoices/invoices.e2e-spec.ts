import { getModelToken } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import type { Response } from 'supertest';
import { BooksService } from '../../src/books/books.service';
import { InvoicesRelay } from '../../src/invoices/invoices-relay';
import { Order } from '../../src/orders/schemas/order.schema';
import { Account, gql, registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addBooks, UNKNOWN_ID } from '../orders/order-fixtures';
import { pdfText } from './pdf-text';

const YEAR = new Date().getUTCFullYear();
const invoiceNo = (n: number) => `${YEAR}-${String(n).padStart(6, '0')}`;
const creditNo = (n: number) => `C-${invoiceNo(n)}`;
const ORDER_DOCUMENTS = `query One($id: ID!) { order(id: $id) {
  invoice { number issuedAt total downloadPath } creditNote { number issuedAt total downloadPath } } }`;

/** Reads a PDF answer as bytes. */
const binary = (res: Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

/**
 * Invoices and credit notes (docs/api.md "Orders", docs/architecture.md "Invoices"): every placed
 * order numbered in one gap-free sequence per year, a cancellation of an invoiced order credited
 * once, both downloaded as PDFs by their shopper and the admin only, both transports showing them.
 */
describe('invoices', () => {
  let t: TestApp;
  let books: BooksService;
  let relay: InvoicesRelay;
  let orderModel: Model<Order>;
  let admin: Account;
  let alice: Account;
  let bob: Account;

  const auth = (account: Account) => ({ authorization: `Bearer ${account.token}` });
  /** Places an order and, unless told not to, runs the invoices' job as the store does just after. */
  const orderNow = async (account: Account, lines: Array<[string, number]>, { issue = true } = {}) => {
    const res = await t.http
      .post('/api/user/order/manual')
      .set(auth(account))
      .send({ books: lines.map(([book, quantity]) => ({ book, quantity })) });
    if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
    if (issue) await relay.pass();
    return res.body.order._id as string;
  };
  const download = (account: Account, path: string) => t.http.get(path).set(auth(account)).buffer(true).parse(binary);
  const documentsOf = async (account: Account, id: string) => {
    const res = await gql(t.http, ORDER_DOCUMENTS, { id }, account.token);
    type Summary = { number: string; total: number } | null;
    return res.body.data.order as { invoice: Summary; creditNote: Summary };
  };
  const invoiceCount = () => t.connection.collection('invoices').countDocuments();

  beforeAll(async () => {
    t = await createTestApp({ STORE_NAME: 'Fallback Books', STORE_CURRENCY: 'EUR' });
    books = t.app.get(BooksService);
    relay = t.app.get(InvoicesRelay);
    orderModel = t.app.get(getModelToken(Order.name));
    admin = await registerUser(t.http, { role: 'admin', name: 'Store Admin' });
    alice = await registerUser(t.http, { name: 'Alice Reader' });
    bob = await registerUser(t.http, { name: 'Bob Browser' });
  });

  afterAll(() => t.close());

  it('numbers every placed order in one sequence, shows the invoice on both transports, and downloads it for its shopper and the admin', async () => {
    const [a, b] = await addBooks(books, [10, 10], 'Invoiced Book');
    const first = await orderNow(alice, [
      [a, 2],
      [b, 1],
    ]);
    const second = await orderNow(alice, [[a, 1]]);

    const mine = await t.http.get(`/api/user/orders/${first}`).set(auth(alice));
    expect(mine.body.order.invoice).toEqual({
      number: invoiceNo(1),
      issuedAt: expect.any(String),
      total: mine.body.order.totalAmount,
      downloadPath: `/api/user/orders/${first}/invoice`,
    });
    expect(mine.body.order).not.toHaveProperty('creditNote');
    const theirs = await t.http.get(`/api/admin/orders/${second}`).set(auth(admin));
    expect(theirs.body.order.invoice).toMatchObject({
      number: invoiceNo(2),
      downloadPath: `/api/admin/orders/${second}/invoice`,
    });
    expect(await documentsOf(alice, first)).toEqual({
      invoice: expect.objectContaining({ number: invoiceNo(1), downloadPath: `/api/user/orders/${first}/invoice` }),
      creditNote: null,
    });
    expect((await documentsOf(admin, second)).invoice).toMatchObject({
      number: invoiceNo(2),
      downloadPath: `/api/admin/orders/${second}/invoice`,
    });

    for (const [account, path] of [
      [alice, `/api/user/orders/${first}/invoice`],
      [admin, `/api/admin/orders/${first}/invoice`],
    ] as const) {
      const res = await download(account, path);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${invoiceNo(1)}.pdf"`);
      const pdf = res.body as Buffer;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(pdf);
      expect(text).toContain(`Invoice ${invoiceNo(1)}`);
      expect(text).toEqual(
        expect.arrayContaining(['Fallback Books', 'Alice Reader', 'Invoiced Book 1 (Order Author)']),
      );
      expect(text).toContain('Total');
    }
  });

  it("answers another shopper's order, a missing order and a bad id as the order routes do, and an order without one 404 with its code", async () => {
    const [a] = await addBooks(books, [5], 'Private Book');
    const id = await orderNow(alice, [[a, 1]]);
    for (const path of [`/api/user/orders/${id}/invoice`, `/api/user/orders/${id}/credit-note`]) {
      const res = await t.http.get(path).set(auth(bob));
      expect([res.status, res.body.error, res.body.message]).toEqual([404, 'NOT_FOUND', 'Order not found']);
    }
    for (const path of [`/api/user/orders/${UNKNOWN_ID}/invoice`, `/api/admin/orders/${UNKNOWN_ID}/credit-note`]) {
      const res = await t.http.get(path).set(auth(path.includes('admin') ? admin : alice));
      expect([res.status, res.body.error]).toEqual([404, 'NOT_FOUND']);
    }
    const bad = await t.http.get('/api/user/orders/nope/invoice').set(auth(alice));
    expect([bad.status, bad.body.error]).toEqual([400, 'INVALID_ID']);
    const none = await t.http.get(`/api/user/orders/${id}/credit-note`).set(auth(alice));
    expect([none.status, none.body.error, none.body.message]).toEqual([
      404,
      'CREDIT_NOTE_NOT_FOUND',
      'This order has no credit note.',
    ]);
    const shopperOnAdmin = await t.http.get(`/api/admin/orders/${id}/invoice`).set(auth(alice));
    expect(shopperOnAdmin.status).toBe(403);
    // An order whose invoice is not issued yet (due, as just after placing).
    await orderModel.updateOne({ _id: id }, { $unset: { invoice: '' } });
    await t.connection.collection('invoices').deleteOne({ _id: `invoice:${id}` } as never);
    const notYet = await t.http.get(`/api/admin/orders/${id}/invoice`).set(auth(admin));
    expect([notYet.status, notYet.body.error, notYet.body.message]).toEqual([
      404,
      'INVOICE_NOT_FOUND',
      'This order has no invoice yet.',
    ]);
    expect((await documentsOf(alice, id)).invoice).toBeNull();
    await t.connection.collection('orders').deleteOne({ _id: new Types.ObjectId(id) });
  });

  it('credits a cancelled invoiced order once, even with two cancels at once, and never touches the invoice', async () => {
    const [a] = await addBooks(books, [5], 'Cancelled Book');
    const id = await orderNow(alice, [[a, 2]]);
    const invoice = (await documentsOf(alice, id)).invoice!;
    const answers = await Promise.all([
      t.http.post(`/api/user/orders/${id}/cancel`).set(auth(alice)),
      t.http.put(`/api/admin/orders/${id}`).set(auth(admin)).send({ status: 'cancelled' }),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    await relay.pass();

    const documents = await documentsOf(alice, id);
    expect(documents.invoice).toEqual(invoice);
    expect(documents.creditNote).toMatchObject({
      number: creditNo(1),
      downloadPath: `/api/user/orders/${id}/credit-note`,
    });
    const stored = await t.connection
      .collection('invoices')
      .find({ order: new Types.ObjectId(id) })
      .toArray();
    expect(stored.map((document) => document.number).sort()).toEqual([creditNo(1), invoice.number].sort());
    const [invoiced, credited] = ['invoice', 'credit-note'].map((kind) => stored.find((d) => d.kind === kind)!);
    expect(credited).toMatchObject({ refersTo: invoice.number, totalCents: -invoiced.totalCents });
    expect(documents.creditNote).toMatchObject({ total: -invoice.total });

    const res = await download(admin, `/api/admin/orders/${id}/credit-note`);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="credit-note-${creditNo(1)}.pdf"`);
    expect(pdfText(res.body)).toEqual(
      expect.arrayContaining([`Credit note ${creditNo(1)}`, `Credits invoice ${invoice.number}`]),
    );

    // Cancelling again, and the job again, issue nothing more.
    await t.http.post(`/api/user/orders/${id}/cancel`).set(auth(alice));
    await relay.pass();
    expect(await t.connection.collection('invoices').countDocuments({ order: new Types.ObjectId(id) })).toBe(2);
  });

  it('keeps an issued document as it was: settings, books and the customer changing later change nothing in its PDF', async () => {
    const carol = await registerUser(t.http, { name: 'Carol Keeper' });
    const [a] = await addBooks(books, [5], 'Kept Book');
    await t.http
      .put('/api/admin/pricing/legal')
      .set(auth(admin))
      .send({ name: 'Legal Books Ltd', address: '1 Shop Street', taxNumber: 'GB123' });
    const id = await orderNow(carol, [[a, 1]]);
    const path = `/api/user/orders/${id}/invoice`;
    const before = pdfText((await download(carol, path)).body);
    expect(before).toEqual(expect.arrayContaining(['Legal Books Ltd', 'Tax number: GB123', 'Carol Keeper']));

    await t.http
      .put('/api/admin/pricing/legal')
      .set(auth(admin))
      .send({ name: 'Renamed Ltd', address: 'Elsewhere', taxNumber: 'X' });
    await t.connection
      .collection('books')
      .updateOne({ _id: new Types.ObjectId(a) }, { $set: { title: 'Retitled', priceCents: 9900 } });
    const renamed = t.http.put('/api/user/profile').set(auth(carol)).field('name', 'Carol Renamed');
    expect((await renamed.field('email', carol.user.email)).status).toBe(200);

    const after = pdfText((await download(carol, path)).body);
    expect(after).toEqual(before);
  });

  it("names the seller as the shop's identity says when the invoice is issued, and keeps that name after", async () => {
    const dora = await registerUser(t.http, { name: 'Dora Seller' });
    const [a] = await addBooks(books, [5], 'Identity Book');
    await t.http.put('/api/admin/pricing/legal').set(auth(admin)).send({ name: '', address: '', taxNumber: '' });
    await t.http
      .put('/api/admin/settings/identity')
      .set(auth(admin))
      .send({ name: 'Identity Books', email: 'sales@identity.example', phone: '+44 1632 960000' });
    const path = `/api/user/orders/${await orderNow(dora, [[a, 1]])}/invoice`;
    const issued = pdfText((await download(dora, path)).body);
    expect(issued).toEqual(expect.arrayContaining(['Identity Books']));
    expect(issued.join('\n')).toContain('sales@identity.example');
    expect(issued).not.toContain('Fallback Books');

    await t.http.put('/api/admin/settings/identity').set(auth(admin)).send({ name: 'Later Name' });
    expect(pdfText((await download(dora, path)).body)).toEqual(issued);
  });

  it("keeps a deleted customer's name and email on the invoice the admin downloads", async () => {
    const dave = await registerUser(t.http, { name: 'Dave Departed' });
    const [a] = await addBooks(books, [5], 'Departed Book');
    const id = await orderNow(dave, [[a, 1]]);
    const deleted = await t.http.post('/api/user/account/delete').set(auth(dave)).send({ password: dave.password });
    expect(deleted.status).toBe(200);
    const res = await download(admin, `/api/admin/orders/${id}/invoice`);
    expect(res.status).toBe(200);
    expect(pdfText(res.body)).toEqual(expect.arrayContaining(['Dave Departed', dave.user.email]));
  });

  it('draws a name Helvetica cannot write without failing', async () => {
    const ivan = await registerUser(t.http, { name: 'Иван Петров' });
    const [a] = await addBooks(books, [5], 'Книга');
    const id = await orderNow(ivan, [[a, 1]]);
    const res = await download(ivan, `/api/user/orders/${id}/invoice`);
    expect(res.status).toBe(200);
    expect(pdfText(res.body)).toEqual(expect.arrayContaining(['???? ??????', '????? 1 (Order Author)']));
  });

  describe('after a crash', () => {
    it('finishes a number claimed and not finished, before the next order takes one, and numbers an order due and never numbered, with no gap', async () => {
      const [a] = await addBooks(books, [10], 'Crash Book');
      const claimedId = await orderNow(alice, [[a, 1]]);
      const dueId = await orderNow(alice, [[a, 1]]);
      const numbers = await t.connection.collection('invoices').find({ kind: 'invoice' }).toArray();
      const last = Math.max(...numbers.map((document) => Number(document.number.slice(5))));
      // What a crash leaves: the claim of the next number held for an order (the first), whose
      // document was never inserted; a later order due and never claimed (the second).
      const forget = async (id: string) => {
        await t.connection.collection('invoices').deleteOne({ _id: `invoice:${id}` } as never);
        await orderModel.updateOne({ _id: id }, { $unset: { invoice: '' }, $set: { invoiceDue: true } });
      };
      await forget(claimedId);
      await forget(dueId);
      const counter = `invoice:${YEAR}`;
      await t.connection.collection('invoicecounters').updateOne({ _id: counter } as never, {
        $set: { last: last - 1, pending: { order: claimedId, at: new Date() } },
      });

      // The job run after an order placed now finishes the claim left before numbering anything,
      // then numbers the orders due in the order they were placed.
      const laterId = await orderNow(alice, [[a, 1]], { issue: false });
      expect(await relay.pass()).toBe(3); // the claimed order recorded, the due one and the later one numbered
      expect(await relay.pass()).toBe(0);
      const numberOf = async (id: string) => (await orderModel.findById(id).lean())?.invoice?.number;
      expect(await numberOf(claimedId)).toBe(invoiceNo(last - 1));
      expect(await numberOf(dueId)).toBe(invoiceNo(last));
      expect(await numberOf(laterId)).toBe(invoiceNo(last + 1));
      const stored = await t.connection.collection('invoicecounters').findOne({ _id: counter } as never);
      expect(stored).toMatchObject({ last: last + 1, pending: null });
      expect(await orderModel.countDocuments({ invoiceDue: true })).toBe(0);
    });

    it('finishes a claim of several orders a crash left: an order numbered before it keeps its number, one never placed gets none, the numbers left over go back', async () => {
      const [a] = await addBooks(books, [10], 'Batch Book');
      const numberedId = await orderNow(alice, [[a, 1]]);
      const dueId = await orderNow(alice, [[a, 1]]);
      const numberOf = async (id: string) => (await orderModel.findById(id).lean())?.invoice?.number;
      const numberedBefore = await numberOf(numberedId);
      await t.connection.collection('invoices').deleteOne({ _id: `invoice:${dueId}` } as never);
      await orderModel.updateOne({ _id: dueId }, { $unset: { invoice: '' }, $set: { invoiceDue: true } });
      const neverPlaced = new Types.ObjectId().toHexString();
      const counter = `invoice:${YEAR}`;
      const { last } = (await t.connection.collection('invoicecounters').findOne({ _id: counter } as never))!;
      // The claim a batch held when its process stopped: three numbers, for an order numbered
      // already (by an earlier claim), the order due (its document given back above: last - 1 is
      // free again) and an order that never was placed.
      await t.connection.collection('invoicecounters').updateOne({ _id: counter } as never, {
        $set: { last: last - 1 + 3, pending: { orders: [numberedId, dueId, neverPlaced], at: new Date() } },
      });

      await relay.pass();
      expect(await numberOf(numberedId)).toBe(numberedBefore);
      expect(await numberOf(dueId)).toBe(invoiceNo(last));
      expect(await t.connection.collection('invoices').countDocuments({ order: new Types.ObjectId(neverPlaced) })).toBe(
        0,
      );
      expect(await t.connection.collection('invoicecounters').findOne({ _id: counter } as never)).toMatchObject({
        last,
        pending: null,
      });
      const nextId = await orderNow(alice, [[a, 1]]);
      expect(await numberOf(nextId)).toBe(invoiceNo(last + 1));
    });

    it('gives back a number claimed for an order numbered already (two numbering it at once), so the next order takes it', async () => {
      const [a] = await addBooks(books, [10], 'Twice Book');
      const numberedId = await orderNow(alice, [[a, 1]]);
      const counter = `invoice:${YEAR}`;
      const { last } = (await t.connection.collection('invoicecounters').findOne({ _id: counter } as never))!;
      // The second numbering's claim, held when its process stopped: one past the order's number.
      await t.connection.collection('invoicecounters').updateOne({ _id: counter } as never, {
        $set: { last: last + 1, pending: { order: numberedId, at: new Date() } },
      });

      const nextId = await orderNow(alice, [[a, 1]]);
      const numberOf = async (id: string) => (await orderModel.findById(id).lean())?.invoice?.number;
      expect(await numberOf(numberedId)).toBe(invoiceNo(last));
      expect(await numberOf(nextId)).toBe(invoiceNo(last + 1));
      expect(await t.connection.collection('invoicecounters').findOne({ _id: counter } as never)).toMatchObject({
        last: last + 1,
        pending: null,
      });
    });

    it('moves past numbers a counter restored behind its documents has given already, repeating none', async () => {
      const [a] = await addBooks(books, [10], 'Restored Book');
      await orderNow(alice, [[a, 1]]);
      await orderNow(alice, [[a, 1]]);
      const counter = `invoice:${YEAR}`;
      const { last } = (await t.connection.collection('invoicecounters').findOne({ _id: counter } as never))!;
      // A backup copies the counters before the documents: restored, the counter is two behind.
      await t.connection
        .collection('invoicecounters')
        .updateOne({ _id: counter } as never, { $set: { last: last - 2 } });

      const id = await orderNow(alice, [[a, 1]]);
      expect((await orderModel.findById(id).lean())?.invoice?.number).toBe(invoiceNo(last + 1));
      expect(await t.connection.collection('invoicecounters').findOne({ _id: counter } as never)).toMatchObject({
        last: last + 1,
        pending: null,
      });
    });

    it('never numbers an order that was never placed', async () => {
      const before = await invoiceCount();
      const [a] = await addBooks(books, [1], 'Scarce Book');
      const res = await t.http
        .post('/api/user/order/manual')
        .set(auth(alice))
        .send({ books: [{ book: a, quantity: 2 }] });
      expect(res.status).toBe(400);
      await relay.pass();
      expect(await invoiceCount()).toBe(before);
    });
  });
});
