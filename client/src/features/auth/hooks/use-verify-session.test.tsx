import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { act, render, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MeDocument } from '../api/Me.generated';
import { createCache } from '@/lib/apollo-client';
import { clearSession, loadSession, saveSession } from '@/lib/session';
import { SessionProvider } from '@/lib/session-provider';
import { useSession } from '@/lib/use-session';
import { useVerifySession } from './use-verify-session';

const storedUser = {
  id: '64b100000000000000000001',
  name: 'Stored Shopper',
  email: 'stored@example.com',
  role: 'user' as const,
  photo: '',
  createdAt: '2026-01-01T00:00:00.000Z',
};

function Status() {
  useVerifySession();
  return <p>{useSession().status}</p>;
}

/** The app at start-up with stored cookies ('loading'), the Me check answered after `delay` ms. */
function startWith(
  result: { error: Error } | { result: { data: Record<string, unknown> } } | { result: { errors: GraphQLError[] } },
  delay = 0,
) {
  const link = new MockLink([{ request: { query: MeDocument }, ...result, delay }]);
  render(
    <ApolloProvider client={new ApolloClient({ cache: createCache(), link })}>
      <SessionProvider initialState={{ status: 'loading', user: storedUser, token: 'stored-token' }}>
        <Status />
      </SessionProvider>
    </ApolloProvider>,
  );
}

describe('useVerifySession', () => {
  afterEach(() => {
    clearSession();
    window.dispatchEvent(new Event('pageshow'));
  });

  it('confirms the stored session with the server', async () => {
    saveSession({ token: 'stored-token', user: storedUser });
    startWith({ result: { data: { me: { __typename: 'User', ...storedUser, role: 'USER' } } } });
    expect(await screen.findByText('authenticated')).toBeInTheDocument();
  });

  it('clears the stored session when the check fails', async () => {
    startWith({ error: new Error('Failed to fetch') });
    expect(await screen.findByText('anonymous')).toBeInTheDocument();
  });

  it('keeps the stored session, signed in, when the store is briefly unavailable (503)', async () => {
    saveSession({ token: 'stored-token', user: storedUser });
    startWith({
      result: {
        errors: [
          new GraphQLError('The store is briefly unavailable. Please try again in a moment.', {
            extensions: { code: 'SERVICE_UNAVAILABLE', statusCode: 503 },
          }),
        ],
      },
    });
    expect(await screen.findByText('authenticated')).toBeInTheDocument();
    expect(loadSession()).toEqual({ token: 'stored-token', user: storedUser });
  });

  it('keeps the stored session when the check is cut off because the browser leaves the page', async () => {
    startWith({ error: new Error('Failed to fetch') }, 50);
    window.dispatchEvent(new Event('pagehide'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(screen.getByText('loading')).toBeInTheDocument();
  });
});
