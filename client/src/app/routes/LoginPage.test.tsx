import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { toast } from 'react-toastify';
import { LoginDocument } from '@/features/auth/api/Login.generated';
import { gqlUser, shopper, signedOut } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const input = { email: 'ada@example.com', password: 'secret1' };

describe('Sign-in toasts', () => {
  it('clears the failure toast of a wrong password once the sign-in succeeds', async () => {
    const user = userEvent.setup();
    renderApp({
      at: '/login',
      session: signedOut,
      mocks: [
        {
          request: { query: LoginDocument, variables: { input: { ...input, password: 'wrong1' } } },
          result: {
            errors: [new GraphQLError('Invalid email or password', { extensions: { code: 'INVALID_CREDENTIALS' } })],
          },
        },
        {
          request: { query: LoginDocument, variables: { input } },
          result: { data: { login: { __typename: 'AuthPayload', token: 't', message: 'ok', user: gqlUser(shopper) } } },
        },
      ],
    });
    await user.type(screen.getByLabelText(/email address/i), input.email);
    await user.type(screen.getByLabelText(/^password/i), 'wrong1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^password/i));
    await user.type(screen.getByLabelText(/^password/i), input.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    await waitFor(() => expect(toast.isActive('Invalid email or password')).toBe(false));
  });
});
