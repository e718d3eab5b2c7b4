/**
 * Password reset: does the answer's time tell whether an account exists? The real app
 * (`NODE_ENV=production`, email through a real SMTP server in this process) on a fresh database;
 * RESET_ACCOUNTS accounts are created, then `POST /api/user/password/forgot` is sent for each of
 * them and for as many unknown addresses, interleaved so that each kind follows the same mix of
 * requests (`interleaved` below), one at a time from a client in a thread of its own (`CLIENT`),
 * each from a client address of its own (the reset throttle counts per email and per address).
 * Reports each kind's median, p90, p99 and mean, and the difference of the medians; then waits for
 * the outbox to deliver, and checks that every known account got its one email and no unknown
 * address got any.
 *
 * Exits non-zero when the medians differ by more than RESET_MAX_MEDIAN_GAP_MS (1 ms), or when the
 * emails are not as they should be.
 *
 *   npx ts-node --transpile-only --project bench/tsconfig.json bench/reset-timing.bench.ts
 *
 * Environment: RESET_ACCOUNTS (400; a median of 100 moves by a millisecond or two from run to run
 * on a busy two-core machine), RESET_MAX_MEDIAN_GAP_MS (1), MONGODB_URI (see bench-support.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PasswordHash } from '../server/src/auth/password-hash';
import { createApp } from '../server/src/bootstrap';
import { Role } from '../server/src/common/auth/role';
import { loadConfig } from '../server/src/config/app-config';
import { UsersService } from '../server/src/users/users.service';
import { SmtpSink } from '../server/test/setup/smtp-sink';
import { freshDatabase, log, writeResults } from './bench-support';

const ACCOUNTS = Number(process.env.RESET_ACCOUNTS ?? 400);
/** The most the two kinds' medians may differ by. */
const MAX_MEDIAN_GAP_MS = Number(process.env.RESET_MAX_MEDIAN_GAP_MS ?? 1);
/** Requests of each kind sent, and their emails delivered, before the measured ones. */
const WARM_UP = 5;
/** How long the outbox gets to deliver every known account's email after the last request. */
const DELIVERY_WAIT_MS = 120_000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (ms: number) => Math.round(ms * 100) / 100;
/** The middle value of a sorted list (the mean of the two middle ones for an even count). */
const median = (sorted: number[]) => {
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((sum, ms) => sum + ms, 0) / times.length;
  return {
    requests: times.length,
    'median ms': round(median(sorted)),
    'p90 ms': round(percentile(sorted, 90)),
    'p99 ms': round(percentile(sorted, 99)),
    'mean ms': round(mean),
  };
}

/**
 * The order of the requests: `count` of each kind, interleaved along a de Bruijn sequence of order
 * HISTORY + 1 (repeated), so that every kind is preceded by each pattern of the HISTORY requests
 * before it equally often. A known email's request has its email rendered and sent behind its
 * answer, which slows the next few requests whatever their kind; alternating in pairs (known,
 * unknown, unknown, known, …) balanced only the one request before, and put a known request among
 * the two before every unknown one but only half the known ones, so the unknown ones looked slower.
 */
