import type { Response } from 'supertest';
import { BooksService } from '../../src/books/books.service';
import { pdfText } from '../invoices/pdf-text';
import { Account, expectError, gql, registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { UNKNOWN_ID } from './order-fixtures';

/** Reads a PDF answer as bytes. */
const binary = (res: Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

/**
 * Packing slips (docs/api.md "Orders"): the admin's PDF of what to pack for an order and where it
 * goes, with no price, one order or up to 100 together; the GraphQL order names its download path.
 */
describe('packing slips', () => {
  let t: TestApp;
  let admin: Account;
  let alice: Account;
  let bob: Account;
  let bookIds: string[];

  const auth = (account: Account) => ({ authorization: `Bearer ${account.token}` });
  const orderNow = async (account: Account, lines: Array<[string, number]>) => {
    const res = await t.http
      .post('/api/user/order/manual')
      .set(auth(account))
      .send({ books: lines.map(([book, quantity]) => ({ book, quantity })) });
    if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.order as { _id: string; totalAmount: number; books: Array<{ price: number }> };
  };
  const download = (account: Account | null, path: string) => {
    const request = t.http.get(path);
    if (account) request.set(auth(account));
    return request.buffer(true).parse(binary);
  };
  const textOf = (body: Buffer) => pdfText(body).join('\n');

  beforeAll(async () => {
    t = await createTestApp({ STORE_NAME: 'Slip Books' });
    admin = await registerUser(t.http, { role: 'admin', name: 'Store Admin' });
    alice = await registerUser(t.http, { name: 'Alice Packer' });
    bob = await registerUser(t.http, { name: 'Bob Collector' });
    bookIds = await t.app.get(BooksService).importMany([
      {
        title: 'Persuasion',
        author: 'Jane Austen',
        category: 'Fiction',
        description: 'Second chances.',
        price: 12.34,
        stock: 20,
        isbn: '9780141439686',
      },
      { title: 'Slip Atlas', author: 'Mapper', category: 'Fiction', description: 'Maps.', price: 56.78, stock: 20 },
    ]);
  });

  afterAll(() => t.close());

  it("downloads one order's slip: shop, number, customer, delivery, lines with ISBN and quantities, total copies, no price", async () => {
    const order = await orderNow(alice, [
      [bookIds[0], 2],
      [bookIds[1], 3],
    ]);
    const res = await download(admin, `/api/admin/orders/${order._id}/packing-slip`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="packing-slip-${order._id.slice(-8)}.pdf"`);
    expect(res.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = textOf(res.body);
    for (const shown of [
      'Slip Books',
      `Packing slip #${order._id.slice(-8)}`,
      'Alice Packer',
      'Collect in store', // the test store delivers nowhere: every order is collected
      'Persuasion (Jane Austen)',
      '9780141439686',
      'Slip Atlas (Mapper)',
      'Total copies',
    ]) {
      expect(text).toContain(shown);
    }
    expect(pdfText(res.body)).toEqual(expect.arrayContaining(['2', '3', '5']));
    // No price, unit or total, in any form.
    for (const price of ['12.34', '12,34', '56.78', String(order.totalAmount), '$', '€']) {
      expect(text).not.toContain(price);
    }
  });

  it('downloads several orders in one PDF, a page each, in the order asked, repeats once', async () => {
    const first = await orderNow(alice, [[bookIds[0], 1]]);
    const second = await orderNow(bob, [[bookIds[1], 4]]);
    const res = await download(admin, `/api/admin/orders/packing-slips?ids=${second._id},${first._id},${second._id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="packing-slips-2-orders.pdf"');
    const lines = pdfText(res.body);
    const bobAt = lines.indexOf(`Packing slip #${second._id.slice(-8)}`);
    const aliceAt = lines.indexOf(`Packing slip #${first._id.slice(-8)}`);
    expect(bobAt).toBeGreaterThanOrEqual(0);
    expect(aliceAt).toBeGreaterThan(bobAt);
    expect(lines.filter((line) => line.startsWith('Packing slip #'))).toHaveLength(2);
    expect(lines).toContain('Bob Collector');
    expect(res.body.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
  });

  it('refuses blank, malformed, too many and unknown ids with a message naming them', async () => {
    const order = await orderNow(alice, [[bookIds[0], 1]]);
    const blank = await t.http.get('/api/admin/orders/packing-slips?ids=').set(auth(admin));
    expectError(blank, 400, 'VALIDATION_FAILED');
    expect(blank.body.message).toMatch(/^ids is required/);
    expectError(await t.http.get('/api/admin/orders/packing-slips').set(auth(admin)), 400, 'VALIDATION_FAILED');

    const malformed = await t.http.get(`/api/admin/orders/packing-slips?ids=${order._id},nope`).set(auth(admin));
    expectError(malformed, 400, 'INVALID_ID');
    expect(malformed.body.message).toContain('nope');

    const many = Array.from({ length: 101 }, (_, i) => i.toString(16).padStart(24, '0')).join(',');
    const tooMany = await t.http.get(`/api/admin/orders/packing-slips?ids=${many}`).set(auth(admin));
    expectError(tooMany, 400, 'VALIDATION_FAILED');
    expect(tooMany.body.message).toBe('At most 100 orders at once; 101 were asked for');

    const unknown = await t.http.get(`/api/admin/orders/packing-slips?ids=${order._id},${UNKNOWN_ID}`).set(auth(admin));
    expectError(unknown, 404, 'NOT_FOUND');
    expect(unknown.body.message).toBe(`Order not found: ${UNKNOWN_ID}`);

    expectError(await t.http.get(`/api/admin/orders/${UNKNOWN_ID}/packing-slip`).set(auth(admin)), 404, 'NOT_FOUND');
    expectError(await t.http.get('/api/admin/orders/nope/packing-slip').set(auth(admin)), 400, 'INVALID_ID');
  });

  it('is the admin’s only: a shopper gets 403 for their own order, a visitor 401', async () => {
    const order = await orderNow(alice, [[bookIds[0], 1]]);
    expectError(await t.http.get(`/api/admin/orders/${order._id}/packing-slip`).set(auth(alice)), 403, 'FORBIDDEN');
    expectError(
      await t.http.get(`/api/admin/orders/packing-slips?ids=${order._id}`).set(auth(alice)),
      403,
      'FORBIDDEN',
    );
    expectError(await t.http.get(`/api/admin/orders/${order._id}/packing-slip`), 401, 'UNAUTHENTICATED');
  });

  it('gives the download path on the GraphQL order to the admin, and null to its shopper', async () => {
    const order = await orderNow(alice, [[bookIds[0], 1]]);
    const query = 'query One($id: ID!) { order(id: $id) { id packingSlipPath } }';
    const asAdmin = await gql(t.http, query, { id: order._id }, admin.token);
    expect(asAdmin.body.data.order.packingSlipPath).toBe(`/api/admin/orders/${order._id}/packing-slip`);
    const asShopper = await gql(t.http, query, { id: order._id }, alice.token);
    expect(asShopper.body.data.order.packingSlipPath).toBeNull();
    const listed = await gql(t.http, '{ orders(first: 1) { edges { node { id packingSlipPath } } } }', {}, admin.token);
    const node = listed.body.data.orders.edges[0].node;
    expect(node.packingSlipPath).toBe(`/api/admin/orders/${node.id}/packing-slip`);
    // The path downloads the slip.
    const res = await download(admin, asAdmin.body.data.order.packingSlipPath);
    expect(res.status).toBe(200);
  });
});
