import type { Browser } from 'playwright-core';
import { newPerson } from '../support/accounts';
import { seriousA11yViolations } from '../support/a11y';
import { addBook } from '../support/api';
import { BASE_URL, expectPath, expectToast, newVisitor, screenshotBoth, useStore, WIDTHS } from '../support/browser';

/**
 * The open shop window, against a store started with CATALOGUE_PUBLIC=true: a visitor browses
 * /books and a book's page without an account, presses Add to Cart by keyboard, signs in, and is
 * back on the catalogue with the book in the cart. The book's page, as served, carries its title,
 * canonical URL, Open Graph tags and Book JSON-LD.
 */
describe('the open shop window in the browser', () => {
  const store = useStore({ CATALOGUE_PUBLIC: 'true' });
  const tag = Date.now().toString(36);
  const title = `Window Seat ${tag}`;
  let browser: Browser;
  let bookId = '';
  const shopper = newPerson('passer');

  beforeAll(async () => {
    browser = store.browser();
    const response = await fetch(`${BASE_URL()}/api/user/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...newPerson('window'), role: 'admin' }),
    });
    const adminToken = ((await response.json()) as { token: string }).token;
    bookId = await addBook(adminToken, { title, price: 13, stock: 6, description: 'Seen from the street.' });
    await addBook(adminToken, { title: `Next Door ${tag}`, price: 9, stock: 2 });
    const registered = await fetch(`${BASE_URL()}/api/user/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...shopper, role: 'user' }),
    });
    expect(registered.status).toBe(201);
  });

  it('serves a book page with its own title, canonical URL, Open Graph and JSON-LD', async () => {
    const html = await (await fetch(`${BASE_URL()}/books/${bookId}`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`<title>${title} by Ines Varga | BookStore</title>`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/books/${bookId}">`));
    expect(html).toContain('<meta property="og:type" content="book">');
    expect(html).toContain('"@type":"Book"');
    expect(html).toContain('"availability":"https://schema.org/InStock"');
    const robots = await (await fetch(`${BASE_URL()}/robots.txt`)).text();
    expect(robots).toContain('Sitemap: ');
    const sitemap = await (await fetch(`${BASE_URL()}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/books/${bookId}</loc>`);
  });

  it('lets a visitor browse, then Add to Cart signs them in and the book is in the cart', async () => {
    const { context, page } = await newVisitor(browser, WIDTHS.desktop);
    const search = `/books?search=${encodeURIComponent(tag)}`;
    await page.goto(search);
    await expectPath(page, '/books');
    const signInToAdd = page.getByRole('link', { name: `Sign in to add to cart ${title}` });
    await signInToAdd.waitFor();
    expect(await page.getByRole('button', { name: /^Add to Cart/ }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotBoth(context, search, 'shop-window-books');

    // The home page's shelves, for visitors too.
    await page.goto('/');
    await page.getByRole('region', { name: 'New arrivals' }).getByText(title).first().waitFor();
    await page.getByRole('link', { name: 'Get Started' }).first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The book's page, as a visitor.
    await page.goto(`/books/${bookId}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('link', { name: `Sign in to add to cart ${title}` }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotBoth(context, `/books/${bookId}`, 'shop-window-book');

    // Add to Cart by keyboard, from the catalogue: sign in, and back with the book added.
    await page.goto(search);
    await signInToAdd.focus();
    await page.keyboard.press('Enter');
    await expectPath(page, '/login');
    await page.fill('#login-email', shopper.email);
    await page.fill('#login-password', shopper.password);
    await page.keyboard.press('Enter');
    await expectToast(page, 'Book added to cart successfully!');
    await expectPath(page, '/books');
    expect(new URL(page.url()).search).toBe(`?search=${encodeURIComponent(tag)}`);
    await page.getByRole('button', { name: `Add to Cart ${title}` }).waitFor();

    await page.goto('/cart');
    await page.getByText(title).first().waitFor();
    // Reloading the catalogue does not add it again.
    await page.goto(search);
    await page.waitForLoadState('networkidle');
    await page.goto('/cart');
    await page.getByText(title).first().waitFor();
    expect(await page.getByRole('spinbutton').first().inputValue()).toBe('1');
    await context.close();
  });
});
