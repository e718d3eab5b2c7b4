import type { Browser, Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/a11y';
import { newPerson, registerThroughForm, type Person } from '../support/accounts';
import { fillAddressForm } from '../support/addresses';
import { addBook, deliverEverywhere, gql, tokenOf } from '../support/api';
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
 * The checkout a shop can fulfil: a shopper keeps an address book on the profile page, orders to
 * an address from the cart and with Buy now, asks for one when there is none, and cancels a
 * pending order from its page (its copies back on the shelf); the admin sees where each order
 * goes, flags one without an address, and reads who changed what.
 */
describe('checkout with delivery addresses, and cancelling', () => {
  const store = useStore();
  const tag = Date.now().toString(36);
  const books = {
    map: { title: `Map of Quiet Rivers ${tag}`, price: 12, stock: 6 },
    lamp: { title: `The Lamp Keeper ${tag}`, price: 8.5, stock: 3 },
  };
  const ids: Record<keyof typeof books, string> = { map: '', lamp: '' };
  let browser: Browser;
  let admin: Page;
  let adminToken = '';
  let shopper: Page;
  let person: Person;
  let cancelledId = '';

  const home = {
    fullName: 'Nell Reader',
    line1: '14 Canal Street',
    city: 'Manchester',
    postalCode: 'M1 3HE',
    country: 'United Kingdom',
    phone: '+44 161 496 0000',
  };
  const work = {
    fullName: 'Nell at Work',
    line1: '2 Mill Yard',
    city: 'Leeds',
    postalCode: 'LS1 4AP',
    country: 'United Kingdom',
  };

  beforeAll(async () => {
    browser = store.browser();
    ({ page: admin } = await newVisitor(browser));
    await registerThroughForm(admin, newPerson('keeper'), { role: 'admin' });
    adminToken = await tokenOf(admin.context());
    for (const key of Object.keys(books) as (keyof typeof books)[]) ids[key] = await addBook(adminToken, books[key]);
    await deliverEverywhere(adminToken);
    ({ page: shopper } = await newVisitor(browser));
    person = newPerson('nell');
    await registerThroughForm(shopper, person);
  });

  const book = (page: Page) => page.getByRole('region', { name: 'Delivery addresses' });
  const cards = (page: Page) => book(page).getByTestId('address-card');
  const stockOf = async (id: string) =>
    (await gql<{ book: { stock: number } }>(adminToken, 'query($id: ID!) { book(id: $id) { stock } }', { id })).book
      .stock;

  it('keeps an address book on the profile page: add, make default, edit, delete', async () => {
    await shopper.goto('/profile');
    await book(shopper).getByText('No addresses yet. Add one and checkout will use it.').waitFor();
    for (const address of [home, work]) {
      await book(shopper).getByRole('button', { name: 'Add address' }).click();
      const form = book(shopper).getByRole('form', { name: 'Add an address' });
      await fillAddressForm(form, address);
      await form.getByRole('button', { name: 'Save Address' }).click();
      await expectToast(shopper, 'Address added');
      await form.waitFor({ state: 'detached' });
    }
    expect(await cards(shopper).count()).toBe(2);
    await cards(shopper).nth(0).getByText('Default').waitFor();

    await cards(shopper)
      .nth(1)
      .getByRole('button', { name: /^Make default/ })
      .click();
    await expectToast(shopper, 'Default address updated');
    await cards(shopper).nth(1).getByText('Default').waitFor();
    // Make default is gone once done: focus is on the same address's Edit.
    await shopper.waitForFunction(() =>
      document.activeElement?.getAttribute('aria-label')?.startsWith('Edit Nell at Work'),
    );

    await cards(shopper).nth(0).getByRole('button', { name: /^Edit/ }).click();
    const edit = book(shopper).getByRole('form', { name: /^Edit the address of/ });
    expect(await edit.getByLabel(/^City/).inputValue()).toBe('Manchester');
    await edit.getByLabel(/^City/).fill('Salford');
    await edit.getByRole('button', { name: 'Save Address' }).click();
    await expectToast(shopper, 'Address updated');
    await cards(shopper).nth(0).getByText('Salford, M1 3HE').waitFor();

    await screenshotBoth(shopper.context(), '/profile', 'address-book');
    expect(await seriousA11yViolations(shopper)).toEqual([]);

    // Deleting the default (work) makes the oldest remaining one (home) the default.
    await cards(shopper)
      .nth(1)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await shopper
      .getByRole('alertdialog', { name: 'Delete address' })
      .getByRole('button', { name: 'Delete Address' })
      .click();
    await expectToast(shopper, 'Address deleted');
    await shopper.waitForFunction(() => document.querySelectorAll('[data-testid=address-card]').length === 1);
    await cards(shopper).nth(0).getByText('Default').waitFor();
  });

  it('shows a phone-width address form that fits and passes axe', async () => {
    const { context, page } = await newVisitor(browser, WIDTHS.phone);
    await context.addCookies(await shopper.context().cookies());
    await page.goto('/profile');
    await book(page).getByRole('button', { name: 'Add address' }).click();
    const form = book(page).getByRole('form', { name: 'Add an address' });
    await form.getByRole('button', { name: 'Save Address' }).click();
    await form.getByText('Full name is required').waitFor();
    await form.getByText('Country is required').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'address-form-errors');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('orders the cart to the default address, then cancels it from the order page: every copy back', async () => {
    await shopper.goto(`/books/${ids.map}`);
    await shopper.getByRole('button', { name: /^Increase quantity/ }).click();
    await shopper.getByRole('button', { name: /^Add to Cart/ }).click();
    await expectToast(shopper, '2 books added to cart successfully!');
    expect(await stockOf(ids.map)).toBe(6);

    await shopper.goto('/cart');
    await shopper.getByRole('button', { name: 'Place Order' }).click();
    const review = shopper.getByRole('dialog', { name: 'Confirm your order' });
    await review.getByRole('region', { name: 'Deliver to' }).getByText('14 Canal Street').waitFor();
    await quoteShown(review);
    expect(await review.getByTestId('order-review-total').textContent()).toBe('$24.00');
    await screenshot(shopper, 'cart-review-deliver-to', { fullPage: false });
    expect(await seriousA11yViolations(shopper)).toEqual([]);
    await review.getByRole('button', { name: 'Confirm order' }).click();
    await expectToast(shopper, 'Order placed successfully!');
    await expectPath(shopper, /^\/orders\/[0-9a-f]{24}$/);
    cancelledId = new URL(shopper.url()).pathname.split('/').pop()!;
    await shopper.getByRole('region', { name: 'Deliver to' }).getByText('Salford, M1 3HE').waitFor();
    expect(await stockOf(ids.map)).toBe(4);

    await shopper.getByRole('button', { name: 'Cancel order' }).click();
    const ask = shopper.getByRole('alertdialog', { name: 'Cancel order' });
    await screenshot(shopper, 'cancel-order-dialog', { fullPage: false });
    expect(await seriousA11yViolations(shopper)).toEqual([]);
    await ask.getByRole('button', { name: 'Cancel Order' }).click();
    await expectToast(shopper, 'Order cancelled');
    await shopper.getByTestId('order-cancelled').waitFor();
    expect(await shopper.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    expect(await stockOf(ids.map)).toBe(6);
    await screenshotBoth(shopper.context(), `/orders/${cancelledId}`, 'order-cancelled');
    expect(await seriousA11yViolations(shopper)).toEqual([]);

    await shopper.goto('/orders');
    await shopper
      .locator('[data-testid=order-card]', { hasText: cancelledId.slice(-8) })
      .getByText('Cancelled')
      .waitFor();
  });

  it("shows the address in Buy now's confirmation and orders to it", async () => {
    await shopper.goto(`/books/${ids.lamp}`);
    await shopper.getByRole('button', { name: 'Buy now' }).click();
    const dialog = shopper.getByRole('dialog', { name: 'Confirm your order' });
    await dialog.getByRole('region', { name: 'Deliver to' }).getByText('14 Canal Street').waitFor();
    await quoteShown(dialog);
    await dialog.getByRole('button', { name: 'Confirm order' }).click();
    await expectToast(shopper, 'Order placed successfully!');
    await expectPath(shopper, /^\/orders\/[0-9a-f]{24}$/);
    await shopper.getByRole('region', { name: 'Deliver to' }).getByText('Nell Reader').waitFor();
  });

  it('offers a shopper without an address to add one in Buy now, at phone width too', async () => {
    for (const width of Object.values(WIDTHS)) {
      const { context, page } = await newVisitor(browser, width);
      await registerThroughForm(page, newPerson(`new${width}`));
      await page.goto(`/books/${ids.lamp}`);
      await page.getByRole('button', { name: 'Buy now' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm your order' });
      await dialog.getByText('No delivery address yet.').waitFor();
      await dialog.getByRole('button', { name: 'Add a delivery address' }).click();
      const form = page.getByRole('dialog', { name: 'Add a delivery address' });
      await form
        .getByRole('combobox', { name: /^Country/ })
        .locator('option', { hasText: 'France' })
        .waitFor({ state: 'attached' });
      await screenshot(page, 'buy-now-address-form', { fullPage: false });
      expect(await seriousA11yViolations(page)).toEqual([]);
      if (width === WIDTHS.desktop) {
        await fillAddressForm(form, {
          fullName: 'Jules Reader',
          line1: '8 Rue des Livres',
          city: 'Lyon',
          postalCode: '69002',
          country: 'France',
        });
        await form.getByRole('button', { name: 'Save Address' }).click();
        await dialog.getByRole('region', { name: 'Deliver to' }).getByText('8 Rue des Livres').waitFor();
        await quoteShown(dialog);
        await dialog.getByRole('button', { name: 'Confirm order' }).click();
        await expectToast(page, 'Order placed successfully!');
        await expectPath(page, /^\/orders\/[0-9a-f]{24}$/);
        await page.getByRole('region', { name: 'Deliver to' }).getByText('8 Rue des Livres').waitFor();
      }
      await context.close();
    }
  });

  it('lets the admin read where an order goes, who changed what, see an order without an address as collected in store, and find orders by postal code', async () => {
    // An order from a client that knows no addresses: placed over REST with no body.
    const bare = await newVisitor(browser);
    await registerThroughForm(bare.page, newPerson('legacy'));
    const token = await tokenOf(bare.context);
    await gql(token, 'mutation($id: ID!) { addToCart(bookId: $id) { message } }', { id: ids.map });
    const legacy = await fetch(`${BASE_URL()}/api/user/order`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(legacy.status).toBe(201);
    const legacyId = ((await legacy.json()) as { order: { _id: string; shippingAddress: unknown } }).order._id;
    await bare.context.close();

    // Without an address the order is collected in store, never flagged as missing one.
    await admin.goto(`/admin/orders/${legacyId}`);
    await admin.getByRole('region', { name: 'Delivery' }).getByTestId('collect-in-store').waitFor();
    await screenshotBoth(admin.context(), `/admin/orders/${legacyId}`, 'admin-order-no-address');
    expect(await seriousA11yViolations(admin)).toEqual([]);

    await admin.goto(`/admin/orders/${cancelledId}`);
    const history = admin.getByRole('region', { name: 'Status history' });
    await history.getByText('by the customer').first().waitFor();
    expect(await history.getByRole('listitem').count()).toBe(2);
    await admin.getByRole('region', { name: 'Deliver to' }).getByText('Salford, M1 3HE').waitFor();
    const select = admin.getByRole('combobox', { name: `Status of order #${cancelledId.slice(-8)}` });
    expect(await select.isDisabled()).toBe(true);
    await screenshotBoth(admin.context(), `/admin/orders/${cancelledId}`, 'admin-order-cancelled');
    expect(await seriousA11yViolations(admin)).toEqual([]);

    await admin.goto('/admin/orders');
    await admin.fill('#admin-orders-search', 'm1 3he');
    await admin.waitForURL((url) => url.searchParams.get('q') === 'm1 3he');
    await admin.getByText(/^Showing 2 of 2 orders$/).waitFor();
    await admin.locator('#admin-orders-status').selectOption('CANCELLED');
    await admin.getByText(/^Showing 1 of 1 orders$/).waitFor();
  });
});
