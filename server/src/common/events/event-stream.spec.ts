import { EventStream, MAX_QUEUED_EVENTS, type Pending } from './event-stream';
import { SeenVersions } from './seen-versions';

/** A stream fed by hand: `push` is what a bus listener would call; `stopped` says whether `return` unsubscribed. */
function handFed<T>() {
  let push: (value: Pending<T>) => void = () => undefined;
  const state = { stopped: false };
  const stream = new EventStream<T>((listener) => {
    push = listener;
    return () => (state.stopped = true);
  });
  return { stream, push: (value: Pending<T>) => push(value), state };
}

describe('EventStream', () => {
  it('delivers values in the order pushed, a promise holding the ones behind it, and skips nothing-for-you', async () => {
    const { stream, push } = handFed<string>();
    let release: (value: string) => void = () => undefined;
    push(new Promise<string>((resolve) => (release = resolve)));
    push(undefined);
    push(Promise.resolve(undefined));
    push('second');
    push(Promise.reject(new Error('a listener failed')));
    push('third');
    setTimeout(() => release('first'), 10);
    expect(await stream.next()).toEqual({ value: 'first', done: false });
    expect(await stream.next()).toEqual({ value: 'second', done: false });
    expect(await stream.next()).toEqual({ value: 'third', done: false });
  });

  it('waits for the next value, and ends (unsubscribing once) when the client stops', async () => {
    const { stream, push, state } = handFed<number>();
    const waiting = stream.next();
    push(7);
    expect(await waiting).toEqual({ value: 7, done: false });
    const pending = stream.next();
    await stream.return();
    expect(await pending).toEqual({ value: undefined, done: true });
    expect(state.stopped).toBe(true);
    push(8);
    expect(await stream.next()).toEqual({ value: undefined, done: true });
  });

  it(`keeps at most ${MAX_QUEUED_EVENTS} values for a client that does not take them, dropping the oldest`, async () => {
    const { stream, push } = handFed<number>();
    for (let i = 0; i < MAX_QUEUED_EVENTS + 10; i++) push(i);
    expect(await stream.next()).toEqual({ value: 10, done: false });
  });
});

describe('SeenVersions', () => {
  it('says a version is new once, and never for an older one', () => {
    const seen = new SeenVersions();
    expect(seen.known('a')).toBe(false);
    expect(seen.note('a', 1)).toBe(true);
    expect(seen.known('a')).toBe(true);
    expect(seen.note('a', 1)).toBe(false);
    expect(seen.note('a', 0)).toBe(false);
    expect(seen.note('a', 2)).toBe(true);
    expect(seen.note('b', 1)).toBe(true);
  });
});
