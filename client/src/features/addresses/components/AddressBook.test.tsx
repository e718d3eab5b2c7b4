import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { AddAddressDocument } from '../api/AddAddress.generated';
import { DeleteAddressDocument } from '../api/DeleteAddress.generated';
import { SetDefaultAddressDocument } from '../api/SetDefaultAddress.generated';
import { UpdateAddressDocument } from '../api/UpdateAddress.generated';
import { addressesMock, gqlAddress, type GqlAddress } from '@/test/address-fixtures';
import { signedIn } from '@/test/fixtures';
import { emailPreferencesMock } from '@/test/profile-fixtures';
import { renderApp } from '@/test/render-app';
import { fieldErrors } from '@/lib/validation';
import { addressSchema, emptyAddress } from '../validation';

/** The shopper's profile page; its email preferences are answered too. */
function renderProfile(mocks: unknown[]) {
  return renderApp({ at: '/profile', session: signedIn(), mocks: [...(mocks as never[]), emailPreferencesMock()] });
}

const book = () => screen.getByRole('region', { name: 'Delivery addresses' });
const cards = () => within(book()).getAllByTestId('address-card');

function payload(field: string, message: string, addresses: GqlAddress[], address?: GqlAddress) {
  return {
    data: {
      [field]: {
        __typename: address ? ('AddressPayload' as const) : ('DeleteAddressPayload' as const),
        message,
        ...(address ? { address } : {}),
        addresses,
      },
    },
  };
}

