import type { Browser, Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/a11y';
import { newPerson, registerThroughForm, signOutThroughMenu, type Person } from '../support/accounts';
import { addAddress } from '../support/addresses';
import { addBook, gql, tokenOf } from '../support/api';
import { expectPath, expectToast, newVisitor, screenshot, screenshotBoth, useStore, WIDTHS } from '../support/browser';
import { quoteShown } from '../support/checkout';

/** The toasts on screen now (texts), leaving out those on their way out. */
function openToasts(page: Page): Promise<string[]> {
  return page.locator('.Toastify__toast:not(.Toastify--animate-exit, .Toastify__toast--exit)').allTextContents();
}

/** What has keyboard focus: its accessible text, or its tag when it has none. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return active?.getAttribute('aria-label') || active?.textContent?.trim() || active?.tagName || '';
  });
}

/** True when nothing around the focused element clips its 2 px focus ring. */
function focusRingShowsWhole(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const active = document.activeElement!;
    const ring = active.getBoundingClientRect();
    for (let node = active.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const box = node.getBoundingClientRect();
      if (
        ring.left - 2 < box.left ||
        ring.right + 2 > box.right ||
        ring.top - 2 < box.top ||
        ring.bottom + 2 > box.bottom
      )
        return false;
    }
    return true;
  });
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * Whether "×" and the number after it sit on the same line in each line of the cart's summary:
 * the line of the text's "×" and of its last character.
 */
function timesKeptWithNumber(summary: Element): boolean[] {
  return [...summary.querySelectorAll('li > span:first-child')].map((span) => {
    const walker = document.createTreeWalker(span, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    while (walker.nextNode()) texts.push(walker.currentNode as Text);
    const lineOf = (node: Text, offset: number) => {
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      return Math.round(range.getBoundingClientRect().bottom);
    };
    const times = texts.find((text) => text.data.includes('×'))!;
    const last = texts.at(-1)!;
    return lineOf(times, times.data.indexOf('×')) === lineOf(last, last.data.length - 1);
  });
}

/** How many lines an element's text takes. */
function linesOf(element: Element): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom))).size;
}

/**
 * The shopper's screens in a real browser, for what jsdom cannot tell: keyboard focus as the
 * browser moves it, layout at 360 and 1280 px, toasts against the header.
 */
