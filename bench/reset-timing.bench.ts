/**
 * Password reset: does the answer's time tell whether an account exists? The real app
 * (`NODE_ENV=production`, email through a real SMTP server in this process) on a fresh database;
 * RESET_ACCOUNTS accounts are registered, then `POST /api/user/password/forgot` is sent for each
 * of them and for as many unknown addresses, interleaved (known then unknown, then unknown then
 * known, and so on), one at a time, each from a client address of its own (the reset throttle
 * counts per email and per address). Reports each kind's median, p90, p99 and mean, and the
 * difference of the medians; then waits for the outbox to deliver, and checks that every known
 * account got its one email and no unknown address got any.
 *
 * Exits non-zero when the medians differ by more than RESET_MAX_MEDIAN_GAP_MS (1 ms), or when the
 * emails are not as they should be.
 *
 *   npx ts-node --transpile-only --project bench/tsconfig.json bench/reset-timing.bench.ts
 *
 * Environment: RESET_ACCOUNTS (200), RESET_MAX_MEDIAN_GAP_MS (1), MONGODB_URI (see bench-support.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApp } from '../server/src/bootstrap';
import { loadConfig } from '../server/src/config/app-config';
import { SmtpSink } from '../server/test/setup/smtp-sink';
import { freshDatabase, log, writeResults } from './bench-support';

const ACCOUNTS = Number(process.env.RESET_ACCOUNTS ?? 200);
/** The most the two kinds' medians may differ by. */
const MAX_MEDIAN_GAP_MS = Number(process.env.RESET_MAX_MEDIAN_GAP_MS ?? 1);
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      },
      body: JSON.stringify(body),
    });

  try {
    const run = randomBytes(3).toString('hex');
    const known = Array.from({ length: ACCOUNTS }, (_, i) => `known-${run}-${i}@example.com`);
    const unknown = Array.from({ length: ACCOUNTS }, (_, i) => `nobody-${run}-${i}@example.com`);
    log(`Registering ${ACCOUNTS} accounts`);
    for (const email of known) {
      const res = await post('/api/user/register', { name: 'Reset Bench', email, password: 'secret123' });
      if (res.status !== 201) throw new Error(`register ${res.status} ${await res.text()}`);
    }
    // A few requests of each kind first, not counted: the code paths are compiled by then.
    for (let i = 0; i < 5; i++) {
      await post('/api/user/password/forgot', { email: `warm-${run}-${i}@example.com` });
    }
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < ACCOUNTS; i++) {
      for (const kind of i % 2 ? (['unknown', 'known'] as const) : (['known', 'unknown'] as const)) {
        const email = kind === 'known' ? known[i] : unknown[i];
        const started = performance.now();
        const res = await post('/api/user/password/forgot', { email });
        const body = await res.text();
        times[kind].push(performance.now() - started);
        if (res.status !== 200) throw new Error(`forgot ${res.status} ${body}`);
      }
    }
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
    const deadline = Date.now() + DELIVERY_WAIT_MS;
    while (smtp.received.length < ACCOUNTS && Date.now() < deadline) await sleep(200);
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
