import { getModelToken } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { BooksService } from '../../src/books/books.service';
import { OutboxService } from '../../src/mail/outbox.service';
import { OrderPayments } from '../../src/orders/order-payments.service';
import { Order } from '../../src/orders/schemas/order.schema';
import { Account, expectError, expectGqlError, gql, registerUser } from '../setup/helpers';
import { SmtpSink } from '../setup/smtp-sink';
import { createTestApp, sharedTestDatabase, type TestApp } from '../setup/test-app';
import { addBooks, stocksOf } from './order-fixtures';

const PAYMENT_FIELDS =
  'payment { method methodName state reference bankDetails { holder account bank notes } paidAt paidAmount refundDueAt refundedAt refundAmount canMarkPaid canMarkRefunded }';
const BANK = { bankHolder: 'Bookstore Ltd', bankAccount: 'GB33 BUKB 2020 1555 5555 55', bankName: 'Booktown Bank' };

/**
 * Payments through both transports: each method placed and marked paid, a paid order's
 * cancellation making a refund due that the admin marks refunded, a method disabled or unknown
 * refused, an old client's order paying on delivery, the shopper never recording a payment; and
 * the expiry of unpaid transfers run by two instances of the store on one database at once:
 * each order cancelled once, its copies back once, one email.
 */
