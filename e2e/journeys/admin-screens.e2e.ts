import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/a11y';
import { newPerson, registerThroughForm } from '../support/accounts';
import { addBook, gql, tokenOf } from '../support/api';
import { expectPath, expectToast, newVisitor, screenshot, screenshotBoth, useStore, WIDTHS } from '../support/browser';

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The same signed-in browser at another width. */
async function sameSession(browser: Browser, context: BrowserContext, width: number) {
  const visitor = await newVisitor(browser, width);
  await visitor.context.addCookies(await context.cookies());
  return visitor;
}

/**
 * The admin's screens in a real browser: the order page, low stock on the dashboard and in the
 * book list, the complaint response, the mobile menu, and long text at 360 and 1280 px.
 */
describe('admin screens in the browser', () => {
  const store = useStore();
  const tag = Date.now().toString(36);
  // A long name, as people have: the header must still fit from 768 px up.
  const customer = { ...newPerson('customer'), name: 'Maximiliana Montgomery-Fairweather' };
  const adminPerson = newPerson('keeper');
  const longWord = `Unbroken${'x'.repeat(150)}`;
  let browser: Browser;
  let admin: Page;
  let customerContext: BrowserContext;
  let orderId = '';
  let complaintId = '';

  beforeAll(async () => {
    browser = store.browser();
    ({ page: admin } = await newVisitor(browser));
    await registerThroughForm(admin, adminPerson, { role: 'admin' });
    const adminToken = await tokenOf(admin.context());
    for (let i = 1; i <= 12; i++) await addBook(adminToken, { title: `Low ${i} ${tag}`, price: 3, stock: 1 });
    await addBook(adminToken, { title: `Four Left ${tag}`, price: 3, stock: 4 });
    const stocked = await addBook(adminToken, { title: `Well Stocked ${tag}`, price: 12.5, stock: 50 });

    const visitor = await newVisitor(browser);
    await registerThroughForm(visitor.page, customer);
    const token = await tokenOf(visitor.context);
    const { placeOrderNow } = await gql<{ placeOrderNow: { order: { id: string } } }>(
      token,
      'mutation Buy($lines: [OrderLineInput!]!) { placeOrderNow(lines: $lines) { order { id } } }',
      { lines: [{ bookId: stocked, quantity: 2 }] },
    );
    orderId = placeOrderNow.order.id;
    const { submitComplaint } = await gql<{ submitComplaint: { complaint: { id: string } } }>(
      token,
      'mutation File($input: SubmitComplaintInput!) { submitComplaint(input: $input) { complaint { id } } }',
      { input: { title: longWord, description: `${longWord} ${longWord}`, type: 'FEEDBACK' } },
    );
    complaintId = submitComplaint.complaint.id;
    customerContext = visitor.context;
  });

  /** Every width from 360 to 1280 px at which the page is wider than the window. */
  async function widthsThatOverflow(page: Page): Promise<number[]> {
    const overflowing: number[] = [];
    for (let width = 360; width <= 1280; width += 8) {
      await page.setViewportSize({ width, height: 900 });
      if (!(await fitsWidth(page))) overflowing.push(width);
    }
    return overflowing;
  }

  it("opens an order from the dashboard and the orders table on the admin's own page, with the customer", async () => {
    const short = orderId.slice(-8);
    await admin.goto('/admin');
    await admin
      .getByRole('region', { name: 'Recent Orders' })
      .getByRole('link', { name: `Order #${short}` })
      .click();
    await expectPath(admin, `/admin/orders/${orderId}`);
    const card = admin.getByRole('region', { name: 'Customer and status' });
    await card.getByText(customer.name).waitFor();
    await card.getByRole('link', { name: customer.email }).waitFor();
    expect(await seriousA11yViolations(admin)).toEqual([]);

    await admin.getByRole('link', { name: /Back to Orders/ }).click();
    await expectPath(admin, '/admin/orders');
    // From the keyboard: the link's visually hidden "Order " leaves a sliver Playwright aims at.
    await admin
      .locator('[data-testid=admin-order-row]')
      .getByRole('link', { name: `Order #${short}` })
      .focus();
    await admin.keyboard.press('Enter');
    await expectPath(admin, `/admin/orders/${orderId}`);
    await card.getByRole('combobox', { name: `Status of order #${short}` }).selectOption('SHIPPED');
    const question = admin.getByRole('alertdialog', { name: 'Mark as shipped' });
    await question.waitFor();
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await screenshot(admin, 'admin-order-confirm', { fullPage: false });
    await question.getByRole('button', { name: 'Mark as Shipped' }).click();
    await expectToast(admin, 'Order status updated to shipped');
    await admin.getByTestId('status-step').nth(1).and(admin.locator('[aria-current=step]')).waitFor();

    // An internal note, from the keyboard: it tops the list, signed, and the box keeps focus for the next.
    const notes = admin.getByRole('region', { name: 'Internal notes' });
    await notes.getByText('No notes yet.').waitFor();
    await notes.getByRole('textbox', { name: 'New note' }).focus();
    await admin.keyboard.type('Customer called: leave it with the neighbour.');
    await admin.keyboard.press('Tab');
    await admin.keyboard.press('Enter');
    await expectToast(admin, 'Note added');
    const note = notes.getByRole('list', { name: 'Notes, newest first' }).getByRole('listitem').first();
    await note.getByText('Customer called: leave it with the neighbour.').waitFor();
    expect(await note.textContent()).toContain(adminPerson.name);
    expect(await admin.evaluate(() => document.activeElement?.id)).toBe('order-note-text');
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await screenshotBoth(admin.context(), `/admin/orders/${orderId}`, 'admin-order');
    const { context, page } = await sameSession(browser, admin.context(), WIDTHS.phone);
    await page.goto(`/admin/orders/${orderId}`);
    await page.getByRole('region', { name: 'Customer and status' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await context.close();
  });

  it("marks low stock at the dashboard's threshold, and leads from '+N more' to every low-stock book", async () => {
    await admin.goto('/admin');
    const lowStock = admin.getByRole('region', { name: 'Low Stock' });
    await lowStock.getByText('Books with 3 or fewer copies left.').waitFor();
    expect(await lowStock.getByTestId('low-stock-book').count()).toBe(10);
    await screenshotBoth(admin.context(), '/admin', 'admin-dashboard-low-stock');
    await lowStock.getByRole('link', { name: '+2 more books low in stock' }).click();
    await expectPath(admin, '/admin/books');
    expect(new URL(admin.url()).search).toBe('?stock=low');
    await admin.getByText('Showing 12 of 12 books').waitFor();
    expect(await admin.locator('#admin-books-stock').inputValue()).toBe('low');
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await screenshotBoth(admin.context(), '/admin/books?stock=low', 'admin-books-low-stock');

    // 4 copies is above the threshold of 3: not marked low, as the dashboard does not list it.
    await admin.goto(`/admin/books?q=${encodeURIComponent(`four ${tag}`)}`);
    const row = admin.locator('[data-testid=admin-book-row]', { hasText: `Four Left ${tag}` });
    await row.waitFor();
    expect(await row.getByText('Low stock').count()).toBe(0);
    const low = admin.locator('[data-testid=admin-book-row]', { hasText: `Low 1 ${tag}` });
    await admin.goto(`/admin/books?q=${encodeURIComponent(`low 1 ${tag}`)}`);
    await low.getByText('Low stock').waitFor();
  });

  it('answers a complaint: the box empties with focus in it, and the next status change comes with a new message', async () => {
    await admin.goto(`/admin/complaint/${complaintId}`);
    const form = admin.getByRole('region', { name: 'Admin Response' });
    const box = form.getByLabel(/Response Message/);
    const update = form.getByRole('button', { name: 'Update Response' });
    await form.getByLabel('Status').selectOption('IN_PROGRESS');
    await box.fill('We are on it.');
    await update.click();
    await expectToast(admin, 'Complaint updated successfully');
    await admin.getByRole('region', { name: 'Previous Response' }).getByText('We are on it.').waitFor();
    expect(await box.inputValue()).toBe('');
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await update.isDisabled()).toBe(true);

    await form.getByLabel('Status').selectOption('RESOLVED');
    await box.fill('Resolved: a new copy went out today.');
    await update.click();
    await admin.getByRole('region', { name: 'Earlier Responses' }).waitFor();
    const previous = admin.getByRole('region', { name: 'Previous Response' });
    await previous.getByText('Resolved: a new copy went out today.').waitFor();
    expect(
      await admin.getByRole('region', { name: 'Earlier Responses' }).getByTestId('complaint-response').count(),
    ).toBe(1);
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await screenshotBoth(admin.context(), `/admin/complaint/${complaintId}`, 'admin-complaint');
  });

  it('keeps a long unbroken word (and a long name) from widening the complaints lists, 360 to 1280 px', async () => {
    const page = await admin.context().newPage();
    await page.goto('/admin/complaints');
    await page.locator('[data-testid=admin-complaint-row]').first().waitFor();
    expect(await widthsThatOverflow(page)).toEqual([]);
    for (const width of Object.values(WIDTHS)) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, 'admin-complaints-long-word');
    }
    await page.goto(`/admin/complaint/${complaintId}`);
    await page.getByRole('region', { name: 'Admin Response' }).waitFor();
    expect(await widthsThatOverflow(page)).toEqual([]);
    await page.close();

    const mine = await customerContext.newPage();
    await mine.goto('/complaints');
    await mine.locator('[data-testid=complaint-card]').first().waitFor();
    expect(await widthsThatOverflow(mine)).toEqual([]);
    for (const width of Object.values(WIDTHS)) {
      await mine.setViewportSize({ width, height: 900 });
      await screenshot(mine, 'complaints-long-word');
    }
    await mine.close();
  });

  it("fits the orders search placeholder into a phone's search box", async () => {
    const { context, page } = await sameSession(browser, admin.context(), WIDTHS.phone);
    await page.goto('/admin/orders');
    const search = page.locator('#admin-orders-search');
    await search.waitFor();
    const { text, room } = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const canvas = document.createElement('canvas').getContext('2d')!;
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return {
        text: canvas.measureText(input.placeholder).width,
        room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      };
    });
    expect(text).toBeLessThanOrEqual(room);
    await screenshot(page, 'admin-orders-search');
    await context.close();
  });

  it('downloads the orders of a range of days as CSV from the orders screen, by keyboard at 360 px', async () => {
    const { context, page } = await sameSession(browser, admin.context(), WIDTHS.phone);
    await page.goto('/admin/orders');
    const form = page.getByRole('form', { name: 'Export orders' });
    const from = form.getByLabel('From');
    await from.waitFor();
    // An empty day is refused on the client, with the field focused and its reason shown.
    await from.fill('');
    await form.getByRole('button', { name: 'Export CSV' }).click();
    await form.getByText('From date is required').waitFor();
    expect(await from.evaluate((input) => input === document.activeElement)).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    await from.fill(`${today.slice(0, 8)}01`);
    await form.getByLabel('To').fill(today);
    // Tab leaves To (past its day, month and year segments) for the button.
    const button = form.getByRole('button', { name: 'Export CSV' });
    const onButton = () => button.evaluate((el) => el === document.activeElement);
    await form.getByLabel('To').focus();
    for (let i = 0; i < 4 && !(await onButton()); i++) await page.keyboard.press('Tab');
    expect(await onButton()).toBe(true);
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'admin-orders-export');

    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe(`orders-${today.slice(0, 8)}01-to-${today}.csv`);
    const lines = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(lines[0]).toBe(
      'order_id,date,customer,email,status,lines,total,delivery_address,' +
        'subtotal,discount,discount_code,shipping,shipping_method,tax,tax_included,' +
        'payment_method,payment_state,paid_at,paid_amount,refund_amount,refunded_at',
    );
    expect(lines.some((line) => line.startsWith(`${orderId},`))).toBe(true);

    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await button.focus();
    await screenshot(page, 'admin-orders-export');
    await context.close();
  });

  it("lists the admin's pages in the mobile menu, and keeps Tab inside it", async () => {
    const { context, page } = await sameSession(browser, admin.context(), WIDTHS.phone);
    await page.goto('/admin');
    // The menu lists the account's pages once the session is confirmed (public ones until then).
    await page.getByRole('region', { name: 'Recent Orders' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'Admin Dashboard' }).waitFor();
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Home',
      'Books',
      'About',
      'Orders',
      'Complaints',
      'Customers',
      'Settings',
      'Reports',
      'Activity',
      'Reviews',
      'Profile',
      'Admin Dashboard',
    ]);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('header')))).toBe(true);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'mobile-menu-admin', { fullPage: false });
    await menu.getByRole('link', { name: 'Orders' }).click();
    await expectPath(page, '/admin/orders');
    await context.close();
  });
});
