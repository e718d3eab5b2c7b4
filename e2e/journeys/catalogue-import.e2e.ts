import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { newPerson, registerThroughForm } from '../support/accounts';
import { expectPath, expectToast, newVisitor, screenshot, screenshotBoth, useStore, WIDTHS } from '../support/browser';

/**
 * A bookshop's catalogue tools: a book's details through the form and on its page, a CSV checked
 * (dry run) then imported with its progress, and the catalogue exported as a download.
 */
describe('catalogue tools in the browser', () => {
  const store = useStore();
  const stamp = Date.now().toString(36);
  let browser: Browser;
  let admin: Page;
  let shopper: Page;

  beforeAll(async () => {
    browser = store.browser();
    ({ page: admin } = await newVisitor(browser));
    await registerThroughForm(admin, newPerson('shopkeeper'), { role: 'admin' });
    ({ page: shopper } = await newVisitor(browser));
    await registerThroughForm(shopper, newPerson('browser'));
  });

  /** Both widths of the screen as it is now (the import screen's state lives in the page). */
  async function shootBoth(page: Page, name: string) {
    for (const width of Object.values(WIDTHS)) {
      await page.setViewportSize({ width, height: width < 600 ? 780 : 900 });
      await page.waitForTimeout(150);
      await screenshot(page, name);
    }
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  }

  it('adds a book with its ISBN, publisher, year, pages and language; the book page lists them', async () => {
    await admin.goto('/admin/books/add');
    await admin.getByRole('heading', { name: 'Add New Book' }).waitFor();
    await admin.fill('#book-title', `Dune ${stamp}`);
    await admin.fill('#book-author', 'Frank Herbert');
    await admin.fill('#book-price', '9.99');
    await admin.fill('#book-stock', '4');
    await admin.selectOption('#book-category', 'Science Fiction');
    await admin.fill('#book-isbn', '0-441-17271-7');
    await admin.fill('#book-publisher', 'Ace');
    await admin.fill('#book-year', '1990');
    await admin.fill('#book-pages', '535');
    await admin.selectOption('#book-language', 'en');
    await admin.getByRole('button', { name: 'Add Book' }).click();
    await expectToast(admin, 'Book added successfully!');
    await expectPath(admin, '/admin/books');

    // A search by the ISBN-13 finds it; its page lists the details.
    await shopper.goto('/books');
    await shopper.fill('#catalogue-search', '978-0-441-17271-9');
    // The new book shows in the unfiltered list too: wait until the search has applied (it is in
    // the address, and the list shows its one result), then open that book's own card.
    await shopper.waitForURL((url) => url.searchParams.get('q') === '978-0-441-17271-9');
    await shopper.waitForFunction(() => document.querySelectorAll('[data-testid=book-card]').length === 1);
    const card = shopper.locator('[data-testid=book-card]', { hasText: `Dune ${stamp}` });
    await card.waitFor();
    await card.getByRole('link').first().click();
    const details = shopper.getByRole('region', { name: 'Details' });
    await details.getByText('9780441172719').waitFor();
    expect(await details.textContent()).toContain('Pages535');
    expect(await details.textContent()).toContain('LanguageEnglish');
    await screenshotBoth(shopper.context(), new URL(shopper.url()).pathname, 'book-details');

    const bookPath = new URL(shopper.url()).pathname;
    await admin.goto(`/admin/books/edit/${bookPath.split('/').pop()}`);
    expect(await admin.locator('#book-isbn').inputValue()).toBe('9780441172719');
    await screenshotBoth(admin.context(), `/admin/books/edit/${bookPath.split('/').pop()}`, 'book-form-details');
  });

  it('checks a CSV (dry run), imports it with its progress, then exports the catalogue as a download', async () => {
    const csv = [
      'title,author,category,price,stock,isbn,language',
      `Imported One ${stamp},Ann Author,Fiction,5.00,3,,en`,
      `Imported Two ${stamp},Ben Author,History,7.50,1,979-10-90636-07-1,fr`,
      `,Nobody,Fiction,1,1,,`,
    ].join('\n');
    await admin.goto('/admin/books');
    await admin.getByRole('link', { name: 'Import CSV' }).click();
    await expectPath(admin, '/admin/books/import');
    await admin.getByText(/image_url is not\s+fetched/).waitFor();
    await admin.setInputFiles('#import-file', { name: 'books.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await admin.getByRole('button', { name: 'Check file (dry run)' }).click();
    const table = admin.getByRole('table', { name: 'Rows that would change or are refused' });
    await table.getByRole('cell', { name: 'Title is required' }).waitFor();
    expect(await table.getByRole('row').count()).toBe(4);
    await shootBoth(admin, 'import-dry-run');

    await admin.getByRole('button', { name: 'Apply: import 2 books' }).click();
    await admin.getByText('Done: 3 rows').waitFor({ timeout: 30_000 });
    await admin.getByText('Row 4: Title is required').waitFor({ state: 'attached' });
    await shootBoth(admin, 'import-done');

    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text).toContain(
      'title,author,category,price,stock,description,isbn,publisher,year,pages,language,image_url',
    );
    expect(text).toContain(`Imported Two ${stamp},Ben Author,History,7.50,1,,9791090636071,,,,fr,`);
  });
});
