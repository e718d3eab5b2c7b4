import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { admin, signedIn } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { codesMock, gqlCode, gqlSettings, settingsMock } from '@/test/settings-fixtures';
import { AddDiscountCodeDocument } from '../api/AddDiscountCode.generated';
import { DeleteDiscountCodeDocument } from '../api/DeleteDiscountCode.generated';
import { ListDiscountCodesDocument } from '../api/ListDiscountCodes.generated';
import { UpdateDiscountCodeDocument } from '../api/UpdateDiscountCode.generated';

function renderCodes(mocks: unknown[]) {
  return renderApp({
    at: '/admin/settings',
    session: signedIn(admin),
    mocks: [settingsMock(gqlSettings()), ...(mocks as never[])],
  });
}

const codes = () => screen.getByRole('region', { name: 'Discount codes' });

const input = {
  code: 'WELCOME15',
  kind: 'PERCENTAGE',
  percent: 15,
  amount: null,
  minimumSubtotal: 30,
  startsAt: null,
  endsAt: null,
  maxUses: 100,
  perCustomer: 1,
  enabled: true,
};

describe('The discount codes on the settings page', () => {
  it('lists each code with its terms and figures', async () => {
    renderCodes([
      codesMock([
        gqlCode({ maxUses: 50, uses: 12, discountGiven: 84.2, perCustomer: 1, minimumSubtotal: 30 }),
        gqlCode({
          id: '66a000000000000000000302',
          code: 'SHIPFREE',
          kind: 'FREE_SHIPPING',
          percent: null,
          enabled: false,
        }),
      ]),
    ]);
    const rows = await within(codes()).findAllByRole('row');
    expect(rows[1]).toHaveTextContent('SUMMER1010 % off$30.00Always12 / 501$84.20Enabled');
    expect(rows[2]).toHaveTextContent('SHIPFREEFree shipping—Always0 / ∞—$0.00Disabled');
    expect(within(rows[2]).getByRole('button', { name: 'Enable code SHIPFREE' })).toBeInTheDocument();
  });

  it('shows a failed load with Try again', async () => {
    const user = userEvent.setup();
    renderCodes([
      { request: { query: ListDiscountCodesDocument }, error: new Error('Network down') },
      codesMock([gqlCode()]),
    ]);
    expect(await within(codes()).findByText('The discount codes could not be loaded.')).toBeInTheDocument();
    await user.click(within(codes()).getByRole('button', { name: 'Try again' }));
    expect(await within(codes()).findByRole('rowheader', { name: 'SUMMER10' })).toBeInTheDocument();
  });

  it("creates a percentage code, upper-cased, showing the server's refusal at the code field first", async () => {
    const user = userEvent.setup();
    const taken = {
      request: { query: AddDiscountCodeDocument, variables: { input } },
      result: {
        errors: [
          new GraphQLError('A discount code with this code exists already', {
            extensions: { code: 'DISCOUNT_CODE_TAKEN' },
          }),
        ],
      },
    };
    const added = gqlCode({
      id: '66a000000000000000000303',
      code: 'WELCOME15',
      percent: 15,
      minimumSubtotal: 30,
      maxUses: 100,
      perCustomer: 1,
    });
    const add = {
      request: { query: AddDiscountCodeDocument, variables: { input } },
      result: jest.fn(() => ({
        data: {
          addDiscountCode: {
            __typename: 'DiscountCodePayload' as const,
            message: 'Discount code added',
            discountCode: added,
          },
        },
      })),
    };
    renderCodes([codesMock([]), taken, add]);
    const open = await within(codes()).findByRole('button', { name: 'Add discount code' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Add discount code' });
    const code = within(dialog).getByLabelText(/^Code/);
    expect(code).toHaveFocus();
    await user.type(code, 'welcome15');
    await user.type(within(dialog).getByLabelText(/^Percentage/), '150');
    await user.type(within(dialog).getByLabelText(/^Minimum subtotal/), '30');
    await user.type(within(dialog).getByLabelText(/^Max uses/), '100');
    await user.type(within(dialog).getByLabelText(/^Uses per customer/), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Add code' }));
    expect(await within(dialog).findByText('Percentage must be a whole number from 1 to 100')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Percentage/));
    await user.type(within(dialog).getByLabelText(/^Percentage/), '15');

    await user.click(within(dialog).getByRole('button', { name: 'Add code' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/A discount code with this code exists already/));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Add code' }));
    expect(await screen.findByText('Discount code added')).toBeInTheDocument();
    expect(await within(codes()).findByRole('rowheader', { name: 'WELCOME15' })).toBeInTheDocument();
    await waitFor(() => expect(open).toHaveFocus());
    expect(add.result).toHaveBeenCalledTimes(1);
  });

  it("asks before deleting and shows the server's message for a code orders used", async () => {
    const user = userEvent.setup();
    const used = gqlCode({ uses: 3, discountGiven: 12 });
    const message = 'Orders have used this code: disable it instead, so that its figures stay.';
    const remove = {
      request: { query: DeleteDiscountCodeDocument, variables: { id: used.id } },
      result: jest.fn(() => ({
        errors: [new GraphQLError(message, { extensions: { code: 'DISCOUNT_CODE_IN_USE' } })],
      })),
    };
    const disable = {
      request: {
        query: UpdateDiscountCodeDocument,
        variables: {
          id: used.id,
          input: {
            ...input,
            code: 'SUMMER10',
            percent: 10,
            minimumSubtotal: null,
            maxUses: null,
            perCustomer: null,
            enabled: false,
          },
        },
      },
      result: jest.fn(() => ({
        data: {
          updateDiscountCode: {
            __typename: 'DiscountCodePayload' as const,
            message: 'Discount code updated',
            discountCode: { ...used, enabled: false },
          },
        },
      })),
    };
    renderCodes([codesMock([used]), remove, disable]);
    const deleteButton = await within(codes()).findByRole('button', { name: 'Delete code SUMMER10' });
    await user.click(deleteButton);
    // Cancelling sends nothing.
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete discount code' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(remove.result).not.toHaveBeenCalled();
    await user.click(deleteButton);
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete discount code' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await within(codes()).findByRole('alert')).toHaveTextContent(`SUMMER10: ${message}`);
    expect(within(codes()).getByRole('rowheader', { name: 'SUMMER10' })).toBeInTheDocument();

    await user.click(within(codes()).getByRole('button', { name: 'Disable code SUMMER10' }));
    expect(await screen.findByText('Discount code updated')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(codes()).getByRole('button', { name: 'Enable code SUMMER10' })).toBeInTheDocument(),
    );
    expect(disable.result).toHaveBeenCalledTimes(1);
  });
});
