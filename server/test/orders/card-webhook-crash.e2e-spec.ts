import { call, killStore, CrashSite, registerOn } from '../setup/store-process';
import { describeWithStripeMock, signedEvent, startStripeMock, type StripeMock } from '../setup/stripe-mock';

/**
 * The real store as a child process on a data folder of its own, killed with SIGKILL (Node and its
 * Java database) after Stripe's webhook has arrived and been verified but before its effect
 * (STRIPE_TEST_WEBHOOK_DELAY_MS holds it there). Started again on the same folder, Stripe's retry
 * of the same event pays the order, and a further retry changes nothing.
 */
describeWithStripeMock('a store killed between a webhook arriving and its effect', () => {
  let site: CrashSite;
  let stripe: StripeMock;

  beforeAll(async () => {
    site = new CrashSite('webhook-crash');
    stripe = await startStripeMock();
  });

  afterAll(async () => {
    await site?.close();
    await stripe?.stop();
  });

  it('pays the order once, from the event delivered again after the restart', async () => {
    const first = await site.start({ ...stripe.env, STRIPE_TEST_WEBHOOK_DELAY_MS: '60000' });
    const register = (name: string, role: 'admin' | 'user') => registerOn(first, name, role, 'webhook-crash.test');
    const admin = await register('Admin', 'admin');
    const shopper = await register('Shopper', 'user');
    const book = await call(first.base, '/api/admin/addBook', {
      method: 'POST',
      token: admin,
      body: { title: 'Crash Card Book', author: 'Author', category: 'Fiction', price: 12.5, stock: 5 },
    });
    expect(book.status).toBe(201);
    const settings = await call(first.base, '/api/admin/pricing/payments', {
      method: 'PUT',
      token: admin,
      body: { methods: [{ id: 'card', enabled: true }], expiryDays: 5 },
    });
    expect(settings.status).toBe(200);
    const placed = await call(first.base, '/api/user/order/manual', {
      method: 'POST',
      token: shopper,
      body: { books: [{ book: book.body.book._id, quantity: 1 }], paymentMethod: 'card' },
    });
    expect(placed.status).toBe(201);
    const id = placed.body.order._id as string;
    const event = signedEvent('checkout.session.completed', id, { amountTotal: 1250 });
    const deliver = (base: string) =>
      fetch(`${base}/api/payments/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        body: event.payload,
      });

    const held = deliver(first.base).catch(() => undefined); // never answered: the store dies first
    const deadline = Date.now() + 20_000;
    while (!first.log().includes(`Stripe event ${event.id} verified`) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(first.log()).toContain(`Stripe event ${event.id} verified`);
    await killStore(first); // kill -9 between the webhook's arrival and its effect
    await held;

    const second = await site.start(stripe.env);
    const before = await call(second.base, `/api/user/orders/${id}`, { token: shopper });
    expect(before.body.order.payment.state).toBe('awaiting');

    expect((await deliver(second.base)).status).toBe(200); // Stripe's retry
    const paid = await call(second.base, `/api/user/orders/${id}`, { token: shopper });
    expect(paid.body.order.payment).toMatchObject({ state: 'paid', paidAmount: 12.5 });
    expect((await deliver(second.base)).status).toBe(200); // and once more: no second effect
    const again = await call(second.base, `/api/user/orders/${id}`, { token: shopper });
    expect(again.body.order.payment.paidAt).toBe(paid.body.order.payment.paidAt);
  });
});
