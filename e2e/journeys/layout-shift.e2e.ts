import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newPerson, registerThroughForm } from '../support/accounts';
import { newVisitor, useStore, WIDTHS } from '../support/browser';

/** The public pages a visit starts on, each with its screen's chunk and what shows once it is in. */
const PUBLIC_PAGES = [
  { path: '/', screen: 'HomePage', ready: { role: 'heading', name: /discover your next great read/i } },
  { path: '/about', screen: 'AboutPage', ready: { role: 'heading', name: /^about /i } },
  { path: '/login', screen: 'LoginPage', ready: { role: 'heading', name: 'Welcome back' } },
  { path: '/register', screen: 'RegisterPage', ready: { role: 'heading', name: /create/i } },
  { path: '/contact', screen: 'ContactPage', ready: { role: 'heading', name: 'Contact us' } },
] as const;

/** Google's line between a good and a poor Cumulative Layout Shift. */
const GOOD_CLS = 0.1;

/** How long the screen's code is held back, as on a slow phone: the placeholder shows first. */
const SLOW_SCREEN_MS = 600;

/**
 * Opens `path` as a first visit and adds up its layout shifts (the `layout-shift` entries without
 * recent input, as Cumulative Layout Shift counts them) until the page has settled. The screen's
 * code arrives late, as on a slow network, so that whatever holds its place is seen first.
 */
async function firstLoadShift(page: Page, path: string, screen: string, ready: () => Promise<unknown>) {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; sources: string[] }> = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }
      >) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) =>
          source.node instanceof Element ? `${source.node.tagName.toLowerCase()}.${source.node.className}` : '?',
        );
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.route(new RegExp(`/assets/${screen}-[^/]+\\.js$`), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_SCREEN_MS));
    await route.continue();
  });
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  // Two frames and a moment more: a shift is reported after the frame that makes it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: Array<{ value: number; sources: string[] }> }).layoutShifts,
  );
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

/**
 * The first page a visitor opens does not jump: the footer, the contact details, the forms stay
 * where they are painted while the page's code and data arrive (Cumulative Layout Shift under
 * 0.1, "good"), on a phone and on a desktop.
 */
describe("a public page's first load does not move under the visitor", () => {
  const store = useStore({ DEMO_CATALOGUE: 'true' });
  let browser: Browser;

  beforeAll(() => {
    browser = store.browser();
  });

  for (const width of Object.values(WIDTHS)) {
    for (const { path, screen, ready } of PUBLIC_PAGES) {
      it(`${path} at ${width} px shifts less than ${GOOD_CLS}`, async () => {
        const { context, page } = await newVisitor(browser, width);
        const shift = await firstLoadShift(page, path, screen, () =>
          page.getByRole(ready.role, { name: ready.name }).first().waitFor(),
        );
        expectSteady(`${path} at ${width} px`, shift);
        await context.close();
      });
    }

    it(`a signed-in shopper's /books at ${width} px shifts less than ${GOOD_CLS}`, async () => {
      const { context, page } = await newVisitor(browser, width);
      await registerThroughForm(page, newPerson('steady'));
      const fresh = await openAgain(context);
      const shift = await firstLoadShift(fresh, '/books', 'BooksPage', () =>
        fresh.locator('[data-testid=book-card]').first().waitFor(),
      );
      expectSteady(`/books at ${width} px`, shift);
      await context.close();
    });
  }
});

/** Fails with what moved, and by how much, when a page shifted by GOOD_CLS or more in all. */
function expectSteady(page: string, { total, shifts }: { total: number; shifts: unknown[] }) {
  const steady = total < GOOD_CLS;
  expect({ page, total: steady ? `under ${GOOD_CLS}` : total, moved: steady ? [] : shifts }).toEqual({
    page,
    total: `under ${GOOD_CLS}`,
    moved: [],
  });
}

/** A new tab of the same browser profile (its cookies), for a fresh first load. */
async function openAgain(context: BrowserContext): Promise<Page> {
  for (const open of context.pages()) await open.close();
  return context.newPage();
}
