import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { paths } from '@/config/paths';
import { LoginDocument } from '@/features/auth/api/Login.generated';
import { LogoutDocument } from '@/features/auth/api/Logout.generated';
import { MeDocument } from '@/features/auth/api/Me.generated';
import { expireSession, loadSession, saveSession } from '@/lib/session';
import { admin, gqlUser, PENDING_MS, shopper, signedIn, signedOut, STORE } from '@/test/fixtures';
import { profilePageMocks } from '@/test/profile-fixtures';
import { renderApp } from '@/test/render-app';

function loginMock(user = shopper, token = 'fresh-token') {
  return {
    request: { query: LoginDocument, variables: { input: { email: user.email, password: 'secret1' } } },
    result: {
      data: { login: { __typename: 'AuthPayload' as const, token, message: 'Login successful', user: gqlUser(user) } },
    },
  };
}

async function signInThroughForm(user: ReturnType<typeof userEvent.setup>, email = shopper.email) {
  await user.type(await screen.findByLabelText(/email address/i), email);
  await user.type(screen.getByLabelText(/^password/i), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('routing', () => {
  it('sends unknown paths home', async () => {
    const { router } = renderApp({ at: '/no/such/page', session: signedOut });
    expect(await screen.findByRole('heading', { name: /discover your next great read/i })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it("sets the document title per page, with the store's name from its settings", async () => {
    renderApp({ at: '/about', session: signedOut });
    await waitFor(() => expect(document.title).toBe(`About Us | ${STORE.name}`));
  });
});

describe('login', () => {
  it('returns to the page the visitor first asked for, replacing /login in the history', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ at: '/profile', session: signedOut, mocks: [loginMock(), ...profilePageMocks()] });
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(router.state.location.pathname).toBe('/login');

    await signInThroughForm(user);

    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('Login successful!')).toBeInTheDocument();
    expect(loadSession()).toEqual({ token: 'fresh-token', user: shopper });
  });

  it('goes home when there is no remembered page; admins see Admin Dashboard there', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ at: '/login', session: signedOut, mocks: [loginMock(admin)] });
    await signInThroughForm(user, admin.email);
    expect(await screen.findByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', paths.adminHome);
    expect(router.state.location.pathname).toBe('/');
    expect(loadSession()?.user.role).toBe('admin');
  });

  it('reads "Signing in..." while pending, then shows the server message on failure and stays', async () => {
    const user = userEvent.setup();
    const failure = {
      request: { query: LoginDocument, variables: { input: { email: shopper.email, password: 'secret1' } } },
      result: {
        errors: [new GraphQLError('Invalid email or password', { extensions: { code: 'INVALID_CREDENTIALS' } })],
      },
      delay: PENDING_MS,
    };
    const { router } = renderApp({ at: '/login', session: signedOut, mocks: [failure] });
    await signInThroughForm(user);
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(loadSession()).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('falls back to "Login failed" on a network error', async () => {
    const user = userEvent.setup();
    const failure = {
      request: { query: LoginDocument, variables: { input: { email: shopper.email, password: 'secret1' } } },
      error: new TypeError('Failed to fetch'),
    };
    renderApp({ at: '/login', session: signedOut, mocks: [failure] });
    await signInThroughForm(user);
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('requires email and password before sending anything', async () => {
    const user = userEvent.setup();
    renderApp({ at: '/login', session: signedOut });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/email address/i)).toHaveAttribute('type', 'email');
  });

  it('has a password show/hide toggle and a link to register', async () => {
    const user = userEvent.setup();
    renderApp({ at: '/login', session: signedOut });
    const password = await screen.findByLabelText(/^password/i);
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/register');
  });
});

describe('start-up session check', () => {
  it('shows a signed-in page with the stored user while Me runs, then refreshes and re-saves the user', async () => {
    saveSession({ token: 'stored-token', user: shopper });
    const refreshed = { ...shopper, name: 'Ada Renamed' };
    const me = { request: { query: MeDocument }, result: { data: { me: gqlUser(refreshed) } }, delay: PENDING_MS };
    renderApp({ at: '/profile', mocks: [me, ...profilePageMocks()], verify: true });

    expect(await screen.findByRole('heading', { name: 'Ada Reader' })).toBeInTheDocument();
    expect(screen.queryByText('Checking your session...')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ada Renamed' })).toBeInTheDocument();
    expect(loadSession()).toEqual({ token: 'stored-token', user: refreshed });
  });

  it('sends the visitor from a signed-in page to /login, remembering it, when Me finds the session dead', async () => {
    saveSession({ token: 'stored-token', user: shopper });
    const me = {
      request: { query: MeDocument },
      result: { errors: [new GraphQLError('Unauthorized', { extensions: { code: 'UNAUTHENTICATED' } })] },
      delay: PENDING_MS,
    };
    const { router } = renderApp({ at: '/profile', mocks: [me, ...profilePageMocks()], verify: true });

    expect(await screen.findByRole('heading', { name: 'Ada Reader' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: '/profile' });
    expect(loadSession()).toBeNull();
  });

  it('keeps an admin page behind a spinner until Me confirms the role', async () => {
    saveSession({ token: 'stored-token', user: shopper });
    const me = { request: { query: MeDocument }, result: { data: { me: gqlUser(shopper) } }, delay: PENDING_MS };
    const { router } = renderApp({ at: '/admin', mocks: [me], verify: true });

    expect(screen.getByRole('status')).toHaveTextContent('Checking your session...');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('clears the stored session when the check fails', async () => {
    saveSession({ token: 'stored-token', user: shopper });
    const me = { request: { query: MeDocument }, error: new TypeError('Failed to fetch') };
    const { router } = renderApp({ at: '/profile', mocks: [me, ...profilePageMocks()], verify: true });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(loadSession()).toBeNull();
  });
});

describe('session expiry and logout', () => {
  it('a dead session anywhere sends the user to /login, and signing in again returns them', async () => {
    saveSession({ token: 'old-token', user: shopper });
    const user = userEvent.setup();
    const { router } = renderApp({ at: '/about', session: signedIn(shopper), mocks: [loginMock()] });
    await screen.findByRole('heading', { name: /about bookstore/i });

    act(() => expireSession());

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(loadSession()).toBeNull();

    await signInThroughForm(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
  });

  it('says on the login page that the session expired when the server ended the one the browser had', async () => {
    saveSession({ token: 'old-token', user: shopper });
    const { router } = renderApp({ at: '/about', session: signedIn(shopper) });
    await screen.findByRole('heading', { name: /about bookstore/i });

    act(() => expireSession());

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent('Your session has expired. Please sign in again.');
  });

  it('says nothing of an expired session on a first visit, or to a visitor who never signed in', async () => {
    renderApp({ at: '/login', session: signedOut });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.queryByText(/your session has expired/i)).not.toBeInTheDocument();

    const { router } = renderApp({ at: '/about', session: signedOut });
    act(() => expireSession());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByText(/your session has expired/i)).not.toBeInTheDocument();
  });

  it('logout clears the session, goes home and says "Logged out successfully"', async () => {
    saveSession({ token: 'token', user: shopper });
    const user = userEvent.setup();
    const logout = jest.fn(() => ({
      data: { logout: { __typename: 'LogoutPayload' as const, message: 'Logged out successfully' } },
    }));
    const { router } = renderApp({
      at: '/profile',
      session: signedIn(shopper),
      mocks: [{ request: { query: LogoutDocument }, result: logout }, ...profilePageMocks()],
    });
    const banner = screen.getByRole('banner');
    await user.click(within(banner).getByRole('button', { name: /ada reader/i }));
    await user.click(within(banner).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(loadSession()).toBeNull();
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    expect(within(banner).getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
  });
});
