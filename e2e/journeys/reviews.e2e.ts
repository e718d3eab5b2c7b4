import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newPerson, registerThroughForm } from '../support/accounts';
import { seriousA11yViolations } from '../support/a11y';
import { addBook, gql, tokenOf } from '../support/api';
import { expectToast, newVisitor, screenshotBoth, useStore } from '../support/browser';

/**
 * Reviews: a shopper whose order of a book was delivered rates it from the keyboard and writes a
 * review, sees it with "Verified purchase" and the book's average on its card; the admin hides it
 * with a reason, which the shopper then reads on the book's page. Screenshots at 360 and 1280 px,
 * axe on each screen.
 */
describe('reviews in the browser', () => {
  const store = useStore();
  const tag = Date.now().toString(36);
  const title = `The Quiet Lighthouse ${tag}`;
  let browser: Browser;
  let admin: Page;
  let adminContext: BrowserContext;
  let shopper: Page;
  let shopperContext: BrowserContext;
  let bookId = '';

  beforeAll(async () => {
    browser = store.browser();
    ({ page: admin, context: adminContext } = await newVisitor(browser));
    await registerThroughForm(admin, newPerson('keeper'), { role: 'admin' });
    ({ page: shopper, context: shopperContext } = await newVisitor(browser));
    await registerThroughForm(shopper, newPerson('reader'));
    // The scene: the shopper ordered the book, and the admin delivered it.
    const adminToken = await tokenOf(adminContext);
    bookId = await addBook(adminToken, { title, price: 14, stock: 5 });
    const { placeOrderNow } = await gql<{ placeOrderNow: { order: { id: string } } }>(
      await tokenOf(shopperContext),
      'mutation($bookId: ID!) { placeOrderNow(lines: [{ bookId: $bookId, quantity: 1 }]) { order { id } } }',
      { bookId },
    );
    for (const status of ['SHIPPED', 'DELIVERED']) {
      await gql(
        adminToken,
        'mutation($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { message } }',
        {
          id: placeOrderNow.order.id,
          status,
        },
      );
    }
  });

  it('lets the shopper who received the book rate it with the keyboard and review it', async () => {
    await shopper.goto(`/books/${bookId}`);
    const form = shopper.getByRole('form', { name: 'Write a review' });
    await form.waitFor();
    expect(await seriousA11yViolations(shopper)).toEqual([]);
    await screenshotBoth(shopperContext, `/books/${bookId}`, 'reviews-form');
    // Keyboard only for the stars: focus the first, then the arrow keys choose.
    await shopper.getByRole('radio', { name: '1 star' }).focus();
    await shopper.keyboard.press('Space');
    for (let i = 0; i < 3; i++) await shopper.keyboard.press('ArrowRight');
    expect(await shopper.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await shopper.keyboard.press('Tab');
    await shopper.keyboard.type('A lamp in the fog');
    await shopper.keyboard.press('Tab');
    await shopper.keyboard.type('Slow, kind and strange. I read it twice.');
    await form.getByRole('button', { name: 'Post review' }).click();
    await expectToast(shopper, 'Review saved');

    const review = shopper.getByRole('listitem').filter({ hasText: 'A lamp in the fog' });
    await review.getByText('Verified purchase').waitFor();
    await shopper.getByText('4 out of 5, 1 review').first().waitFor();
    expect(await seriousA11yViolations(shopper)).toEqual([]);
    await screenshotBoth(shopperContext, `/books/${bookId}`, 'reviews-book-page');
  });

  it('shows the average on the book’s card in the catalogue, sorted by rating', async () => {
    await shopper.goto(`/books?q=${encodeURIComponent(tag)}&sort=rating&dir=desc`);
    const card = shopper.locator('[data-testid=book-card]', { hasText: title });
    await card.getByText('4 out of 5, 1 review').waitFor();
    expect(await shopper.getByLabel('Sort by').inputValue()).toBe('rating');
    expect(await seriousA11yViolations(shopper)).toEqual([]);
    await screenshotBoth(
      shopperContext,
      `/books?q=${encodeURIComponent(tag)}&sort=rating&dir=desc`,
      'reviews-catalogue',
    );
  });

  it('lets another shopper report it, after a confirmation', async () => {
    const { page: other } = await newVisitor(browser);
    await registerThroughForm(other, newPerson('critic'));
    await other.goto(`/books/${bookId}`);
    const review = other.getByRole('listitem').filter({ hasText: 'A lamp in the fog' });
    await review.getByRole('button', { name: /^Report/ }).click();
    const dialog = other.getByRole('alertdialog', { name: 'Report review' });
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await expectToast(other, 'Thank you: the review was reported to the store');
    await review.getByText('Reported', { exact: true }).waitFor();
    await other.context().close();
  });

  it('lets the admin hide it with a reason, and the shopper reads the reason', async () => {
    await admin.goto('/admin/reviews');
    await admin.getByRole('heading', { level: 1, name: 'Reviews' }).waitFor();
    const row = admin.getByRole('listitem').filter({ hasText: 'A lamp in the fog' });
    await row.getByText('Reported 1 time').waitFor();
    await screenshotBoth(adminContext, '/admin/reviews', 'reviews-admin-reported');
    await row.getByRole('button', { name: /^Hide/ }).click();
    await row.getByLabel('Reason (the author sees it)').fill('Please keep reviews about the book itself.');
    await row.getByRole('button', { name: 'Hide review' }).click();
    await expectToast(admin, 'Review hidden');
    await row.getByText('Hidden because: Please keep reviews about the book itself.').waitFor();
    expect(await seriousA11yViolations(admin)).toEqual([]);

    await shopper.goto(`/books/${bookId}`);
    await shopper
      .getByText('Your review is hidden from other shoppers. Reason: Please keep reviews about the book itself.')
      .waitFor();
    await shopper.getByText('No reviews yet').first().waitFor();
    expect(await seriousA11yViolations(shopper)).toEqual([]);
  });
});
