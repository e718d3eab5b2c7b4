import type { Browser } from 'playwright-core';
import { newPerson, registerThroughForm } from '../support/accounts';
import { seriousA11yViolations } from '../support/a11y';
import { addBook, tokenOf } from '../support/api';
import { BASE_URL, expectPath, newVisitor, screenshotBoth, useStore, WIDTHS } from '../support/browser';

/**
 * The home page's shelves and a book page's "Readers who bought this also bought", in the browser:
 * a shopper sees the newest books on the home page, orders two books together, and the first
 * one's page then offers the second (the also-bought job counts the order a moment after it).
 */
describe('shelves in the browser', () => {
  const store = useStore();
  const tag = Date.now().toString(36);
  let browser: Browser;
  let adminToken = '';
  const ids: string[] = [];
  const titles = [`Harbour Lights ${tag}`, `Lantern Road ${tag}`, `Newest Dawn ${tag}`];

  beforeAll(async () => {
    browser = store.browser();
    const response = await fetch(`${BASE_URL()}/api/user/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...newPerson('shelver'), role: 'admin' }),
    });
    adminToken = ((await response.json()) as { token: string }).token;
    for (const [i, title] of titles.entries()) {
      ids.push(
        await addBook(adminToken, { title, price: 10 + i, stock: 20, author: i < 2 ? 'Mara Quill' : 'Ines Varga' }),
      );
    }
  });

  it('shows the newest books on the home page, and what else the buyers of a book bought on its page', async () => {
    const { context, page } = await newVisitor(browser, WIDTHS.desktop);
    await registerThroughForm(page, newPerson('reader'));

    // The home page keeps its copy and adds the shelves, newest first.
    const arrivals = page.getByRole('region', { name: 'New arrivals' });
    await arrivals.waitFor();
    await expectFirstBook(arrivals.getByTestId('shelf-book').first(), titles[2]);
    await page.getByRole('heading', { name: 'Why readers choose us' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Best sellers this month' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotBoth(context, '/', 'shelves-home');
    // A shelf scrolls sideways within itself; the page never does, at either width.
    for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }

    // An order of the first two books together.
    const token = await tokenOf(context);
    const order = await fetch(`${BASE_URL()}/api/user/order/manual`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        books: [
          { book: ids[0], quantity: 1 },
          { book: ids[1], quantity: 2 },
        ],
      }),
    });
    expect(order.status).toBe(201);

    // The best sellers now hold them; the first book's page offers the second (after the job's run).
    await page.goto('/');
    const best = page.getByRole('region', { name: 'Best sellers this month' });
    await best.waitFor();
    await expectFirstBook(best.getByTestId('shelf-book').first(), titles[1]);
    const alsoBought = page.getByRole('region', { name: 'Readers who bought this also bought' });
    for (let attempt = 0; attempt < 10; attempt++) {
      await page.goto(`/books/${ids[0]}`);
      await page.getByRole('heading', { level: 1, name: titles[0] }).waitFor();
      await page.waitForLoadState('networkidle');
      if ((await alsoBought.getByRole('link', { name: titles[1] }).count()) > 0) break;
      await page.waitForTimeout(1_000);
    }
    await expectFirstBook(alsoBought.getByTestId('shelf-book').first(), titles[1]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotBoth(context, `/books/${ids[0]}`, 'shelves-also-bought');

    // By keyboard: the other book's link, Enter, its page.
    const link = alsoBought.getByRole('link', { name: titles[1] });
    await link.focus();
    await page.keyboard.press('Enter');
    await expectPath(page, `/books/${ids[1]}`);
    await page.getByRole('heading', { level: 1, name: titles[1] }).waitFor();
    await context.close();
  });
});

async function expectFirstBook(card: import('playwright-core').Locator, title: string) {
  await card.getByText(title).first().waitFor();
}
