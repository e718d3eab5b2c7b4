import { gql } from '@apollo/client';
import { MeDocument } from '@/features/auth/api/Me.generated';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { gqlUser, shopper } from '@/test/fixtures';
import { fakeLiveSocket } from '@/test/live-socket';
import { createApolloClient } from './apollo-client';
import { CLOSE_FORBIDDEN, CLOSE_UNAUTHORIZED, liveClientOptions, retryDelay, shouldReconnect } from './live-link';
import { clearSession, saveSession } from './session';

const PING = gql`
  subscription Ping {
    ping
  }
`;

const meResponse = () => jsonResponse(200, { data: { me: gqlUser(shopper) } });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('live socket: reconnecting', () => {
  it('waits 1 s, 2 s, 4 s... between attempts, at most 30 s, with up to 1 s of jitter', () => {
    const none = () => 0;
    expect([0, 1, 2, 3, 4, 5, 6, 12].map((retries) => retryDelay(retries, none))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(retryDelay(0, () => 0.999)).toBe(1999);
  });

  it('reconnects after a dropped socket, not after the server refused the token or the account', () => {
    expect(shouldReconnect({ code: 1006, reason: '' })).toBe(true);
    expect(shouldReconnect({ code: 1001, reason: 'Going away' })).toBe(true);
    expect(shouldReconnect({ code: CLOSE_UNAUTHORIZED, reason: 'Unauthorized' })).toBe(false);
    expect(shouldReconnect({ code: CLOSE_FORBIDDEN, reason: 'Forbidden' })).toBe(false);
    expect(shouldReconnect(new Error('not a close event'))).toBe(false);
  });

  it('is lazy, never gives up, and sends the token current when the socket opens', () => {
    let token: string | null = 'first';
    const options = liveClientOptions({
      url: 'ws://store.test/graphql',
      readToken: () => token,
      onReconnected: jest.fn(),
    });
    expect(options.lazy).toBe(true);
    expect(options.retryAttempts).toBe(Infinity);
    const params = options.connectionParams as () => Record<string, string>;
    expect(params()).toEqual({ authorization: 'Bearer first' });
    token = 'second';
    expect(params()).toEqual({ authorization: 'Bearer second' });
    token = null;
    expect(params()).toEqual({});
  });

  it('tells the app when the socket came back after a loss, not when it first opened', () => {
    const onReconnected = jest.fn();
    const { on } = liveClientOptions({ url: 'ws://store.test/graphql', readToken: () => null, onReconnected });
    on.connected?.(undefined, undefined, false);
    expect(onReconnected).not.toHaveBeenCalled();
    on.connected?.(undefined, undefined, true);
    expect(onReconnected).toHaveBeenCalledTimes(1);
  });
});

describe('Apollo client: subscriptions over the live socket', () => {
  beforeEach(() => saveSession({ token: 'stored-token', user: shopper }));
  afterEach(() => clearSession());

  it('sends queries over HTTP and opens no socket until a subscription starts', async () => {
    const socket = fakeLiveSocket();
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(meResponse());
    const client = createApolloClient({ uri: '/graphql', createWsClient: socket.createWsClient });
    await client.query({ query: MeDocument });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(socket.state.created).toBe(0);
  });

  it('sends a subscription over the socket (ws URL of the same endpoint), and its events to the subscriber', async () => {
    const socket = fakeLiveSocket();
    const fetchMock = mockFetch();
    const client = createApolloClient({ uri: '/graphql', createWsClient: socket.createWsClient });
    const received: unknown[] = [];
    const subscription = client.subscribe({ query: PING }).subscribe((result) => received.push(result.data));
    await flush();
    expect(socket.state.created).toBe(1);
    expect(socket.state.options?.url).toBe('ws://localhost/graphql');
    expect(socket.active()).toHaveLength(1);
    socket.emit('Ping', { ping: 'pong' });
    expect(received).toEqual([{ ping: 'pong' }]);
    expect(fetchMock).not.toHaveBeenCalled();

    subscription.unsubscribe();
    await flush();
    expect(socket.active()).toHaveLength(0);
  });

  it('refetches the queries on screen after the socket reconnects', async () => {
    const socket = fakeLiveSocket();
    const fetchMock = mockFetch();
    fetchMock.mockImplementation(async () => meResponse());
    const client = createApolloClient({ uri: '/graphql', createWsClient: socket.createWsClient });
    const watched = client.watchQuery({ query: MeDocument }).subscribe(() => undefined);
    const live = client.subscribe({ query: PING }).subscribe(() => undefined);
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    socket.state.options?.on?.connected?.(undefined, undefined, true);
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    watched.unsubscribe();
    live.unsubscribe();
  });
});
