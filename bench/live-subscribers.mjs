// The subscribers of bench/subscriptions.bench.ts, in a process of their own so that their cost
// is not counted as the store's. Told to "start" (url, book, tokens: one per connection), opens a
// graphql-ws connection with each token, each subscribing to bookChanged(book) and to
// myOrderUpdated (as a browser's one socket carries a book's page and the shopper's orders), says
// "ready", and records when each bookChanged event arrives (milliseconds since the epoch,
// sub-millisecond) until asked for the "report".
import { createClient } from 'graphql-ws';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

const { url, book, tokens } = await new Promise((resolve) =>
  process.once('message', (message) => message.type === 'start' && resolve(message)),
);
const now = () => performance.timeOrigin + performance.now();
const arrivals = [];
const clients = [];
let failures = 0;

/** Connections opened at once: all of them would keep some past the store's 3 s wait for connection_init. */
const WAVE = 100;

const open = (token) =>
  new Promise((resolve) => {
    const client = createClient({
      url,
      webSocketImpl: WebSocket,
      lazy: false,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${token}` },
      on: { connected: () => resolve(), closed: () => resolve() },
      onNonLazyError: () => {
        failures++;
        resolve();
      },
    });
    clients.push(client);
    client.subscribe(
      {
        query: 'subscription($id: ID!) { bookChanged(id: $id) { id book { price stock } } }',
        variables: { id: book },
      },
      {
        next: (result) => arrivals.push([result.data?.bookChanged?.book?.price ?? -1, now()]),
        error: () => failures++,
        complete: () => undefined,
      },
    );
    client.subscribe(
      { query: 'subscription { myOrderUpdated { id status } }' },
      { next: () => undefined, error: () => failures++, complete: () => undefined },
    );
  });
for (let i = 0; i < tokens.length; i += WAVE) await Promise.all(tokens.slice(i, i + WAVE).map(open));
// Subscribe messages go out right after the acknowledgement: give the server a moment to run them.
await new Promise((resolve) => setTimeout(resolve, 500));
process.send({ type: 'ready', failures });
process.on('message', async (message) => {
  if (message.type === 'report') process.send({ type: 'report', arrivals: arrivals.splice(0), failures });
  if (message.type === 'stop') {
    await Promise.all(clients.map((client) => client.dispose()));
    process.exit(0);
  }
});
