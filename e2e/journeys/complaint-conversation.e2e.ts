import type { Browser, Page } from 'playwright-core';
import { newPerson, registerThroughForm } from '../support/accounts';
import { seriousA11yViolations } from '../support/a11y';
import { expectPath, expectToast, newVisitor, screenshotBoth, useStore } from '../support/browser';

/**
 * A complaint becomes a conversation: the shopper files it, the admin answers and resolves it, the
 * shopper replies from the keyboard (which opens it again), the admin sees the reply arrive on the
 * open complaint page without reloading and answers again, and the shopper reads that answer.
 */
describe('a complaint conversation in the browser', () => {
  const store = useStore();
  const tag = Date.now().toString(36);
  const title = `Wrong edition ${tag}`;
  let browser: Browser;
  let admin: Page;
  let shopper: Page;
  let complaintId = '';

  const thread = (page: Page) => page.getByRole('region', { name: 'Conversation' }).getByTestId('complaint-message');

  beforeAll(async () => {
    browser = store.browser();
    ({ page: admin } = await newVisitor(browser));
    await registerThroughForm(admin, newPerson('keeper'), { role: 'admin' });
    ({ page: shopper } = await newVisitor(browser));
    await registerThroughForm(shopper, newPerson('reader'));
  });

  it('lets the shopper file a complaint and see it as the first message', async () => {
    await shopper.goto('/submit-complaint');
    await shopper.getByLabel('Title').fill(title);
    await shopper.getByLabel('Description').fill('I ordered the hardback and got the paperback.');
    await shopper.getByRole('button', { name: 'Submit', exact: true }).click();
    await expectToast(shopper, 'Complaint submitted successfully!');
    await expectPath(shopper, '/complaints');
    await shopper.locator('[data-testid=complaint-card]', { hasText: title }).getByRole('link').first().click();
    await expectPath(shopper, /^\/complaint\/[0-9a-f]{24}$/);
    complaintId = new URL(shopper.url()).pathname.split('/').pop()!;
    await thread(shopper).first().getByText('I ordered the hardback and got the paperback.').waitFor();
    expect(await thread(shopper).first().textContent()).toMatch(/^You/);
  });

  it('lets the admin answer and resolve it under the thread', async () => {
    await admin.goto(`/admin/complaint/${complaintId}`);
    await admin.getByRole('heading', { level: 1, name: title }).waitFor();
    const form = admin.getByRole('region', { name: 'Admin Response' });
    await form.getByLabel('Status').selectOption({ label: 'Resolved' });
    await form.getByLabel('Response Message').fill('We sent the hardback today.');
    await form.getByRole('button', { name: 'Update Response' }).click();
    await expectToast(admin, 'Complaint updated successfully');
    await thread(admin).nth(1).getByText('We sent the hardback today.').waitFor();
    expect(await thread(admin).nth(1).textContent()).toMatch(/^You/);
  });

  it('lets the shopper reply from the keyboard, which opens the complaint again, and the admin sees it live', async () => {
    await shopper.goto(`/complaint/${complaintId}`);
    await thread(shopper).nth(1).getByText('We sent the hardback today.').waitFor();
    await shopper.getByText('This complaint is marked answered: replying opens it again.').waitFor();
    // The admin's page stays open: the reply must arrive there without a reload.
    await admin.getByRole('heading', { level: 1, name: title }).waitFor();

    const box = shopper.getByLabel('Your reply');
    await box.focus();
    await shopper.keyboard.type('The parcel held the paperback again.');
    await shopper.keyboard.press('Tab');
    await shopper.keyboard.press('Enter');
    await thread(shopper).nth(2).getByText('The parcel held the paperback again.').waitFor();
    // The live update can show the reply a moment before the form hears its answer and clears.
    await shopper.waitForFunction(
      (element) => (element as HTMLTextAreaElement).value === '',
      await box.elementHandle(),
    );
    expect(await box.inputValue()).toBe('');
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    await shopper
      .getByRole('heading', { level: 1, name: title })
      .locator('..')
      .getByText(/IN PROGRESS/)
      .waitFor();

    await thread(admin).nth(2).getByText('The parcel held the paperback again.').waitFor();
    expect(await thread(admin).nth(2).textContent()).toMatch(/^reader/i);
  });

  it('lets the admin answer again, and the shopper reads it in the thread', async () => {
    const form = admin.getByRole('region', { name: 'Admin Response' });
    await form.getByLabel('Response Message').fill('Sorry! A hardback is on its way, with a return label.');
    await form.getByRole('button', { name: 'Update Response' }).click();
    await expectToast(admin, 'Complaint updated successfully');
    await thread(shopper).nth(3).getByText('Sorry! A hardback is on its way, with a return label.').waitFor();
    expect(await thread(shopper).count()).toBe(4);

    await screenshotBoth(shopper.context(), `/complaint/${complaintId}`, 'complaint-conversation');
    await screenshotBoth(admin.context(), `/admin/complaint/${complaintId}`, 'admin-complaint-conversation');
  });

  it('passes axe on both sides of the conversation', async () => {
    for (const [page, path] of [
      [shopper, `/complaint/${complaintId}`],
      [admin, `/admin/complaint/${complaintId}`],
    ] as const) {
      await page.goto(path);
      await thread(page).nth(3).waitFor();
      await page.waitForLoadState('networkidle');
      expect({ path, violations: await seriousA11yViolations(page) }).toEqual({ path, violations: [] });
    }
  });
});
