/**
 * How many events one subscription holds while its client has not taken them. Beyond that the
 * oldest are dropped: delivery is at most once, and a client that missed something refetches.
 * (A client that does not read at all is disconnected by the socket's own buffer limit first.)
 */
export const MAX_QUEUED_EVENTS = 64;

/** What a listener hands the stream: a value to deliver, nothing (not for this subscriber), or a promise of either. */
export type Pending<T> = T | undefined | Promise<T | undefined>;

/**
 * An async iterator of values pushed by a listener, in the order pushed (a pushed promise holds
 * the values behind it until it settles). `start` subscribes the listener and returns the
 * function that unsubscribes it, which runs when the client stops (GraphQL calls `return`).
 * A pushed promise that rejects delivers nothing.
 */
export class EventStream<T> implements AsyncIterableIterator<T> {
  private readonly queue: Array<Promise<T | undefined>> = [];
  private wake?: () => void;
  private finished = false;
  private readonly stop: () => void;

  constructor(start: (push: (value: Pending<T>) => void) => () => void) {
    this.stop = start((value) => this.push(value));
  }

  private push(value: Pending<T>): void {
    if (this.finished || value === undefined) return;
    this.queue.push(Promise.resolve(value).catch(() => undefined));
    if (this.queue.length > MAX_QUEUED_EVENTS) this.queue.shift();
    this.wake?.();
  }

  async next(): Promise<IteratorResult<T>> {
    while (!this.finished) {
      const head = this.queue.shift();
      if (!head) {
        await new Promise<void>((resolve) => (this.wake = resolve));
        this.wake = undefined;
        continue;
      }
      const value = await head;
      if (value !== undefined && !this.finished) return { value, done: false };
    }
    return { value: undefined, done: true };
  }

  return(): Promise<IteratorResult<T>> {
    if (!this.finished) {
      this.finished = true;
      this.queue.length = 0;
      this.stop();
      this.wake?.();
    }
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(): Promise<IteratorResult<T>> {
    return this.return();
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}
