import { ListAdminBooksDocument } from '@/features/admin-books/api/ListAdminBooks.generated';
import { MeDocument } from '@/features/auth/api/Me.generated';
import { ListBooksDocument } from '@/features/books/api/ListBooks.generated';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { bookPage, gqlBook, gqlUser, shopper } from '@/test/fixtures';
import { createApolloClient, createCache } from './apollo-client';
import { clearSession, loadSession, onSessionExpired, saveSession } from './session';

function graphqlError(code: string, message: string) {
  return { errors: [{ message, extensions: { code } }], data: null };
}

describe('Apollo client: auth header and error link', () => {
  let expired: jest.Mock;
  let unsubscribe: () => void;

  beforeEach(() => {
    saveSession({ token: 'stored-token', user: shopper });
    expired = jest.fn();
    unsubscribe = onSessionExpired(expired);
  });

  afterEach(() => unsubscribe());

  it('sends the stored token as a bearer token', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { me: gqlUser(shopper) } }));
    const client = createApolloClient({ uri: '/graphql' });
    await client.query({ query: MeDocument });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer stored-token');
  });

  it('clears the session and signals expiry on a GraphQL UNAUTHENTICATED error', async () => {
    mockFetch().mockResolvedValue(
      jsonResponse(200, graphqlError('UNAUTHENTICATED', 'Please sign in'), 'application/graphql-response+json'),
    );
    const client = createApolloClient({ uri: '/graphql' });
    await expect(client.query({ query: MeDocument })).rejects.toThrow('Please sign in');
    expect(loadSession()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('does the same for an HTTP 401, whatever the body', async () => {
    mockFetch().mockResolvedValue(jsonResponse(401, { message: 'Unauthorized' }));
    const client = createApolloClient({ uri: '/graphql' });
    await expect(client.query({ query: MeDocument })).rejects.toThrow();
    expect(loadSession()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone for other errors', async () => {
    mockFetch().mockResolvedValue(jsonResponse(200, graphqlError('FORBIDDEN', 'Admins only')));
    const client = createApolloClient({ uri: '/graphql' });
    await expect(client.query({ query: MeDocument })).rejects.toThrow('Admins only');
    expect(loadSession()).not.toBeNull();
    expect(expired).not.toHaveBeenCalled();
  });

  it('keeps the session and reports the message once when the store is briefly unavailable (GraphQL 503)', async () => {
    const message = 'The store is briefly unavailable. Please try again in a moment.';
    mockFetch().mockResolvedValue(jsonResponse(200, graphqlError('SERVICE_UNAVAILABLE', message)));
    const unavailable = jest.fn();
    const client = createApolloClient({ uri: '/graphql', onUnavailable: unavailable });
    await expect(client.query({ query: MeDocument })).rejects.toThrow(message);
    expect(loadSession()).not.toBeNull();
    expect(expired).not.toHaveBeenCalled();
    expect(unavailable).toHaveBeenCalledTimes(1);
  });

  it('does the same for an HTTP 503, whatever the body', async () => {
    mockFetch().mockResolvedValue(jsonResponse(503, { message: 'Service Unavailable' }));
    const unavailable = jest.fn();
    const client = createApolloClient({ uri: '/graphql', onUnavailable: unavailable });
    await expect(client.query({ query: MeDocument })).rejects.toThrow();
    expect(loadSession()).not.toBeNull();
    expect(expired).not.toHaveBeenCalled();
    expect(unavailable).toHaveBeenCalledTimes(1);
  });

  it('leaves a silent operation alone: its 401 neither clears the session nor signals expiry', async () => {
    mockFetch().mockResolvedValue(jsonResponse(200, graphqlError('UNAUTHENTICATED', 'Please sign in')));
    const client = createApolloClient({ uri: '/graphql' });
    await expect(client.query({ query: MeDocument, context: { silent: true } })).rejects.toThrow('Please sign in');
    expect(loadSession()).not.toBeNull();
    expect(expired).not.toHaveBeenCalled();
  });

  it('sends no Authorization header when signed out', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { me: gqlUser(shopper) } }));
    const client = createApolloClient({ uri: '/graphql' });
    clearSession();
    await client.query({ query: MeDocument });
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).has('authorization')).toBe(false);
  });
});

describe('Apollo cache: book lists', () => {
  it("keeps the admin's title-and-author search apart from the shoppers' search for the same words", () => {
    const cache = createCache();
    const byDescription = gqlBook({ title: 'Dune', description: 'Spice and sand.' });
    const shopperVariables = { search: 'spice', category: '', sort: 'TITLE', direction: 'ASC', first: 20 } as const;
    const adminVariables = { search: 'spice', searchIn: 'TITLE_AUTHOR', category: '', first: 20 } as const;

    cache.writeQuery({
      query: ListBooksDocument,
      variables: shopperVariables,
      data: { books: bookPage([byDescription]) },
    });
    cache.writeQuery({ query: ListAdminBooksDocument, variables: adminVariables, data: { books: bookPage([]) } });

    expect(cache.readQuery({ query: ListBooksDocument, variables: shopperVariables })?.books.totalCount).toBe(1);
    expect(cache.readQuery({ query: ListAdminBooksDocument, variables: adminVariables })?.books.totalCount).toBe(0);
  });
});
