import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { admin, signedIn } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import {
  codesMock,
  gqlMethod,
  gqlRate,
  gqlSettings,
  gqlZone,
  settingsMock,
  settingsPayload,
} from '@/test/settings-fixtures';
import { AddShippingMethodDocument } from '../api/AddShippingMethod.generated';
import { AddShippingZoneDocument } from '../api/AddShippingZone.generated';
import { GetPricingSettingsDocument } from '../api/GetPricingSettings.generated';
import { UpdateTaxRateDocument } from '../api/UpdateTaxRate.generated';

function renderSettings(mocks: unknown[]) {
  return renderApp({ at: '/admin/settings', session: signedIn(admin), mocks: mocks as never[] });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('The admin settings page', () => {
  it('says what is empty: no zones (collection only), no tax rates, no codes', async () => {
    renderSettings([settingsMock(gqlSettings()), codesMock([])]);
    expect(
      await within(section('Shipping zones')).findByText('No shipping zones yet: shoppers can only collect in store.'),
    ).toBeInTheDocument();
    expect(within(section('Tax rates')).getByText('No tax rates yet: orders are not taxed.')).toBeInTheDocument();
    expect(await within(section('Discount codes')).findByText('No discount codes yet.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(within(nav).getByRole('link', { name: 'Shipping zones' })).toHaveAttribute('href', '#shipping-zones');
    expect(within(section('Store options')).getByRole('switch', { name: 'Collect in store' })).toBeChecked();
    expect(within(section('Store options')).getByRole('switch', { name: 'Prices include tax' })).not.toBeChecked();
  });

  it('lists the zones with their countries by name, the rest of the world and the methods, and the tax rates', async () => {
    const europe = gqlZone({
      methods: [
        gqlMethod({ freeOver: 40 }),
        gqlMethod({
          id: '66a000000000000000000102',
          name: 'Express',
          price: 9.5,
          minDays: 1,
          maxDays: 1,
          enabled: false,
        }),
      ],
    });
    const world = gqlZone({ id: '66a000000000000000000002', name: 'World', countries: [], restOfWorld: true });
    renderSettings([
      settingsMock(
        gqlSettings({
          zones: [europe, world],
          taxRates: [
            gqlRate(),
            gqlRate({
              id: '66a000000000000000000202',
              country: 'US',
              countryName: 'United States of America',
              region: 'CA',
              booksRate: 8.875,
              shippingRate: 0,
            }),
          ],
        }),
      ),
      codesMock([]),
    ]);
    const zone = await screen.findByRole('listitem', { name: 'Zone Europe' });
    await waitFor(() => expect(within(zone).getByText('France, Germany')).toBeInTheDocument());
    expect(within(zone).getByRole('listitem', { name: 'Method Standard' })).toHaveTextContent(
      '$4.95 · free over $40.00 · 2–4 days',
    );
    const express = within(zone).getByRole('listitem', { name: 'Method Express' });
    expect(express).toHaveTextContent('Disabled');
    expect(express).toHaveTextContent('$9.50 · 1 days');
    expect(within(express).getByRole('button', { name: 'Enable method Express' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Zone World' })).getByText('Rest of the world'),
    ).toBeInTheDocument();
    const rows = within(section('Tax rates')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('FranceWhole country5.5 %20 %');
    expect(rows[2]).toHaveTextContent('United States of AmericaCA8.875 %0 %');
  });

  it('shows a failed load with Try again, which loads the settings', async () => {
    const user = userEvent.setup();
    renderSettings([
      { request: { query: GetPricingSettingsDocument }, error: new Error('Network down') },
      settingsMock(gqlSettings({ zones: [gqlZone()] })),
      codesMock([]),
    ]);
    const zones = section('Shipping zones');
    expect(await within(zones).findByText('The shipping zones could not be loaded.')).toBeInTheDocument();
    expect(within(section('Tax rates')).getByText('The tax rates could not be loaded.')).toBeInTheDocument();
    await user.click(within(zones).getByRole('button', { name: 'Try again' }));
    expect(await within(zones).findByRole('listitem', { name: 'Zone Europe' })).toBeInTheDocument();
  });

  it('adds a zone with the keyboard-friendly country list, then a method to it', async () => {
    const user = userEvent.setup();
    const europe = gqlZone({ countries: ['FR'] });
    const standard = gqlMethod();
    const addZone = {
      request: {
        query: AddShippingZoneDocument,
        variables: { input: { name: 'Europe', countries: ['FR'], restOfWorld: false } },
      },
      result: jest.fn(() =>
        settingsPayload('addShippingZone', 'Shipping zone added', gqlSettings({ zones: [europe] })),
      ),
    };
    const addMethod = {
      request: {
        query: AddShippingMethodDocument,
        variables: {
          zoneId: europe.id,
          input: { name: 'Standard', price: 4.95, freeOver: null, minDays: 2, maxDays: 4, enabled: true },
        },
      },
      result: jest.fn(() =>
        settingsPayload(
          'addShippingMethod',
          'Delivery method added',
          gqlSettings({ zones: [{ ...europe, methods: [standard] }] }),
        ),
      ),
    };
    renderSettings([settingsMock(gqlSettings()), codesMock([]), addZone, addMethod]);
    const zones = section('Shipping zones');
    const addButton = await within(zones).findByRole('button', { name: 'Add zone' });
    await user.click(addButton);

    const dialog = screen.getByRole('dialog', { name: 'Add shipping zone' });
    expect(within(dialog).getByLabelText(/^Zone name/)).toHaveFocus();
    // Saved with no country: the form says what is missing, nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Add zone' }));
    expect(
      await within(dialog).findByText('Add at least one country to the zone, or make it the rest of the world'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Zone name/), 'Europe');
    await user.type(await within(dialog).findByRole('searchbox', { name: 'Search countries' }), 'fran');
    const france = within(dialog).getByRole('checkbox', { name: 'France' });
    france.focus();
    await user.keyboard(' ');
    expect(within(dialog).getByRole('button', { name: 'Remove France' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add zone' }));

    expect(await screen.findByText('Shipping zone added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(addButton).toHaveFocus();
    const zone = within(zones).getByRole('listitem', { name: 'Zone Europe' });
    expect(within(zone).getByText('No delivery method yet: nothing is delivered to this zone.')).toBeInTheDocument();

    const addMethodButton = within(zone).getByRole('button', { name: 'Add method to Europe' });
    await user.click(addMethodButton);
    const methodDialog = screen.getByRole('dialog', { name: 'Add delivery method to Europe' });
    await user.type(within(methodDialog).getByLabelText(/^Method name/), 'Standard');
    await user.type(within(methodDialog).getByLabelText(/^Price/), '4.95');
    await user.type(within(methodDialog).getByLabelText(/^Minimum days/), '5');
    await user.type(within(methodDialog).getByLabelText(/^Maximum days/), '4');
    await user.click(within(methodDialog).getByRole('button', { name: 'Add method' }));
    expect(await within(methodDialog).findByText('Maximum days must be at least the minimum days')).toBeInTheDocument();
    await user.clear(within(methodDialog).getByLabelText(/^Minimum days/));
    await user.type(within(methodDialog).getByLabelText(/^Minimum days/), '2');
    await user.click(within(methodDialog).getByRole('button', { name: 'Add method' }));

    expect(await screen.findByText('Delivery method added')).toBeInTheDocument();
    await waitFor(() => expect(within(zone).getByRole('listitem', { name: 'Method Standard' })).toBeInTheDocument());
    expect(addMethodButton).toHaveFocus();
    expect(addZone.result).toHaveBeenCalledTimes(1);
    expect(addMethod.result).toHaveBeenCalledTimes(1);
  });

  it('shows the server refusing a zone at its countries', async () => {
    const user = userEvent.setup();
    const refused = {
      request: {
        query: AddShippingZoneDocument,
        variables: { input: { name: 'EU', countries: ['FR'], restOfWorld: false } },
      },
      result: {
        errors: [
          new GraphQLError('France is already in the zone Europe', { extensions: { code: 'PRICING_CONFLICT' } }),
        ],
      },
    };
    renderSettings([settingsMock(gqlSettings({ zones: [gqlZone()] })), codesMock([]), refused]);
    await user.click(await within(section('Shipping zones')).findByRole('button', { name: 'Add zone' }));
    const dialog = screen.getByRole('dialog', { name: 'Add shipping zone' });
    await user.type(within(dialog).getByLabelText(/^Zone name/), 'EU');
    await user.type(await within(dialog).findByRole('searchbox', { name: 'Search countries' }), 'France');
    await user.click(within(dialog).getByRole('checkbox', { name: 'France' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add zone' }));
    const group = within(dialog).getByRole('group', { name: 'Countries' });
    await waitFor(() => expect(within(group).getByText('France is already in the zone Europe')).toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Add shipping zone' })).toBeInTheDocument();
  });

  it('edits a tax rate and hands focus back to its Edit button', async () => {
    const user = userEvent.setup();
    const france = gqlRate();
    const update = {
      request: {
        query: UpdateTaxRateDocument,
        variables: { id: france.id, input: { country: 'FR', region: '', booksRate: 7, shippingRate: 20 } },
      },
      result: jest.fn(() =>
        settingsPayload('updateTaxRate', 'Tax rate updated', gqlSettings({ taxRates: [{ ...france, booksRate: 7 }] })),
      ),
    };
    renderSettings([settingsMock(gqlSettings({ taxRates: [france] })), codesMock([]), update]);
    const edit = await within(section('Tax rates')).findByRole('button', { name: 'Edit tax rate of France' });
    await user.click(edit);
    const dialog = screen.getByRole('dialog', { name: 'Edit tax rate of France' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Country/ })).toHaveValue('FR'));
    const books = within(dialog).getByLabelText(/^Books rate/);
    expect(books).toHaveValue('5.5');
    await user.clear(books);
    await user.type(books, '7.12345');
    await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    expect(
      await within(dialog).findByText(
        'Books rate: A tax rate must be a percentage from 0 to 100 with at most 4 decimals',
      ),
    ).toBeInTheDocument();
    await user.clear(books);
    await user.type(books, '7');
    await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));

    expect(await screen.findByText('Tax rate updated')).toBeInTheDocument();
    await waitFor(() => expect(within(section('Tax rates')).getAllByRole('row')[1]).toHaveTextContent('7 %'));
    expect(edit).toHaveFocus();
    expect(update.result).toHaveBeenCalledTimes(1);
    await act(async () => {});
  });
});
