import type { Browser, Page } from 'playwright-core';
import { newPerson, registerThroughForm, signOutThroughMenu, type Person } from '../support/accounts';
import { expectToast, newVisitor, useStore, WIDTHS } from '../support/browser';

/** The toasts on screen now (texts), leaving out those on their way out. */
async function openToasts(page: Page): Promise<string[]> {
  return page.locator('.Toastify__toast:not(.Toastify--animate-exit, .Toastify__toast--exit)').allTextContents();
}

/**
 * Toasts, keyboard focus and the admin's order page in a real browser: what jsdom cannot tell
 * (layout, the browser's own focus rules).
 */
describe('screens in the browser', () => {
  const store = useStore();
  let browser: Browser;
  let shopper: Person;

  beforeAll(async () => {
    browser = store.browser();
    const { context, page } = await newVisitor(browser);
    await registerThroughForm(page, newPerson('keeper'), { role: 'admin' });
    await context.close();
    shopper = newPerson('reader');
    const visitor = await newVisitor(browser);
    await registerThroughForm(visitor.page, shopper);
    await visitor.context.close();
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
    const links = page.locator('header a, header button');
    for (let i = 0; i < (await links.count()); i++) {
      const link = links.nth(i);
      if (!(await link.isVisible())) continue;
      const other = (await link.boundingBox())!;
      const overlaps =
        box.x < other.x + other.width &&
        other.x < box.x + box.width &&
        box.y < other.y + other.height &&
        other.y < box.y + box.height;
      expect({ link: await link.textContent(), overlaps }).toEqual({ link: await link.textContent(), overlaps: false });
    }
    await signOutThroughMenu(page);
    await context.close();
  });
});
