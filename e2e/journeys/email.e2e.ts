import type { Browser } from 'playwright-core';
import { newPerson, registerThroughForm, signInThroughForm, signOutThroughMenu } from '../support/accounts';
import { seriousA11yViolations } from '../support/a11y';
import { expectPath, expectToast, newVisitor, screenshotBoth, useStore, WIDTHS } from '../support/browser';
import { sentTo, waitForMail } from '../support/mail';

const STORE_EMAIL = 'hello@bookstore.test';

/**
 * Email in the browser, against a store in development mode without SMTP_URL (each email is a
 * `.eml` file under its data folder): a forgotten password reset through the emailed link, the
 * contact page's form, and the profile's email preferences.
 */
describe('email in the browser', () => {
  const store = useStore({ STORE_EMAIL, STORE_PHONE: '+1 555 0100', STORE_ADDRESS: '1 Library Lane, Booktown' });
  let browser: Browser;

  beforeAll(() => {
    browser = store.browser();
  });

  it('resets a forgotten password through the emailed link, then signs in with the new one', async () => {
    const { context, page } = await newVisitor(browser);
    const shopper = newPerson('forgetful');
    await registerThroughForm(page, shopper);
    await signOutThroughMenu(page);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expectPath(page, '/forgot-password');
    await screenshotBoth(context, '/forgot-password', 'forgot-password');
    await page.fill('#forgot-email', shopper.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account exists for that email, we sent a link to reset the password.').waitFor();

    const mail = await waitForMail(
      store.dataDir(),
      (m) => sentTo(m, shopper.email) && /Reset your/.test(m.subject ?? ''),
    );
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text ?? '')![0];
    const path = new URL(link).pathname + new URL(link).search;
    await screenshotBoth(context, path, 'reset-password');
    // The page checks the link as it opens (without using it): a live one gets the form.
    await page.goto(path);
    await page.locator('#reset-new').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.fill('#reset-new', 'brand-new-secret1');
    await page.fill('#reset-confirm', 'brand-new-secret1');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectToast(page, 'Your password was reset. Sign in with your new password.');
    await expectPath(page, '/login');

    // The same link again: used, so the page says so before any password is typed.
    await page.goto(path);
    await page.getByText('This reset link is invalid or has expired.').waitFor();
    expect(await page.locator('#reset-new').count()).toBe(0);
    await screenshotBoth(context, path, 'reset-password-used');
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expectPath(page, '/forgot-password');

    await page.goto('/login');
    await page.fill('#login-email', shopper.email);
    await page.fill('#login-password', shopper.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectToast(page, 'Invalid email or password');
    await signInThroughForm(page, { email: shopper.email, password: 'brand-new-secret1' });
    await expectPath(page, '/');
    await waitForMail(store.dataDir(), (m) => sentTo(m, shopper.email) && m.subject === 'Your password was changed');
    await context.close();
  });

  it('sends a message from the contact page, which the footer opens in a new tab', async () => {
    const { context, page: home } = await newVisitor(browser, WIDTHS.phone);
    await home.goto('/');
    const [page] = await Promise.all([
      context.waitForEvent('page'),
      home.getByRole('contentinfo').getByRole('link', { name: 'Contact (opens in a new tab)' }).click(),
    ]);
    await expectPath(page, '/contact');
    expect(context.pages()).toHaveLength(2);
    await page.getByRole('main').getByRole('link', { name: STORE_EMAIL }).waitFor();
    await screenshotBoth(context, '/contact', 'contact');
    await page.fill('#contact-name', 'Visiting Reader');
    await page.fill('#contact-email', 'reader@example.com');
    await page.fill('#contact-message', 'Do you ship to <Norway>?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expectToast(page, 'Thank you! Your message was sent; we will answer by email.');
    const mail = await waitForMail(store.dataDir(), (m) => sentTo(m, STORE_EMAIL));
    expect(mail.subject).toBe('Contact form: Visiting Reader');
    expect(mail.text).toContain('Do you ship to <Norway>?');
    expect(mail.html).toContain('Do you ship to &lt;Norway&gt;?');
    await context.close();
  });

  it('keeps the email preferences chosen on the profile page', async () => {
    const { context, page } = await newVisitor(browser);
    await registerThroughForm(page, newPerson('quiet'));
    await page.goto('/profile');
    const orders = page.getByRole('checkbox', { name: 'Order updates' });
    await orders.waitFor();
    expect(await orders.isChecked()).toBe(true);
    await orders.uncheck();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expectToast(page, 'Email preferences saved');
    await page.reload();
    await page.getByRole('checkbox', { name: 'Complaint answers' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Order updates' }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'Complaint answers' }).isChecked()).toBe(true);
    await screenshotBoth(context, '/profile', 'profile-email-preferences');
    await context.close();
  });
});
