import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { newPerson, registerThroughForm } from '../support/accounts';
import { expectPath, expectToast, newVisitor, screenshot, screenshotBoth, useStore, WIDTHS } from '../support/browser';

/** A shopper downloads their data, then deletes their account, from the profile page. */
describe('my data and my account in the browser', () => {
  const store = useStore();
  let browser: Browser;

  beforeAll(() => {
    browser = store.browser();
  });

  it('downloads my data as a JSON file, then deletes my account with my password', async () => {
    const { context, page } = await newVisitor(browser);
    const shopper = newPerson('leaving');
    await registerThroughForm(page, shopper);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Download my data' }).waitFor();
    await screenshotBoth(context, '/profile', 'profile-my-data');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-bookstore-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(data.profile).toMatchObject({ name: shopper.name, email: shopper.email, role: 'user' });
    expect(data).toMatchObject({ addresses: [], orders: [], complaints: [] });

    // The dialog opens on the password field; a wrong password stays in the dialog.
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('delete-account-password');
    await page.keyboard.type('not-my-password');
    await page.keyboard.press('Enter');
    await dialog.getByText('Password is incorrect').waitFor();
    await screenshot(page, 'delete-account-wrong-password', { fullPage: false });

    await page.fill('#delete-account-password', shopper.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expectToast(page, 'Your account was deleted.');
    // Signed out: the profile page hands over to the sign-in page, where the account no longer works.
    await expectPath(page, '/login');
    await page.locator('#login-email').waitFor();
    await screenshot(page, 'account-deleted', { fullPage: false });
    await page.fill('#login-email', shopper.email);
    await page.fill('#login-password', shopper.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectToast(page, 'Invalid email or password');
    await context.close();
  });

  it('shows the delete dialog on a phone, and Escape closes it back to its button', async () => {
    const { context, page } = await newVisitor(browser, WIDTHS.phone);
    await registerThroughForm(page, newPerson('staying'));
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Delete account' }).click();
    await page.getByRole('alertdialog', { name: 'Delete your account?' }).waitFor();
    await screenshot(page, 'delete-account-dialog', { fullPage: false });
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Delete account');
    await context.close();
  });
});
