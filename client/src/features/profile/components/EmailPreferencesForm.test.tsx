import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GetEmailPreferencesDocument } from '../api/EmailPreferences.generated';
import { UpdateEmailPreferencesDocument } from '../api/UpdateEmailPreferences.generated';
import { saveSession } from '@/lib/session';
import { shopper, signedIn } from '@/test/fixtures';
import { addressesMock } from '@/test/address-fixtures';
import { renderApp } from '@/test/render-app';
import type { MockLink } from '@apollo/client/testing';

const preferences = (orderEmails: boolean, complaintEmails: boolean, stockEmails = true) => ({
  __typename: 'EmailPreferences' as const,
  orderEmails,
  complaintEmails,
  stockEmails,
});

function renderProfile(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  saveSession({ token: 'token', user: shopper });
  return renderApp({ at: '/profile', session: signedIn(shopper), mocks: [...mocks, addressesMock([])] });
}

describe('Email preferences', () => {
  it('shows the saved choices and saves a change', async () => {
    const user = userEvent.setup();
    renderProfile([
      {
        request: { query: GetEmailPreferencesDocument },
        result: { data: { emailPreferences: preferences(true, true) } },
      },
      {
        request: {
          query: UpdateEmailPreferencesDocument,
          variables: { input: { orderEmails: false, complaintEmails: true, stockEmails: false } },
        },
        result: {
          data: {
            updateEmailPreferences: {
              __typename: 'EmailPreferencesPayload',
              message: 'Email preferences saved',
              preferences: preferences(false, true, false),
            },
          },
        },
      },
    ]);
    const orders = await screen.findByRole('checkbox', { name: 'Order updates' });
    expect(orders).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Complaint answers' })).toBeChecked();
    await user.click(orders);
    await user.click(screen.getByRole('checkbox', { name: 'Back in stock' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Email preferences saved')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Order updates' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Back in stock' })).not.toBeChecked();
  });

  it('says when they cannot be loaded and offers to try again', async () => {
    renderProfile([{ request: { query: GetEmailPreferencesDocument }, error: new Error('offline') }]);
    expect(await screen.findByText(/Failed to load your email preferences/)).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Email preferences' });
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
