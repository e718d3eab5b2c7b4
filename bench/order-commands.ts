/**
 * Database commands per order: the real store on an ephemeral local engine, with the driver's
 * command monitoring on, counts every command sent while one request runs (the account behind the
 * token is cached, as it is for a shopper who has signed in). Scenarios: add to cart, order from a
 * cart of 1 and of 3 lines, Buy now (the manual order) with 1 and 3 lines, cancelling a 1-line
 * and a 3-line order, an order to an address and, in a store with the money settings, one with
 * delivery, tax and a discount code and its cancellation; and how many waits in sequence they make (commands sent while another is in
 * flight share a wait, and on the local engine a commit). See bench/README.md.
 *
 *   npx ts-node --transpile-only --project bench/tsconfig.json bench/order-commands.ts
 *
 * A request that makes an email due publishes an event on which the outbox nudges itself: its
 * sweep (relaying the notice, sending the message) runs beside the request and would fall into its
 * count. Here the nudge only notes that it was asked for, and the sweep runs after the reply,
 * counted apart as the email's commands. The other jobs a request asks for (its invoice, the
 * dashboard's figures) run a moment after its answer, gathered with other requests': their commands
 * are counted apart too, as one request alone makes them.
 *
 * BENCH_STORE_ROOT names another checkout of the repository whose server to count (the same
 * script then measures an older version of the store).
 */
import 'reflect-metadata';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import type { Connection } from 'mongoose';
import { benchConfig, freshDatabase, log, writeResults } from './bench-support';
import { syntheticBooks } from './synthetic-books';

const ROOT = resolve(process.env.BENCH_STORE_ROOT ?? join(__dirname, '..'));
/* eslint-disable @typescript-eslint/no-require-imports -- the store's code comes from the checkout named */
const { createApp } = require(join(ROOT, 'server/src/bootstrap')) as typeof import('../server/src/bootstrap');
const { storedBook } = require(
  join(ROOT, 'server/src/books/book-record'),
) as typeof import('../server/src/books/book-record');
/** Absent from a checkout older than the job runner (its outbox ran its own sweeps). */
const JobRunner = (() => {
  try {
    return (require(join(ROOT, 'server/src/jobs/job-runner')) as typeof import('../server/src/jobs/job-runner'))
      .JobRunner;
  } catch {
    return undefined;
  }
})();
/** Absent from a checkout older than the outbox (its requests sent no email). */
const OutboxService = (() => {
  try {
    return (require(join(ROOT, 'server/src/mail/outbox.service')) as typeof import('../server/src/mail/outbox.service'))
      .OutboxService;
  } catch {
    return undefined;
  }
})();
const { getConnectionToken } = require('@nestjs/mongoose') as typeof import('@nestjs/mongoose');
/* eslint-enable @typescript-eslint/no-require-imports */

/** `find books ×2, update orders`: each command name with its collection, counted. */
function summary(seen: readonly string[]): string {
  const names = new Map<string, number>();
  for (const name of seen) names.set(name, (names.get(name) ?? 0) + 1);
  return [...names].map(([name, n]) => (n > 1 ? `${name} ×${n}` : name)).join(', ');
}

interface Count {
  scenario: string;
  commands: number;
  /** Round trips in sequence: commands sent together (while another was in flight) count once. */
  waits: number;
  detail: string;
  /**
   * The commands of the work the request asked for after its reply (its invoice, the dashboard's
   * figures: jobs that gather the requests of a moment, so under load they are shared by many).
   */
  after: number;
  afterDetail: string;
  /** The commands of the email the request made due: the outbox's sweep, after the reply. */
  email: number;
  emailDetail: string;
}

/**
 * A zone for FR with a delivery method, tax added on books and shipping, and a code; false in a
 * checkout without the money settings.
 */
async function chargeForMoney(app: INestApplication): Promise<boolean> {
  /* eslint-disable @typescript-eslint/no-require-imports -- the store's code comes from the checkout named */
  let pricing: typeof import('../server/src/pricing/pricing-settings.service');
  let codes: typeof import('../server/src/pricing/discount-codes.service');
  let totals: typeof import('../server/src/pricing/totals');
  try {
    pricing = require(join(ROOT, 'server/src/pricing/pricing-settings.service'));
    codes = require(join(ROOT, 'server/src/pricing/discount-codes.service'));
    totals = require(join(ROOT, 'server/src/pricing/totals'));
  } catch {
    return false;
  }
  /* eslint-enable @typescript-eslint/no-require-imports */
  const settings = app.get(pricing.PricingSettingsService);
  const zone = (await settings.addZone({ name: 'Europe', countries: ['FR'] })).zones[0];
  await settings.addMethod(String(zone._id), { name: 'Standard', price: 4.95 });
  await settings.addRate({ country: 'FR', booksRate: 5.5, shippingRate: 20 });
  await app.get(codes.DiscountCodesService).add({ code: 'COUNT10', kind: totals.DiscountKind.PERCENTAGE, percent: 10 });
  return true;
}

