import type { Browser, Page } from 'playwright-core';
import { newPerson, registerThroughForm } from '../support/accounts';
import { BASE_URL, newVisitor, screenshot, useStore, WIDTHS } from '../support/browser';

/** The script files a page fetches, by name (e.g. assets/ManageBooksPage-abc123.js). */
function watchScripts(page: Page) {
  const files: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') files.push(new URL(request.url()).pathname);
  });
  return files;
}

const screenChunk = (files: string[], screen: string) => files.some((file) => file.startsWith(`/assets/${screen}-`));

/**
 * Each screen's code is a chunk of its own, downloaded with its route: what a first visit
 * downloads, what a failed download shows, and how the wait looks.
 */
describe('screens loaded with their routes', () => {
  const store = useStore({ DEMO_CATALOGUE: 'true' });
  let browser: Browser;

  beforeAll(() => {
    browser = store.browser();
  });

  it('downloads the home screen on /, and neither the other screens nor the toast library', async () => {
    const { context, page } = await newVisitor(browser);
    const scripts = watchScripts(page);
    await page.goto('/');
    await page.getByRole('heading', { name: /discover your next great read/i }).waitFor();
    await page.waitForLoadState('networkidle');

    expect(screenChunk(scripts, 'HomePage')).toBe(true);
    for (const screen of ['ManageBooksPage', 'AdminDashboardPage', 'BooksPage', 'LoginPage', 'CartPage']) {
      expect({ screen, downloaded: screenChunk(scripts, screen) }).toEqual({ screen, downloaded: false });
    }
    expect(await page.locator('.Toastify').count()).toBe(0);

    // Following a link downloads that screen then.
    await page.getByRole('link', { name: 'Sign In' }).first().click();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(screenChunk(scripts, 'LoginPage')).toBe(true);
    await context.close();
  });

  it('offers Try again when a screen cannot be downloaded, and shows it once the download works', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/');
    await page.getByRole('heading', { name: /discover your next great read/i }).waitFor();
    let refused = 0;
    await page.route(/\/assets\/AboutPage-[^/]+\.js$/, (route) => {
      refused += 1;
      return route.abort('internetdisconnected');
    });
    await page.getByRole('link', { name: 'About', exact: true }).first().click();
    await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor();
    expect(refused).toBeGreaterThan(0);
    // The header stays: the visitor can go elsewhere too.
    await expect(page.getByRole('link', { name: 'BookStore' }).first().isVisible()).resolves.toBe(true);

    await page.unroute(/\/assets\/AboutPage-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1 }).filter({ hasText: /about/i }).first().waitFor();
    await context.close();
  });

  it('holds the place of a slow screen under the header, with the footer below the fold', async () => {
    for (const width of Object.values(WIDTHS)) {
      const { context, page } = await newVisitor(browser, width);
      await registerThroughForm(page, newPerson('waiting'));
      // Hold the catalogue screen's code back until the placeholder has been seen.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/BooksPage-[^/]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.getByRole('link', { name: 'Browse Books' }).first().click();
      await page.getByTestId('page-loading').getByRole('status').waitFor();
      expect(
        await page.evaluate(() => document.querySelector('footer')!.getBoundingClientRect().top >= window.innerHeight),
      ).toBe(true);
      await screenshot(page, 'loading-books');
      release();
      await page.locator('[data-testid=book-card]').first().waitFor();
      await context.close();
    }
  });

  it("opens a signed-in shopper's /books with its first page and covers already in the page: no request for the list", async () => {
    const { context, page } = await newVisitor(browser, WIDTHS.phone);
    await registerThroughForm(page, newPerson('shipped'));
    const operations: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql' && request.method() === 'POST')
        operations.push(String(request.postDataJSON()?.operationName));
    });
    const scripts = watchScripts(page);
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(request.url());
    });

    // A fresh load of the page, as from a bookmark.
    const response = await page.goto('/books');
    const html = await response!.text();
    expect(html).toContain('id="initial-data"');
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/BooksPage-[^"]+\.js">/);
    await page.locator('[data-testid=book-card]').first().waitFor();
    await page.waitForLoadState('networkidle');

    expect(await page.locator('[data-testid=book-card]').count()).toBe(20);
    // The first page and the category choices came with the page.
    expect(operations).not.toContain('ListBooks');
    expect(operations).not.toContain('ListCategories');
    expect(await page.getByLabel('Category').locator('option').count()).toBeGreaterThan(1);
    expect(screenChunk(scripts, 'BooksPage')).toBe(true);
    // The first cover is asked for once, by the preload link, and the card uses that response.
    const firstCover = await page.locator('[data-testid=book-card] img').first().getAttribute('src');
    expect(images.filter((url) => url === firstCover)).toHaveLength(1);
    // The shipped element is read once and gone: a later visit asks the server.
    expect(await page.locator('#initial-data').count()).toBe(0);
    await screenshot(page, 'books-shipped-first-page');

    // Filters in the address are not what was shipped: the list is asked for.
    await page.goto('/books?sort=price&dir=desc');
    await page.locator('[data-testid=book-card]').first().waitFor();
    expect(operations).toContain('ListBooks');
    await context.close();
  });

  it('sends the page with nothing of the catalogue, only the store settings, to a visitor without a valid session', async () => {
    /** The operations whose answers came with the page. */
    const shipped = (html: string) => {
      const json = /<script type="application\/json" id="initial-data">(.*?)<\/script>/s.exec(html)?.[1];
      return Object.keys(json ? (JSON.parse(json) as object) : {});
    };
    const anonymous = await fetch(`${BASE_URL()}/books`, { headers: { accept: 'text/html' } });
    const plain = await anonymous.text();
    expect(anonymous.status).toBe(200);
    expect(shipped(plain)).toEqual(['GetStoreSettings']);
    expect(plain).not.toContain('as="image"');
    const forged = await fetch(`${BASE_URL()}/books`, {
      headers: { accept: 'text/html', cookie: 'token=not.a.token' },
    });
    expect(shipped(await forged.text())).toEqual(['GetStoreSettings']);
  });
});
