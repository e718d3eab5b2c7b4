// The subscribers of bench/subscriptions.bench.ts, in a process of their own so that their cost
// is not counted as the store's: opens COUNT graphql-ws connections to URL (the tokens in TOKENS,
// one after another), each subscribing to bookChanged(BOOK), says "ready", and records when each
// event arrives (milliseconds since the epoch, sub-millisecond) until asked for the "report".
import { createClient } from 'graphql-ws';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

const { URL: url, TOKENS, BOOK, COUNT } = process.env;
const tokens = TOKENS.split(',');
const count = Number(COUNT);
const now = () => performance.timeOrigin + performance.now();
const arrivals = [];
const clients = [];
let failures = 0;

await Promise.all(
  Array.from({ length: count }, (_, i) => {
    return new Promise((resolve) => {
      const client = createClient({
        url,
        webSocketImpl: WebSocket,
        lazy: false,
        retryAttempts: 0,
        connectionParams: { authorization: `Bearer ${tokens[i % tokens.length]}` },
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
          variables: { id: BOOK },
        },
        {
          next: (result) => arrivals.push([result.data?.bookChanged?.book?.price ?? -1, now()]),
          error: () => failures++,
          complete: () => undefined,
        },
      );
    });
  }),
);
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
