import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BARE_STORE, signedIn, signedOut, shopper, STORE, storeSettingsMock } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

/** Details no store has set: what the shell once showed whatever the settings said. */
const INVENTED = ['support@bookstore.example', '555) 123-4567', '123 Library Lane', 'facebook.com', 'linkedin.com'];

const banner = () => screen.getByRole('banner');
const footer = () => screen.getByRole('contentinfo');

function expectNothingInvented() {
  for (const text of INVENTED)
    expect({ text, shown: document.body.innerHTML.includes(text) }).toEqual({ text, shown: false });
}

describe("the store's name and details, from its settings", () => {
  it('names the store in the header, the footer and the title, and lists its contact details and social links', async () => {
    renderApp({ at: '/about', session: signedOut });
    expect(await within(banner()).findByRole('link', { name: STORE.name })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe(`About Us | ${STORE.name}`));
    expect(screen.getByRole('heading', { level: 1, name: `About ${STORE.name}` })).toBeInTheDocument();
    expect(
      within(footer()).getByText(`© ${new Date().getFullYear()} ${STORE.name}. All rights reserved.`),
    ).toBeInTheDocument();

    expect(within(footer()).getByRole('link', { name: STORE.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${STORE.contactEmail}`,
    );
    expect(within(footer()).getByRole('link', { name: STORE.contactPhone })).toHaveAttribute('href', 'tel:+15550100');
    expect(within(footer()).getByText(STORE.contactAddress)).toBeInTheDocument();
    const social = within(within(footer()).getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(social).toHaveLength(1);
    expect(social[0]).toHaveAccessibleName(`${STORE.name} on Instagram (opens in a new tab)`);
    expect(social[0]).toHaveAttribute('href', STORE.socialLinks[0].url);
    expect(social[0]).toHaveAttribute('target', '_blank');
    expect(social[0]).toHaveAttribute('rel', 'noopener noreferrer');

    // The About page's contact block shows the same details.
    const aboutContact = screen.getByRole('region', { name: 'Get in touch' });
    expect(within(aboutContact).getByRole('link', { name: STORE.contactEmail })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('BookStore');
    expectNothingInvented();
  });

  it('names a site it has no mark for by its host, with a globe', async () => {
    const links = [{ name: 'bookclub.example', url: 'https://bookclub.example/northshelf' }];
    renderApp({
      at: '/',
      session: signedOut,
      mocks: [storeSettingsMock('USD', 3, true, { ...STORE, socialLinks: links })],
    });
    const link = await within(footer()).findByRole('link', {
      name: `${STORE.name} on bookclub.example (opens in a new tab)`,
    });
    expect(link).toHaveAttribute('href', links[0].url);
    expect(link.querySelector('svg circle')).not.toBeNull();
  });

  it('shows no contact details, no social links and nothing invented when the store has set none', async () => {
    renderApp({ at: '/about', session: signedOut, mocks: [storeSettingsMock('USD', 3, true, BARE_STORE)] });
    await waitFor(() => expect(document.title).toBe('About Us | BookStore'));
    expect(within(banner()).getByRole('link', { name: 'BookStore' })).toBeInTheDocument();
    expect(within(footer()).getByRole('navigation', { name: 'Quick Links' })).toBeInTheDocument();
    expect(within(footer()).queryByRole('heading', { name: 'Contact Us' })).not.toBeInTheDocument();
    expect(within(footer()).queryByRole('list', { name: 'Social media' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Get in touch' })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="mailto:"], a[href^="tel:"]')).toBeNull();
    expectNothingInvented();
  });
});

describe('the contact page', () => {
  it('says only that the store has published no contact details when it has set none', async () => {
    renderApp({ at: '/contact', session: signedOut, mocks: [storeSettingsMock('USD', 3, true, BARE_STORE)] });
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('The store has not published any contact details.')).toBeInTheDocument();
    expect(within(main).queryByRole('heading', { name: 'Our details' })).not.toBeInTheDocument();
    expect(within(main).queryByRole('heading', { name: 'Send us a message' })).not.toBeInTheDocument();
    expect(main.textContent).not.toMatch(/details here/);
    expect(document.title).toBe('Contact us | BookStore');
    expectNothingInvented();
  });

  it('shows the details it has without the form when the store sends no email, and no sign of the form', async () => {
    const details = { ...BARE_STORE, name: 'Ink & Quill', contactPhone: '+44 20 7946 0000' };
    renderApp({ at: '/contact', session: signedOut, mocks: [storeSettingsMock('USD', 3, false, details)] });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute(
      'href',
      'tel:+442079460000',
    );
    expect(within(main).queryByRole('heading', { name: 'Send us a message' })).not.toBeInTheDocument();
    expect(main.textContent).not.toMatch(/not available|details here/);
    expect(document.title).toBe('Contact us | Ink & Quill');
  });

  it('offers a shopper the complaint form even when the store has set no details', async () => {
    renderApp({ at: '/contact', session: signedIn(shopper), mocks: [storeSettingsMock('USD', 3, true, BARE_STORE)] });
    expect(await screen.findByRole('link', { name: 'Submit a complaint' })).toHaveAttribute(
      'href',
      '/submit-complaint',
    );
  });
});

describe("the shop's logo and About text, from its settings", () => {
  it('shows the logo beside the name in the header and the footer when the shop has one, the name still its text', async () => {
    const logoUrl = 'http://localhost/api/images/665f1c2b9d3e4a0012345678';
    renderApp({ at: '/', session: signedOut, mocks: [storeSettingsMock('USD', 3, true, { ...STORE, logoUrl })] });
    const home = await within(banner()).findByRole('link', { name: STORE.name });
    await waitFor(() => expect(home.querySelector('img')).toHaveAttribute('src', logoUrl));
    expect(home.querySelector('img')).toHaveAttribute('alt', '');
    expect(home.querySelector('svg')).toBeNull();
    expect(footer().querySelector(`img[src="${logoUrl}"]`)).not.toBeNull();
  });

  it('shows the book mark and no image when the shop has no logo', async () => {
    renderApp({ at: '/', session: signedOut });
    const home = await within(banner()).findByRole('link', { name: STORE.name });
    expect(home.querySelector('img')).toBeNull();
    expect(home.querySelector('svg')).not.toBeNull();
  });

  it('shows the About text the shop wrote, in its paragraphs, in place of the standard story', async () => {
    const about = 'We sell books by the harbour.\n\nOpen every day from nine.';
    renderApp({ at: '/about', session: signedOut, mocks: [storeSettingsMock('USD', 3, true, { ...STORE, about })] });
    const story = () => screen.getByRole('region', { name: 'Our story' });
    await waitFor(() => expect(within(story()).getAllByRole('paragraph')).toHaveLength(2));
    expect(
      within(story())
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(['We sell books by the harbour.', 'Open every day from nine.']);
    expect(screen.queryByRole('region', { name: /team/i })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Get in touch' })).toBeInTheDocument();
  });

  it('reads the settings again when the visitor comes back to the tab after a while, showing a new name', async () => {
    const first = { ...storeSettingsMock(), maxUsageCount: 1 };
    const renamed = { ...storeSettingsMock('USD', 3, true, { ...STORE, name: 'Renamed Books' }), maxUsageCount: 1 };
    renderApp({ at: '/', session: signedOut, mocks: [first, renamed] });
    await within(banner()).findByRole('link', { name: STORE.name });

    // Back within 30 s: nothing is read again.
    fireEvent.focus(window);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(banner()).getByRole('link', { name: STORE.name })).toBeInTheDocument();

    const now = Date.now();
    const later = jest.spyOn(Date, 'now').mockReturnValue(now + 31_000);
    try {
      fireEvent.focus(window);
      expect(await within(banner()).findByRole('link', { name: 'Renamed Books' })).toBeInTheDocument();
    } finally {
      later.mockRestore();
    }
  });
});
