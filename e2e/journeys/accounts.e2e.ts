import type { Browser } from 'playwright-core';
import { expectPath, expectToast, newVisitor, screenshot, screenshotBoth, useStore, WIDTHS } from '../support/browser';
import { newPerson, registerThroughForm, signInThroughForm, signOutThroughMenu } from '../support/accounts';

/**
 * Sign-up, sign-in and profile journeys, in order: the first test meets an empty store, so
 * its visitor can still become the admin.
 */
describe('accounts in the browser', () => {
  const store = useStore();
  const admin = newPerson('admin');
  let browser: Browser;

  beforeAll(() => {
    browser = store.browser();
  });

  it('lets the first visitor register as the admin, with a photo', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/register');
    await page.locator('#register-role option[value="admin"]').waitFor({ state: 'attached' });
    await screenshot(page, 'register-empty-store');
    await registerThroughForm(page, admin, { role: 'admin', photo: true });

    const avatar = page.locator('header img').first();
    await avatar.waitFor({ state: 'visible' });
    expect(await avatar.getAttribute('src')).toMatch(/\/api\/images\/[0-9a-f]{24}$/);
    expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.goto('/profile');
    await page.getByText('Administrator').first().waitFor();
    await screenshotBoth(context, '/', 'home-admin');
    await screenshotBoth(context, '/profile', 'profile-admin');
    await context.close();
  });

  it('hides the Admin option from a second visitor and explains why', async () => {
    const { context, page } = await newVisitor(browser, WIDTHS.phone);
    await page.goto('/register');
    await page.getByText('Admin role is not available - an admin already exists in the system.').waitFor();
    expect(await page.locator('#register-role option[value="admin"]').count()).toBe(0);
    await screenshotBoth(context, '/register', 'register-admin-taken');
    await context.close();
  });

  it('sends a signed-out user to /login, then back to the guarded page after signing in', async () => {
    const { context, page } = await newVisitor(browser);
    const shopper = newPerson('shopper');
    await registerThroughForm(page, shopper);
    await signOutThroughMenu(page);

    await page.goto('/profile');
    await expectPath(page, '/login');
    await screenshotBoth(context, '/login', 'login');
    await signInThroughForm(page, shopper);
    await expectPath(page, '/profile');
    await page.getByText(shopper.email).first().waitFor();
    await context.close();
  });

  it('shows the server message when sign-in fails, and stays on /login', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/login');
    await page.fill('#login-email', admin.email);
    await page.fill('#login-password', 'not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectToast(page, 'Invalid email or password');
    await expectPath(page, '/login');
    await context.close();
  });

  it('keeps a profile edit after a reload', async () => {
    const { context, page } = await newVisitor(browser);
    const person = newPerson('editor');
    await registerThroughForm(page, person);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.fill('#profile-name', 'Edited Name');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Profile updated successfully!');

    await page.reload();
    await page.getByRole('heading', { name: 'Edited Name' }).or(page.getByText('Edited Name')).first().waitFor();
    const cookieUser = (await context.cookies()).find((cookie) => cookie.name === 'user');
    expect(decodeURIComponent(cookieUser?.value ?? '')).toContain('Edited Name');
    await screenshotBoth(context, '/profile', 'profile-edited');
    await context.close();
  });

  it('sends the browser to /login when the stored token is forged', async () => {
    const { context, page } = await newVisitor(browser);
    const person = newPerson('forger');
    await registerThroughForm(page, person);
    const token = (await context.cookies()).find((cookie) => cookie.name === 'token')!;
    const [header, payload] = token.value.split('.');
    await context.addCookies([{ ...token, value: `${header}.${payload}.forged-signature` }]);

    await page.goto('/profile');
    await expectPath(page, '/login');
    expect((await context.cookies()).some((cookie) => cookie.name === 'token')).toBe(false);
    await context.close();
  });

  it('keeps the session when the page is left while the start-up session check is still on its way', async () => {
    const { context, page } = await newVisitor(browser);
    await registerThroughForm(page, newPerson('leaver'));
    // Hold the session check back, so that the next navigation cuts it off.
    let held = 0;
    let checkHeld!: () => void;
    const checkOnItsWay = new Promise<void>((resolve) => (checkHeld = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName !== 'Me') return route.continue();
      held += 1;
      checkHeld();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue().catch(() => undefined);
    });
    await page.goto('/profile');
    // Leave only once the check is on its way (on a slow machine it starts after the page's load).
    await checkOnItsWay;
    await page.goto('/about');
    expect(held).toBeGreaterThan(0);
    await page.unroute('**/graphql');

    expect((await context.cookies()).map((cookie) => cookie.name).sort()).toEqual(['token', 'user']);
    await page.goto('/profile');
    await page
      .getByRole('heading', { name: /profile/i })
      .first()
      .waitFor();
    await expectPath(page, '/profile');
    await context.close();
  });

  it('redirects unknown paths home and shows the About page to visitors', async () => {
    const { context, page } = await newVisitor(browser, WIDTHS.phone);
    await page.goto('/no-such-page');
    await expectPath(page, '/');
    await screenshotBoth(context, '/', 'home-visitor');
    await screenshotBoth(context, '/about', 'about');
    await context.close();
  });
});
