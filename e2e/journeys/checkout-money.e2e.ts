import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/a11y';
import { newPerson, registerThroughForm } from '../support/accounts';
import { addAddress } from '../support/addresses';
import { addBook, tokenOf } from '../support/api';
import { BASE_URL, expectPath, expectToast, newVisitor, screenshot, useStore, WIDTHS } from '../support/browser';
import { quoteShown } from '../support/checkout';

/**
 * What an order costs: the admin sets up a delivery zone with two methods, a tax rate and a code
 * through the REST API; a shopper with an address sees the server's breakdown in the review,
 * chooses the delivery with the arrow keys, applies the code from the keyboard, places the order
 * and finds the same breakdown on the order's page, with its invoice to download.
 */
describe('checkout: delivery, tax and a discount code', () => {
  const store = useStore();
  const tag = Date.now().toString(36);
  const title = `The Salt Road ${tag}`;
  let browser: Browser;
  let adminToken = '';
  let bookId = '';
  let shopper: Page;

  /** A call to the admin REST API; throws unless it answers `status`. */
  async function adminRest<T>(method: string, path: string, body: object, status = 201): Promise<T> {
    const response = await fetch(`${BASE_URL()}/api/admin${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as T;
    if (response.status !== status) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  }

  /** The breakdown's rows as "label: amount", in order. */
  const rows = (scope: Locator) =>
    scope
      .locator('dl > div')
      .evaluateAll((divs) =>
        divs.map((div) => `${div.querySelector('dt')?.textContent}: ${div.querySelector('dd')?.textContent}`),
      );

  const focusedName = (page: Page) =>
    page.evaluate(() => {
      const active = document.activeElement as HTMLInputElement | null;
      if (active?.type === 'radio')
        return `radio ${active.closest('label')?.querySelector('span > span')?.textContent}`;
      if (active?.tagName === 'INPUT') return `input ${active.labels?.[0]?.textContent}`;
      return active?.textContent?.trim() ?? '';
    });

  beforeAll(async () => {
    browser = store.browser();
    const { page: admin, context } = await newVisitor(browser);
    await registerThroughForm(admin, newPerson('tills'), { role: 'admin' });
    adminToken = await tokenOf(admin.context());
    bookId = await addBook(adminToken, { title, price: 20, stock: 10 });

    const { settings } = await adminRest<{ settings: { zones: { _id: string; name: string }[] } }>(
      'POST',
      '/pricing/zones',
      { name: 'United Kingdom', countries: ['GB'] },
    );
    const zone = settings.zones.find((candidate) => candidate.name === 'United Kingdom')!;
    await adminRest('POST', `/pricing/zones/${zone._id}/methods`, {
      name: 'Standard',
      price: 3.5,
      minDays: 2,
      maxDays: 4,
    });
    await adminRest('POST', `/pricing/zones/${zone._id}/methods`, {
      name: 'Express',
      price: 7.5,
      minDays: 1,
      maxDays: 1,
    });
    await adminRest('POST', '/pricing/tax-rates', { country: 'GB', booksRate: 20, shippingRate: 20 });
    await adminRest('POST', '/discount-codes', { code: 'SPRING10', kind: 'PERCENTAGE', percent: 10 });
    await context.close();

    ({ page: shopper } = await newVisitor(browser));
    await registerThroughForm(shopper, newPerson('ines'));
    await addAddress(await tokenOf(shopper.context()), {
      fullName: 'Ines Reader',
      line1: '7 Quay Street',
      line2: '',
      city: 'Bristol',
      region: '',
      postalCode: 'BS1 4DJ',
      country: 'GB',
      phone: '',
    });
  });

  let reviewRows: string[] = [];

  it("shows the server's breakdown, changes with the delivery chosen by arrow key and the code applied from the keyboard, and keeps it on the order's page", async () => {
    await shopper.goto(`/books/${bookId}`);
    await shopper.getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(shopper, 'Book added to cart successfully!');

    for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
      await shopper.setViewportSize({ width, height: width < 600 ? 780 : 900 });
      await shopper.goto('/cart');
      await shopper.getByRole('button', { name: 'Place Order' }).click();
      const review = shopper.getByRole('dialog', { name: 'Confirm your order' });
      await review.getByRole('region', { name: 'Deliver to' }).getByText('7 Quay Street').waitFor();
      await quoteShown(review);
      const total = review.getByRole('region', { name: 'Order total' });
      // The cheapest delivery first and chosen; tax added at 20 % on the books and the delivery.
      expect(await rows(total)).toEqual([
        'Subtotal: $20.00',
        'Shipping (Standard): $3.50',
        'Tax 20 %: $4.70',
        'Total: $28.20',
      ]);
      const delivery = review.getByRole('group', { name: 'Delivery' });
      expect(await delivery.getByRole('radio').count()).toBe(3);
      expect(await delivery.getByRole('radio', { name: /Standard/ }).isChecked()).toBe(true);
      await delivery.getByText('2–4 days').waitFor();

      // The keyboard path: Tab from the address reaches the chosen delivery; the arrow key picks
      // the next; Tab goes on to the code, Enter applies it.
      await review.getByRole('button', { name: 'Add a new address' }).focus();
      await shopper.keyboard.press('Tab');
      expect(await focusedName(shopper)).toBe('radio Standard');
      await shopper.keyboard.press('ArrowDown');
      expect(await focusedName(shopper)).toBe('radio Express');
      await quoteShown(review);
      await total.getByText('Shipping (Express)').waitFor();
      await shopper.keyboard.press('Tab');
      expect(await focusedName(shopper)).toBe('input Discount code');
      await shopper.keyboard.type('spring10');
      await shopper.keyboard.press('Enter');
      await review.getByText('SPRING10 applied: −$2.00').waitFor();
      await quoteShown(review);
      expect(await focusedName(shopper)).toBe('input Discount code');
      reviewRows = await rows(total);
      expect(reviewRows).toEqual([
        'Subtotal: $20.00',
        'Discount (SPRING10): −$2.00',
        'Shipping (Express): $7.50',
        'Tax 20 %: $5.10',
        'Total: $30.60',
      ]);
      await screenshot(shopper, 'checkout-quote', { fullPage: false });
      await total.scrollIntoViewIfNeeded();
      await screenshot(shopper, 'checkout-quote-total', { fullPage: false });
      expect(await seriousA11yViolations(shopper)).toEqual([]);

      if (width === WIDTHS.phone) {
        await shopper.keyboard.press('Escape');
        await review.waitFor({ state: 'detached' });
        continue;
      }
      await review.getByRole('button', { name: 'Confirm order' }).focus();
      await shopper.keyboard.press('Enter');
      await expectToast(shopper, 'Order placed successfully!');
      await expectPath(shopper, /^\/orders\/[0-9a-f]{24}$/);
    }

    const orderTotal = shopper.getByRole('group', { name: 'Order total' });
    await orderTotal.waitFor();
    expect(await rows(orderTotal)).toEqual(reviewRows);
    expect(await seriousA11yViolations(shopper)).toEqual([]);
    const orderPath = new URL(shopper.url()).pathname;
    for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
      await shopper.setViewportSize({ width, height: width < 600 ? 780 : 900 });
      await shopper.goto(orderPath);
      await orderTotal.waitFor();
      await screenshot(shopper, 'order-breakdown');
    }

    // The invoice, numbered when the order was placed, downloads from the order page as a PDF.
    const invoiceButton = shopper.getByRole('button', { name: /^Download invoice \d{4}-\d{6}$/ });
    await invoiceButton.waitFor();
    const [download] = await Promise.all([shopper.waitForEvent('download'), invoiceButton.click()]);
    expect(download.suggestedFilename()).toMatch(/^invoice-\d{4}-\d{6}\.pdf$/);
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });
});
