import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, BrowserContext, chromium, Page } from 'playwright-core';
import { startStore, type Store } from './store';

let baseUrl: string | undefined;

/** The store the current journey file started (see startStore). */
export const BASE_URL = () => {
  if (!baseUrl) throw new Error('No store is running: call useStore() in the journey file');
  return baseUrl;
};

/** Starts a store of its own and a browser for the journeys of one file. */
export function useStore(env: Record<string, string> = {}) {
  const state: { browser?: Browser; store?: Store } = {};
  beforeAll(async () => {
    state.store = await startStore(env);
    baseUrl = state.store.baseUrl;
    state.browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await state.browser?.close();
    await state.store?.stop();
  });
  return { browser: () => state.browser!, dataDir: () => state.store!.dataDir };
}

export const SCREENSHOT_DIR = join(__dirname, '..', 'artifacts', 'screenshots');
export const WIDTHS = { phone: 360, desktop: 1280 } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A fresh browser profile (no cookies) at the given width. */
export async function newVisitor(
  browser: Browser,
  width: number = WIDTHS.desktop,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: BASE_URL(),
    viewport: { width, height: width < 600 ? 780 : 900 },
  });
  const page = await context.newPage();
  return { context, page };
}

/** Waits for a react-toastify toast with exactly this text. */
export async function expectToast(page: Page, text: string) {
  await page.locator('.Toastify__toast', { hasText: text }).first().waitFor({ state: 'visible', timeout: 10_000 });
}

/**
 * A screenshot under e2e/artifacts/screenshots (git-ignored) for a person to look at: the whole
 * page, or only what is in view (`fullPage: false`, for a dialog or an open menu over the page).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage });
}

/** Takes the same screen at phone and desktop width, in a throwaway context sharing the cookies. */
export async function screenshotBoth(context: BrowserContext, path: string, name: string) {
  const state = await context.storageState();
  for (const width of Object.values(WIDTHS)) {
    const shot = await context.browser()!.newContext({
      baseURL: BASE_URL(),
      viewport: { width, height: width < 600 ? 780 : 900 },
      storageState: state,
    });
    const page = await shot.newPage();
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(150);
    await screenshot(page, name);
    await shot.close();
  }
}

/** Waits until the browser is at this path (the router may redirect asynchronously). */
export async function expectPath(page: Page, path: string | RegExp) {
  await page.waitForURL((url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)), {
    timeout: 10_000,
  });
}
