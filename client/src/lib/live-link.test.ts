import { gql } from '@apollo/client';
import { MeDocument } from '@/features/auth/api/Me.generated';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { gqlUser, shopper } from '@/test/fixtures';
import { fakeLiveSocket } from '@/test/live-socket';
import { createApolloClient } from './apollo-client';
import { CLOSE_FORBIDDEN, CLOSE_UNAUTHORIZED, liveClientOptions, retryDelay, shouldReconnect } from './live-link';
import { createLiveStatus, liveStatus } from './live-status';
import { clearSession, saveSession } from './session';

const PING = gql`
  subscription Ping {
    ping
  }
`;

const ADMINS_ONLY = gql`
  subscription AdminsOnly {
    adminsOnly
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
    // A socket that could not be opened (the store restarting) reaches the client as an `error` event first.
    expect(shouldReconnect(new Event('error'))).toBe(true);
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

describe('live socket: its status', () => {
  const options = (status = createLiveStatus()) => ({
    status,
    on: liveClientOptions({ url: 'ws://store.test/graphql', readToken: () => null, onReconnected: jest.fn(), status })
      .on,
  });

  it('is on once the server acknowledged the socket, and off when an attempt closes before that', () => {
    const { status, on } = options();
    on.connecting?.(false);
    expect(status.get()).toBe('connecting');
    on.closed?.({ code: 1006, reason: '' });
    expect(status.get()).toBe('off');
    on.connecting?.(true);
    on.connected?.(undefined, undefined, true);
    expect(status.get()).toBe('on');
  });
});

describe('Apollo client: subscriptions over the live socket', () => {
  beforeEach(() => saveSession({ token: 'stored-token', user: shopper }));
  afterEach(() => {
    clearSession();
    liveStatus.set('idle');
  });

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

  it('reports a subscription the socket gave up on as live updates off, not an error of the operation', async () => {
    const socket = fakeLiveSocket();
    mockFetch();
    const client = createApolloClient({ uri: '/graphql', createWsClient: socket.createWsClient });
    const forbidden = client.subscribe({ query: ADMINS_ONLY }).subscribe({ error: () => undefined });
    const live = client.subscribe({ query: PING }).subscribe({ error: () => undefined });
    await flush();
    socket.state.options?.on?.connecting?.(false);
    socket.state.options?.on?.connected?.(undefined, undefined, false);
    expect(liveStatus.get()).toBe('on');

    // The server refused this one operation (a list of GraphQL errors): the socket still works.
    const [adminsOnly, ping] = socket.active();
    adminsOnly.sink.error([{ message: 'Admins only', extensions: { code: 'FORBIDDEN' } }]);
    expect(liveStatus.get()).toBe('on');

    // The client gave up on the socket (it closed 4403 and will not be opened again).
    socket.state.options?.on?.closed?.({ code: CLOSE_FORBIDDEN, reason: 'Too many live connections' });
    ping.sink.error({ code: CLOSE_FORBIDDEN, reason: 'Too many live connections' });
    expect(liveStatus.get()).toBe('off');
    forbidden.unsubscribe();
    live.unsubscribe();
  });
});