describe('The address book on the profile page', () => {
  it('lists the addresses, the default marked, and adds one through the form', async () => {
    const user = userEvent.setup();
    const home = gqlAddress({ isDefault: true });
    const added = gqlAddress({
      fullName: 'Ada at Work',
      line1: '5 Analytical Row',
      city: 'Cambridge',
      postalCode: 'CB2 1TN',
    });
    const add = {
      request: {
        query: AddAddressDocument,
        variables: {
          input: {
            fullName: 'Ada at Work',
            line1: '5 Analytical Row',
            line2: '',
            city: 'Cambridge',
            region: '',
            postalCode: 'CB2 1TN',
            country: 'GB',
            phone: '',
          },
        },
      },
      result: jest.fn(() => payload('addAddress', 'Address added', [home, added], added)),
    };
    renderProfile([addressesMock([home], { maxUsageCount: 1 }), add]);
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0]).getByText('Default')).toBeInTheDocument();
    expect(within(cards()[0]).queryByRole('button', { name: /^Make default/ })).not.toBeInTheDocument();

    await user.click(within(book()).getByRole('button', { name: 'Add address' }));
    const form = within(book()).getByRole('form', { name: 'Add an address' });
    expect(within(form).getByLabelText(/^Full name/)).toHaveFocus();
    await user.type(within(form).getByLabelText(/^Full name/), 'Ada at Work');
    await user.type(within(form).getByLabelText(/^Address line 1/), '5 Analytical Row');
    await user.type(within(form).getByLabelText(/^City/), 'Cambridge');
    await user.type(within(form).getByLabelText(/^Postal code/), 'CB2 1TN');
    const country = within(form).getByRole('combobox', { name: /^Country/ });
    await waitFor(() => expect(country).toBeEnabled());
    await user.selectOptions(country, 'United Kingdom');
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));

    expect(await screen.findByText('Address added')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(within(cards()[1]).getByText('5 Analytical Row')).toBeInTheDocument();
    // The form is gone: focus goes to the new address (its Edit button names it).
    await waitFor(() => expect(within(cards()[1]).getByRole('button', { name: /^Edit Ada at Work/ })).toHaveFocus());
    expect(add.result).toHaveBeenCalledTimes(1);
  });

  it('edits an address with its values filled in, makes another the default, and deletes after the confirmation', async () => {
    const user = userEvent.setup();
    const home = gqlAddress({ isDefault: true });
    const work = gqlAddress({ fullName: 'Ada at Work', line1: '5 Analytical Row', city: 'Cambridge' });
    const editedHome = { ...home, city: 'Bath' };
    const update = {
      request: {
        query: UpdateAddressDocument,
        variables: {
          id: home.id,
          input: {
            fullName: home.fullName,
            line1: home.line1,
            line2: '',
            city: 'Bath',
            region: '',
            postalCode: home.postalCode,
            country: 'GB',
            phone: '',
          },
        },
      },
      result: payload('updateAddress', 'Address updated', [editedHome, work], editedHome),
    };
    const madeDefault = [
      { ...editedHome, isDefault: false },
      { ...work, isDefault: true },
    ];
    const setDefault = {
      request: { query: SetDefaultAddressDocument, variables: { id: work.id } },
      result: payload('setDefaultAddress', 'Default address updated', madeDefault),
    };
    const remove = {
      request: { query: DeleteAddressDocument, variables: { id: work.id } },
      result: payload('deleteAddress', 'Address deleted', [{ ...editedHome, isDefault: true }]),
    };
    renderProfile([addressesMock([home, work], { maxUsageCount: 1 }), update, setDefault, remove]);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const editHome = () => within(cards()[0]).getByRole('button', { name: /^Edit/ });

    // Cancelling an edit hands focus back to the Edit button that opened it.
    await user.click(editHome());
    await user.click(within(book()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(editHome()).toHaveFocus());

    await user.click(editHome());
    const form = within(book()).getByRole('form', { name: 'Edit the address of Ada Lovelace' });
    const city = within(form).getByLabelText(/^City/);
    expect(city).toHaveValue('London');
    await waitFor(() => expect(within(form).getByRole('combobox', { name: /^Country/ })).toHaveValue('GB'));
    await user.clear(city);
    await user.type(city, 'Bath');
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Address updated')).toBeInTheDocument();
    await waitFor(() => expect(within(cards()[0]).getByText(/Bath/)).toBeInTheDocument());
    await waitFor(() => expect(editHome()).toHaveFocus());

    // Make default, pressed with Enter, is gone once done: focus goes to the same address's Edit.
    within(cards()[1])
      .getByRole('button', { name: /^Make default/ })
      .focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Default address updated')).toBeInTheDocument();
    await waitFor(() => expect(within(cards()[1]).getByText('Default')).toBeInTheDocument());
    expect(within(cards()[1]).queryByRole('button', { name: /^Make default/ })).not.toBeInTheDocument();
    await waitFor(() => expect(within(cards()[1]).getByRole('button', { name: /^Edit Ada at Work/ })).toHaveFocus());

    await user.click(within(cards()[1]).getByRole('button', { name: /^Delete/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete address' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Address' }));
    expect(await screen.findByText('Address deleted')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0]).getByText('Default')).toBeInTheDocument();
    // The deleted card's neighbour takes focus.
    await waitFor(() => expect(editHome()).toHaveFocus());
  });

  it('offers no Add address once the book is full, and says why', async () => {
    const full = Array.from({ length: 10 }, (_, i) => gqlAddress({ isDefault: i === 0, fullName: `Reader ${i}` }));
    renderProfile([addressesMock(full)]);
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(within(book()).queryByRole('button', { name: 'Add address' })).not.toBeInTheDocument();
    expect(
      within(book()).getByText('You have 10 addresses, the most you can keep. Delete one to add another.'),
    ).toBeInTheDocument();
  });

  it('asks to try again when the addresses cannot be loaded', async () => {
    renderProfile([
      {
        request: { query: addressesMock([]).request.query },
        result: { errors: [new GraphQLError('Boom', { extensions: { code: 'INTERNAL' } })] },
      },
    ]);
    expect(await within(book()).findByText('Your addresses could not be loaded.')).toBeInTheDocument();
    expect(within(book()).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the address form rules', () => {
  it('names each field in its message, with the server limits', () => {
    expect(fieldErrors(addressSchema, emptyAddress)).toEqual({
      fullName: 'Full name is required',
      line1: 'Address line 1 is required',
      city: 'City is required',
      postalCode: 'Postal code is required',
      country: 'Country is required',
    });
    const long = (n: number) => 'x'.repeat(n);
    expect(
      fieldErrors(addressSchema, {
        ...emptyAddress,
        fullName: '\u{1F4DA}'.repeat(100),
        line1: long(101),
        city: 'Bath',
        postalCode: long(21),
        country: 'GB',
        phone: 'call me',
      }),
    ).toEqual({
      line1: 'Address line 1 must be at most 100 characters long',
      postalCode: 'Postal code must be at most 20 characters long',
      phone: 'Phone may contain only digits, spaces and + ( ) - .',
    });
  });
});
