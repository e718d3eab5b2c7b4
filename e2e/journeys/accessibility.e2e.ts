import type { Browser, Page } from 'playwright-core';
import { newPerson, registerThroughForm, type Person } from '../support/accounts';
import { seriousA11yViolations } from '../support/a11y';
import { expectPath, expectToast, newVisitor, useStore, WIDTHS } from '../support/browser';

/** Every screen passes axe-core's WCAG A/AA rules with no serious or critical violation. */
describe('accessibility of every screen', () => {
  const store = useStore({ DEMO_CATALOGUE: 'true', STORE_EMAIL: 'hello@bookstore.test' });
  let browser: Browser;
  let admin: Page;
  let visitor: Page;
  const owner: Person = newPerson('owner');

  beforeAll(async () => {
    browser = store.browser();
    ({ page: visitor } = await newVisitor(browser, WIDTHS.phone));
    ({ page: admin } = await newVisitor(browser));
    await registerThroughForm(admin, owner, { role: 'admin' });
  });

  async function check(page: Page, path: string, ready: string) {
    await page.goto(path);
    await page.locator(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousA11yViolations(page)).toEqual([]);
  }

  it('reports a page with an unlabelled input and unreadable text (the check can fail)', async () => {
    const { context, page } = await newVisitor(browser);
    await page.setContent(
      '<html lang="en"><body><main><input type="text"><p style="color:#eee;background:#fff">faint</p></main></body></html>',
    );
    const violations = await seriousA11yViolations(page);
    expect(violations.some((line) => line.startsWith('label'))).toBe(true);
    expect(violations.some((line) => line.startsWith('color-contrast'))).toBe(true);
    await context.close();
  });

  it.each([
    ['/', 'h1'],
    ['/about', 'h1'],
    ['/login', '#login-email'],
    ['/register', '#register-email'],
    ['/forgot-password', '#forgot-email'],
    // A made-up token: the page says the link no longer works (the form is checked in email.e2e.ts).
    ['/reset-password?token=from-the-email', 'text=This reset link is invalid or has expired.'],
    ['/contact', '#contact-message'],
  ])('visitor page %s', async (path, ready) => {
    await check(visitor, path, ready);
  });

  it.each([
    ['/', 'h1'],
    ['/profile', 'h1'],
    ['/books', '[data-testid=book-card]'],
    ['/admin/books', '[data-testid=admin-book-row]'],
    ['/admin/books/add', '#book-title'],
  ])('signed-in page %s', async (path, ready) => {
    await check(admin, path, ready);
  });

  /** Presses Tab until the element matching `selector` has focus. */
  async function tabTo(page: Page, selector: string) {
    for (let i = 0; i < 40; i++) {
      if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached ${selector}`);
  }

  it('signs in, opens the account menu and reaches the profile with the keyboard alone', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/login');
    await tabTo(page, '#login-email');
    await page.keyboard.type(owner.email);
    await tabTo(page, '#login-password');
    await page.keyboard.type(owner.password);
    await page.keyboard.press('Enter');
    await expectToast(page, 'Login successful!');
    await expectPath(page, '/');

    await tabTo(page, 'header button[aria-expanded]');
    await page.keyboard.press('Enter');
    await tabTo(page, '#profile-menu a[href="/profile"]');
    await page.keyboard.press('Enter');
    await expectPath(page, '/profile');
    await context.close();
  });

  it("order screens of a shopper with an order, and the admin's order screens", async () => {
    const { context, page: shopper } = await newVisitor(browser);
    await registerThroughForm(shopper, newPerson('buyer'));
    const token = decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === 'token')!.value);
    async function gql<T>(query: string, variables: object = {}): Promise<T> {
      const response = await fetch(new URL('/graphql', shopper.url()), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: T; errors?: unknown };
      if (!body.data) throw new Error(JSON.stringify(body.errors));
      return body.data;
    }
    const { books } = await gql<{ books: { edges: { node: { id: string; stock: number } }[] } }>(
      '{ books(first: 20) { edges { node { id stock } } } }',
    );
    const inStock = books.edges.find((edge) => edge.node.stock > 0)!.node.id;
    const { placeOrderNow } = await gql<{ placeOrderNow: { order: { id: string } } }>(
      'mutation Buy($lines: [OrderLineInput!]!) { placeOrderNow(lines: $lines) { order { id } } }',
      { lines: [{ bookId: inStock, quantity: 1 }] },
    );
    const orderId = placeOrderNow.order.id;

    await check(shopper, '/orders', '[data-testid=order-card]');
    await check(shopper, `/orders/${orderId}`, '[data-testid=status-step]');
    await context.close();
    await check(admin, '/admin', '[data-testid=revenue-chart] svg');
    await check(admin, '/admin/orders', '[data-testid=admin-order-row]');
  });

  it("complaint screens of a shopper with an answered complaint, and the admin's complaint screens", async () => {
    const { context, page: shopper } = await newVisitor(browser);
    await registerThroughForm(shopper, newPerson('filer'));
    async function gql<T>(page: Page, query: string, variables: object = {}): Promise<T> {
      const cookie = (await page.context().cookies()).find((c) => c.name === 'token')!;
      const response = await fetch(new URL('/graphql', page.url()), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${decodeURIComponent(cookie.value)}` },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: T; errors?: unknown };
      if (!body.data) throw new Error(JSON.stringify(body.errors));
      return body.data;
    }
    const { submitComplaint } = await gql<{ submitComplaint: { complaint: { id: string } } }>(
      shopper,
      'mutation File($input: SubmitComplaintInput!) { submitComplaint(input: $input) { complaint { id } } }',
      { input: { title: 'Torn cover', description: 'The cover arrived torn.', priority: 'URGENT' } },
    );
    const id = submitComplaint.complaint.id;
    // Answered twice: the latest answer has a card of its own, the earlier one is the history.
    for (const input of [
      { adminResponse: 'We have asked the courier.', status: 'IN_PROGRESS' },
      { adminResponse: 'A new copy is on its way.', status: 'RESOLVED' },
    ]) {
      await gql(
        admin,
        'mutation Answer($id: ID!, $input: RespondToComplaintInput!) { respondToComplaint(id: $id, input: $input) { message } }',
        { id, input },
      );
    }

    await check(shopper, '/submit-complaint', '#complaint-title');
    await check(shopper, '/complaints', '[data-testid=complaint-card]');
    await check(shopper, `/complaint/${id}`, '[data-testid=complaint-response]');
    await context.close();
    await check(admin, '/admin/complaints', '[data-testid=admin-complaint-row]');
    await check(admin, `/admin/complaint/${id}`, '[data-testid=complaint-response]');
  });

  it('book detail and edit pages', async () => {
    await admin.goto('/books');
    const href = await admin.locator('[data-testid=book-card] a').first().getAttribute('href');
    await check(admin, href!, 'h1');
    const id = href!.split('/').pop();
    await check(admin, `/admin/books/edit/${id}`, '#book-title');
  });
});