describe('shopper screens in the browser', () => {
  const store = useStore();
  const tag = Date.now().toString(36);
  const books = {
    atlas: { title: `Keyboard Atlas ${tag}`, price: 5, stock: 5 },
    shelf: { title: `Second Shelf ${tag}`, price: 2.5, stock: 4 },
    last: { title: `Last Copies ${tag}`, price: 4, stock: 3 },
    long: {
      title: `The Remarkably Long and Winding Title of a Book About Nothing in Particular ${tag}`,
      price: 7,
      stock: 8,
    },
  };
  const ids: Record<keyof typeof books, string> = { atlas: '', shelf: '', last: '', long: '' };
  let browser: Browser;
  let shopper: Person;
  let shopperToken = '';

  beforeAll(async () => {
    browser = store.browser();
    const { context, page } = await newVisitor(browser);
    await registerThroughForm(page, newPerson('keeper'), { role: 'admin' });
    const token = await tokenOf(context);
    for (const key of Object.keys(books) as (keyof typeof books)[]) ids[key] = await addBook(token, books[key]);
    await context.close();
    shopper = newPerson('reader');
    const visitor = await newVisitor(browser);
    await registerThroughForm(visitor.page, shopper);
    shopperToken = await tokenOf(visitor.context);
    await addAddress(shopperToken, {
      fullName: 'Rita Reader',
      line1: '4 Harbour Lane',
      city: 'Galway',
      postalCode: 'H91 E2K3',
      country: 'IE',
    });
    await visitor.context.close();
  });

  /** A page signed in as the shopper, at this width. */
  async function shopperPage(width: number = WIDTHS.desktop) {
    const visitor = await newVisitor(browser, width);
    await visitor.page.goto('/login');
    await visitor.page.fill('#login-email', shopper.email);
    await visitor.page.fill('#login-password', shopper.password);
    await visitor.page.getByRole('button', { name: 'Sign in' }).click();
    await expectToast(visitor.page, 'Login successful!');
    return visitor;
  }

  async function emptyCart() {
    await gql(shopperToken, 'mutation { clearCart { message } }');
  }

  it('counts the copies already in the cart on the book page', async () => {
    await emptyCart();
    const { context, page } = await shopperPage();
    await page.goto(`/books/${ids.last}`);
    await page.getByText('Max: 3').waitFor();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(page, '2 books added to cart successfully!');
    await page.getByText('Max: 1 (2 copies in your cart)').waitFor();
    await screenshotBoth(context, `/books/${ids.last}`, 'book-some-in-cart');

    await page.getByRole('button', { name: 'Add to Cart' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('All 3 copies are in your cart.').waitFor();
    expect(await page.getByRole('button', { name: 'Add to Cart' }).isDisabled()).toBe(true);
    expect(await focused(page)).toBe('Go to Cart');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotBoth(context, `/books/${ids.last}`, 'book-all-in-cart');
    await context.close();
  });

  it('asks before Buy now orders, with the book, quantity, total and address, keeping focus inside', async () => {
    for (const width of Object.values(WIDTHS)) {
      const { context, page } = await shopperPage(width);
      await page.goto(`/books/${ids.long}`);
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      const buyNow = page.getByRole('button', { name: 'Buy now' });
      await buyNow.click();
      const dialog = page.getByRole('dialog', { name: 'Confirm your order' });
      await dialog.waitFor();
      await quoteShown(dialog);
      expect(await dialog.getByTestId('order-review-total').textContent()).toBe('$14.00');
      expect(await dialog.getByText(books.long.title).isVisible()).toBe(true);
      await dialog.getByRole('region', { name: 'Deliver to' }).getByText('4 Harbour Lane').waitFor();
      await screenshot(page, 'buy-now-dialog', { fullPage: false });
      expect(await seriousA11yViolations(page)).toEqual([]);
      // Focus starts on the title; Tab cycles through the dialog's controls: the address, the one
      // delivery of a fresh store (Collect in store), the code and Apply, the one payment method of a
      // fresh store (pay on delivery), Cancel, Confirm order.
      expect(await focused(page)).toBe('Confirm your order');
      for (const expected of [
        'Add a new address',
        'INPUT',
        'INPUT',
        'Apply',
        'INPUT',
        'Cancel',
        'Confirm order',
        'Add a new address',
      ]) {
        await page.keyboard.press('Tab');
        expect(await focused(page)).toBe(expected);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await focused(page)).toBe('Buy now');
      if (width === WIDTHS.desktop) {
        await buyNow.click();
        await dialog.getByRole('button', { name: 'Confirm order' }).click();
        await expectToast(page, 'Order placed successfully!');
        await expectPath(page, /^\/orders\/[0-9a-f]{24}$/);
        await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
      }
      await context.close();
    }
  });

  it('keeps keyboard focus on the cart: + twice in a row, then Remove hands it to the next line', async () => {
    await emptyCart();
    for (const [key, quantity] of [
      ['atlas', 1],
      ['shelf', 1],
      ['long', 1],
    ] as const) {
      await gql(shopperToken, 'mutation($id: ID!, $n: Int!) { addToCart(bookId: $id, quantity: $n) { message } }', {
        id: ids[key],
        n: quantity,
      });
    }
    const { context, page } = await shopperPage();
    await page.goto('/cart');
    await page.getByRole('heading', { name: 'Shopping Cart (3 items)' }).waitFor();
    const more = page.getByRole('button', { name: `Increase quantity of ${books.atlas.title}` });
    await more.focus();
    expect(await focusRingShowsWhole(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Shopping Cart (4 items)' }).waitFor();
    expect(await focused(page)).toBe(`Increase quantity of ${books.atlas.title}`);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Shopping Cart (5 items)' }).waitFor();
    expect(await focused(page)).toBe(`Increase quantity of ${books.atlas.title}`);

    const less = page.getByRole('button', { name: `Decrease quantity of ${books.shelf.title}` });
    await page.getByRole('button', { name: `Increase quantity of ${books.shelf.title}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Shopping Cart (6 items)' }).waitFor();
    await less.focus();
    expect(await focusRingShowsWhole(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Shopping Cart (5 items)' }).waitFor();
    // At 1 the − button is disabled: focus moves on to the quantity field instead of being lost.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Quantity of ${books.shelf.title}`,
    );

    await page.getByRole('button', { name: `Remove ${books.atlas.title}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Shopping Cart (2 items)' }).waitFor();
    expect(await focused(page)).toBe(books.shelf.title);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotBoth(context, '/cart', 'cart-keyboard');

    // The summary keeps "× n" together at any width, the long title wrapping before it.
    const phone = await newVisitor(browser, WIDTHS.phone);
    await phone.context.addCookies(await context.cookies());
    await phone.page.goto('/cart');
    const summary = phone.page.getByRole('region', { name: 'Order Summary' });
    await summary.getByText(/× 1/).first().waitFor();
    const widths = [...Array(181).keys()].flatMap((i) => [300 + i, 1024 + i]);
    for (const width of widths) {
      await phone.page.setViewportSize({ width, height: 780 });
      const kept = await summary.evaluate(timesKeptWithNumber);
      expect({ width, kept }).toEqual({ width, kept: kept.map(() => true) });
    }
    await phone.page.setViewportSize({ width: WIDTHS.phone, height: 780 });
    expect(await fitsWidth(phone.page)).toBe(true);
    await phone.context.close();
    await context.close();
  });

  it('orders the cart through its review by keyboard: Escape goes back to Place Order, Confirm order to the order', async () => {
    await emptyCart();
    for (const key of ['atlas', 'shelf'] as const) {
      await gql(shopperToken, 'mutation($id: ID!) { addToCart(bookId: $id) { message } }', { id: ids[key] });
    }
    for (const width of Object.values(WIDTHS)) {
      const { context, page } = await shopperPage(width);
      await page.goto('/cart');
      await page.getByRole('heading', { name: 'Shopping Cart (2 items)' }).waitFor();
      await page.getByRole('button', { name: 'Place Order' }).focus();
      await page.keyboard.press('Enter');
      const review = page.getByRole('dialog', { name: 'Confirm your order' });
      await review.getByRole('region', { name: 'Deliver to' }).getByText('4 Harbour Lane').waitFor();
      expect(await review.getByTestId('review-line').count()).toBe(2);
      await quoteShown(review);
      expect(await review.getByTestId('order-review-total').textContent()).toBe('$7.50');
      expect(await focused(page)).toBe('Confirm your order');
      expect(await fitsWidth(page)).toBe(true);
      await screenshot(page, 'cart-review', { fullPage: false });
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await review.waitFor({ state: 'detached' });
      expect(await focused(page)).toBe('Place Order');
      if (width === WIDTHS.desktop) {
        await page.keyboard.press('Enter');
        // Opened again, the review asks for the quote again: Confirm order waits for it.
        await quoteShown(review);
        await review.getByRole('button', { name: 'Confirm order' }).focus();
        await page.keyboard.press('Enter');
        await expectToast(page, 'Order placed successfully!');
        await expectPath(page, /^\/orders\/[0-9a-f]{24}$/);
        await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
        expect(await focused(page)).toMatch(/^Order #[0-9a-f]{8}$/);
      }
      await context.close();
    }
  });

  it("keeps focus on a card's Add to Cart pressed with Enter, and shows one toast at a time at 360 px, below the header", async () => {
    await emptyCart();
    const { context, page } = await shopperPage(WIDTHS.phone);
    // Signing in left 'Login successful!' showing: the next toast replaces it.
    await page.getByRole('link', { name: 'Browse Books' }).click();
    await page.getByText(/^Showing/).waitFor();
    const add = page.getByRole('button', { name: `Add to Cart ${books.shelf.title}` });
    await add.focus();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Book added to cart successfully!');
    expect(await focused(page)).toBe(`Add to Cart ${books.shelf.title}`);
    await page.waitForTimeout(1000);
    expect(await openToasts(page)).toEqual(['Book added to cart successfully!']);
    const toast = (await page.locator('.Toastify__toast').first().boundingBox())!;
    const header = (await page.locator('header').boundingBox())!;
    expect(toast.y).toBeGreaterThanOrEqual(header.y + header.height);
    await screenshot(page, 'toast-phone', { fullPage: false });
    await context.close();
  });

  it('counts matches of the whole catalogue, and says nothing above an empty result', async () => {
    const { context, page } = await shopperPage();
    await page.goto(`/books?q=${tag}`);
    await page.getByText('Showing 4 of 4 books').waitFor();
    await page.goto(`/books?q=${encodeURIComponent(`shelf ${tag}`)}`);
    await page.getByText('Showing 1 of 4 books').waitFor();
    await page.goto('/books?q=nothing-matches-this');
    await page.getByText('No books found matching your criteria.').waitFor();
    expect(await page.getByText(/^Showing/).count()).toBe(0);
    await screenshotBoth(context, `/books?q=${tag}`, 'catalogue-count');
    await context.close();
  });

  it('shows cards with a cover-sized placeholder and their stock on one line', async () => {
    const { context, page } = await shopperPage(WIDTHS.phone);
    await page.goto(`/books?q=${tag}`);
    const card = page.locator('[data-testid=book-card]').first();
    const placeholder = card.getByTestId('no-image');
    const box = (await placeholder.boundingBox())!;
    // A cover's shape (2:3), not a strip as wide as its text.
    expect(Math.abs(box.width / box.height - 2 / 3)).toBeLessThan(0.05);
    expect(await fitsWidth(page)).toBe(true);
    // Two cards a row from 640 px: the stock line keeps "5 in stock" whole beside the buttons.
    for (let width = 640; width <= 1100; width += 20) {
      await page.setViewportSize({ width, height: 900 });
      for (const stock of await page.locator('[data-testid=book-card] p', { hasText: /in stock/ }).all()) {
        expect({ width, lines: await stock.evaluate(linesOf) }).toEqual({ width, lines: 1 });
      }
    }
    await context.close();
  });

  it('keeps Tab inside the open mobile menu', async () => {
    const { context, page } = await shopperPage(WIDTHS.phone);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'mobile-menu-shopper', { fullPage: false });
    const seen = new Set<string>();
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('header')));
      expect(inside).toBe(true);
      seen.add(await focused(page));
    }
    expect(seen).toEqual(
      new Set([
        'Close menu',
        'Home',
        'Books',
        'About',
        'Complaints',
        'Cart',
        'Orders',
        'Wishlist',
        'Profile',
        'Logout',
      ]),
    );
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await context.close();
  });

  it('clears the wrong-password toast when the next sign-in succeeds', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/login');
    await page.fill('#login-email', shopper.email);
    await page.fill('#login-password', 'not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectToast(page, 'Invalid email or password');
    await page.fill('#login-password', shopper.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectToast(page, 'Login successful!');
    await page.waitForTimeout(1500);
    expect(await openToasts(page)).toEqual(['Login successful!']);
    await context.close();
  });

  it('clears the wrong-password toast when the password change then succeeds', async () => {
    const { context, page } = await newVisitor(browser);
    const person = newPerson('changer');
    await registerThroughForm(page, person);
    await page.goto('/profile');
    await page.fill('#password-current', 'not-the-password');
    await page.fill('#password-new', 'brand-new-1');
    await page.fill('#password-confirm', 'brand-new-1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.locator('.Toastify__toast--error').first().waitFor();
    const failure = await openToasts(page);
    await page.fill('#password-current', person.password);
    await page.fill('#password-new', 'brand-new-1');
    await page.fill('#password-confirm', 'brand-new-1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'Password changed successfully');
    await page.waitForTimeout(1500);
    expect({ failure, now: await openToasts(page) }).toEqual({ failure, now: ['Password changed successfully'] });
    await context.close();
  });

  it('keeps the toasts clear of the header links at 1280 px', async () => {
    const { context, page } = await newVisitor(browser, WIDTHS.desktop);
    await registerThroughForm(page, newPerson('toasted'));
    const toast = page.locator('.Toastify__toast', { hasText: 'Registration successful!' });
    const box = (await toast.boundingBox())!;
    const controls = page.locator('header a, header button');
    for (let i = 0; i < (await controls.count()); i++) {
      const control = controls.nth(i);
      if (!(await control.isVisible())) continue;
      const other = (await control.boundingBox())!;
      const overlaps =
        box.x < other.x + other.width &&
        other.x < box.x + box.width &&
        box.y < other.y + other.height &&
        other.y < box.y + box.height;
      const name = await control.textContent();
      expect({ name, overlaps }).toEqual({ name, overlaps: false });
    }
    await screenshot(page, 'toast-below-header');
    await signOutThroughMenu(page);
    await context.close();
  });
});
