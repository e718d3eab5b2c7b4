import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { admin, signedIn } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { codesMock, gqlPayments, gqlSettings, settingsMock } from '@/test/settings-fixtures';
import { UpdatePaymentSettingsDocument } from '../api/UpdatePaymentSettings.generated';

const BANK = { holder: 'Bookstore Ltd', account: 'GB33 BUKB 2020 1555 5555 55', bank: 'Booktown Bank', notes: '' };

function renderSettings(mocks: unknown[]) {
  return renderApp({ at: '/admin/settings', session: signedIn(admin), mocks: mocks as never[] });
}

const form = () => screen.findByRole('form', { name: 'Payment settings' });

describe('The payment settings', () => {
  it('turns bank transfer on, moves it first and saves the methods in that order with the account and the days', async () => {
    const user = userEvent.setup();
    const saved = gqlSettings({
      payments: gqlPayments({ bankTransfer: true, first: 'bank-transfer', bank: BANK, expiryDays: 5 }),
    });
    const save = {
      request: {
        query: UpdatePaymentSettingsDocument,
        variables: {
          input: {
            methods: [
              { id: 'bank-transfer', enabled: true },
              { id: 'on-delivery', enabled: true },
            ],
            bankHolder: 'Bookstore Ltd',
            bankAccount: 'GB33 BUKB 2020 1555 5555 55',
            bankName: 'Booktown Bank',
            bankNotes: '',
            expiryDays: 5,
          },
        },
      },
      result: jest.fn(() => ({
        data: {
          updatePaymentSettings: {
            __typename: 'PricingSettingsPayload' as const,
            message: 'Payment settings updated',
            settings: saved,
          },
        },
      })),
    };
    renderSettings([settingsMock(gqlSettings()), codesMock([]), save]);
    const payments = await form();
    expect(within(payments).getByRole('switch', { name: 'Pay on delivery or in store' })).toBeChecked();
    expect(within(payments).getByRole('switch', { name: 'Bank transfer' })).toHaveAccessibleDescription(
      /the order number as reference/,
    );
    await user.click(within(payments).getByRole('switch', { name: 'Bank transfer' }));
    await user.click(within(payments).getByRole('button', { name: 'Move Bank transfer up' }));
    expect(
      within(payments)
        .getAllByTestId('payment-method-setting')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Bank transfer'), expect.stringContaining('Pay on delivery or in store')]);

    // Bank transfer needs the account first: nothing is sent.
    await user.click(within(payments).getByRole('button', { name: 'Save payment settings' }));
    expect(
      await within(payments).findAllByText('Bank transfer needs the account holder and the account number (IBAN)'),
    ).toHaveLength(2);
    expect(save.result).not.toHaveBeenCalled();

    await user.type(within(payments).getByRole('textbox', { name: 'Account holder' }), BANK.holder);
    await user.type(within(payments).getByRole('textbox', { name: 'Account number (IBAN)' }), BANK.account);
    await user.type(within(payments).getByRole('textbox', { name: 'Bank' }), BANK.bank);
    const days = within(payments).getByRole('textbox', { name: 'Days to pay by transfer' });
    await user.clear(days);
    await user.type(days, '0');
    await user.click(within(payments).getByRole('button', { name: 'Save payment settings' }));
    expect(
      await within(payments).findByText('Days to pay by transfer must be a whole number from 1 to 60'),
    ).toBeInTheDocument();
    await user.clear(days);
    await user.type(days, '5');
    await user.click(within(payments).getByRole('button', { name: 'Save payment settings' }));
    expect(await screen.findByText('Payment settings updated')).toBeInTheDocument();
    expect(save.result).toHaveBeenCalledTimes(1);
  });

  it('refuses to turn every method off', async () => {
    const user = userEvent.setup();
    renderSettings([settingsMock(gqlSettings()), codesMock([])]);
    const payments = await form();
    await user.click(within(payments).getByRole('switch', { name: 'Pay on delivery or in store' }));
    await user.click(within(payments).getByRole('button', { name: 'Save payment settings' }));
    expect(await within(payments).findByRole('alert')).toHaveTextContent('Enable at least one payment method');
  });
});
