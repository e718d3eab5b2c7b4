import type { FormattedExecutionResult } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import WebSocket from 'ws';

/** The app listening on a free port of 127.0.0.1; returns its ws:// GraphQL URL. */
export async function listenForSockets(app: INestApplication): Promise<string> {
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return `ws://127.0.0.1:${port}/graphql`;
}

export interface Closed {
  code: number;
  reason: string;
}

/** A graphql-ws client as an integrator writes it, that never retries, and how its socket closed. */
export interface LiveClient {
  client: Client;
  /** Resolves with the first close of the socket. */
  closed: Promise<Closed>;
  /** Resolves once the server acknowledged `connection_init`. */
  connected: Promise<void>;
  subscribe<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): LiveSubscription<T>;
  dispose(): Promise<void>;
}

/** One subscription: its results in order (data or errors), and whether it ended. */
export interface LiveSubscription<T> {
  /** The next result, waiting up to `ms` (rejects after that). */
  next(ms?: number): Promise<FormattedExecutionResult<T, unknown>>;
  /** Results received and not yet taken. */
  pending(): FormattedExecutionResult<T, unknown>[];
  /** Resolves when the server completed it or failed it (with the error, if any). */
  ended: Promise<unknown>;
  stop(): void;
}

export function liveClient(
  url: string,
  { token, origin, params }: { token?: string; origin?: string; params?: Record<string, unknown> } = {},
): LiveClient {
  let onClosed: (closed: Closed) => void = () => undefined;
  let onConnected: () => void = () => undefined;
  const closed = new Promise<Closed>((resolve) => (onClosed = resolve));
  const connected = new Promise<void>((resolve) => (onConnected = resolve));
  class OriginSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, origin ? { origin } : {});
    }
  }
  const client = createClient({
    url,
    webSocketImpl: OriginSocket,
    lazy: false,
    retryAttempts: 0,
    connectionParams: params ?? (token ? { authorization: `Bearer ${token}` } : {}),
    on: {
      connected: () => onConnected(),
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string | Buffer };
        onClosed({ code, reason: String(reason) });
      },
    },
    onNonLazyError: () => undefined,
  });
  return {
    client,
    closed,
    connected,
    subscribe<T>(query: string, variables: Record<string, unknown> = {}) {
      const results: FormattedExecutionResult<T, unknown>[] = [];
      let wake: (() => void) | undefined;
      let settle: (value: unknown) => void = () => undefined;
      const ended = new Promise((resolve) => (settle = resolve));
      const stop = client.subscribe<T>(
        { query, variables },
        {
          next: (result) => {
            results.push(result);
            wake?.();
          },
          error: (error) => settle(error),
          complete: () => settle(undefined),
        },
      );
      return {
        async next(ms = 5000) {
          const deadline = Date.now() + ms;
          while (!results.length) {
            const left = deadline - Date.now();
            if (left <= 0) throw new Error(`No result within ${ms} ms`);
            await new Promise<void>((resolve) => {
              wake = resolve;
              setTimeout(resolve, left);
            });
          }
          return results.shift()!;
        },
        pending: () => results.splice(0),
        ended,
        stop,
      };
    },
    dispose: () => Promise.resolve(client.dispose()),
  };
}

/** Waits until `check` holds, polling every 20 ms, for up to `ms`. */
export async function eventually(check: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
