/**
 * The subscribers' process of subscriptions.bench.ts (live-subscribers.mjs), driven from the
 * store's process: start it, collect its arrivals, stop it, and time a change fanned out to all.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Starts the subscribers' process, one connection per token, and waits until every subscription runs. */
export async function subscribers(url: string, tokens: string[], book: string): Promise<ChildProcess> {
  const child = fork(join(__dirname, 'live-subscribers.mjs'), [], { execArgv: [] });
  child.send({ type: 'start', url, book, tokens });
  const ready = await new Promise<{ failures: number }>((done, fail) => {
    child.once('message', (message) => done(message as { failures: number }));
    child.once('exit', (code) => fail(new Error(`subscribers exited with ${code}`)));
  });
  if (ready.failures) throw new Error(`${ready.failures} subscribers failed to connect`);
  return child;
}

async function report(child: ChildProcess): Promise<Array<[number, number]>> {
  child.send({ type: 'report' });
  const message = await new Promise<{ arrivals: Array<[number, number]> }>((done) =>
    child.once('message', (m) => done(m as { arrivals: Array<[number, number]> })),
  );
  return message.arrivals;
}

export async function stop(child: ChildProcess): Promise<void> {
  child.send({ type: 'stop' });
  await new Promise((done) => child.once('exit', done));
}

/** `events` changes of the book's price, one at a time; the latency of every arrival of each. */
export async function fanOut(
  update: (price: number) => Promise<unknown>,
  child: ChildProcess,
  expected: number,
  events: number,
) {
  const latencies: number[] = [];
  let missing = 0;
  for (let i = 0; i < events; i++) {
    const price = Math.round((10 + i / 100 + Math.random() / 1000) * 100) / 100;
    const started = performance.timeOrigin + performance.now();
    await update(price);
    // Wait for the arrivals (or 5 s), then collect them.
    const deadline = Date.now() + 5000;
    let arrivals: Array<[number, number]> = [];
    while (Date.now() < deadline) {
      await sleep(50);
      arrivals = arrivals.concat(await report(child));
      if (arrivals.filter(([p]) => p === price).length >= expected) break;
    }
    const mine = arrivals.filter(([p]) => p === price);
    missing += expected - mine.length;
    for (const [, at] of mine) latencies.push(at - started);
  }
  latencies.sort((a, b) => a - b);
  return {
    deliveries: latencies.length,
    missing,
    p50Ms: round(percentile(latencies, 50), 2),
    p99Ms: round(percentile(latencies, 99), 2),
    maxMs: round(latencies[latencies.length - 1] ?? NaN, 2),
  };
}
