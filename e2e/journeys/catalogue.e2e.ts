import type { Browser, Page } from 'playwright-core';
import { newPerson, PNG_1X1, registerThroughForm } from '../support/accounts';
import { expectPath, expectToast, newVisitor, screenshotBoth, useStore, WIDTHS } from '../support/browser';

/**
 * The admin stocks the shelf and a shopper finds what was stocked, in order: add with a cover,
 * find by search, filter and sort, edit the price, delete after confirming.
 */
describe('catalogue and book management in the browser', () => {
  const store = useStore({ DEMO_CATALOGUE: 'true' });
  const title = `Lanterns Over Quarry Hill ${Date.now().toString(36)}`;
  let browser: Browser;
  let admin: Page;
  let shopper: Page;

  beforeAll(async () => {
    browser = store.browser();
    ({ page: admin } = await newVisitor(browser));
    await registerThroughForm(admin, newPerson('keeper'), { role: 'admin' });
    ({ page: shopper } = await newVisitor(browser));
    await registerThroughForm(shopper, newPerson('reader'));
  });

  async function searchCatalogue(page: Page, query: string) {
    await page.goto('/books');
    await page.fill('#catalogue-search', query);
    await page.waitForURL((url) => url.searchParams.get('q') === query);
  }

  const card = (page: Page, bookTitle: string) =>
    page.locator('[data-testid=book-card]', { has: page.getByRole('heading', { name: bookTitle }) });

  it('lets the admin add a book with a cover', async () => {
    await admin.goto('/admin/books');
    await admin.getByRole('link', { name: 'Add New Book' }).click();
    await expectPath(admin, '/admin/books/add');
    await admin.getByRole('heading', { name: 'Add New Book' }).waitFor();
    await admin.setInputFiles('#book-image', { name: 'cover.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await admin.fill('#book-title', title);
    await admin.fill('#book-author', 'Odile Marchetti');
    await admin.fill('#book-price', '0.5');
    await admin.fill('#book-stock', '7');
    await admin.selectOption('#book-category', 'Mystery');
    await admin.fill('#book-description', 'A lamplighter notices that one lantern on the hill is never lit.');
    await admin.getByRole('button', { name: 'Add Book' }).click();
    await expectToast(admin, 'Book added successfully!');
    await expectPath(admin, '/admin/books');
  });

  it('shows the new book to a shopper in search, in its category and first when sorted by price', async () => {
    await searchCatalogue(shopper, 'quarry lantern');
    // One match, of the whole catalogue (the demo books and this one).
    await shopper.getByText(/^Showing 1 of \d{2,} books$/).waitFor();
    await card(shopper, title).waitFor();
    expect(await shopper.locator('[data-testid=book-card]').count()).toBe(1);
    expect(await card(shopper, title).locator('img').getAttribute('src')).toMatch(/\/api\/images\/[0-9a-f]{24}$/);
    // In stock (7), so the card offers Add to Cart (the orders journey covers the out-of-stock case).
    expect(
      await card(shopper, title)
        .getByRole('button', { name: /add to cart/i })
        .isEnabled(),
    ).toBe(true);

    await shopper.goto('/books');
    await shopper.selectOption('#catalogue-category', 'Mystery');
    await shopper.waitForURL((url) => url.searchParams.get('category') === 'Mystery');
    // The list changes once the filtered page arrives: wait until every card is a Mystery.
    await shopper.waitForFunction(() => {
      const cards = [...document.querySelectorAll('[data-testid=book-card]')];
      return cards.length > 0 && cards.every((element) => element.textContent?.includes('Mystery'));
    });
    await card(shopper, title).waitFor();

    await shopper.selectOption('#catalogue-category', '');
    await shopper.selectOption('#catalogue-sort', 'price');
    await shopper.waitForURL((url) => url.searchParams.get('sort') === 'price');
    await shopper.locator('[data-testid=book-card] h2').first().filter({ hasText: title }).waitFor();
    await screenshotBoth(shopper.context(), '/books?sort=price', 'catalogue-by-price');
  });

  it('shows the price the admin edits to the shopper', async () => {
    await admin.goto('/admin/books');
    await admin.fill('#admin-books-search', 'quarry');
    await admin
      .getByRole('link', { name: `Edit ${title}` })
      .first()
      .click();
    await admin.getByRole('heading', { name: 'Edit Book' }).waitFor();
    expect(await admin.inputValue('#book-title')).toBe(title);
    await admin.fill('#book-price', '12.75');
    await admin.getByRole('button', { name: 'Update Book' }).click();
    await expectToast(admin, 'Book updated successfully!');
    await expectPath(admin, '/admin/books');

    await searchCatalogue(shopper, 'quarry');
    await card(shopper, title).getByText('$12.75').waitFor();
    await card(shopper, title)
      .getByRole('link', { name: `View ${title}` })
      .click();
    await shopper.getByRole('heading', { name: title }).waitFor();
    await shopper.getByText('7 in stock').first().waitFor();
    await shopper.getByText('$12.75').first().waitFor();
    await screenshotBoth(shopper.context(), new URL(shopper.url()).pathname, 'book-detail');
    await screenshotBoth(admin.context(), '/admin/books', 'admin-books');
    await screenshotBoth(admin.context(), '/admin/books/add', 'admin-book-add');
  });

  it('lets the admin delete the book after confirming', async () => {
    await admin.goto('/admin/books');
    await admin.fill('#admin-books-search', 'quarry');
    const row = admin.locator('[data-testid=admin-book-row]', { hasText: title }).first();
    await row.waitFor();

    const dialog = admin.getByRole('alertdialog', { name: 'Delete book' });
    await admin
      .getByRole('button', { name: `Delete ${title}` })
      .first()
      .click();
    await dialog.getByText('Are you sure you want to delete this book?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.waitFor();

    await admin
      .getByRole('button', { name: `Delete ${title}` })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(admin, 'Book deleted successfully');
    await admin.locator('[data-testid=admin-book-row]', { hasText: title }).first().waitFor({ state: 'detached' });

    // Sorted by title, the search finds exact words only (Best match may add near words).
    await shopper.goto('/books?sort=title&q=quarry');
    await shopper.getByText('No books found matching your criteria.').waitFor();
  });

  it('sends a shopper who opens an admin URL to the home page', async () => {
    await shopper.goto('/admin/books/add');
    await expectPath(shopper, '/');
  });

  it('renders the demo catalogue at phone width', async () => {
    const { context, page } = await newVisitor(browser, WIDTHS.phone);
    await registerThroughForm(page, newPerson('phone'));
    await page.goto('/books');
    await page.locator('[data-testid=book-card]').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshotBoth(context, '/books', 'catalogue');
    await context.close();
  });
});
