import type { Browser, Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/a11y';
import { newPerson, registerThroughForm } from '../support/accounts';
import { addAddress } from '../support/addresses';
import { addBook, tokenOf } from '../support/api';
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

interface Quote {
  methods: Array<{ id: string; name: string; price: number; collection: boolean; zoneName: string | null }>;
  shippingMethodId: string;
  totals: {
    subtotal: number;
    discount: number;
    discountCode: string | null;
    shipping: number;
    tax: number;
    total: number;
  };
  discountProblem: { code: string; message: string } | null;
  deliveryProblem: { code: string; message: string } | null;
}

/** The shopper's quote over REST, as the checkout asks for it. */
async function quote(token: string, body: object): Promise<Quote> {
  const response = await fetch(`${BASE_URL()}/api/user/checkout/quote`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { quote: Quote }).quote;
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * The admin sets the store's delivery, tax and a discount code up on the settings screen, with the
 * mouse and the keyboard, and the shopper's quote then prices an order with them.
 */
describe('admin settings in the browser', () => {
  const store = useStore();
  let browser: Browser;
  let admin: Page;
  let bookId = '';

  beforeAll(async () => {
    browser = store.browser();
    ({ page: admin } = await newVisitor(browser));
    await registerThroughForm(admin, newPerson('keeper'), { role: 'admin' });
    bookId = await addBook(await tokenOf(admin.context()), { title: 'Settings Journey', price: 20, stock: 10 });
  });

  it('sets up a zone with a method, a tax rate and a code that a quote then applies', async () => {
    // The profile menu leads to the settings.
    await admin.getByRole('button', { name: /account menu/i }).click();
    await admin.getByRole('link', { name: 'Settings', exact: true }).click();
    await expectPath(admin, '/admin/settings');
    const zones = admin.getByRole('region', { name: 'Shipping zones' });
    await zones.getByText('No shipping zones yet: shoppers can only collect in store.').waitFor();

    // A zone: its name typed, France found by search and ticked with the Space bar.
    await zones.getByRole('button', { name: 'Add zone' }).click();
    const zoneDialog = admin.getByRole('dialog', { name: 'Add shipping zone' });
    await admin.keyboard.type('Europe');
    await zoneDialog.getByRole('searchbox', { name: 'Search countries' }).fill('Fran');
    await zoneDialog.getByRole('checkbox', { name: 'France' }).focus();
    await admin.keyboard.press('Space');
    await zoneDialog.getByRole('button', { name: 'Remove France' }).waitFor();
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await screenshot(admin, 'admin-settings-zone-dialog', { fullPage: false });
    await zoneDialog.getByRole('button', { name: 'Add zone' }).click();
    await expectToast(admin, 'Shipping zone added');
    const europe = zones.getByRole('listitem', { name: 'Zone Europe' });
    await europe.getByText('France', { exact: true }).waitFor();

    // Its method, typed and sent with Enter.
    await europe.getByRole('button', { name: 'Add method to Europe' }).click();
    const methodDialog = admin.getByRole('dialog', { name: 'Add delivery method to Europe' });
    await admin.keyboard.type('Standard');
    await methodDialog.getByLabel(/^Price/).fill('4.95');
    await methodDialog.getByLabel(/^Minimum days/).fill('2');
    await methodDialog.getByLabel(/^Maximum days/).fill('4');
    await admin.keyboard.press('Enter');
    await expectToast(admin, 'Delivery method added');
    await europe.getByRole('listitem', { name: 'Method Standard' }).getByText('$4.95 · 2–4 days').waitFor();
    // Focus is back on the button that opened the dialog.
    expect(
      await europe.getByRole('button', { name: 'Add method to Europe' }).evaluate((b) => b === document.activeElement),
    ).toBe(true);

    // A tax rate of France.
    const rates = admin.getByRole('region', { name: 'Tax rates' });
    await rates.getByRole('button', { name: 'Add tax rate' }).click();
    const rateDialog = admin.getByRole('dialog', { name: 'Add tax rate' });
    const country = rateDialog.getByRole('combobox', { name: /^Country/ });
    await country.locator('option', { hasText: 'France' }).first().waitFor({ state: 'attached' });
    await country.selectOption({ label: 'France' });
    await rateDialog.getByLabel(/^Books rate/).fill('5.5');
    await rateDialog.getByLabel(/^Shipping rate/).fill('20');
    await rateDialog.getByRole('button', { name: 'Add rate' }).click();
    await expectToast(admin, 'Tax rate added');
    await rates.getByRole('row', { name: /France/ }).waitFor();

    // A percentage code, typed in lower case.
    const codes = admin.getByRole('region', { name: 'Discount codes' });
    await codes.getByRole('button', { name: 'Add discount code' }).click();
    const codeDialog = admin.getByRole('dialog', { name: 'Add discount code' });
    await admin.keyboard.type('welcome10');
    await codeDialog.getByLabel(/^Percentage/).fill('10');
    await admin.keyboard.press('Enter');
    await expectToast(admin, 'Discount code added');
    await codes.getByRole('rowheader', { name: 'WELCOME10' }).waitFor();

    // The legal details invoices show, the address on two lines.
    const legal = admin.getByRole('region', { name: 'Legal details' });
    await legal.getByLabel('Legal name').fill('Bookstore SARL');
    await legal.getByLabel('Legal address').fill('15 Rue des Livres\n75001 Paris');
    await legal.getByLabel('Tax number').fill('FR12345678901');
    const saveLegal = legal.getByRole('button', { name: 'Save legal details' });
    await saveLegal.click();
    // Saved, the form holds nothing new (its toast may wait behind three others).
    await admin.waitForFunction((button) => (button as HTMLButtonElement).disabled, await saveLegal.elementHandle());

    expect(await seriousA11yViolations(admin)).toEqual([]);
    await screenshotBoth(admin.context(), '/admin/settings', 'admin-settings');

    // The shopper's quote: two books to France with the code.
    const shopper = await newVisitor(browser);
    await registerThroughForm(shopper.page, newPerson('shopper'));
    const token = await tokenOf(shopper.context);
    const addressId = await addAddress(token, {
      fullName: 'Amélie Poulain',
      line1: '15 Rue des Trois Frères',
      city: 'Paris',
      postalCode: '75018',
      country: 'FR',
    });
    const priced = await quote(token, { lines: [{ bookId, quantity: 2 }], addressId, discountCode: 'welcome10' });
    expect(priced.deliveryProblem).toBeNull();
    expect(priced.discountProblem).toBeNull();
    expect(priced.methods.map((method) => [method.name, method.price])).toEqual([
      ['Standard', 4.95],
      ['Collect in store', 0],
    ]);
    expect(priced.totals).toMatchObject({ subtotal: 40, discount: 4, discountCode: 'WELCOME10', shipping: 4.95 });
    // Prices without tax: 5.5 % of the books after the discount (1.98) and 20 % of the shipping (0.99) are added.
    expect(priced.totals.tax).toBe(2.97);
    expect(priced.totals.total).toBe(43.92);
    await shopper.context.close();
  });

  it('fits a phone: the sections, the zone and the codes as cards', async () => {
    const { context, page } = await newVisitor(browser, WIDTHS.phone);
    await context.addCookies(await admin.context().cookies());
    await page.goto('/admin/settings');
    await page
      .getByRole('region', { name: 'Discount codes' })
      .getByRole('listitem', { name: 'Code WELCOME10' })
      .waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page
      .getByRole('region', { name: 'Shipping zones' })
      .getByRole('button', { name: 'Edit zone Europe' })
      .click();
    await page.getByRole('dialog', { name: 'Edit zone Europe' }).waitFor();
    await screenshot(page, 'admin-settings-zone-edit', { fullPage: false });
    // Escape closes the dialog and hands focus back to its Edit button.
    await page.keyboard.press('Escape');
    const edit = page.getByRole('button', { name: 'Edit zone Europe' });
    expect(await edit.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: 'Add discount code' }).click();
    const codeDialog = page.getByRole('dialog', { name: 'Add discount code' });
    await codeDialog.getByRole('button', { name: 'Add code' }).click();
    await codeDialog.getByText('Code is required').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'admin-settings-code-dialog', { fullPage: false });
    await context.close();
  });
});
