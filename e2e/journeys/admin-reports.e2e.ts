import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/a11y';
import { newPerson, registerThroughForm } from '../support/accounts';
import { addBook, gql, tokenOf } from '../support/api';
import { expectPath, newVisitor, screenshot, screenshotBoth, useStore, WIDTHS } from '../support/browser';

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Orders these lines as the shopper; returns the order's id. */
async function order(token: string, lines: Array<[string, number]>): Promise<string> {
  const { placeOrderNow } = await gql<{ placeOrderNow: { order: { id: string } } }>(
    token,
    'mutation($lines: [OrderLineInput!]!) { placeOrderNow(lines: $lines) { order { id } } }',
    { lines: lines.map(([bookId, quantity]) => ({ bookId, quantity })) },
  );
  return placeOrderNow.order.id;
}

/**
 * The admin opens the reports after a few orders (one of them cancelled), switches the range and
 * the ranking, follows a low book to its edit page and downloads a CSV, at desktop and phone width.
 */
describe('admin reports in the browser', () => {
  const store = useStore();
  let browser: Browser;
  let admin: Page;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    browser = store.browser();
    ({ page: admin } = await newVisitor(browser));
    await registerThroughForm(admin, newPerson('analyst'), { role: 'admin' });
    const adminToken = await tokenOf(admin.context());
    ids.cheap = await addBook(adminToken, { title: 'Many Cheap Copies', price: 5, stock: 50 });
    ids.dear = await addBook(adminToken, { title: 'Few Dear Copies', price: 80, stock: 50 });
    ids.low = await addBook(adminToken, { title: 'Nearly Gone', price: 12, stock: 6 });
    const shopper = await newVisitor(browser);
    await registerThroughForm(shopper.page, newPerson('reader'));
    const token = await tokenOf(shopper.context);
    await order(token, [
      [ids.cheap, 6],
      [ids.dear, 1],
    ]);
    await order(token, [[ids.low, 3]]);
    const cancelled = await order(token, [[ids.dear, 2]]);
    await gql(token, 'mutation($id: ID!) { cancelOrder(id: $id) { message } }', { id: cancelled });
    await shopper.context.close();
  });

  it('shows best sellers, sales and stock cover, switches range and ranking, and downloads a CSV', async () => {
    // The profile menu leads to the reports.
    await admin.getByRole('button', { name: /account menu/i }).click();
    await admin.getByRole('link', { name: 'Reports' }).click();
    await expectPath(admin, '/admin/reports');
    const best = admin.getByRole('region', { name: 'Best sellers' });
    const firstRow = () => best.getByTestId('best-seller').first();
    await firstRow().getByText('Many Cheap Copies').waitFor();
    // The cancelled order counts nowhere: 1 copy of the dear book, not 3.
    expect(await best.getByRole('row', { name: /Few Dear Copies/ }).textContent()).toContain('$80.00');
    expect(
      await best
        .getByRole('row', { name: /Few Dear Copies/ })
        .getByRole('cell')
        .nth(1)
        .textContent(),
    ).toBe('1');

    // This year, then ranked by revenue: the dear book first.
    await admin.getByRole('group', { name: 'Preset ranges' }).getByRole('button', { name: 'This year' }).click();
    expect(new URL(admin.url()).searchParams.get('from')).toMatch(/^\d{4}-01-01$/);
    await best.getByRole('group', { name: 'Rank by' }).getByRole('button', { name: 'Revenue' }).click();
    await firstRow().getByText('Few Dear Copies').waitFor();
    expect(new URL(admin.url()).searchParams.get('by')).toBe('revenue');

    const category = admin.getByRole('region', { name: 'Sales by category' });
    await category.getByRole('rowheader', { name: 'Fiction' }).waitFor();
    expect(await category.getByText(/^\$146\.00 from 10 copies in 2 orders\.$/).count()).toBe(1);
    await admin.getByRole('region', { name: 'Sales by month' }).getByTestId('sales-by-month-chart').waitFor();

    // The low book: 3 left, 3 sold in 30 days, 30 days left.
    const cover = admin.getByRole('region', { name: 'Stock cover' });
    const low = cover.getByRole('row', { name: /Nearly Gone/ });
    expect((await low.textContent())?.replace(/\s+/g, ' ')).toContain('Nearly Gone');
    expect(await low.getByRole('cell').allTextContents()).toEqual(['3', '3', '30']);

    // The best sellers as CSV, by the keyboard.
    await best.getByRole('button', { name: 'CSV of best sellers' }).focus();
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/^best-sellers-by-revenue-\d{4}-01-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\n').slice(0, 3)).toEqual([
      '\uFEFFrank,book_id,title,author,copies,revenue',
      `1,${ids.dear},Few Dear Copies,Ines Varga,1,80.00`,
      `2,${ids.low},Nearly Gone,Ines Varga,3,36.00`,
    ]);

    expect(await seriousA11yViolations(admin)).toEqual([]);
    await screenshotBoth(admin.context(), admin.url().replace(/^https?:\/\/[^/]+/, ''), 'admin-reports');

    // The low book's link leads to its edit page.
    await low.getByRole('link', { name: 'Edit Nearly Gone' }).click();
    await expectPath(admin, `/admin/books/edit/${ids.low}`);
  });

  it('fits a phone, and says so when a range has no sales', async () => {
    const { context, page } = await newVisitor(browser, WIDTHS.phone);
    await context.addCookies(await admin.context().cookies());
    await page.goto('/admin/reports');
    await page.getByRole('region', { name: 'Best sellers' }).getByTestId('best-seller').first().waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-01-31');
    await page.getByText('No books were sold in this range.').waitFor();
    await page.getByLabel('From', { exact: true }).fill('2020-02-01');
    await page.getByRole('alert').getByText('From must be on or before To').waitFor();
    // The last range's figures are not shown as if they were this one's.
    await page
      .getByRole('region', { name: 'Best sellers' })
      .getByText('Choose a valid range to see this report.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'CSV of best sellers' }).isDisabled()).toBe(true);
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'admin-reports-bad-range');
    await context.close();
  });
});
