import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ChangePasswordDocument } from '../api/ChangePassword.generated';
import { getToken, saveSession } from '@/lib/session';
import { shopper, signedIn } from '@/test/fixtures';
import { profilePageMocks } from '@/test/profile-fixtures';
import { renderApp } from '@/test/render-app';
import type { MockLink } from '@apollo/client/testing';

const input = { currentPassword: 'old-secret', newPassword: 'new-secret1' };

function renderProfile(mocks: ReadonlyArray<MockLink.MockedResponse> = []) {
  saveSession({ token: 'old-token', user: shopper });
  return renderApp({ at: '/profile', session: signedIn(shopper), mocks: [...mocks, ...profilePageMocks()] });
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<string, string>>) {
  if (values.current) await user.type(screen.getByLabelText(/^current password/i), values.current);
  if (values.next) await user.type(screen.getByLabelText(/^new password/i), values.next);
  if (values.confirm) await user.type(screen.getByLabelText(/^confirm new password/i), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('Change password form', () => {
  it('changes the password, keeps the session with the fresh token, toasts and empties the form', async () => {
    const user = userEvent.setup();
    renderProfile([
      {
        request: { query: ChangePasswordDocument, variables: { input } },
        result: {
          data: {
            changePassword: {
              __typename: 'PasswordChangedPayload',
              message: 'Password changed successfully',
              token: 'fresh-token',
            },
          },
        },
      },
    ]);

    await fill(user, { current: input.currentPassword, next: input.newPassword, confirm: input.newPassword });

    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(getToken()).toBe('fresh-token');
    await waitFor(() => expect(screen.getByLabelText(/^current password/i)).toHaveValue(''));
    expect(screen.getByRole('heading', { name: shopper.name })).toBeInTheDocument();
  });

  it("shows 'Passwords do not match' and the new-password rules, and sends nothing", async () => {
    const user = userEvent.setup();
    renderProfile();

    await fill(user, { current: 'x', next: 'abc', confirm: 'abd' });
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(getToken()).toBe('old-token');
  });

  it('requires every field', async () => {
    const user = userEvent.setup();
    renderProfile();

    await fill(user, {});
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your new password')).toBeInTheDocument();
  });

  it("toasts the server's message for a wrong current password and keeps the old token", async () => {
    const user = userEvent.setup();
    renderProfile([
      {
        request: { query: ChangePasswordDocument, variables: { input } },
        result: {
          errors: [new GraphQLError('Current password is incorrect', { extensions: { code: 'INVALID_CREDENTIALS' } })],
        },
      },
    ]);

    await fill(user, { current: input.currentPassword, next: input.newPassword, confirm: input.newPassword });

    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(getToken()).toBe('old-token');
    expect(screen.getByLabelText(/^current password/i)).toHaveValue(input.currentPassword);
  });

  it("toasts 'Failed to change password' when the server gives no message", async () => {
    const user = userEvent.setup();
    renderProfile([{ request: { query: ChangePasswordDocument, variables: { input } }, error: new Error('') }]);

    await fill(user, { current: input.currentPassword, next: input.newPassword, confirm: input.newPassword });

    expect(await screen.findByText('Failed to change password')).toBeInTheDocument();
  });
});
