import type { Browser, Page } from 'playwright-core';
import { newPerson, registerThroughForm } from '../support/accounts';
import { seriousA11yViolations } from '../support/a11y';
import { newVisitor, screenshot, screenshotBoth, useStore, WIDTHS } from '../support/browser';

/**
 * A shopper searches as people type: with a typing mistake, through the suggestions by keyboard
 * alone, then narrows the results with a facet; at phone and desktop width, axe clean.
 */
describe('forgiving search in the browser', () => {
  const store = useStore({ DEMO_CATALOGUE: 'true' });
  let browser: Browser;
  let shopper: Page;

  beforeAll(async () => {
    browser = store.browser();
    ({ page: shopper } = await newVisitor(browser));
    await registerThroughForm(shopper, newPerson('seeker'));
  });

  const card = (page: Page, title: string) =>
    page.locator('[data-testid=book-card]', { has: page.getByRole('heading', { name: title }) });
  const box = (page: Page) => page.getByRole('combobox', { name: 'Search books' });

  it('finds a book typed with mistakes, the best match first', async () => {
    await shopper.goto('/books');
    await box(shopper).focus();
    await shopper.keyboard.type('pride prejudise');
    await shopper.waitForURL((url) => url.searchParams.get('q') === 'pride prejudise');
    await card(shopper, 'Pride and Prejudice').waitFor();
    expect(await shopper.locator('[data-testid=book-card] h2').first().textContent()).toBe('Pride and Prejudice');
    expect(await seriousA11yViolations(shopper)).toEqual([]);
    await screenshotBoth(shopper.context(), '/books?q=pride+prejudise', 'search-typo');
  });

  it('uses the suggestions with the keyboard only', async () => {
    await shopper.goto('/books');
    await box(shopper).focus();
    await shopper.keyboard.type('melvile');
    const list = shopper.getByRole('listbox', { name: 'Suggestions' });
    await list.waitFor();
    await shopper.getByText(/\d+ suggestions?, use the arrow keys/).waitFor({ state: 'attached' });
    expect(await box(shopper).getAttribute('aria-expanded')).toBe('true');
    expect(await list.getByRole('option').allTextContents()).toContain('Herman MelvilleAuthor');
    expect(await seriousA11yViolations(shopper)).toEqual([]);
    for (const width of Object.values(WIDTHS)) {
      await shopper.setViewportSize({ width, height: width < 600 ? 780 : 900 });
      await screenshot(shopper, 'search-suggestions', { fullPage: false });
    }

    const options = await list.getByRole('option').allTextContents();
    const target = options.indexOf('Herman MelvilleAuthor');
    for (let i = 0; i <= target; i++) await shopper.keyboard.press('ArrowDown');
    const active = await box(shopper).getAttribute('aria-activedescendant');
    expect(await shopper.locator(`[id="${active}"]`).textContent()).toBe('Herman MelvilleAuthor');
    await shopper.keyboard.press('Enter');
    await shopper.waitForURL((url) => url.searchParams.get('q') === 'Herman Melville');
    expect(await box(shopper).inputValue()).toBe('Herman Melville');
    expect(await box(shopper).getAttribute('aria-expanded')).toBe('false');
    await card(shopper, 'Moby-Dick').waitFor();
    expect(await box(shopper).evaluate((element) => element === document.activeElement)).toBe(true);

    // Escape closes a list opened again with the arrows.
    await shopper.keyboard.press('End');
    await shopper.keyboard.type('x');
    await shopper.keyboard.press('Backspace');
    await list.waitFor();
    await shopper.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
  });

  it('narrows the results with a facet, its counts beside each value', async () => {
    await shopper.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await shopper.goto('/books?q=austen');
    await card(shopper, 'Pride and Prejudice').waitFor();
    const total = Number((await shopper.getByText(/^Showing \d+ of/).textContent())!.match(/\d+/)![0]);
    // Open at desktop width (there is room for it), a summary to open at phone width.
    const refineBox = shopper.locator('details', { hasText: 'Refine results' });
    expect(await refineBox.getAttribute('open')).not.toBeNull();
    const refine = shopper.getByRole('navigation', { name: 'Refine results' });
    const prices = refine.getByRole('region', { name: 'Price' });
    const first = prices.getByRole('button').first();
    const count = (await first.locator('span').last().textContent())!;
    expect(Number(count)).toBeLessThanOrEqual(total);
    await first.focus();
    await shopper.keyboard.press('Enter');
    await shopper.waitForURL((url) => url.searchParams.has('price'));
    await shopper.getByText(`Showing ${count} of`, { exact: false }).waitFor();
    expect(await first.getAttribute('aria-pressed')).toBe('true');
    // The list fades while the new results load: axe reads the colours once it is back.
    await shopper.locator('ul[aria-label="Books"][aria-busy="false"]').waitFor();
    await shopper.waitForTimeout(300);
    expect(await seriousA11yViolations(shopper)).toEqual([]);
    const url = new URL(shopper.url());
    await screenshotBoth(shopper.context(), `${url.pathname}${url.search}`, 'search-facet');
  });
});
