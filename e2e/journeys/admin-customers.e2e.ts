import type { Browser, Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/a11y';
import { newPerson, registerThroughForm } from '../support/accounts';
import { addBook, gql, tokenOf } from '../support/api';
import { expectPath, newVisitor, screenshot, screenshotBoth, useStore, WIDTHS } from '../support/browser';

/**
 * The admin's customers in the browser: search a customer from the list, open their page, follow
 * one of their orders, and download its packing slip; ticked orders download theirs together.
 */
describe('customers and packing slips in the browser', () => {
  const store = useStore();
  let browser: Browser;
  let admin: Page;
  let customerName = '';
  let orderId = '';

  beforeAll(async () => {
    browser = store.browser();
    ({ page: admin } = await newVisitor(browser));
    await registerThroughForm(admin, newPerson('owner'), { role: 'admin' });
    const bookId = await addBook(await tokenOf(admin.context()), { title: 'Packed Poems', price: 12, stock: 9 });
    for (const prefix of ['quinn', 'robin']) {
      const visitor = await newVisitor(browser);
      const person = newPerson(prefix);
      await registerThroughForm(visitor.page, person);
      const { placeOrderNow } = await gql<{ placeOrderNow: { order: { id: string } } }>(
        await tokenOf(visitor.context),
        'mutation Buy($lines: [OrderLineInput!]!) { placeOrderNow(lines: $lines) { order { id } } }',
        { lines: [{ bookId, quantity: 2 }] },
      );
      if (prefix === 'quinn') {
        customerName = person.name;
        orderId = placeOrderNow.order.id;
      }
      await visitor.context.close();
    }
  });

  it('searches a customer, opens their page and an order, and downloads its packing slip', async () => {
    await admin.goto('/admin');
    await admin.getByRole('link', { name: 'Customers' }).first().click();
    await expectPath(admin, '/admin/customers');
    await admin.getByText(/^Showing \d+ of \d+ customers$/).waitFor();
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await screenshotBoth(admin.context(), '/admin/customers', 'admin-customers');

    await admin.getByLabel('Search by name or email').fill(customerName.slice(0, 5));
    await admin.getByText('Showing 1 of 1 customers').waitFor();
    const row = admin.getByTestId('customer-row');
    await row.getByText('$24.00').waitFor();
    await row.getByRole('link', { name: customerName }).click();

    await expectPath(admin, /^\/admin\/customers\/[0-9a-f]{24}$/);
    await admin.getByRole('heading', { level: 1, name: customerName }).waitFor();
    const orders = admin.getByRole('region', { name: 'Orders' });
    await orders.getByRole('link', { name: `Order #${orderId.slice(-8)}` }).waitFor();
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await screenshotBoth(admin.context(), new URL(admin.url()).pathname, 'admin-customer');

    await orders.getByRole('link', { name: `Order #${orderId.slice(-8)}` }).click();
    await expectPath(admin, `/admin/orders/${orderId}`);
    const [slip] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Packing slip' }).click(),
    ]);
    expect(slip.suggestedFilename()).toBe(`packing-slip-${orderId.slice(-8)}.pdf`);
    // The customer's name leads back to their page.
    await admin.getByRole('link', { name: customerName }).click();
    await expectPath(admin, /^\/admin\/customers\/[0-9a-f]{24}$/);
  });

  it('ticks orders from the keyboard and downloads their packing slips as one PDF', async () => {
    await admin.goto('/admin/orders');
    const all = admin.getByRole('checkbox', { name: 'Select all on this page' });
    await all.waitFor();
    await all.focus();
    await admin.keyboard.press('Space');
    const action = admin.getByRole('button', { name: /^Packing slips \(\d+\)$/ });
    expect(await action.textContent()).toBe('Packing slips (2)');
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await screenshot(admin, 'admin-orders-selected');
    const [download] = await Promise.all([admin.waitForEvent('download'), action.click()]);
    expect(download.suggestedFilename()).toBe('packing-slips-2-orders.pdf');
  });

  it('shows customers as cards on a phone', async () => {
    const phone = await browser.newContext({
      baseURL: new URL(admin.url()).origin,
      viewport: { width: WIDTHS.phone, height: 780 },
      storageState: await admin.context().storageState(),
    });
    const page = await phone.newPage();
    await page.goto('/admin/customers');
    const cards = page.getByTestId('customer-row');
    await cards.first().waitFor();
    expect(await cards.first().evaluate((card) => card.tagName)).toBe('LI');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTHS.phone);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await phone.close();
  });
});
