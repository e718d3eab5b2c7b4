import { parse } from 'csv-parse/sync';
import { BooksService } from '../../src/books/books.service';
import { OutboxService } from '../../src/mail/outbox.service';
import { type Account, gql, registerUser, uniqueEmail } from '../setup/helpers';
import { SmtpSink } from '../setup/smtp-sink';
import { createTestApp, type TestApp } from '../setup/test-app';
import {
  addAddress,
  addCode,
  addRate,
  addZone,
  auth,
  booksAt,
  ok,
  setOptions,
  TOTALS_FIELDS,
} from './pricing-fixtures';

/**
 * What shows an order's breakdown besides the order itself: the confirmation email, the orders
 * export, and the order read back by the shopper and the admin over GraphQL.
 */
describe("an order's breakdown in its email, the export and both transports", () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let admin: Account;
  let shopper: Account;
  let orderId: string;

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    t = await createTestApp({ SMTP_URL: smtp.url, STORE_NAME: 'Money Books', STORE_CURRENCY: 'EUR' });
    admin = await registerUser(t.http, { role: 'admin', name: 'Records Admin' });
    shopper = await registerUser(t.http, { name: 'Records Shopper', email: uniqueEmail('records') });
    const [bookId] = await booksAt(t.app.get(BooksService), [12.5]);
    const zone = await addZone(t.http, admin, { name: 'France', countries: ['FR'] }, [
      { name: 'Colissimo', price: 4.95 },
    ]);
    await addRate(t.http, admin, { country: 'FR', booksRate: 5.5, shippingRate: 20 });
    await setOptions(t.http, admin, { pricesIncludeTax: true });
    await addCode(t.http, admin, { code: 'PCT10', kind: 'PERCENTAGE', percent: 10 });
    const addressId = await addAddress(t.http, shopper, { country: 'FR', city: 'Lyon' });
    const placed = await ok(t.http, shopper, 'post', '/api/user/order/manual', {
      books: [{ book: bookId, quantity: 2 }],
      addressId,
      shippingMethodId: zone.methods.Colissimo,
      discountCode: 'PCT10',
      expectedTotal: 27.45,
    });
    orderId = placed.order._id;
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('lists subtotal, discount, shipping, tax and total in the confirmation email', async () => {
    await t.app.get(OutboxService).sweep();
    const mail = smtp.received.find((received) => received.to === shopper.user.email)!;
    expect(mail.text).toContain(
      [
        'Subtotal: €25.00',
        'Discount (PCT10): -€2.50',
        'Shipping (Colissimo): €4.95',
        'Tax included: €2.00',
        'Total: €27.45',
      ].join('\n'),
    );
  });

  it('gives the breakdown its own columns in the orders export', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const res = await t.http.get(`/api/admin/orders/export?from=${day}&to=${day}`).set(auth(admin)).buffer(true);
    const [row] = parse((res.text as string).replace(/^\uFEFF/, ''), { columns: true }) as Array<
      Record<string, string>
    >;
    expect(row).toMatchObject({
      order_id: orderId,
      total: '27.45',
      subtotal: '25.00',
      discount: '2.50',
      discount_code: 'PCT10',
      shipping: '4.95',
      shipping_method: 'Colissimo',
      tax: '2.00',
      tax_included: 'yes',
    });
  });

  it('shows the same totals to the shopper and the admin over GraphQL', async () => {
    const query = `query($id: ID!) { order(id: $id) { totalAmount totals { ${TOTALS_FIELDS} } } }`;
    for (const account of [shopper, admin]) {
      const res = await gql(t.http, query, { id: orderId }, account.token);
      expect(res.body.data.order).toEqual({
        totalAmount: 27.45,
        totals: {
          subtotal: 25,
          discount: 2.5,
          discountCode: 'PCT10',
          shipping: 4.95,
          shippingMethod: { id: expect.any(String), name: 'Colissimo', collection: false },
          tax: 2,
          taxIncluded: true,
          // 22.50 × 5.5/105.5 = 1.17; 4.95 × 20/120 = 0.825 → 0.83
          taxLines: [
            { rate: 5.5, appliesTo: ['books'], base: 22.5, amount: 1.17 },
            { rate: 20, appliesTo: ['shipping'], base: 4.95, amount: 0.83 },
          ],
          total: 27.45,
        },
      });
    }
  });
});
