import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { seriousA11yViolations } from '../support/a11y';
import { newPerson, registerThroughForm } from '../support/accounts';
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

const NAME = 'Harbour & Quay Books';
const ABOUT = ['We sell books by the harbour, new and second-hand.', 'Open every day from nine, tea included.'];

/** A real PNG of `size` pixels a side: an amber square with a darker band, for the logo. */
function squarePng(size: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Array.from({ length: size }, (_, y) => {
    const band = y > size / 3 && y < (2 * size) / 3;
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) row.set(band ? [120, 53, 15] : [245, 158, 11], 1 + x * 3);
    return row;
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const brand = (page: Page) => page.getByRole('banner').getByRole('link').first();

/**
 * The admin gives the shop its name, logo and About text in Settings, with the keyboard and a
 * file; the header, the tab's title and the About page show them at once, for the admin and for a
 * visitor, and the page the server sends names the shop as saved.
 */
describe("the shop's identity, set in Settings", () => {
  const store = useStore({ STORE_NAME: 'First Light Books' });
  let browser: Browser;
  let admin: Page;

  beforeAll(async () => {
    browser = store.browser();
    ({ page: admin } = await newVisitor(browser));
    await registerThroughForm(admin, newPerson('owner'), { role: 'admin' });
  });

  it('saves a new name, logo and About text that the header and the About page show at once', async () => {
    await admin.goto('/admin/settings');
    await expectPath(admin, '/admin/settings');
    const form = admin.getByRole('form', { name: 'Shop identity' });
    const name = form.getByRole('textbox', { name: /Shop name/ });
    await expect(name.inputValue()).resolves.toBe('First Light Books');

    // The name and the text typed with the keyboard; the preview follows as it is typed.
    await name.focus();
    await admin.keyboard.press('ControlOrMeta+A');
    await admin.keyboard.type(NAME);
    const preview = admin.getByRole('figure', { name: 'Preview of the header and footer' });
    await preview.getByText(NAME).first().waitFor();
    await form.getByRole('textbox', { name: 'About page text' }).focus();
    await admin.keyboard.type(`${ABOUT[0]}\n\n${ABOUT[1]}`);
    await admin.keyboard.press('Tab');
    await form.getByRole('button', { name: 'Save shop identity' }).click();
    await expectToast(admin, 'Shop identity saved');
    await brand(admin).getByText(NAME).waitFor();
    await admin.waitForFunction((name) => document.title.endsWith(name), NAME);

    // The logo: chosen, previewed, saved on its own.
    await admin
      .getByLabel('Logo image')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: squarePng(96) });
    await preview.locator('img').first().waitFor();
    await admin.getByRole('button', { name: 'Save logo' }).click();
    await expectToast(admin, 'Logo saved');
    await brand(admin).locator('img[src*="/api/images/"]').waitFor();
    expect(await brand(admin).locator('img').getAttribute('alt')).toBe('');

    expect(await seriousA11yViolations(admin)).toEqual([]);
    await screenshot(admin, 'shop-identity-saved', { fullPage: false });
    await screenshotBoth(admin.context(), '/admin/settings', 'shop-identity-settings');
  });

  it("shows a visitor the shop's name, logo and About text, from the page the server sends on", async () => {
    const html = await (await fetch(`${BASE_URL()}/about`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<title>Harbour &amp; Quay Books</title>');
    expect(html).not.toContain('First Light Books');

    for (const width of Object.values(WIDTHS)) {
      const { context, page } = await newVisitor(browser, width);
      await page.goto('/about');
      const story = page.getByRole('region', { name: 'Our story' });
      await story.getByText(ABOUT[1]).waitFor();
      expect(await story.getByRole('paragraph').allTextContents()).toEqual(ABOUT);
      expect((await brand(page).textContent())?.trim()).toBe(NAME);
      await brand(page).locator('img[src*="/api/images/"]').waitFor();
      expect(await page.title()).toBe(`About Us | ${NAME}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'shop-identity-about');
      await context.close();
    }
  });
});
