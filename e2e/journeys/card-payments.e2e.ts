import type { Browser, Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/a11y';
import { newPerson, registerThroughForm } from '../support/accounts';
import { addBook, gql, tokenOf } from '../support/api';
import { BASE_URL, expectToast, newVisitor, screenshot, screenshotBoth, useStore, WIDTHS } from '../support/browser';
import { quoteShown } from '../support/checkout';
import { deliverCheckoutCompleted, describeWithStripeMock, useStripeMock } from '../support/stripe';

/** Where stripe-mock's Checkout Sessions send the shopper (its fixture's URL): Stripe's own site. */
const STRIPE_CHECKOUT = /^https:\/\/checkout\.stripe\.com\//;

/**
 * Card payments in the browser, against stripe-mock: the admin turns the card on in Settings; a
 * shopper chooses it at checkout and is sent to the session's URL (Stripe's page, stood in for
 * here); then, as Stripe would, the journey delivers the signed webhook and opens the return
 * address: the order page says "Payment pending", then "Paid" when the live update comes.
 */
describeWithStripeMock('card payments in the browser', () => {
  const stripeEnv = useStripeMock();
  const store = useStore(stripeEnv);
  let browser: Browser;
  let admin: Page;
  let shopper: Page;
  let bookId = '';

  beforeAll(async () => {
    browser = store.browser();
    ({ page: admin } = await newVisitor(browser));
    await registerThroughForm(admin, newPerson('cardadmin'), { role: 'admin' });
    bookId = await addBook(await tokenOf(admin.context()), { title: 'Paid By Card', price: 15, stock: 10 });
    ({ page: shopper } = await newVisitor(browser));
    await registerThroughForm(shopper, newPerson('cardpayer'));
  });

  it('turns the card on in Settings', async () => {
    await admin.goto('/admin/settings#payments');
    const form = admin.getByRole('form', { name: 'Payment settings' });
    await form.getByRole('switch', { name: 'Card' }).check();
    await form.getByRole('button', { name: 'Save payment settings' }).click();
    await expectToast(admin, 'Payment settings updated');
  });

  it("pays by card: Stripe's page, then Payment pending on the way back, then Paid", async () => {
    await gql(await tokenOf(shopper.context()), 'mutation($id: ID!) { addToCart(bookId: $id) { message } }', {
      id: bookId,
    });
    // Stripe's page is another site: the journey stands in for it.
    const visited: string[] = [];
    await shopper.route(STRIPE_CHECKOUT, async (route) => {
      visited.push(route.request().url());
      await route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Stripe Checkout</title><main><h1>Stripe Checkout</h1></main></html>',
      });
    });
    await shopper.goto('/cart');
    await shopper.getByRole('button', { name: 'Place Order' }).click();
    const review = shopper.getByRole('dialog', { name: 'Confirm your order' });
    await quoteShown(review);
    const card = review.getByRole('group', { name: 'Payment' }).getByRole('radio', { name: /^Card/ });
    await card.focus();
    await shopper.keyboard.press('Space');
    expect(await card.isChecked()).toBe(true);
    expect(await seriousA11yViolations(shopper)).toEqual([]);
    await screenshot(shopper, 'checkout-card', { fullPage: false });
    await shopper.setViewportSize({ width: WIDTHS.phone, height: 780 });
    await card.scrollIntoViewIfNeeded();
    await screenshot(shopper, 'checkout-card', { fullPage: false });
    await shopper.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await review.getByRole('button', { name: 'Confirm order' }).click();
    await shopper.waitForURL(STRIPE_CHECKOUT, { timeout: 15_000 });
    expect(visited).toHaveLength(1);

    const { myOrders } = await gql<{ myOrders: { edges: { node: { id: string; totalAmount: number } }[] } }>(
      await tokenOf(shopper.context()),
      '{ myOrders(first: 1) { edges { node { id totalAmount } } } }',
    );
    const { id, totalAmount } = myOrders.edges[0].node;

    // Stripe sends the shopper back before its webhook has come: the payment is pending.
    await shopper.goto(`/orders/${id}?payment=return`);
    const payment = shopper.getByRole('region', { name: 'Payment' });
    await payment.getByText('Payment pending').waitFor();
    expect(await payment.getByText('Awaiting payment').count()).toBe(1);
    expect(await seriousA11yViolations(shopper)).toEqual([]);
    await screenshotBoth(shopper.context(), `/orders/${id}?payment=return`, 'order-card-pending');

    await deliverCheckoutCompleted(BASE_URL(), id, Math.round(totalAmount * 100));
    await payment.getByText('Paid', { exact: true }).first().waitFor({ timeout: 15_000 });
    expect(await payment.getByText('Payment pending').count()).toBe(0);
    expect(await seriousA11yViolations(shopper)).toEqual([]);
    await screenshotBoth(shopper.context(), `/orders/${id}?payment=return`, 'order-card-paid');
  });
});
