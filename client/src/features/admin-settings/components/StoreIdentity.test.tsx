import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { admin, signedIn } from '@/test/fixtures';
import { jsonResponse, mockFetch, sentForm } from '@/test/fetch-mock';
import { imageFile } from '@/test/image-files';
import { renderApp } from '@/test/render-app';
import {
  codesMock,
  gqlIdentity,
  gqlSettings,
  identityMock,
  identityPayload,
  settingsMock,
} from '@/test/settings-fixtures';
import { UpdateStoreIdentityDocument } from '../api/UpdateStoreIdentity.generated';

const baseInput = {
  name: 'Northshelf Books',
  email: 'help@bookstore.test',
  phone: '+1 555 0100',
  address: '1 Library Lane\nBooktown',
  about: '',
  socialLinks: ['https://www.instagram.com/northshelf'],
};

function renderSettings(mocks: unknown[] = [], identity = gqlIdentity()) {
  renderApp({
    at: '/admin/settings',
    session: signedIn(admin),
    mocks: [...(mocks as never[]), identityMock(identity), settingsMock(gqlSettings()), codesMock([])],
  });
  return screen.findByRole('form', { name: 'Shop identity' });
}

describe('The shop identity section of Settings', () => {
  it('comes first, filled with the identity as saved, and previews the brand as the name is typed', async () => {
    const form = await renderSettings();
    const nav = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(within(nav).getAllByRole('link')[0]).toHaveTextContent('Shop identity');
    expect(within(form).getByRole('textbox', { name: /Shop name/ })).toHaveValue('Northshelf Books');
    expect(within(form).getByRole('textbox', { name: 'Postal address' })).toHaveValue('1 Library Lane\nBooktown');
    expect(within(form).getByRole('textbox', { name: 'Social link 1' })).toHaveValue(
      'https://www.instagram.com/northshelf',
    );
    expect(within(form).getByRole('button', { name: 'Save shop identity' })).toBeDisabled();

    const preview = screen.getByRole('figure', { name: 'Preview of the header and footer' });
    expect(preview).toHaveTextContent('Northshelf Books');
    const name = within(form).getByRole('textbox', { name: /Shop name/ });
    await userEvent.setup().clear(name);
    await userEvent.setup().type(name, 'Harbour Books');
    expect(preview).toHaveTextContent('Harbour Books');
    expect(preview).not.toHaveTextContent('Northshelf');
    // The header keeps the saved name until the change is saved.
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Northshelf Books' })).toBeInTheDocument();
  });

  it('saves the name, About text and a new social link, and toasts the server message', async () => {
    const user = userEvent.setup();
    const input = {
      ...baseInput,
      name: 'Harbour Books',
      about: 'Books by the sea.\n\nOpen daily.',
      socialLinks: [...baseInput.socialLinks, 'https://bookclub.example/harbour'],
    };
    const save = {
      request: { query: UpdateStoreIdentityDocument, variables: { input } },
      result: jest.fn(() =>
        identityPayload(
          'updateStoreIdentity',
          'Shop identity saved',
          gqlIdentity({ name: input.name, about: input.about, links: input.socialLinks }),
        ),
      ),
    };
    const form = await renderSettings([save]);
    const name = within(form).getByRole('textbox', { name: /Shop name/ });
    await user.clear(name);
    await user.type(name, 'Harbour Books');
    await user.type(
      within(form).getByRole('textbox', { name: 'About page text' }),
      'Books by the sea.{Enter}{Enter}Open daily.',
    );
    await user.click(within(form).getByRole('button', { name: 'Add a social link' }));
    const added = within(form).getByRole('textbox', { name: 'Social link 2' });
    expect(added).toHaveFocus();
    await user.type(added, 'https://bookclub.example/harbour');
    await user.click(within(form).getByRole('button', { name: 'Save shop identity' }));

    expect(await screen.findByText('Shop identity saved')).toBeInTheDocument();
    expect(save.result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save shop identity' })).toBeDisabled());
  });

  it("checks the fields as the server does, sending nothing: a link that is not https, a blank name, the links' limit", async () => {
    const user = userEvent.setup();
    const form = await renderSettings();
    await user.clear(within(form).getByRole('textbox', { name: /Shop name/ }));
    const link = within(form).getByRole('textbox', { name: 'Social link 1' });
    await user.clear(link);
    await user.type(link, 'http://www.instagram.com/shop');
    await user.clear(within(form).getByRole('textbox', { name: 'Contact email' }));
    await user.type(within(form).getByRole('textbox', { name: 'Contact email' }), 'not an email');
    await user.click(within(form).getByRole('button', { name: 'Save shop identity' }));

    expect(await within(form).findByText('Shop name is required')).toBeInTheDocument();
    expect(link).toHaveAccessibleDescription(
      'Each social link must be an https:// address such as https://www.instagram.com/yourshop',
    );
    expect(within(form).getByRole('textbox', { name: 'Contact email' })).toHaveAccessibleDescription(
      /Contact email must be an email address such as hello@example.com/,
    );

    const add = within(form).getByRole('button', { name: 'Add a social link' });
    for (let i = 1; i < 8; i++) await user.click(add);
    expect(within(form).getAllByRole('textbox', { name: /^Social link/ })).toHaveLength(8);
    expect(add).toBeDisabled();
  });

  it("shows the server's refusal at its field", async () => {
    const user = userEvent.setup();
    const input = { ...baseInput, name: 'Northshelf Books!' };
    const refused = {
      request: { query: UpdateStoreIdentityDocument, variables: { input } },
      result: {
        errors: [
          new GraphQLError('Shop name contains characters that are not allowed', {
            extensions: { code: 'VALIDATION_FAILED' },
          }),
        ],
      },
    };
    const form = await renderSettings([refused]);
    await user.type(within(form).getByRole('textbox', { name: /Shop name/ }), '!');
    await user.click(within(form).getByRole('button', { name: 'Save shop identity' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /Shop name/ })).toHaveAccessibleDescription(
        'Shop name contains characters that are not allowed',
      ),
    );
  });

  it('previews a chosen logo in the brand and uploads it on its own, as a multipart form', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch();
    const saved = { ...gqlIdentity({ logoUrl: 'http://localhost/api/images/665f1c2b9d3e4a0012345678' }) };
    const { __typename: _type, ...rest } = saved;
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        message: 'Logo saved',
        identity: { ...rest, socialLinks: rest.socialLinks.map(({ name, url }) => ({ name, url })) },
      }),
    );
    await renderSettings();
    const preview = screen.getByRole('figure', { name: 'Preview of the header and footer' });
    expect(preview.querySelector('img')).toBeNull();
    await user.upload(screen.getByLabelText('Logo image'), imageFile('logo.png', 'image/png'));
    await waitFor(() => expect(preview.querySelectorAll('img')).toHaveLength(2));
    expect(preview.querySelector('img')!.getAttribute('src')).toMatch(/^data:image\/png/);

    await user.click(screen.getByRole('button', { name: 'Save logo' }));
    expect(await screen.findByText('Logo saved')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/settings/identity/logo');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('PUT');
    expect((sentForm(fetchMock).logo as File).name).toBe('logo.png');
    await waitFor(() =>
      expect(preview.querySelector('img')).toHaveAttribute(
        'src',
        'http://localhost/api/images/665f1c2b9d3e4a0012345678',
      ),
    );
    expect(screen.getByRole('button', { name: 'Remove current image' })).toBeInTheDocument();
  });
});
