import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/a11y';
import { newPerson, registerThroughForm } from '../support/accounts';
import { addBook, gql, tokenOf } from '../support/api';
import { expectPath, expectToast, newVisitor, screenshot, screenshotBoth, useStore } from '../support/browser';

/**
 * Fulfilment tracking in the browser: the admin adds a carrier in Settings, ships an order with a
 * tracking number from the keyboard, and the shopper's order page links the number to the carrier.
 */
describe('shipment tracking in the browser', () => {
  const store = useStore();
  let browser: Browser;
  let admin: Page;
  let shopper: BrowserContext;
  let orderId = '';

  beforeAll(async () => {
    browser = store.browser();
    ({ page: admin } = await newVisitor(browser));
    await registerThroughForm(admin, newPerson('shipper'), { role: 'admin' });
    const bookId = await addBook(await tokenOf(admin.context()), { title: 'Tracked Parcel', price: 9, stock: 5 });
    const visitor = await newVisitor(browser);
    await registerThroughForm(visitor.page, newPerson('receiver'));
    const { placeOrderNow } = await gql<{ placeOrderNow: { order: { id: string } } }>(
      await tokenOf(visitor.context),
      'mutation Buy($lines: [OrderLineInput!]!) { placeOrderNow(lines: $lines) { order { id } } }',
      { lines: [{ bookId, quantity: 1 }] },
    );
    orderId = placeOrderNow.order.id;
    shopper = visitor.context;
  });

  it('adds a carrier, ships with a tracking number from the keyboard, and the shopper follows the link', async () => {
    // Settings: the empty Carriers section, then DHL added from its dialog with the keyboard.
    await admin.goto('/admin/settings');
    const carriers = admin.getByRole('region', { name: 'Carriers' });
    await carriers.getByText('No carriers yet: orders are shipped without a tracking link.').waitFor();
    await carriers.getByRole('button', { name: 'Add carrier' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add carrier' });
    await dialog.getByLabel(/^Name/).focus();
    await admin.keyboard.type('DHL');
    await admin.keyboard.press('Tab');
    await admin.keyboard.type('https://www.dhl.com/track?id={number}');
    await admin.keyboard.press('Enter');
    await expectToast(admin, 'Carrier added');
    await carriers.getByText('https://www.dhl.com/track?id={number}').waitFor();
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await screenshotBoth(admin.context(), '/admin/settings#carriers', 'settings-carriers');

    // The order: Shipped asks for the carrier and the number; all from the keyboard.
    const short = orderId.slice(-8);
    await admin.goto(`/admin/orders/${orderId}`);
    const select = admin.getByRole('combobox', { name: `Status of order #${short}` });
    await select.focus();
    await select.selectOption('SHIPPED');
    const question = admin.getByRole('alertdialog', { name: 'Mark as shipped' });
    await question.waitFor();
    const carrier = question.getByRole('combobox', { name: 'Carrier' });
    await carrier.getByRole('option', { name: 'DHL' }).waitFor({ state: 'attached' });
    // Focus starts on Keep Pending (the harmless choice); the fields come before it.
    await admin.keyboard.press('Shift+Tab');
    await admin.keyboard.press('Shift+Tab');
    expect(await admin.evaluate(() => document.activeElement?.id)).toBe(await carrier.getAttribute('id'));
    await admin.keyboard.press('ArrowDown'); // No carrier → DHL
    expect(await carrier.inputValue()).toBe('DHL');
    await admin.keyboard.press('Tab');
    await admin.keyboard.type('00340434161234567890');
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await screenshot(admin, 'shipment-dialog', { fullPage: false });
    await admin.keyboard.press('Enter'); // submits the dialog's form
    await expectToast(admin, 'Order status updated to shipped');
    const adminShipment = admin.getByTestId('order-shipment');
    await adminShipment.getByRole('link', { name: /00340434161234567890/ }).waitFor();

    // The shopper's order page: "Shipped with DHL · 0034…", the number a link to DHL in a new tab.
    const page = await shopper.newPage();
    await page.goto(`/orders/${orderId}`);
    await expectPath(page, `/orders/${orderId}`);
    const shipment = page.getByTestId('order-shipment');
    await shipment.waitFor();
    expect((await shipment.textContent())?.replace(/\s+/g, ' ')).toContain('Shipped with DHL');
    const link = shipment.getByRole('link', { name: /00340434161234567890/ });
    expect(await link.getAttribute('href')).toBe('https://www.dhl.com/track?id=00340434161234567890');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotBoth(shopper, `/orders/${orderId}`, 'shopper-order-shipped');
  });
});
