import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newPerson, registerThroughForm } from '../support/accounts';
import { BASE_URL, expectPath, expectToast, newVisitor, screenshotBoth, WIDTHS, useStore } from '../support/browser';

/**
 * A shopper files a complaint about one of their orders; the admin finds it with the filters,
 * answers it twice (in progress, then resolved); the shopper reads the answer and the history;
 * the admin deletes another complaint after confirming.
 */
describe('complaints and their management in the browser', () => {
  const store = useStore();
  const tag = Date.now().toString(36);
  const title = `Parcel never arrived ${tag}`;
  const spam = `Please delete me ${tag}`;
  let browser: Browser;
  let admin: Page;
  let shopper: Page;
  let orderId = '';
  let complaintId = '';
  let spamId = '';

  async function tokenOf(context: BrowserContext): Promise<string> {
    const token = (await context.cookies()).find((cookie) => cookie.name === 'token')?.value;
    if (!token) throw new Error('no session cookie');
    return decodeURIComponent(token);
  }

  async function gql<T>(token: string, query: string, variables: object = {}): Promise<T> {
    const response = await fetch(`${BASE_URL()}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown };
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data;
  }

  beforeAll(async () => {
    browser = store.browser();
    ({ page: admin } = await newVisitor(browser));
    await registerThroughForm(admin, newPerson('keeper'), { role: 'admin' });
    const { addBook } = await gql<{ addBook: { book: { id: string } } }>(
      await tokenOf(admin.context()),
      'mutation Add($input: BookInput!) { addBook(input: $input) { book { id } } }',
      {
        input: { title: `Harbour Lights ${tag}`, author: 'Ines Varga', category: 'Fiction', price: 9.5, stock: 5 },
      },
    );

    ({ page: shopper } = await newVisitor(browser));
    await registerThroughForm(shopper, newPerson('reader'));
    const token = await tokenOf(shopper.context());
    const { placeOrderNow } = await gql<{ placeOrderNow: { order: { id: string } } }>(
      token,
      'mutation Buy($lines: [OrderLineInput!]!) { placeOrderNow(lines: $lines) { order { id } } }',
      { lines: [{ bookId: addBook.book.id, quantity: 1 }] },
    );
    orderId = placeOrderNow.order.id;
    const { submitComplaint } = await gql<{ submitComplaint: { complaint: { id: string } } }>(
      token,
      'mutation File($input: SubmitComplaintInput!) { submitComplaint(input: $input) { complaint { id } } }',
      { input: { title: spam, description: 'Sent by mistake.', type: 'FEEDBACK' } },
    );
    spamId = submitComplaint.complaint.id;
  });

  it('lets the shopper file a complaint about one of their orders', async () => {
    await shopper.goto('/submit-complaint');
    await shopper.getByLabel('Category').selectOption({ label: 'Delivery Issue' });
    await shopper.getByLabel('Priority').selectOption({ label: 'Urgent' });
    const order = shopper.getByLabel('Related order');
    await order.locator(`option[value="${orderId}"]`).waitFor({ state: 'attached' });
    await order.selectOption(orderId);
    await shopper.getByLabel('Title').fill(title);
    await shopper.getByLabel('Description').fill('The tracker says shipped, but nothing came.');
    await shopper.getByRole('button', { name: 'Submit', exact: true }).click();
    await expectToast(shopper, 'Complaint submitted successfully!');
    await expectPath(shopper, '/complaints');
    const card = shopper.locator('[data-testid=complaint-card]', { hasText: title });
    await card.getByText(/PENDING/).waitFor();
    await card.getByText(/URGENT/).waitFor();
    await card.getByRole('link').first().click();
    await expectPath(shopper, /^\/complaint\/[0-9a-f]{24}$/);
    complaintId = new URL(shopper.url()).pathname.split('/').pop()!;
    await shopper.getByText('Your complaint is being reviewed. We will respond to you soon.').waitFor();
  });

  it('lets the admin find it with the filters and answer it twice', async () => {
    await admin.goto('/admin');
    await admin.getByRole('navigation', { name: 'Quick Actions' }).getByRole('link', { name: 'Complaints' }).click();
    await expectPath(admin, '/admin/complaints');
    await admin.getByText('Showing 2 of 2 complaints').waitFor();
    await admin.getByLabel('Status', { exact: true }).selectOption({ label: 'Pending' });
    await admin.getByLabel('Priority', { exact: true }).selectOption({ label: 'Urgent' });
    await admin.getByLabel('Category', { exact: true }).selectOption({ label: 'Delivery Issue' });
    await admin.waitForURL((url) => url.searchParams.get('category') === 'DELIVERY_ISSUE');
    await admin.getByText('Showing 1 of 1 complaints').waitFor();
    const row = admin.locator('[data-testid=admin-complaint-row]', { hasText: title });
    await row.getByText('Complaint · Delivery Issue').waitFor();
    await screenshotBoth(admin.context(), admin.url().replace(BASE_URL(), ''), 'admin-complaints');
    await row.getByRole('link', { name: /View/ }).click();
    await expectPath(admin, `/admin/complaint/${complaintId}`);

    await admin.getByRole('heading', { level: 1, name: title }).waitFor();
    const short = orderId.slice(-8);
    expect(await admin.getByRole('link', { name: `Order #${short}` }).getAttribute('href')).toBe(
      `/admin/orders/${orderId}`,
    );
    const form = admin.getByRole('region', { name: 'Admin Response' });
    const update = form.getByRole('button', { name: 'Update Response' });
    expect(await update.isDisabled()).toBe(true);

    await form.getByLabel('Status').selectOption({ label: 'In Progress' });
    await form.getByLabel('Response Message').fill('We have asked the courier.');
    await update.click();
    await expectToast(admin, 'Complaint updated successfully');
    await admin.getByRole('region', { name: 'Previous Response' }).getByText('We have asked the courier.').waitFor();
    // The box is emptied for the next message, so the same answer is not sent twice.
    expect(await form.getByLabel('Response Message').inputValue()).toBe('');
    expect(await update.isDisabled()).toBe(true);

    await form.getByLabel('Status').selectOption({ label: 'Resolved' });
    await form.getByLabel('Response Message').fill('A new copy is on its way.');
    await update.click();
    await admin.getByRole('region', { name: 'Previous Response' }).getByText('A new copy is on its way.').waitFor();
    await admin
      .getByRole('region', { name: title })
      .getByText(/RESOLVED/)
      .waitFor();
    // The latest response is the Previous Response; the history holds the earlier one.
    expect(await admin.getByTestId('complaint-response').count()).toBe(1);
    await screenshotBoth(admin.context(), `/admin/complaint/${complaintId}`, 'admin-complaint-detail');
  });

  it('shows the shopper the answer, and the earlier one below it', async () => {
    await shopper.goto(`/complaint/${complaintId}`);
    await shopper.getByTestId('complaint-admin-response').getByText('A new copy is on its way.').waitFor();
    const history = shopper.getByRole('region', { name: 'Earlier Responses' }).getByTestId('complaint-response');
    await history.first().waitFor();
    expect(await history.count()).toBe(1);
    expect(await history.nth(0).textContent()).toContain('We have asked the courier.');
    expect(await history.nth(0).textContent()).toContain('IN PROGRESS');
    await screenshotBoth(shopper.context(), `/complaint/${complaintId}`, 'complaint-detail');
    await screenshotBoth(shopper.context(), '/complaints', 'complaints');
    await screenshotBoth(shopper.context(), '/submit-complaint', 'submit-complaint');
  });

  it('deletes a complaint only after the admin confirms', async () => {
    await admin.goto(`/admin/complaint/${spamId}`);
    await admin.getByRole('heading', { level: 1, name: spam }).waitFor();
    const dialog = admin.getByRole('alertdialog');
    await admin.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByText('Are you sure you want to delete this complaint?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await admin.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(admin, 'Complaint deleted successfully');
    await expectPath(admin, '/admin/complaints');
    await admin.getByText('Showing 1 of 1 complaints').waitFor();
    expect(await admin.locator('[data-testid=admin-complaint-row]', { hasText: spam }).count()).toBe(0);

    await admin.goto(`/admin/complaint/${spamId}`);
    await admin.getByRole('heading', { name: 'Complaint not found' }).waitFor();
  });

  it('fits the complaint screens into a 360 px wide phone', async () => {
    for (const [page, path] of [
      [shopper, '/submit-complaint'],
      [shopper, '/complaints'],
      [shopper, `/complaint/${complaintId}`],
      [admin, '/admin/complaints'],
      [admin, `/admin/complaint/${complaintId}`],
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
});
