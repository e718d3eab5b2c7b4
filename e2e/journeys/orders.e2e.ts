import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newPerson, registerThroughForm } from '../support/accounts';
import { fillAddressForm } from '../support/addresses';
import { deliverEverywhere } from '../support/api';
import { seriousA11yViolations } from '../support/a11y';
import {
  BASE_URL,
  expectPath,
  expectToast,
  newVisitor,
  screenshot,
  screenshotBoth,
  useStore,
  WIDTHS,
} from '../support/browser';
import { quoteShown } from '../support/checkout';

/**
 * A shopper fills a cart from the catalogue and a book's page, changes it, clears it, fills it
 * again and orders; the admin finds the order by the number the shopper sees and ships it; the
 * shopper's tracker follows and the dashboard counts the revenue.
 */
describe('cart, orders and order management in the browser', () => {
  const store = useStore();
  const tag = Date.now().toString(36);
  const books = {
    atlas: { title: `Atlas of Small Harbours ${tag}`, price: 10, stock: 5 },
    bells: { title: `Bells Under the Ice ${tag}`, price: 4.5, stock: 3 },
    cedar: { title: `Cedar and Salt ${tag}`, price: 7.25, stock: 4 },
    dusk: { title: `Dusk Timetable ${tag}`, price: 3, stock: 0 },
  };
  const ids: Record<keyof typeof books, string> = { atlas: '', bells: '', cedar: '', dusk: '' };
  let browser: Browser;
  let admin: Page;
  let shopper: Page;
  let orderId = '';

  async function adminToken(context: BrowserContext): Promise<string> {
    const token = (await context.cookies()).find((cookie) => cookie.name === 'token')?.value;
    if (!token) throw new Error('the admin has no session cookie');
    return decodeURIComponent(token);
  }

  /** Stocks the shelf through the API, as the admin: the book form has its own journey. */
  async function addBook(token: string, book: { title: string; price: number; stock: number }): Promise<string> {
    const response = await fetch(`${BASE_URL()}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: 'mutation Add($input: BookInput!) { addBook(input: $input) { book { id } } }',
        variables: { input: { ...book, author: 'Ines Varga', category: 'Fiction', description: 'A journey book.' } },
      }),
    });
    const body = (await response.json()) as { data?: { addBook: { book: { id: string } } }; errors?: unknown };
    if (!body.data) throw new Error(`addBook failed: ${JSON.stringify(body.errors)}`);
    return body.data.addBook.book.id;
  }

  beforeAll(async () => {
    browser = store.browser();
    ({ page: admin } = await newVisitor(browser));
    await registerThroughForm(admin, newPerson('keeper'), { role: 'admin' });
    const token = await adminToken(admin.context());
    for (const key of Object.keys(books) as (keyof typeof books)[]) ids[key] = await addBook(token, books[key]);
    await deliverEverywhere(token);
    ({ page: shopper } = await newVisitor(browser));
    await registerThroughForm(shopper, newPerson('reader'));
  });

  const card = (page: Page, title: string) =>
    page.locator('[data-testid=book-card]', { has: page.getByRole('heading', { name: title }) });
  const cartLine = (page: Page, title: string) => page.locator('[data-testid=cart-line]', { hasText: title });

  async function openCatalogue(page: Page) {
    await page.goto(`/books?q=${encodeURIComponent(tag)}`);
    await card(page, books.atlas.title).waitFor();
  }

  async function addFromCatalogue(page: Page, title: string) {
    await card(page, title)
      .getByRole('button', { name: `Add to Cart ${title}` })
      .click();
    await expectToast(page, 'Book added to cart successfully!');
  }

  async function addTwoFromDetail(page: Page, key: keyof typeof books) {
    await page.goto(`/books/${ids[key]}`);
    await page.getByRole('heading', { level: 1, name: books[key].title }).waitFor();
    await page.getByRole('button', { name: /^Increase quantity/ }).click();
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await expectToast(page, '2 books added to cart successfully!');
  }

  it('offers no Add to Cart for a book that is out of stock', async () => {
    await openCatalogue(shopper);
    const dusk = card(shopper, books.dusk.title);
    await dusk.waitFor();
    expect(await dusk.getByRole('button', { name: new RegExp(`^Add to Cart`) }).count()).toBe(0);
    await shopper.goto(`/books/${ids.dusk}`);
    await shopper.getByText('This book is currently out of stock.').waitFor();
    expect(await shopper.getByRole('button', { name: /Add to Cart/ }).count()).toBe(0);
  });

  it('adds books from the catalogue and from a book page, changes a quantity and removes a line', async () => {
    await openCatalogue(shopper);
    await addFromCatalogue(shopper, books.atlas.title);
    await addFromCatalogue(shopper, books.cedar.title);
    await addTwoFromDetail(shopper, 'bells');

    await shopper.goto('/cart');
    await shopper.getByRole('heading', { name: 'Shopping Cart (4 items)' }).waitFor();
    await cartLine(shopper, books.atlas.title)
      .getByRole('button', { name: /^Increase quantity/ })
      .click();
    await expectToast(shopper, 'Cart updated successfully');
    await shopper.getByRole('heading', { name: 'Shopping Cart (5 items)' }).waitFor();

    await cartLine(shopper, books.cedar.title)
      .getByRole('button', { name: `Remove ${books.cedar.title}` })
      .click();
    await expectToast(shopper, 'Item removed from cart');
    await cartLine(shopper, books.cedar.title).waitFor({ state: 'detached' });
    await shopper.getByRole('heading', { name: 'Shopping Cart (4 items)' }).waitFor();
    expect(await shopper.getByTestId('cart-total').textContent()).toBe('$29.00');
    await screenshotBoth(shopper.context(), '/cart', 'cart');
  });

  it('clears the cart only after the shopper confirms', async () => {
    await shopper.goto('/cart');
    const dialog = shopper.getByRole('alertdialog');
    await shopper.getByRole('button', { name: 'Clear Cart' }).click();
    await dialog.getByText('Are you sure you want to clear your entire cart?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await shopper.locator('[data-testid=cart-line]').count()).toBe(2);

    await shopper.getByRole('button', { name: 'Clear Cart' }).click();
    await dialog.getByRole('button', { name: /clear/i }).click();
    await expectToast(shopper, 'Cart cleared successfully');
    await shopper.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
  });

  it('orders the cart, adding the address it goes to in the review, and finds the order in My Orders and on its own page', async () => {
    await openCatalogue(shopper);
    await addFromCatalogue(shopper, books.atlas.title);
    await addTwoFromDetail(shopper, 'bells');
    await shopper.goto('/cart');
    await shopper.getByRole('heading', { name: 'Shopping Cart (3 items)' }).waitFor();
    await shopper.getByRole('button', { name: 'Place Order' }).click();
    const review = shopper.getByRole('dialog', { name: 'Confirm your order' });
    await review.getByText('No delivery address yet.').waitFor();
    expect(await review.getByTestId('review-line').count()).toBe(2);
    await review.getByRole('button', { name: 'Add a delivery address' }).click();
    const form = shopper.getByRole('dialog', { name: 'Add a delivery address' });
    await fillAddressForm(form, {
      fullName: 'Rosa Reader',
      line1: '9 Lighthouse Road',
      city: 'Porto',
      postalCode: '4000-123',
      country: 'Portugal',
    });
    await form.getByRole('button', { name: 'Save Address' }).click();
    await review.getByRole('region', { name: 'Deliver to' }).getByText('9 Lighthouse Road').waitFor();
    await quoteShown(review);
    await review.getByRole('button', { name: 'Confirm order' }).click();
    await expectToast(shopper, 'Order placed successfully!');
    await expectPath(shopper, /^\/orders\/[0-9a-f]{24}$/);
    orderId = new URL(shopper.url()).pathname.split('/').pop()!;
    const number = `Order #${orderId.slice(-8)}`;

    await shopper.getByRole('heading', { level: 1, name: number }).waitFor();
    const steps = shopper.getByTestId('status-step');
    expect(await steps.nth(0).getAttribute('aria-current')).toBe('step');
    await shopper.getByTestId('order-line').filter({ hasText: books.bells.title }).getByText('$9.00').waitFor();
    await shopper.getByRole('region', { name: 'Deliver to' }).getByText('9 Lighthouse Road').waitFor();

    await shopper.goto('/orders');
    const listed = shopper.locator('[data-testid=order-card]', { hasText: number });
    await listed.waitFor();
    await listed.getByText('Pending').waitFor();
    await listed.getByText('$19.00').waitFor();
    await listed.getByRole('link', { name: `View Details of ${number}` }).click();
    await expectPath(shopper, `/orders/${orderId}`);
    await screenshotBoth(shopper.context(), '/orders', 'orders');
  });

  it('lets the admin find the order by its last 8 characters and ship it; the shopper sees Shipped', async () => {
    const short = orderId.slice(-8);
    await admin.goto('/admin/orders');
    await admin.fill('#admin-orders-search', short);
    await admin.waitForURL((url) => url.searchParams.get('q') === short);
    await admin.getByText('Showing 1 of 1 orders').waitFor();
    const status = admin.getByRole('combobox', { name: `Status of order #${short}` });
    expect(await status.inputValue()).toBe('PENDING');
    const focusedLabel = () => admin.evaluate(() => document.activeElement?.getAttribute('aria-label'));

    // An arrow key on the focused select only asks; Escape answers no and focus comes back (a
    // table row at 1280 px, a card at 360 px).
    const question = admin.getByRole('alertdialog', { name: 'Mark as shipped' });
    for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
      await admin.setViewportSize({ width, height: width < 600 ? 780 : 900 });
      // The list turns from cards into a table (or back) a render after the resize: focus the
      // select of the new layout, not the one about to be replaced.
      await admin.locator(`${width < 768 ? 'li' : 'tr'}[data-testid=admin-order-row]`).waitFor();
      await status.focus();
      await admin.keyboard.press('ArrowDown');
      await question.getByText(`Mark order #${short} as shipped? The customer is emailed`).waitFor();
      expect(await seriousA11yViolations(admin)).toEqual([]);
      await screenshot(admin, 'admin-orders-confirm', { fullPage: false });
      await admin.keyboard.press('Escape');
      await question.waitFor({ state: 'detached' });
      expect(await status.inputValue()).toBe('PENDING');
      // Focus comes back once the dialog has gone (a frame later on a busy machine).
      await admin.waitForFunction(
        (label) => document.activeElement?.getAttribute('aria-label') === label,
        `Status of order #${short}`,
        { timeout: 5_000 },
      );
      expect(await focusedLabel()).toBe(`Status of order #${short}`);
    }

    // Confirmed from the keyboard: saved once, and focus is back on the select.
    await admin.keyboard.press('ArrowDown');
    await question.getByRole('button', { name: 'Mark as Shipped' }).focus();
    await admin.keyboard.press('Enter');
    await expectToast(admin, 'Order status updated to shipped');
    await admin.locator(`select[aria-label="Status of order #${short}"][aria-busy="false"]`).waitFor();
    expect(await status.inputValue()).toBe('SHIPPED');
    expect(await focusedLabel()).toBe(`Status of order #${short}`);
    await screenshotBoth(admin.context(), `/admin/orders?q=${short}`, 'admin-orders');

    await shopper.goto(`/orders/${orderId}`);
    const shipped = shopper.getByTestId('status-step').nth(1);
    await shipped.and(shopper.locator('[aria-current=step]')).waitFor();
    expect(await shipped.textContent()).toContain('Shipped');
    await screenshotBoth(shopper.context(), `/orders/${orderId}`, 'order-detail');
  });

  it('shows the new revenue on the dashboard', async () => {
    await admin.goto('/admin');
    const totals = admin.getByRole('region', { name: 'Totals' });
    await totals.getByText('$19.00').waitFor();
    await admin.getByText('$19.00 from 1 order').waitFor();
    await admin.locator('[data-testid=revenue-chart] .recharts-bar-rectangle').first().waitFor();
    await admin
      .getByRole('region', { name: 'Low Stock' })
      .getByRole('link', { name: `Edit ${books.dusk.title}` })
      .waitFor();
    await screenshotBoth(admin.context(), '/admin', 'admin-dashboard');
  });

  it('fits the order screens into a 360 px wide phone', async () => {
    for (const [page, path] of [
      [shopper, '/orders'],
      [shopper, `/orders/${orderId}`],
      [admin, '/admin/orders'],
      [admin, '/admin'],
    ] as const) {
      const { context, page: phone } = await newVisitor(browser, WIDTHS.phone);
      await context.addCookies(await page.context().cookies());
      await phone.goto(path);
      await phone.waitForLoadState('networkidle');
      await phone.locator('h1').first().waitFor();
      expect({
        path,
        fits: await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      }).toEqual({ path, fits: true });
      await context.close();
    }
  });

  it('loads the chart library only on the dashboard', async () => {
    /** The scripts a page fetches, and whether any of them carries the chart library's code. */
    function watchScripts(page: Page) {
      const bodies: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
      });
      return async () => (await Promise.all(bodies)).some((body) => body.includes('recharts-bar-rectangle'));
    }

    const { context, page } = await newVisitor(browser);
    await context.addCookies(await shopper.context().cookies());
    const shopperGotCharts = watchScripts(page);
    await page.goto('/orders');
    await page.locator('[data-testid=order-card]').first().waitFor();
    await page.goto('/books');
    await page.locator('[data-testid=book-card]').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await shopperGotCharts()).toBe(false);
    await context.close();

    const { context: adminContext, page: dashboard } = await newVisitor(browser);
    await adminContext.addCookies(await admin.context().cookies());
    const adminGotCharts = watchScripts(dashboard);
    await dashboard.goto('/admin');
    await dashboard.locator('[data-testid=revenue-chart] svg').first().waitFor();
    await dashboard.waitForLoadState('networkidle');
    expect(await adminGotCharts()).toBe(true);
    await adminContext.close();
  });
});