describe('order payments', () => {
  let smtp: SmtpSink;
  let a: TestApp;
  let b: TestApp;
  let admin: Account;
  let shopper: Account;
  let bookIds: string[];
  let orders: Model<Order>;
  const auth = (account: Account) => ({ authorization: `Bearer ${account.token}` });

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    const database = sharedTestDatabase();
    a = await createTestApp({ SMTP_URL: smtp.url, STORE_NAME: 'Test Books', STORE_CURRENCY: 'EUR' }, database);
    b = await createTestApp({ SMTP_URL: smtp.url, STORE_NAME: 'Test Books', STORE_CURRENCY: 'EUR' }, database);
    orders = a.app.get(getModelToken(Order.name));
    admin = await registerUser(a.http, { role: 'admin', name: 'Admin' });
    shopper = await registerUser(a.http, { name: 'Ada' });
    bookIds = await addBooks(a.app.get(BooksService), [100, 100], 'Paid Book');
    const settings = await a.http
      .put('/api/admin/pricing/payments')
      .set(auth(admin))
      .send({
        methods: [
          { id: 'bank-transfer', enabled: true },
          { id: 'on-delivery', enabled: true },
        ],
        ...BANK,
        expiryDays: 5,
      });
    expect(settings.status).toBe(200);
    // A method left out (the card: clients from before it send two) is listed last, off.
    expect(
      settings.body.settings.payments.methods.map(({ id, enabled }: { id: string; enabled: boolean }) => ({
        id,
        enabled,
      })),
    ).toEqual([
      { id: 'bank-transfer', enabled: true },
      { id: 'on-delivery', enabled: true },
      { id: 'card', enabled: false },
    ]);
  });

  afterAll(async () => {
    await b.app.close();
    await a.close();
    await smtp.stop();
  });

  beforeEach(() => smtp.clear());

  const placeRest = async (body: object) =>
    a.http
      .post('/api/user/order/manual')
      .set(auth(shopper))
      .send({ books: [{ book: bookIds[0], quantity: 1 }], ...body });

  const placeGraphql = (paymentMethod?: string) =>
    gql(
      a.http,
      `mutation($lines: [OrderLineInput!]!, $paymentMethod: String) {
        placeOrderNow(lines: $lines, paymentMethod: $paymentMethod) { order { id totalAmount ${PAYMENT_FIELDS} } } }`,
      { lines: [{ bookId: bookIds[0], quantity: 1 }], paymentMethod },
      shopper.token,
    );

  const markRest = (id: string, state: string, as = admin) =>
    a.http.put(`/api/admin/orders/${id}/payment`).set(auth(as)).send({ state });

  const markGraphql = (id: string, state: string, as = admin) =>
    gql(
      a.http,
      `mutation($id: ID!, $state: PaymentState!) { updateOrderPayment(id: $id, state: $state) { message order { id ${PAYMENT_FIELDS} } } }`,
      { id, state },
      as.token,
    );

  it('places a bank transfer with the account and reference, shows them to the shopper, and the admin marks it paid (REST)', async () => {
    const placed = await placeRest({ paymentMethod: 'bank-transfer' });
    expect(placed.status).toBe(201);
    const { _id, payment } = placed.body.order;
    expect(payment).toMatchObject({
      method: 'bank-transfer',
      methodName: 'Bank transfer',
      state: 'awaiting',
      reference: _id.slice(-8).toUpperCase(),
      bankDetails: {
        holder: 'Bookstore Ltd',
        account: 'GB33 BUKB 2020 1555 5555 55',
        bank: 'Booktown Bank',
        notes: '',
      },
      paidAt: null,
      canMarkPaid: false,
    });
    const mine = await a.http.get(`/api/user/orders/${_id}`).set(auth(shopper));
    expect(mine.body.order.payment.bankDetails.account).toBe('GB33 BUKB 2020 1555 5555 55');
    const seen = await a.http.get(`/api/admin/orders/${_id}`).set(auth(admin));
    expect(seen.body.order.payment).toMatchObject({ canMarkPaid: true, canMarkRefunded: false });

    const paid = await markRest(_id, 'paid');
    expect(paid.status).toBe(200);
    expect(paid.body.message).toBe('Order marked paid');
    expect(paid.body.order.payment).toMatchObject({ state: 'paid', paidAmount: placed.body.order.totalAmount });
    expect(new Date(paid.body.order.payment.paidAt).getTime()).toBeGreaterThan(0);
    expectError(await markRest(_id, 'paid'), 409, 'PAYMENT_NOT_CHANGEABLE');
    const day = new Date().toISOString().slice(0, 10);
    const exported = await a.http.get(`/api/admin/orders/export?from=${day}&to=${day}`).set(auth(admin));
    const row = exported.text.split('\n').find((line) => line.startsWith(_id))!;
    expect(row).toContain(
      `,bank-transfer,paid,${paid.body.order.payment.paidAt},${placed.body.order.totalAmount.toFixed(2)},,`,
    );

    await a.app.get(OutboxService).sweep();
    const confirmation = smtp.received.find((mail) => mail.subject.startsWith('Thank you'))!;
    for (const body of [confirmation.text, confirmation.html]) {
      expect(body).toContain('GB33 BUKB 2020 1555 5555 55');
      expect(body).toContain(`Reference: ${_id.slice(-8).toUpperCase()}`);
    }
  });

  it('places pay on delivery and the admin marks it paid once delivered (GraphQL)', async () => {
    const placed = await placeGraphql('on-delivery');
    expect(placed.body.errors).toBeUndefined();
    const order = placed.body.data.placeOrderNow.order;
    expect(order.payment).toMatchObject({
      method: 'on-delivery',
      state: 'AWAITING',
      bankDetails: null,
      reference: null,
    });
    const delivered = await a.http.put(`/api/admin/orders/${order.id}`).set(auth(admin)).send({ status: 'delivered' });
    expect(delivered.body.order.payment.canMarkPaid).toBe(true);
    const paid = await markGraphql(order.id, 'PAID');
    expect(paid.body.errors).toBeUndefined();
    expect(paid.body.data.updateOrderPayment.order.payment).toMatchObject({
      state: 'PAID',
      paidAmount: order.totalAmount,
      canMarkPaid: false,
    });
  });

  it('keeps an old client working: no method is pay on delivery, awaiting payment, whatever is enabled', async () => {
    const res = await a.http
      .post('/api/user/order/manual')
      .set(auth(shopper))
      .send({ books: [{ book: bookIds[1], quantity: 1 }] });
    expect(res.status).toBe(201);
    expect(res.body.order.payment).toMatchObject({ method: 'on-delivery', state: 'awaiting' });
    const graphql = await placeGraphql();
    expect(graphql.body.data.placeOrderNow.order.payment).toMatchObject({ method: 'on-delivery', state: 'AWAITING' });
  });

  it('refuses an unknown or disabled method with 400 PAYMENT_METHOD_UNAVAILABLE, through REST and GraphQL', async () => {
    const unknown = await placeRest({ paymentMethod: 'bitcoin' });
    expectError(unknown, 400, 'PAYMENT_METHOD_UNAVAILABLE');
    expect(unknown.body.message).toContain('Unknown payment method "bitcoin"');
    expectGqlError(await placeGraphql('bitcoin'), 'PAYMENT_METHOD_UNAVAILABLE');

    const off = await a.http
      .put('/api/admin/pricing/payments')
      .set(auth(admin))
      .send({
        methods: [
          { id: 'on-delivery', enabled: true },
          { id: 'bank-transfer', enabled: false },
        ],
        ...BANK,
        expiryDays: 5,
      });
    expect(off.status).toBe(200);
    try {
      const disabled = await placeRest({ paymentMethod: 'bank-transfer' });
      expectError(disabled, 400, 'PAYMENT_METHOD_UNAVAILABLE');
      expect(disabled.body.message).toBe(
        'Bank transfer is not available at the moment: please choose another payment method',
      );
      expectGqlError(await placeGraphql('bank-transfer'), 'PAYMENT_METHOD_UNAVAILABLE');
      const quote = await a.http
        .post('/api/user/checkout/quote')
        .set(auth(shopper))
        .send({
          lines: [{ bookId: bookIds[0], quantity: 1 }],
        });
      expect(quote.body.quote.paymentMethods.map((m: { id: string }) => m.id)).toEqual(['on-delivery']);
    } finally {
      await a.http
        .put('/api/admin/pricing/payments')
        .set(auth(admin))
        .send({
          methods: [
            { id: 'bank-transfer', enabled: true },
            { id: 'on-delivery', enabled: true },
          ],
          ...BANK,
          expiryDays: 5,
        });
    }
  });

  it.each([
    ['no method enabled', false, false, 5, 'Enable at least one payment method'],
    [
      'a bank transfer without an account',
      true,
      true,
      5,
      'Bank transfer needs the account holder and the account number (IBAN)',
    ],
    ['no days to pay', true, false, 0, 'Days to pay by transfer must be a whole number from 1 to 60'],
  ])(
    'refuses payment settings with %s, with a message to act on',
    async (_case, onDelivery, transfer, expiryDays, message) => {
      const refused = await a.http
        .put('/api/admin/pricing/payments')
        .set(auth(admin))
        .send({
          methods: [
            { id: 'on-delivery', enabled: onDelivery },
            { id: 'bank-transfer', enabled: transfer },
          ],
          expiryDays,
        });
      expectError(refused, 400, 'VALIDATION_FAILED');
      expect(refused.body.message).toBe(message);
    },
  );

  it.each([
    ['bank-transfer', 'REST'],
    ['on-delivery', 'GraphQL'],
  ])(
    'makes a refund due when a paid %s order is cancelled, then the admin marks it refunded, an email for each (%s)',
    async (method, transport) => {
      const placed = await placeRest({ paymentMethod: method });
      const id = placed.body.order._id;
      expect((await markRest(id, 'paid')).status).toBe(200);
      expectError(await markRest(id, 'refunded'), 409, 'PAYMENT_NOT_CHANGEABLE');
      await a.app.get(OutboxService).sweep();
      smtp.clear();

      const cancelled = await a.http.post(`/api/user/orders/${id}/cancel`).set(auth(shopper));
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.order.payment).toMatchObject({
        state: 'refund-due',
        refundAmount: placed.body.order.totalAmount,
        canMarkRefunded: false,
      });
      expectError(await markRest(id, 'paid'), 409, 'PAYMENT_NOT_CHANGEABLE');

      if (transport === 'REST') {
        const refunded = await markRest(id, 'refunded');
        expect(refunded.body.message).toBe('Order marked refunded');
        expect(refunded.body.order.payment.state).toBe('refunded');
      } else {
        const refunded = await markGraphql(id, 'REFUNDED');
        expect(refunded.body.data.updateOrderPayment.order.payment.state).toBe('REFUNDED');
      }
      const seen = await a.http.get(`/api/user/orders/${id}`).set(auth(shopper));
      expect(seen.body.order.payment).toMatchObject({ state: 'refunded', refundAmount: placed.body.order.totalAmount });
      expect(seen.body.order.payment.refundedAt).not.toBeNull();

      await a.app.get(OutboxService).sweep();
      const total = `€${placed.body.order.totalAmount.toFixed(2)}`;
      expect(smtp.received.map((mail) => mail.subject.replace(/ \(order #\w+\)$/, '')).sort()).toEqual([
        'Your order was cancelled',
        'Your payment was refunded',
      ]);
      const cancellation = smtp.received.find((mail) => mail.subject.startsWith('Your order was cancelled'))!;
      expect(cancellation.text).toContain(`You paid ${total} for this order:`);
      const refund = smtp.received.find((mail) => mail.subject.startsWith('Your payment was refunded'))!;
      expect(refund.to).toBe(shopper.user.email);
      expect(refund.text).toContain(`We have refunded ${total} to you for order #${id.slice(-8)}.`);
      expect(refund.text).not.toContain('card statement');
    },
  );

  it('voids the payment of an order cancelled before it was paid, which cannot be marked paid then', async () => {
    const placed = await placeRest({ paymentMethod: 'on-delivery' });
    const id = placed.body.order._id;
    const cancelled = await a.http.put(`/api/admin/orders/${id}`).set(auth(admin)).send({ status: 'cancelled' });
    expect(cancelled.body.order.payment).toMatchObject({ state: 'void', canMarkPaid: false, canMarkRefunded: false });
    expectError(await markRest(id, 'paid'), 409, 'PAYMENT_NOT_CHANGEABLE');
    expectError(await markRest(id, 'refunded'), 409, 'PAYMENT_NOT_CHANGEABLE');
  });

  it('never lets a shopper record a payment, and refuses another state with 400', async () => {
    const placed = await placeRest({ paymentMethod: 'on-delivery' });
    const id = placed.body.order._id;
    expectError(await markRest(id, 'paid', shopper), 403, 'FORBIDDEN');
    expectGqlError(await markGraphql(id, 'PAID', shopper), 'FORBIDDEN');
    expectError(await markRest(id, 'void'), 400, 'VALIDATION_FAILED');
    expectGqlError(await markGraphql(id, 'VOID'), 'VALIDATION_FAILED');
    const seen = await a.http.get(`/api/admin/orders/${id}`).set(auth(admin));
    expect(seen.body.order.payment.state).toBe('awaiting');
  });

  it("filters the admin's list by payment state, orders from before payments included once the first pass gave them theirs", async () => {
    const older = await placeRest({});
    const paid = await placeRest({ paymentMethod: 'bank-transfer' });
    expect((await markRest(paid.body.order._id, 'paid')).status).toBe(200);
    // An order stored before payments: no payment at all.
    await orders.collection.updateOne(
      { _id: new Types.ObjectId(older.body.order._id as string) },
      { $unset: { payment: '' } },
    );
    const list = async (paymentState: string) => {
      const res = await gql(
        a.http,
        'query($state: PaymentState) { orders(paymentState: $state, first: 100) { totalCount edges { node { id payment { state } } } } }',
        { state: paymentState },
        admin.token,
      );
      expect(res.body.errors).toBeUndefined();
      return res.body.data.orders as {
        totalCount: number;
        edges: Array<{ node: { id: string; payment: { state: string } } }>;
      };
    };
    const before = await list('AWAITING');
    expect(before.edges.map((edge) => edge.node.id)).not.toContain(older.body.order._id);

    await a.app.get(OrderPayments).expire();
    const awaiting = await list('AWAITING');
    expect(awaiting.edges.map((edge) => edge.node.id)).toContain(older.body.order._id);
    expect(new Set(awaiting.edges.map((edge) => edge.node.payment.state))).toEqual(new Set(['AWAITING']));
    expect(awaiting.totalCount).toBe(awaiting.edges.length);
    const paidOnes = await list('PAID');
    expect(paidOnes.edges.map((edge) => edge.node.id)).toContain(paid.body.order._id);
    expect(new Set(paidOnes.edges.map((edge) => edge.node.payment.state))).toEqual(new Set(['PAID']));
    const stored = await orders.collection.findOne({ _id: new Types.ObjectId(older.body.order._id as string) });
    expect(stored?.payment).toEqual({ method: 'on-delivery', name: 'Pay on delivery or in store', state: 'awaiting' });
  });

  it('cancels unpaid transfers past their days once, with two instances running the expiry at once', async () => {
    const before = await stocksOf(a.app.get(BooksService), bookIds);
    const late = await placeRest({ paymentMethod: 'bank-transfer' });
    const paidLate = await placeRest({ paymentMethod: 'bank-transfer' });
    const recent = await placeRest({ paymentMethod: 'bank-transfer' });
    const onDelivery = await placeRest({ paymentMethod: 'on-delivery' });
    const sixDaysAgo = new Date(Date.now() - 6 * 24 * 60 * 60_000);
    await orders.collection.updateMany(
      { _id: { $in: [late, paidLate, onDelivery].map((res) => new Types.ObjectId(res.body.order._id as string)) } },
      { $set: { orderedAt: sixDaysAgo } },
    );
    expect((await markRest(paidLate.body.order._id, 'paid')).status).toBe(200);
    await a.app.get(OutboxService).sweep();
    smtp.clear();

    const counts = await Promise.all([a.app.get(OrderPayments).expire(), b.app.get(OrderPayments).expire()]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(1);

    const statusOf = async (res: { body: { order: { _id: string } } }) =>
      (await a.http.get(`/api/admin/orders/${res.body.order._id}`).set(auth(admin))).body.order;
    const expired = await statusOf(late);
    expect({ status: expired.status, payment: expired.payment.state }).toEqual({
      status: 'cancelled',
      payment: 'void',
    });
    for (const kept of [paidLate, recent, onDelivery]) expect((await statusOf(kept)).status).toBe('pending');
    // The expired order's copy is back; the three others still hold theirs.
    expect(await stocksOf(a.app.get(BooksService), bookIds)).toEqual([before[0] - 3, before[1]]);

    await Promise.all([a.app.get(OutboxService).sweep(), b.app.get(OutboxService).sweep()]);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].subject).toContain(`order #${late.body.order._id.slice(-8)}`);
    expect(smtp.received[0].text).toContain('we did not receive its payment in time');
    expect(await a.app.get(OrderPayments).expire()).toBe(0);
  });
});
