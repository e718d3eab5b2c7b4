import type { Client, ClientOptions, Sink, SubscribePayload } from 'graphql-ws/client';

/**
 * A stand-in for the `graphql-ws` client behind the live link: it records the options the link
 * made it with and every subscription sent, and lets a test push events to them.
 */
export function fakeLiveSocket() {
  const state = {
    /** How many clients the link made (0 until the first subscription). */
    created: 0,
    options: undefined as ClientOptions | undefined,
    subscriptions: [] as { payload: SubscribePayload; sink: Sink; active: boolean }[],
  };

  const createWsClient = (options: ClientOptions): Client => {
    state.created += 1;
    state.options = options;
    return {
      subscribe(payload: SubscribePayload, sink: Sink) {
        const entry = { payload, sink, active: true };
        state.subscriptions.push(entry);
        return () => {
          entry.active = false;
        };
      },
      on: () => () => undefined,
      dispose: () => undefined,
      terminate: () => undefined,
      iterate: () => {
        throw new Error('not used by the live link');
      },
    } as unknown as Client;
  };

  /** Sends `data` to the active subscriptions named `operationName`. */
  const emit = (operationName: string, data: unknown) => {
    for (const entry of state.subscriptions) {
      if (entry.active && entry.payload.operationName === operationName) entry.sink.next({ data } as never);
    }
  };

  const active = () => state.subscriptions.filter((entry) => entry.active);

  return { state, createWsClient, emit, active };
}
