import type { Browser } from 'playwright-core';
import { newPerson, registerThroughForm } from '../support/accounts';
import { seriousA11yViolations } from '../support/a11y';
import { addBook, gql } from '../support/api';
import { BASE_URL, expectPath, expectToast, newVisitor, screenshotBoth, useStore, WIDTHS } from '../support/browser';
import { sentTo, waitForMail } from '../support/mail';

/**
 * The wishlist in the browser, against a store in development mode (each email a `.eml` file under
 * its data folder): a shopper saves a book from its card with the keyboard, finds it on /wishlist
 * (reached from the profile menu), asks to be emailed when an out-of-stock book is back, and, with
 * the book's page open, sees the admin's restock arrive live and then the email.
 */
describe('the wishlist in the browser', () => {
  const store = useStore();
  const tag = Date.now().toString(36);
  let browser: Browser;
  let adminToken = '';
  let savedTitle = '';
  let soldOutTitle = '';
  let soldOutId = '';

  beforeAll(async () => {
    browser = store.browser();
    const response = await fetch(`${BASE_URL()}/api/user/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...newPerson('keeper'), role: 'admin' }),
    });
    adminToken = ((await response.json()) as { token: string }).token;
    savedTitle = `Kept Shelf ${tag}`;
    soldOutTitle = `Sold Out Saga ${tag}`;
    await addBook(adminToken, { title: savedTitle, price: 11, stock: 3 });
    soldOutId = await addBook(adminToken, { title: soldOutTitle, price: 14, stock: 0 });
  });

  it('saves a book from its card, shows it on /wishlist, and emails once the out-of-stock book is back', async () => {
    const { context, page } = await newVisitor(browser, WIDTHS.desktop);
    const shopper = newPerson('wisher');
    await registerThroughForm(page, shopper);

    // The heart by keyboard only: Tab from the card's Add to Cart, then Enter.
    await page.goto(`/books?search=${encodeURIComponent(tag)}`);
    const addToCart = page.getByRole('button', { name: `Add to Cart ${savedTitle}` });
    await addToCart.focus();
    await page.keyboard.press('Tab');
    const heart = page.getByRole('button', { name: `Save to wishlist ${savedTitle}` });
    expect(await heart.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.press('Enter');
    await expectToast(page, 'Saved to your wishlist');
    const saved = page.getByRole('button', { name: `Remove from wishlist ${savedTitle}` });
    expect(await saved.getAttribute('aria-pressed')).toBe('true');
    expect(await saved.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotBoth(context, `/books?search=${encodeURIComponent(tag)}`, 'wishlist-catalogue');

    // The wishlist, from the profile menu.
    await page
      .getByRole('button', { name: /account menu|profile menu|open menu for/i })
      .first()
      .click();
    await page
      .getByRole('menuitem', { name: 'Wishlist' })
      .or(page.getByRole('link', { name: 'Wishlist' }))
      .first()
      .click();
    await expectPath(page, '/wishlist');
    const list = page.getByRole('list', { name: 'Saved books' });
    await list.getByRole('heading', { name: savedTitle }).waitFor();
    await page.getByText('1 saved book').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The out-of-stock book's page: saved too, and the email asked for.
    await page.goto(`/books/${soldOutId}`);
    await page.getByRole('heading', { level: 1, name: soldOutTitle }).waitFor();
    await page.getByText('This book is currently out of stock.').waitFor();
    await page.getByRole('button', { name: 'Save to wishlist' }).click();
    await expectToast(page, 'Saved to your wishlist');
    await page.getByRole('button', { name: 'Email me when it is back' }).click();
    await expectToast(page, 'We will email you when it is back in stock');
    await page.getByText('We will email you when it is back.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotBoth(context, `/books/${soldOutId}`, 'wishlist-book-alert');
    await screenshotBoth(context, '/wishlist', 'wishlist');

    // The admin restocks; the open page follows without a reload, and the email arrives.
    await gql(
      adminToken,
      'mutation($id: ID!, $input: BookInput!, $expectedStock: Int) { updateBook(id: $id, input: $input, expectedStock: $expectedStock) { book { stock } } }',
      {
        id: soldOutId,
        input: {
          title: soldOutTitle,
          author: 'Ines Varga',
          category: 'Fiction',
          description: 'A journey book.',
          price: 14,
          stock: 2,
        },
        expectedStock: 0,
      },
    );
    await page.getByText('2 in stock').first().waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Email me when it is back' }).count()).toBe(0);
    const mail = await waitForMail(
      store.dataDir(),
      (m) => sentTo(m, shopper.email) && m.subject === `Back in stock: ${soldOutTitle}`,
      30_000,
    );
    expect(mail.text).toContain(`/books/${soldOutId}`);
    await context.close();
  });
});
