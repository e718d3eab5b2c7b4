import { createServer, type Server, type Socket, connect } from 'node:net';
import { Types } from 'mongoose';
import { BooksService } from '../../src/books/books.service';
import { OutboxService } from '../../src/mail/outbox.service';
import { CardPayments } from '../../src/orders/stripe/card-payments.service';
import { Account, expectError, expectGqlError, gql, registerUser } from '../setup/helpers';
import { SmtpSink } from '../setup/smtp-sink';
import {
  describeWithStripeMock,
  freePort,
  signedEvent,
  startStripeMock,
  stripeEnv,
  type StripeMock,
} from '../setup/stripe-mock';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addBooks, stocksOf } from './order-fixtures';

const PAYMENT_FIELDS = 'payment { method state checkoutUrl paidAmount refundAmount refundError }';

/**
 * A TCP relay in front of stripe-mock that can drop connections: a refund that fails at the
 * network level (Stripe unreachable), then goes through once the relay forwards again.
 */
async function relayTo(
  target: string,
): Promise<{ base: string; failing: boolean; fail(): void; close(): Promise<void> }> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  const state = { failing: false };
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (state.failing) return void socket.destroy();
    const upstream = connect(Number(port), hostname);
    socket.pipe(upstream).pipe(socket);
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  const own = await freePort();
  await new Promise<void>((resolve) => server.listen(own, '127.0.0.1', resolve));
  return Object.assign(state, {
    base: `http://127.0.0.1:${own}`,
    /** Drops every connection, kept-alive ones too, and refuses new ones until `failing` is false. */
    fail: () => {
      state.failing = true;
      for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
}

/**
 * Card payments through Stripe Checkout against stripe-mock: placing opens a session (both
 * transports), the signed webhook pays or cancels once however often, late or out of order it
 * comes, unsigned requests are refused, and a cancelled paid card order is refunded through
 * Stripe by the refund job, retried when Stripe cannot be reached.
 */
describeWithStripeMock('card payments through Stripe Checkout', () => {
  let stripe: StripeMock;
  let relay: Awaited<ReturnType<typeof relayTo>>;
  let smtp: SmtpSink;
  let a: TestApp;
  let admin: Account;
  let shopper: Account;
  let bookIds: string[];
  const auth = (account: Account) => ({ authorization: `Bearer ${account.token}` });

  beforeAll(async () => {
    stripe = await startStripeMock();
    relay = await relayTo(stripe.base);
    smtp = await SmtpSink.start();
    a = await createTestApp({ SMTP_URL: smtp.url, STORE_CURRENCY: 'EUR', ...stripeEnv(relay.base) });
    admin = await registerUser(a.http, { role: 'admin', name: 'Admin' });
    shopper = await registerUser(a.http, { name: 'Ada' });
    bookIds = await addBooks(a.app.get(BooksService), [100, 100], 'Card Book');
    const settings = await a.http
      .put('/api/admin/pricing/payments')
      .set(auth(admin))
      .send({
        methods: [
          { id: 'card', enabled: true },
          { id: 'on-delivery', enabled: true },
          { id: 'bank-transfer', enabled: false },
        ],
        expiryDays: 5,
      });
    expect(settings.status).toBe(200);
  });

  afterAll(async () => {
    await a?.close();
    await smtp?.stop();
    await relay?.close();
    await stripe?.stop();
  });

  beforeEach(() => smtp.clear());

  const placeRest = () =>
    a.http
      .post('/api/user/order/manual')
      .set(auth(shopper))
      .send({ books: [{ book: bookIds[0], quantity: 2 }], paymentMethod: 'card' });

  const placeCard = async (): Promise<{ id: string; total: number }> => {
    const placed = await placeRest();
    expect(placed.status).toBe(201);
    return { id: placed.body.order._id, total: placed.body.order.totalAmount };
  };

  const deliver = (event: { payload: string; signature?: string }) => {
    const req = a.http.post('/api/payments/stripe/webhook').set('content-type', 'application/json');
    return (event.signature ? req.set('stripe-signature', event.signature) : req).send(event.payload);
  };

  const mine = async (id: string) => (await a.http.get(`/api/user/orders/${id}`).set(auth(shopper))).body.order;

  it('opens a Checkout Session when a card order is placed (REST and GraphQL), the order awaiting payment', async () => {
    const placed = await placeRest();
    expect(placed.status).toBe(201);
    expect(placed.body.order.payment).toMatchObject({ method: 'card', methodName: 'Card', state: 'awaiting' });
    expect(placed.body.order.payment.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);

    const viaGraphql = await gql(
      a.http,
      `mutation($lines: [OrderLineInput!]!) { placeOrderNow(lines: $lines, paymentMethod: "card") { order { id ${PAYMENT_FIELDS} } } }`,
      { lines: [{ bookId: bookIds[0], quantity: 1 }] },
      shopper.token,
    );
    expect(viaGraphql.body.errors).toBeUndefined();
    const payment = viaGraphql.body.data.placeOrderNow.order.payment;
    expect(payment).toMatchObject({ method: 'card', state: 'AWAITING', paidAmount: null });
    expect(payment.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);

    const quote = await a.http
      .post('/api/user/checkout/quote')
      .set(auth(shopper))
      .send({ lines: [{ bookId: bookIds[0], quantity: 1 }] });
    expect(quote.body.quote.paymentMethods.map((m: { id: string }) => m.id)).toEqual(['card', 'on-delivery']);
  });

  it('marks the order paid on a signed checkout.session.completed, seen through both transports, once however often it comes', async () => {
    const { id, total } = await placeCard();
    await a.app.get(OutboxService).sweep();
    smtp.clear();
    const event = signedEvent('checkout.session.completed', id, { amountTotal: Math.round(total * 100) });
    const delivered = await deliver(event);
    expect(delivered.status).toBe(200);
    expect(delivered.body).toEqual({ received: true });
    expect((await mine(id)).payment).toMatchObject({ state: 'paid', paidAmount: total, checkoutUrl: null });
    const viaGraphql = await gql(
      a.http,
      `query($id: ID!) { order(id: $id) { ${PAYMENT_FIELDS} } }`,
      { id },
      shopper.token,
    );
    expect(viaGraphql.body.data.order.payment.state).toBe('PAID');

    // The same event again (Stripe retries), then one signed anew with the same id: no second move.
    const before = (await a.http.get(`/api/admin/orders/${id}`).set(auth(admin))).body.order;
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(signedEvent('checkout.session.completed', id, { id: event.id }))).status).toBe(200);
    const after = (await a.http.get(`/api/admin/orders/${id}`).set(auth(admin))).body.order;
    expect(after.payment.paidAt).toBe(before.payment.paidAt);

    // Expired after completed: it stays paid and is not cancelled.
    expect((await deliver(signedEvent('checkout.session.expired', id))).status).toBe(200);
    expect(await mine(id)).toMatchObject({ status: 'pending', payment: { state: 'paid' } });
    await a.app.get(OutboxService).sweep();
    expect(smtp.received).toHaveLength(0); // the confirmation went when it was placed; no cancellation
    const history = (await mine(id)).statusHistory ?? [];
    expect(history.filter((change: { status: string }) => change.status === 'cancelled')).toHaveLength(0);
  });

  it('refuses a webhook without a valid signature with 400 and the error shape, and applies nothing', async () => {
    const { id } = await placeCard();
    const event = signedEvent('checkout.session.completed', id);
    const wrong = signedEvent('checkout.session.completed', id, { secret: 'whsec_someone_else' });
    expectError(
      await deliver({ payload: event.payload, signature: wrong.signature }),
      400,
      'WEBHOOK_SIGNATURE_INVALID',
    );
    expectError(await deliver({ payload: event.payload }), 400, 'WEBHOOK_SIGNATURE_INVALID');
    const tampered = event.payload.replace('"paid"', '"unpaid"');
    expectError(await deliver({ payload: tampered, signature: event.signature }), 400, 'WEBHOOK_SIGNATURE_INVALID');
    const unsigned = await a.http.post('/api/payments/stripe/webhook').send(JSON.parse(event.payload));
    expectError(unsigned, 400, 'WEBHOOK_SIGNATURE_INVALID');
    expect(unsigned.body.message).toBe('The Stripe-Signature header is missing');
    expect((await mine(id)).payment.state).toBe('awaiting');
  });

  it('cancels the order on checkout.session.expired: its stock back, one email, once however often it comes', async () => {
    const [stockBefore] = await stocksOf(a.app.get(BooksService), [bookIds[0]]);
    const { id } = await placeCard();
    await a.app.get(OutboxService).sweep();
    smtp.clear();
    const event = signedEvent('checkout.session.expired', id);
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    expect(await mine(id)).toMatchObject({ status: 'cancelled', payment: { state: 'void' } });
    expect(await stocksOf(a.app.get(BooksService), [bookIds[0]])).toEqual([stockBefore]);
    await a.app.get(OutboxService).sweep();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].text).toContain('did not receive its payment in time');
  });

  it('refunds a paid card order cancelled by its shopper through Stripe, with an email for each', async () => {
    const { id, total } = await placeCard();
    await deliver(signedEvent('checkout.session.completed', id, { amountTotal: Math.round(total * 100) }));
    await a.app.get(OutboxService).sweep();
    smtp.clear();
    const cancelled = await a.http.post(`/api/user/orders/${id}/cancel`).set(auth(shopper));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order.payment).toMatchObject({ state: 'refund-due', refundAmount: total });

    await a.app.get(CardPayments).refundDue();
    expect((await mine(id)).payment).toMatchObject({ state: 'refunded', refundAmount: total });
    await a.app.get(CardPayments).refundDue(); // nothing left to refund
    await a.app.get(OutboxService).sweep();
    expect(smtp.received).toHaveLength(2);
    const cancellation = smtp.received.find((mail) => mail.subject.startsWith('Your order was cancelled'))!;
    expect(cancellation.text).toContain(`You paid €${total.toFixed(2)} for this order:`);
    const refund = smtp.received.find((mail) => mail.subject.startsWith('Your payment was refunded'))!;
    expect(refund.text).toContain(`We have refunded €${total.toFixed(2)} to you for order #${id.slice(-8)}.`);
    expect(refund.text).toContain('It can take a few days to show on your card statement.');
  });

  it('retries a refund Stripe could not be reached for, showing the failure to the admin meanwhile', async () => {
    const { id, total } = await placeCard();
    await deliver(signedEvent('checkout.session.completed', id, { amountTotal: Math.round(total * 100) }));
    const cancelled = await a.http.put(`/api/admin/orders/${id}`).set(auth(admin)).send({ status: 'cancelled' });
    expect(cancelled.status).toBe(200);

    relay.fail();
    try {
      await expect(a.app.get(CardPayments).refundDue()).rejects.toThrow(/Refunds failed/);
    } finally {
      relay.failing = false;
    }
    const failed = (await a.http.get(`/api/admin/orders/${id}`).set(auth(admin))).body.order.payment;
    expect(failed.state).toBe('refund-due');
    expect(failed.refundError).toMatch(/\S/);
    expect((await mine(id)).payment.refundError).toBeNull();

    await a.app.get(CardPayments).refundDue();
    const refunded = (await a.http.get(`/api/admin/orders/${id}`).set(auth(admin))).body.order.payment;
    expect(refunded).toMatchObject({ state: 'refunded', refundError: null, canMarkRefunded: false });
  });

  it('refunds a card payment completed after its order was cancelled, and tells the shopper: the order stays cancelled', async () => {
    const { id, total } = await placeCard();
    expect((await a.http.post(`/api/user/orders/${id}/cancel`).set(auth(shopper))).status).toBe(200);
    await a.app.get(OutboxService).sweep();
    smtp.clear();
    await deliver(signedEvent('checkout.session.completed', id, { amountTotal: Math.round(total * 100) }));
    expect(await mine(id)).toMatchObject({ status: 'cancelled', payment: { state: 'refund-due', paidAmount: total } });
    await a.app.get(CardPayments).refundDue();
    expect((await mine(id)).payment.state).toBe('refunded');
    await a.app.get(CardPayments).refundDue(); // refunded once: one email
    await a.app.get(OutboxService).sweep();
    expect(smtp.received.map((mail) => mail.subject)).toEqual([`Your payment was refunded (order #${id.slice(-8)})`]);
    expect(smtp.received[0].text).toContain(`We have refunded €${total.toFixed(2)} to you for order #${id.slice(-8)}.`);
  });

  it('closes the Checkout Session of a card order cancelled before it was paid, retried while Stripe cannot be reached', async () => {
    const { id } = await placeCard();
    expect((await a.http.post(`/api/user/orders/${id}/cancel`).set(auth(shopper))).status).toBe(200);
    const toClose = () =>
      a.connection.collection('orders').countDocuments({ _id: new Types.ObjectId(id), 'payment.closeSession': true });
    expect(await toClose()).toBe(1);

    relay.fail();
    try {
      await expect(a.app.get(CardPayments).refundDue()).rejects.toThrow(/Checkout Sessions not closed/);
    } finally {
      relay.failing = false;
    }
    expect(await toClose()).toBe(1);
    await a.app.get(CardPayments).refundDue();
    expect(await toClose()).toBe(0);
    expect(await mine(id)).toMatchObject({ status: 'cancelled', payment: { state: 'void', checkoutUrl: null } });
  });

  it('lets no shopper mark a card order paid, nor the admin (Stripe records it)', async () => {
    const { id } = await placeCard();
    expectError(
      await a.http.put(`/api/admin/orders/${id}/payment`).set(auth(shopper)).send({ state: 'paid' }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await a.http.put(`/api/admin/orders/${id}/payment`).set(auth(admin)).send({ state: 'paid' }),
      409,
      'PAYMENT_NOT_CHANGEABLE',
    );
    const viaGraphql = await gql(
      a.http,
      'mutation($id: ID!) { updateOrderPayment(id: $id, state: PAID) { message } }',
      { id },
      shopper.token,
    );
    expectGqlError(viaGraphql, 'FORBIDDEN');
  });

  it('refuses the card with 400 and says why when the store has no Stripe keys', async () => {
    const bare = await createTestApp();
    try {
      const owner = await registerUser(bare.http, { role: 'admin', name: 'Owner' });
      const buyer = await registerUser(bare.http, { name: 'Bo' });
      const [book] = await addBooks(bare.app.get(BooksService), [5], 'Bare Book');
      const placed = await bare.http
        .post('/api/user/order/manual')
        .set(auth(buyer))
        .send({ books: [{ book, quantity: 1 }], paymentMethod: 'card' });
      expectError(placed, 400, 'PAYMENT_METHOD_UNAVAILABLE');
      expect(placed.body.message).toBe(
        'Card is not available at the moment: card payments are not set up on this store. Please choose another payment method',
      );
      const enable = await bare.http
        .put('/api/admin/pricing/payments')
        .set(auth(owner))
        .send({ methods: [{ id: 'card', enabled: true }], expiryDays: 5 });
      expectError(enable, 400, 'VALIDATION_FAILED');
      expect(enable.body.message).toBe('Card needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set on the server');
      const webhook = await bare.http
        .post('/api/payments/stripe/webhook')
        .set('stripe-signature', 't=1,v1=0')
        .send({ id: 'evt_1' });
      expectError(webhook, 400, 'WEBHOOK_SIGNATURE_INVALID');
    } finally {
      await bare.close();
    }
  });
});
