import type { Browser, Page } from 'playwright-core';
import { BASE_URL, newVisitor, screenshot, useStore, WIDTHS } from '../support/browser';

const NAME = 'Northshelf Books';
const DETAILS = {
  STORE_NAME: NAME,
  STORE_EMAIL: 'hello@northshelf.test',
  STORE_PHONE: '+44 20 7946 0000',
  STORE_ADDRESS: '12 Quay Street, Harbourtown',
  STORE_SOCIAL_LINKS: 'https://www.instagram.com/northshelf,https://bookclub.example/northshelf',
};

/** Details no store set, which the footer once showed whatever the settings said. */
const INVENTED = /support@bookstore\.example|555\) 123|123 Library Lane/;

/** Opens `path`, waits for the app to have rendered the page, and takes it at both widths. */
async function shoot(browser: Browser, path: string, name: string) {
  for (const width of Object.values(WIDTHS)) {
    const { context, page } = await newVisitor(browser, width);
    await page.goto(path);
    await page.getByRole('contentinfo').waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, name);
    await context.close();
  }
}

const footer = (page: Page) => page.getByRole('contentinfo');

/**
 * The store's own name and details wherever the store names itself: in the page the server sends
 * (so the header painted before the app runs is right), in the app's header, footer and titles,
 * and on the contact page; and nothing made up when the store has set nothing.
 */
describe("a store's own name and details", () => {
  const store = useStore(DETAILS);
  let browser: Browser;

  beforeAll(() => {
    browser = store.browser();
  });

  it('names the store in the page the server sends, before any script runs', async () => {
    const html = await (await fetch(`${BASE_URL()}/login`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`<title>${NAME}</title>`);
    expect(html).not.toContain('BookStore');
    expect(html).toContain('id="initial-data"');

    // Without JavaScript, the header index.html paints is all there is: it names the store.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: BASE_URL() });
    const page = await context.newPage();
    await page.goto('/login');
    expect((await page.getByRole('banner').getByRole('link').first().textContent())?.trim()).toBe(NAME);
    expect(await page.title()).toBe(NAME);
    await context.close();
  });

  it('shows the name, the contact details and the social links in the header, footer and title', async () => {
    const { context, page } = await newVisitor(browser, WIDTHS.phone);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await page.title()).toBe(`Sign in | ${NAME}`);
    expect((await page.getByRole('banner').getByRole('link').first().textContent())?.trim()).toBe(NAME);
    await footer(page).getByRole('link', { name: DETAILS.STORE_EMAIL }).waitFor();
    expect(await footer(page).getByRole('link', { name: DETAILS.STORE_PHONE }).getAttribute('href')).toBe(
      'tel:+442079460000',
    );
    expect(await footer(page).getByText(DETAILS.STORE_ADDRESS).count()).toBe(1);
    const social = footer(page).getByRole('list', { name: 'Social media' }).getByRole('link');
    expect(await social.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')))).toEqual([
      `${NAME} on Instagram (opens in a new tab)`,
      `${NAME} on bookclub.example (opens in a new tab)`,
    ]);
    const body = (await page.locator('body').textContent()) ?? '';
    expect(body).not.toContain('BookStore');
    expect(body).not.toMatch(INVENTED);

    await page.goto('/contact');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: DETAILS.STORE_EMAIL }).waitFor();
    expect(await main.getByText(DETAILS.STORE_ADDRESS).count()).toBe(1);
    expect(await page.title()).toBe(`Contact us | ${NAME}`);
    await context.close();

    await shoot(browser, '/', 'identity-set-home');
    await shoot(browser, '/contact', 'identity-set-contact');
  });
});

describe('a store that has set nothing about itself', () => {
  const store = useStore();
  let browser: Browser;

  beforeAll(() => {
    browser = store.browser();
  });

  it('shows no contact details, no social links and nothing made up', async () => {
    const { context, page } = await newVisitor(browser, WIDTHS.phone);
    await page.goto('/contact');
    await page.getByText('The store has not published any contact details.').waitFor();
    expect(await footer(page).getByRole('heading', { name: 'Contact Us' }).count()).toBe(0);
    expect(await footer(page).getByRole('list', { name: 'Social media' }).count()).toBe(0);
    expect(await page.locator('a[href^="mailto:"], a[href^="tel:"]').count()).toBe(0);
    expect((await page.locator('body').textContent()) ?? '').not.toMatch(INVENTED);
    expect(await page.title()).toBe('Contact us | BookStore');
    await context.close();

    await shoot(browser, '/', 'identity-unset-home');
    await shoot(browser, '/contact', 'identity-unset-contact');
  });
});
