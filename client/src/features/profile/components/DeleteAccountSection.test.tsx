import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { DeleteAccountDocument } from '../api/DeleteAccount.generated';
import { loadSession, saveSession } from '@/lib/session';
import { admin, shopper, signedIn } from '@/test/fixtures';
import { profilePageMocks } from '@/test/profile-fixtures';
import { renderApp } from '@/test/render-app';

const deleted = (password: string, delay = 0): MockLink.MockedResponse => ({
  request: { query: DeleteAccountDocument, variables: { input: { password } } },
  result: { data: { deleteAccount: { __typename: 'AccountDeletedPayload', message: 'Your account was deleted.' } } },
  delay,
});

function renderProfile(mocks: ReadonlyArray<MockLink.MockedResponse> = []) {
  saveSession({ token: 'my-token', user: shopper });
  return renderApp({ at: '/profile', session: signedIn(shopper), mocks: [...mocks, ...profilePageMocks()] });
}

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Delete account' }));
  return screen.getByRole('alertdialog', { name: 'Delete your account?' });
};

describe('Delete account (profile)', () => {
  it('asks for the password in a dialog focused on it; Escape closes it and focus returns to the button', async () => {
    const user = userEvent.setup();
    renderProfile();
    const dialog = await openDialog(user);
    expect(within(dialog).getByLabelText(/^password/i)).toHaveFocus();
    expect(dialog).toHaveAccessibleDescription('This cannot be undone. Enter your password to confirm.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete account' })).toHaveFocus();
  });

  it('requires the password and sends nothing without it', async () => {
    const user = userEvent.setup();
    renderProfile();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Password is required')).toBeInTheDocument();
    expect(loadSession()).not.toBeNull();
  });

  it('deletes the account, reads "Deleting..." meanwhile, then signs out to the sign-in page and toasts', async () => {
    const user = userEvent.setup();
    const { router } = renderProfile([deleted('secret123', 50)]);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/^password/i), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();

    expect(await screen.findByText('Your account was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(loadSession()).toBeNull();
  });

  it('keeps the dialog open with "Password is incorrect" on the field, selected, when the password is wrong', async () => {
    const user = userEvent.setup();
    renderProfile([
      {
        request: { query: DeleteAccountDocument, variables: { input: { password: 'wrong-one' } } },
        result: {
          errors: [new GraphQLError('Password is incorrect', { extensions: { code: 'INVALID_CREDENTIALS' } })],
        },
      },
    ]);
    const dialog = await openDialog(user);
    const field = within(dialog).getByLabelText(/^password/i);
    await user.type(field, 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByText('Password is incorrect')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(loadSession()).toEqual({ token: 'my-token', user: shopper });
  });

  it('is not offered to the admin', async () => {
    saveSession({ token: 'admin-token', user: admin });
    renderApp({ at: '/profile', session: signedIn(admin), mocks: profilePageMocks() });
    expect(await screen.findByRole('heading', { name: admin.name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete account' })).not.toBeInTheDocument();
  });
});
