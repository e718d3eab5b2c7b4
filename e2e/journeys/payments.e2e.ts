import type { Browser, Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/a11y';
import { newPerson, registerThroughForm } from '../support/accounts';
import { addBook, gql, tokenOf } from '../support/api';
import { quoteShown } from '../support/checkout';
import { join } from 'node:path';
import {
  expectPath,
  expectToast,
  newVisitor,
  SCREENSHOT_DIR,
  screenshot,
  screenshotBoth,
  useStore,
  WIDTHS,
} from '../support/browser';

const ACCOUNT = 'GB33 BUKB 2020 1555 5555 55';

/**
 * Payments in the browser: the admin turns bank transfer on in Settings; a shopper chooses it at
 * checkout (from the keyboard) and reads the account and reference on the order page; another
 * pays on delivery; the admin marks an order paid, cancels a paid order and marks its refund made.
 */
describe('payments in the browser', () => {
  const store = useStore();
  let browser: Browser;
  let admin: Page;
  let shopper: Page;
  let bookId = '';

  beforeAll(async () => {
    browser = store.browser();
    ({ page: admin } = await newVisitor(browser));
    await registerThroughForm(admin, newPerson('cashier'), { role: 'admin' });
    bookId = await addBook(await tokenOf(admin.context()), { title: 'Paid In Full', price: 12, stock: 10 });
    ({ page: shopper } = await newVisitor(browser));
    await registerThroughForm(shopper, newPerson('payer'));
  });

  it('turns bank transfer on in Settings, first in the checkout', async () => {
    await admin.goto('/admin/settings#payments');
    const form = admin.getByRole('form', { name: 'Payment settings' });
    await form.getByRole('switch', { name: 'Bank transfer' }).check();
    await form.getByRole('button', { name: 'Move Bank transfer up' }).click();
    await form.getByRole('textbox', { name: 'Account holder' }).fill('Bookstore Ltd');
    await form.getByRole('textbox', { name: 'Account number (IBAN)' }).fill(ACCOUNT);
    await form.getByRole('textbox', { name: 'Bank' }).fill('Booktown Bank');
    // The section alone at both widths (the whole settings page is long).
    for (const width of Object.values(WIDTHS)) {
      await admin.setViewportSize({ width, height: 1800 });
      await form.screenshot({ path: join(SCREENSHOT_DIR, `settings-payments-${width}.png`) });
    }
    await admin.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await form.getByRole('button', { name: 'Save payment settings' }).click();
    await expectToast(admin, 'Payment settings updated');
    expect(await seriousA11yViolations(admin)).toEqual([]);
  });

  it('checks out with bank transfer chosen from the keyboard, and shows the account and reference', async () => {
    await gql(await tokenOf(shopper.context()), 'mutation($id: ID!) { addToCart(bookId: $id) { message } }', {
      id: bookId,
    });
    await shopper.goto('/cart');
    await shopper.getByRole('button', { name: 'Place Order' }).click();
    const review = shopper.getByRole('dialog', { name: 'Confirm your order' });
    await quoteShown(review);
    const payment = review.getByRole('group', { name: 'Payment' });
    const transfer = payment.getByRole('radio', { name: /Bank transfer/ });
    expect(await transfer.isChecked()).toBe(true);
    // Arrow keys move between the methods, as in any radio group; back up to bank transfer.
    await transfer.focus();
    await shopper.keyboard.press('ArrowDown');
    expect(await payment.getByRole('radio', { name: /Pay on delivery/ }).isChecked()).toBe(true);
    await shopper.keyboard.press('ArrowUp');
    expect(await transfer.isChecked()).toBe(true);
    expect(await seriousA11yViolations(shopper)).toEqual([]);
    await screenshot(shopper, 'checkout-payment-methods', { fullPage: false });
    await shopper.setViewportSize({ width: WIDTHS.phone, height: 780 });
    await payment.scrollIntoViewIfNeeded();
    await screenshot(shopper, 'checkout-payment-methods', { fullPage: false });
    await shopper.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await review.getByRole('button', { name: 'Confirm order' }).click();
    await expectToast(shopper, 'Order placed successfully!');
    await expectPath(shopper, /^\/orders\/[0-9a-f]{24}$/);
    const orderId = new URL(shopper.url()).pathname.split('/').pop()!;

    const details = shopper.getByTestId('bank-details');
    await details.waitFor();
    const text = (await details.textContent())?.replace(/\s+/g, ' ') ?? '';
    expect(text).toContain(ACCOUNT);
    expect(text).toContain(`Reference${orderId.slice(-8).toUpperCase()}`);
    expect(await shopper.getByRole('region', { name: 'Payment' }).getByText('Awaiting payment').count()).toBe(1);
    expect(await seriousA11yViolations(shopper)).toEqual([]);
    await screenshotBoth(shopper.context(), `/orders/${orderId}`, 'order-bank-transfer');
  });

  it('lets the admin mark an order paid, cancel it, and mark the refund made', async () => {
    const { placeOrderNow } = await gql<{ placeOrderNow: { order: { id: string } } }>(
      await tokenOf(shopper.context()),
      'mutation Buy($lines: [OrderLineInput!]!) { placeOrderNow(lines: $lines, paymentMethod: "on-delivery") { order { id } } }',
      { lines: [{ bookId, quantity: 1 }] },
    );
    const id = placeOrderNow.order.id;
    const short = id.slice(-8);

    await admin.goto(`/admin/orders/${id}`);
    const card = admin.getByRole('region', { name: 'Payment' });
    await card.getByText('Pay on delivery or in store').waitFor();
    await card.getByRole('button', { name: 'Mark paid' }).click();
    const paid = admin.getByRole('alertdialog', { name: 'Mark paid' });
    expect(await paid.textContent()).toContain(`order #${short}`);
    await paid.getByRole('button', { name: 'Mark Paid' }).click();
    await expectToast(admin, 'Order marked paid');
    await card.getByText('Paid', { exact: true }).first().waitFor();

    const select = admin.getByRole('combobox', { name: `Status of order #${short}` });
    await select.selectOption('CANCELLED');
    await admin
      .getByRole('alertdialog', { name: 'Cancel order' })
      .getByRole('button', { name: 'Cancel Order' })
      .click();
    await expectToast(admin, 'Order status updated to cancelled');
    await card.getByRole('button', { name: 'Mark refunded' }).waitFor();
    expect(await card.getByText('Refund due', { exact: true }).count()).toBeGreaterThan(0);
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await screenshotBoth(admin.context(), `/admin/orders/${id}`, 'admin-order-refund-due');

    await card.getByRole('button', { name: 'Mark refunded' }).click();
    await admin
      .getByRole('alertdialog', { name: 'Mark refunded' })
      .getByRole('button', { name: 'Mark Refunded' })
      .click();
    await expectToast(admin, 'Order marked refunded');
    await card.getByText('Refunded', { exact: true }).first().waitFor();
    expect(await card.getByRole('button').count()).toBe(0);

    await admin.goto('/admin/orders');
    const row = admin.locator(`[data-testid="admin-order-row"][data-order-id="${id}"]`);
    await row.getByText('Refunded').waitFor();
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await screenshotBoth(admin.context(), '/admin/orders', 'admin-orders-payments');
  });
});
