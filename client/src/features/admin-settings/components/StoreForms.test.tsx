import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { admin, signedIn } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { codesMock, gqlSettings, settingsMock, settingsPayload } from '@/test/settings-fixtures';
import { UpdateLegalDetailsDocument } from '../api/UpdateLegalDetails.generated';
import { UpdatePricingOptionsDocument } from '../api/UpdatePricingOptions.generated';

describe('The store options and legal details on the settings page', () => {
  it('turns prices with tax on and sets the shop country, saved together', async () => {
    const user = userEvent.setup();
    const input = { collectInStore: true, pricesIncludeTax: true, shopCountry: 'GB', shopRegion: '' };
    const save = {
      request: { query: UpdatePricingOptionsDocument, variables: { input } },
      result: jest.fn(() =>
        settingsPayload('updatePricingOptions', 'Store options updated', gqlSettings({ ...input })),
      ),
    };
    renderApp({
      at: '/admin/settings',
      session: signedIn(admin),
      mocks: [settingsMock(gqlSettings()), codesMock([]), save],
    });
    const form = await screen.findByRole('form', { name: 'Store options' });
    const button = within(form).getByRole('button', { name: 'Save store options' });
    expect(button).toBeDisabled();
    const tax = within(form).getByRole('switch', { name: 'Prices include tax' });
    expect(tax).toHaveAccessibleDescription(/tax is added on top of the prices/);
    await user.click(tax);
    const country = within(form).getByRole('combobox', { name: 'Shop country' });
    await waitFor(() => expect(country).toBeEnabled());
    await user.selectOptions(country, 'United Kingdom');
    await user.click(button);
    expect(await screen.findByText('Store options updated')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeDisabled());
    expect(tax).toBeChecked();
    expect(country).toHaveValue('GB');
    expect(save.result).toHaveBeenCalledTimes(1);
  });

  it('saves the name, a two-line address and the tax number', async () => {
    const user = userEvent.setup();
    const legal = { name: 'Bookstore SARL', address: '15 Rue des Livres\n75001 Paris', taxNumber: 'FR123' };
    const save = {
      request: { query: UpdateLegalDetailsDocument, variables: { input: legal } },
      result: jest.fn(() =>
        settingsPayload(
          'updateLegalDetails',
          'Legal details updated',
          gqlSettings({ legal: { __typename: 'LegalDetails', ...legal } }),
        ),
      ),
    };
    renderApp({
      at: '/admin/settings',
      session: signedIn(admin),
      mocks: [settingsMock(gqlSettings()), codesMock([]), save],
    });
    const form = await screen.findByRole('form', { name: 'Legal details' });
    const button = within(form).getByRole('button', { name: 'Save legal details' });
    expect(button).toBeDisabled();
    await user.type(within(form).getByLabelText('Legal name'), legal.name);
    await user.type(within(form).getByLabelText('Legal address'), '15 Rue des Livres{Enter}75001 Paris');
    await user.type(within(form).getByLabelText(/^Tax number/), legal.taxNumber);
    await user.click(button);
    expect(await screen.findByText('Legal details updated')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeDisabled());
    expect(within(form).getByLabelText('Legal address')).toHaveValue(legal.address);
    expect(save.result).toHaveBeenCalledTimes(1);
  });
});
