import { ApolloProvider } from '@apollo/client/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SessionExpiryRedirect } from '@/app/guards/SessionExpiryRedirect';
import { Toasts } from '@/app/layout/Toasts';
import { createApolloClient } from '@/lib/apollo-client';
import { loadSession, onSessionExpired, saveSession } from '@/lib/session';
import { SessionProvider } from '@/lib/session-provider';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { shopper, signedIn } from '@/test/fixtures';
import { useLogout } from './use-logout';

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout()}>
      Logout
    </button>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The app's real Apollo client (auth link and error link) around the logout button, at /profile. */
function renderSignedIn() {
  saveSession({ token: 'stored-token', user: shopper });
  render(
    <ApolloProvider client={createApolloClient({ uri: '/graphql' })}>
      <SessionProvider initialState={{ ...signedIn(shopper), token: 'stored-token' }}>
        <MemoryRouter initialEntries={['/profile']}>
          <SessionExpiryRedirect />
          <LogoutButton />
          <Where />
        </MemoryRouter>
        <Toasts />
      </SessionProvider>
    </ApolloProvider>,
  );
}

/** Logout ends the session on the server with the session's own token, and here whatever the server says. */
describe('useLogout', () => {
  let expired: jest.Mock;
  let unsubscribe: () => void;

  beforeEach(() => {
    expired = jest.fn();
    unsubscribe = onSessionExpired(expired);
  });

  afterEach(() => {
    unsubscribe();
    act(() => toast.dismiss());
  });

  it("asks the server to end the session, with the session's token", async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { logout: { message: 'Logged out successfully' } } }));
    renderSignedIn();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer stored-token');
    expect(JSON.parse(String(init?.body))).toMatchObject({ operationName: 'Logout' });
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(loadSession()).toBeNull();
  });

  it.each([
    [
      'refuses the token',
      () =>
        Promise.resolve(
          jsonResponse(200, {
            data: null,
            errors: [{ message: 'Please sign in', extensions: { code: 'UNAUTHENTICATED' } }],
          }),
        ),
    ],
    ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('signs out here even when the server %s, without a trip to /login or a toast about it', async (_case, answer) => {
    const fetchMock = mockFetch();
    fetchMock.mockImplementation(answer);
    renderSignedIn();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(loadSession()).toBeNull();
    expect(expired).not.toHaveBeenCalled();
    expect(screen.queryByText(/please sign in|failed to fetch/i)).not.toBeInTheDocument();
  });
});
