import type { Browser, Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/a11y';
import { newPerson, registerThroughForm } from '../support/accounts';
import { addBook, gql, tokenOf } from '../support/api';
import { expectPath, expectToast, newVisitor, screenshotBoth, useStore } from '../support/browser';

/**
 * The activity log in the browser: the admin changes a book's price and an order's status, then
 * finds both in Activity (reached from the dashboard), with who, when and the values before and
 * after, and narrows it to one kind of change.
 */
describe('the activity log in the browser', () => {
  const store = useStore();
  const tag = Date.now().toString(36);
  let browser: Browser;
  let admin: Page;
  let adminName = '';
  let bookId = '';
  let orderId = '';

  beforeAll(async () => {
    browser = store.browser();
    ({ page: admin } = await newVisitor(browser));
    const person = newPerson('auditor');
    adminName = person.name;
    await registerThroughForm(admin, person, { role: 'admin' });
    bookId = await addBook(await tokenOf(admin.context()), { title: `Audited ${tag}`, price: 10, stock: 5 });
    const visitor = await newVisitor(browser);
    await registerThroughForm(visitor.page, newPerson('buyer'));
    const { placeOrderNow } = await gql<{ placeOrderNow: { order: { id: string } } }>(
      await tokenOf(visitor.context),
      'mutation Buy($lines: [OrderLineInput!]!) { placeOrderNow(lines: $lines) { order { id } } }',
      { lines: [{ bookId, quantity: 1 }] },
    );
    orderId = placeOrderNow.order.id;
    await visitor.context.close();
  });

  it("shows the admin's price and status changes with their values before and after", async () => {
    // The price: 10.00 → 12.50 in the edit form.
    await admin.goto(`/admin/books/edit/${bookId}`);
    const price = admin.getByLabel(/^Price/);
    await price.fill('12.50');
    await admin.getByRole('button', { name: 'Update Book' }).click();
    await expectToast(admin, 'Book updated successfully');

    // The order: pending → shipped.
    const short = orderId.slice(-8);
    await admin.goto(`/admin/orders/${orderId}`);
    await admin.getByRole('combobox', { name: `Status of order #${short}` }).selectOption('SHIPPED');
    const question = admin.getByRole('alertdialog', { name: 'Mark as shipped' });
    await question.getByRole('button', { name: 'Mark as Shipped' }).click();
    await expectToast(admin, 'Order status updated to shipped');

    // Activity, from the dashboard's quick links.
    await admin.goto('/admin');
    await admin.getByRole('link', { name: 'Activity', exact: true }).click();
    await expectPath(admin, '/admin/activity');
    const entries = admin.getByRole('list', { name: 'Activity entries' });
    const order = entries.getByRole('listitem').filter({ hasText: 'Order status changed' });
    const book = entries.getByRole('listitem').filter({ hasText: 'Book updated' });
    // The relay copies an entry at once after its change; a reload finds one still on its way.
    for (let attempt = 0; attempt < 20 && !((await order.count()) && (await book.count())); attempt++) {
      await admin.waitForTimeout(250);
      await admin.reload();
      await entries.waitFor();
    }
    expect(await order.count()).toBe(1);
    expect(await book.count()).toBe(1);
    expect((await order.innerText()).replace(/\s+/g, ' ')).toMatch(/Status pending → shipped/);
    expect((await order.textContent()) ?? '').toContain(adminName);
    expect(await order.getByRole('link', { name: `#${short}` }).getAttribute('href')).toBe(`/admin/orders/${orderId}`);
    expect((await book.innerText()).replace(/\s+/g, ' ')).toMatch(/Price 10\.00 → 12\.50/);
    expect(await book.getByRole('link', { name: `Audited ${tag}` }).getAttribute('href')).toBe(
      `/admin/books/edit/${bookId}`,
    );
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await screenshotBoth(admin.context(), '/admin/activity', 'admin-activity');

    // One kind of change, from the keyboard: the filter is kept in the URL.
    await admin.getByLabel('Action').focus();
    await admin.getByLabel('Action').selectOption('BOOK_UPDATED');
    await admin.waitForURL(/\/admin\/activity\?action=BOOK_UPDATED$/);
    await entries.getByRole('listitem').filter({ hasText: 'Order status changed' }).waitFor({ state: 'detached' });
    expect(await book.count()).toBe(1);
    expect(await seriousA11yViolations(admin)).toEqual([]);

    // The order's own page lists its entries when asked.
    await admin.goto(`/admin/orders/${orderId}`);
    const section = admin.getByRole('region', { name: 'Activity' });
    await section.getByRole('button', { name: 'Show changes' }).click();
    await section.getByRole('heading', { name: `Order status changed: #${short}` }).waitFor();
    expect(await seriousA11yViolations(admin)).toEqual([]);
  });
});
