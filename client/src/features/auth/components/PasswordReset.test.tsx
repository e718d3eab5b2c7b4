import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ForgotPasswordDocument } from '../api/ForgotPassword.generated';
import { ResetPasswordDocument } from '../api/ResetPassword.generated';
import { ResetTokenStatusDocument } from '../api/ResetTokenStatus.generated';
import { signedOut, storeSettingsMock } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const SENT = 'If an account exists for that email, we sent a link to reset the password.';

describe('Forgot password', () => {
  it('links from sign-in to /forgot-password and shows the one answer in place of the form', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({
      at: '/login',
      session: signedOut,
      mocks: [
        {
          request: { query: ForgotPasswordDocument, variables: { input: { email: 'ada@example.com' } } },
          result: { data: { forgotPassword: { __typename: 'ForgotPasswordPayload', message: SENT } } },
        },
      ],
    });
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(router.state.location.pathname).toBe('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/email address/i), ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(SENT);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('hides "Forgot password?" when the store sends no email', async () => {
    renderApp({ at: '/login', session: signedOut, mocks: [storeSettingsMock('USD', 3, false)] });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    // Hidden once the store's settings say it sends no email.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument());
  });

  it("toasts the server's refusal when too many links were asked for", async () => {
    const user = userEvent.setup();
    renderApp({
      at: '/forgot-password',
      session: signedOut,
      mocks: [
        {
          request: { query: ForgotPasswordDocument, variables: { input: { email: 'ada@example.com' } } },
          result: {
            errors: [
              new GraphQLError('Too many attempts. Please wait a minute and try again.', {
                extensions: { code: 'RATE_LIMITED' },
              }),
            ],
          },
        },
      ],
    });
    await user.type(await screen.findByLabelText(/email address/i), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Too many attempts. Please wait a minute and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });
});

describe('Reset password', () => {
  const input = { token: 'abc_DEF-123', newPassword: 'brand-new1' };
  const refusal = 'This reset link is invalid or has expired. Ask for a new one.';
  const invalidLink = [new GraphQLError(refusal, { extensions: { code: 'INVALID_RESET_TOKEN', statusCode: 400 } })];

  /** The server's answer to the page's check of the link, after `delay` ms. */
  const check = (result: 'valid' | 'invalid', delay?: number) => ({
    request: { query: ResetTokenStatusDocument, variables: { input: { token: input.token } } },
    delay,
    result:
      result === 'valid'
        ? {
            data: {
              resetTokenStatus: { __typename: 'ResetTokenStatus', valid: true, expiresAt: '2026-11-28T22:00:00.000Z' },
            },
          }
        : { errors: invalidLink },
  });

  async function fill(user: ReturnType<typeof userEvent.setup>, next: string, confirm: string) {
    await user.type(await screen.findByLabelText(/^new password/i), next);
    await user.type(screen.getByLabelText(/^confirm new password/i), confirm);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
  }

  it('checks the link as the page opens, showing that it does, then offers the form', async () => {
    renderApp({ at: `/reset-password?token=${input.token}`, session: signedOut, mocks: [check('valid', 300)] });
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your reset link...');
    expect(screen.queryByLabelText(/^new password/i)).not.toBeInTheDocument();
    expect(await screen.findByLabelText(/^new password/i)).toBeInTheDocument();
    expect(screen.queryByText('Checking your reset link...')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says on the page that a used or expired link no longer works, with the way to a new one, and no form', async () => {
    renderApp({ at: `/reset-password?token=${input.token}`, session: signedOut, mocks: [check('invalid')] });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('This reset link is invalid or has expired.');
    expect(notice).toHaveTextContent('A link works once, for 30 minutes');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(/^new password/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set new password' })).not.toBeInTheDocument();
    // Said on the page, not in a toast that vanishes.
    expect(screen.getAllByText(/invalid or has expired/)).toHaveLength(1);
  });

  it('sets the new password with the token of the link and sends the visitor to sign in', async () => {
    const user = userEvent.setup();
    const message = 'Your password was reset. Sign in with your new password.';
    const { router } = renderApp({
      at: `/reset-password?token=${input.token}`,
      session: signedOut,
      mocks: [
        check('valid'),
        {
          request: { query: ResetPasswordDocument, variables: { input } },
          result: { data: { resetPassword: { __typename: 'ResetPasswordPayload', message } } },
        },
      ],
    });
    await fill(user, 'brand', 'brand-new2');
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^new password/i));
    await user.clear(screen.getByLabelText(/^confirm new password/i));
    await fill(user, input.newPassword, input.newPassword);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says so on the page when the link stopped working while the form was open', async () => {
    const user = userEvent.setup();
    renderApp({
      at: `/reset-password?token=${input.token}`,
      session: signedOut,
      mocks: [
        check('valid'),
        { request: { query: ResetPasswordDocument, variables: { input } }, result: { errors: invalidLink } },
      ],
    });
    await fill(user, input.newPassword, input.newPassword);
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
    expect(screen.queryByLabelText(/^new password/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getAllByText(/invalid or has expired/)).toHaveLength(1);
  });

  it('offers to try again when the link could not be checked', async () => {
    const user = userEvent.setup();
    renderApp({
      at: `/reset-password?token=${input.token}`,
      session: signedOut,
      mocks: [
        {
          request: { query: ResetTokenStatusDocument, variables: { input: { token: input.token } } },
          error: new Error('Failed to fetch'),
        },
        check('valid'),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not check your reset link');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/^new password/i)).toBeInTheDocument();
  });

  it('says the page needs the emailed link when it has no token', async () => {
    renderApp({ at: '/reset-password', session: signedOut });
    expect(await screen.findByRole('alert')).toHaveTextContent('This page needs the link from the reset email.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});
