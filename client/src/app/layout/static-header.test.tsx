import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { DEFAULT_STORE_NAME } from '@/config/site';
import { verifying } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

/**
 * index.html paints the header's bar and brand before the app's code runs; the app then renders
 * its own. The two must look the same, or the page would change under the visitor's eyes. Both
 * name the store DEFAULT_STORE_NAME until they know better: the server's page shell puts the
 * configured name in index.html wherever it says that one, and ships the settings for the app.
 */
describe('the header painted before the app runs', () => {
  const html = readFileSync(join(__dirname, '..', '..', '..', 'index.html'), 'utf8');
  const staticHeader = new DOMParser().parseFromString(html, 'text/html').querySelector('#root > header');

  it("is the app's header bar and brand: the same classes, link, icon and name", () => {
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.title).toBe(DEFAULT_STORE_NAME);
    renderApp({ at: '/about', session: verifying() });
    const appHeader = screen.getByRole('banner');
    expect(staticHeader).not.toBeNull();
    const [staticBar, appBar] = [staticHeader!.firstElementChild!, appHeader.firstElementChild!];
    const [staticBrand, appBrand] = [staticBar.querySelector('a')!, appBar.querySelector('a')!];
    const paths = (root: Element) => [...root.querySelectorAll('svg path')].map((path) => path.getAttribute('d'));

    expect(staticHeader!.className).toBe(appHeader.className);
    expect(staticBar.className).toBe(appBar.className);
    expect(staticBrand.textContent?.trim()).toBe(DEFAULT_STORE_NAME);
    expect(appBrand.textContent?.trim()).toBe(DEFAULT_STORE_NAME);
    expect(staticBrand.getAttribute('href')).toBe(appBrand.getAttribute('href'));
    expect(staticBrand.querySelector('span')!.className).toBe(appBrand.querySelector('span')!.className);
    expect(paths(staticBrand)).toEqual(paths(appBrand));
  });
});