async function main() {
  const database = await freshDatabase();
  // The books go in before the store starts, so that its catalogue index has them.
  const { MongoClient } = await import('mongodb');
  const client = await MongoClient.connect(database.uri);
  const inserted = await client
    .db()
    .collection('books')
    .insertMany([...syntheticBooks(6)].map((book): Record<string, unknown> => storedBook({ ...book, stock: 1_000 })));
  const ids = Object.values(inserted.insertedIds).map(String);
  await client.close();
  const uri = `${database.uri}${database.uri.includes('?') ? '&' : '?'}monitorCommands=true`;
  const app: INestApplication = await createApp(
    { config: benchConfig(uri), database: { ...database, uri }, ownsDatabase: true },
    { quiet: true },
  );
  app.useLogger(['error']);
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const connection = app.get<Connection>(getConnectionToken());
  const outbox = OutboxService && app.get(OutboxService);
  let nudged = false;
  /**
   * The pass a nudge starts, to its end: the job runner's `outbox` job, or (in an older checkout)
   * the sweep the outbox kept in `running`.
   */
  let sweepAsNudged = async () => undefined;
  const runner = JobRunner && app.get(JobRunner);
  /** The jobs other than the outbox that a request may ask for, run to their end. */
  const settleAfterwards = async () => {
    if (!runner) return;
    await new Promise((done) => setTimeout(done, 600)); // longer than any job's gathering
    for (const name of runner.names()) if (name !== 'outbox') await runner.settled(name);
  };
  if (outbox) {
    const nudge = outbox.nudge.bind(outbox);
    outbox.nudge = () => {
      nudged = true;
    };
    sweepAsNudged = async () => {
      nudge();
      if (runner) await runner.settled('outbox');
      else await (outbox as unknown as { running?: Promise<void> }).running;
    };
  }
  const seen: string[] = [];
  /** Commands in flight, and how many times one started while none was: the request's waits in sequence. */
  const inFlight = new Set<number>();
  let waits = 0;
  const monitored = connection.getClient();
  monitored.on('commandStarted', (event) => {
    const collection = event.command[event.commandName];
    seen.push(`${event.commandName}${typeof collection === 'string' ? ` ${collection}` : ''}`);
    if (!inFlight.size) waits += 1;
    inFlight.add(event.requestId);
  });
  monitored.on('commandSucceeded', (event) => inFlight.delete(event.requestId));
  monitored.on('commandFailed', (event) => inFlight.delete(event.requestId));

  const registered = await fetch(`${base}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Counted Shopper',
      email: `count-${Date.now()}@bench.test`,
      password: 'bench-secret',
    }),
  });
  const { token } = (await registered.json()) as { token: string };

  const call = async (method: string, path: string, body?: unknown): Promise<Record<string, unknown>> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return JSON.parse(text) as Record<string, unknown>;
  };
  const counts: Count[] = [];
  /** Runs `request` and counts the commands sent meanwhile (after a pause for anything still settling). */
  const counted = async <T>(scenario: string, request: () => Promise<T>): Promise<T> => {
    await new Promise((done) => setTimeout(done, 300));
    seen.length = 0;
    waits = 0;
    nudged = false;
    const result = await request();
    const commands = seen.length;
    const requestWaits = waits;
    const detail = summary(seen);
    seen.length = 0;
    await settleAfterwards();
    const after = seen.length;
    const afterDetail = summary(seen);
    seen.length = 0;
    if (nudged) await sweepAsNudged();
    const email = seen.length;
    const emailDetail = summary(seen);
    counts.push({ scenario, commands, waits: requestWaits, detail, after, afterDetail, email, emailDetail });
    log(
      `${scenario}: ${commands} commands in ${requestWaits} waits (${detail}); after the answer: ${after} (${afterDetail}); the email's: ${email} (${emailDetail})`,
    );
    return result;
  };
  const orderIdOf = (answer: Record<string, unknown>) => (answer.order as { _id: string })._id;

  await call('GET', '/api/user/cart'); // the account is in the session cache from here on
  await counted('add to cart (a new line)', () => call('POST', '/api/user/cart', { bookId: ids[0], quantity: 1 }));
  const fromCart1 = await counted('order from the cart, 1 line', () => call('POST', '/api/user/order', {}));
  for (const id of ids.slice(1, 4)) await call('POST', '/api/user/cart', { bookId: id, quantity: 2 });
  const fromCart3 = await counted('order from the cart, 3 lines', () => call('POST', '/api/user/order', {}));
  const now1 = await counted('Buy now, 1 line', () =>
    call('POST', '/api/user/order/manual', { books: [{ book: ids[4], quantity: 1 }] }),
  );
  await counted('Buy now, 3 lines', () =>
    call('POST', '/api/user/order/manual', { books: ids.slice(3, 6).map((book) => ({ book, quantity: 1 })) }),
  );
  await counted('cancel a 1-line order', () => call('POST', `/api/user/orders/${orderIdOf(fromCart1)}/cancel`));
  await counted('cancel a 3-line order', () => call('POST', `/api/user/orders/${orderIdOf(fromCart3)}/cancel`));
  void now1;

  // To an address; then, where the store has the money settings, with delivery, tax and a code.
  await call('POST', '/api/user/addresses', {
    fullName: 'Counted Shopper',
    line1: '1 rue de la Paix',
    city: 'Paris',
    postalCode: '75002',
    country: 'FR',
  });
  await call('POST', '/api/user/cart', { bookId: ids[0], quantity: 1 });
  await counted('order from the cart, 1 line, to an address', () => call('POST', '/api/user/order', {}));
  if (await chargeForMoney(app)) {
    await call('POST', '/api/user/cart', { bookId: ids[0], quantity: 1 });
    const paid = await counted('order from the cart, 1 line, delivery, tax and a code', () =>
      call('POST', '/api/user/order', { discountCode: 'count10' }),
    );
    await counted('cancel a 1-line order with a code', () =>
      call('POST', `/api/user/orders/${orderIdOf(paid)}/cancel`),
    );
  }

  console.table(counts);
  writeResults('order-commands', { storeRoot: ROOT, counts });
  await app.close();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${(error as Error)?.stack ?? String(error)}\n`);
    process.exit(1);
  },
);