const HISTORY = 5;
function interleaved(count: number): Array<'known' | 'unknown'> {
  const order = HISTORY + 1;
  const sequence: number[] = [];
  const a = new Array<number>(2 * order).fill(0);
  const build = (t: number, p: number) => {
    if (t > order) {
      if (order % p === 0) sequence.push(...a.slice(1, p + 1));
      return;
    }
    a[t] = a[t - p];
    build(t + 1, p);
    for (let symbol = a[t - p] + 1; symbol < 2; symbol++) {
      a[t] = symbol;
      build(t + 1, t);
    }
  };
  build(1, 1);
  const kinds: Array<'known' | 'unknown'> = [];
  const left = { known: count, unknown: count };
  for (let i = 0; kinds.length < 2 * count; i++) {
    const kind = sequence[i % sequence.length] ? 'unknown' : 'known';
    if (left[kind] === 0) continue;
    left[kind]--;
    kinds.push(kind);
  }
  return kinds;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until each of these addresses got an email, DELIVERY_WAIT_MS at most. */
async function delivered(smtp: SmtpSink, emails: string[]): Promise<void> {
  const deadline = Date.now() + DELIVERY_WAIT_MS;
  const waiting = new Set(emails);
  while (waiting.size && Date.now() < deadline) {
    for (const mail of smtp.received) for (const email of waiting) if (mail.to.includes(email)) waiting.delete(email);
    if (waiting.size) await sleep(200);
  }
}

const clientAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * The measured client, in a thread of its own: in the store's thread, the time until the answer
 * was read would include whatever the store does next on the same event loop (the relay, the
 * email's rendering), which a client elsewhere does not wait for. It sends the requests one at a
 * time (after a few uncounted ones to warm its own HTTP client) and returns each one's time.
 */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
(async () => {
  const { base, requests } = workerData;
  for (let i = 0; i < 5; i++) await (await fetch(base + '/api/health')).text();
  const times = [];
  for (const { email, from } of requests) {
    const started = performance.now();
    const res = await fetch(base + '/api/user/password/forgot', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ email }),
    });
    const body = await res.text();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error('forgot ' + res.status + ' ' + body);
  }
  parentPort.postMessage({ times });
})().catch((error) => parentPort.postMessage({ error: String(error && error.stack || error) }));
`;

function timedInWorker(base: string, requests: Array<{ email: string; from: string }>): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENT, { eval: true, workerData: { base, requests } });
    worker.once('message', (message: { times?: number[]; error?: string }) => {
      void worker.terminate();
      if (message.times) resolve(message.times);
      else reject(new Error(message.error));
    });
    worker.once('error', reject);
  });
}

/** What makes the run fail: the time tells the kinds apart, or the emails are wrong. */
const failures: string[] = [];

async function main() {
  const database = await freshDatabase();
  const smtp = await SmtpSink.start();
  const dataDir = mkdtempSync(join(tmpdir(), 'bookstore-reset-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    MONGODB_URI: database.uri,
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://127.0.0.1',
    DEMO_CATALOGUE: 'false',
    AUTH_RATE_LIMIT: '100000',
    SMTP_URL: smtp.url,
  });
  const app = await createApp({ config, database, ownsDatabase: !database.external }, { quiet: true });
  app.useLogger(['error']);
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  let address = 0;
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress(++address) },
      body: JSON.stringify(body),
    });

  try {
    const run = randomBytes(3).toString('hex');
    const known = Array.from({ length: ACCOUNTS }, (_, i) => `known-${run}-${i}@example.com`);
    const unknown = Array.from({ length: ACCOUNTS }, (_, i) => `nobody-${run}-${i}@example.com`);
    // The accounts are created through UsersService with one password hash: registering each
    // through the API would hash 400 passwords at production cost, which is not what is measured.
    log(`Creating ${ACCOUNTS} accounts`);
    const users = app.get(UsersService);
    const passwordHash = await app.get(PasswordHash).hash('secret123');
    for (const email of known) await users.create({ name: 'Reset Bench', email, passwordHash, role: Role.USER });
    // A few requests of each kind first, not counted, and their emails delivered: the code paths
    // (the request's, and the relay's and the email's behind it, whose first run compiles the
    // templates) are compiled by then, so that cost lands on no measured request.
    const warmKnown = Array.from({ length: WARM_UP }, (_, i) => `warm-${run}-${i}@example.com`);
    for (const email of warmKnown) await users.create({ name: 'Reset Bench', email, passwordHash, role: Role.USER });
    for (let i = 0; i < WARM_UP; i++) {
      await post('/api/user/password/forgot', { email: warmKnown[i] });
      await post('/api/user/password/forgot', { email: `warm-nobody-${run}-${i}@example.com` });
    }
    await delivered(smtp, warmKnown);
    const order = interleaved(ACCOUNTS);
    const next = { known: 0, unknown: 0 };
    const requests = order.map((kind) => {
      const email = kind === 'known' ? known[next.known++] : unknown[next.unknown++];
      return { email, from: clientAddress(++address) };
    });
    const measured = await timedInWorker(base, requests);
    const times = { known: [] as number[], unknown: [] as number[] };
    order.forEach((kind, i) => times[kind].push(measured[i]));
    const rows = [
      { kind: 'known account', ...summary(times.known) },
      { kind: 'unknown email', ...summary(times.unknown) },
    ];
    console.table(rows);
    const medianGap = round(rows[0]['median ms'] - rows[1]['median ms']);
    const meanGap = round(rows[0]['mean ms'] - rows[1]['mean ms']);
    log(
      `Medians: known ${rows[0]['median ms']} ms, unknown ${rows[1]['median ms']} ms; ` +
        `difference (known - unknown) ${medianGap} ms (allowed: ${MAX_MEDIAN_GAP_MS} ms); means differ by ${meanGap} ms`,
    );

    // The behaviour the timing must not cost: one email per known account, none to an unknown one.
    await delivered(smtp, known);
    await sleep(1000); // anything more that was coming
    const toKnown = known.map((email) => smtp.to(email).length);
    const toUnknown = unknown.reduce((sum, email) => sum + smtp.to(email).length, 0);
    const emailsRight = toKnown.every((count) => count === 1) && toUnknown === 0;
    log(
      `Emails: ${toKnown.filter((count) => count === 1).length} of ${ACCOUNTS} known accounts got exactly one; ` +
        `${toUnknown} went to unknown addresses`,
    );
    writeResults('reset-timing', {
      accounts: ACCOUNTS,
      rows,
      medianDifferenceMs: medianGap,
      maxMedianDifferenceMs: MAX_MEDIAN_GAP_MS,
      meanDifferenceMs: meanGap,
      emailsRight,
    });
    if (Math.abs(medianGap) > MAX_MEDIAN_GAP_MS) {
      failures.push(`the medians differ by ${medianGap} ms, more than ${MAX_MEDIAN_GAP_MS} ms`);
    }
    if (!emailsRight) failures.push('the emails were not one per known account and none to unknown addresses');
  } finally {
    await app.close();
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => {
    for (const failure of failures) process.stderr.write(`FAILED: ${failure}\n`);
    process.exit(failures.length ? 1 : 0);
  },
  (error: unknown) => {
    process.stderr.write(`${(error as Error)?.stack ?? String(error)}\n`);
    process.exit(1);
  },
);
