/**
 * Password reset: does the answer's time tell whether an account exists? The real app
 * (`NODE_ENV=production`, email through a real SMTP server in this process) on a fresh database;
 * RESET_ACCOUNTS accounts are registered, then `POST /api/user/password/forgot` is sent for each
 * of them and for as many unknown addresses, alternating known and unknown, one at a time, each
 * from a client address of its own (the reset throttle counts per email and per address). Reports
 * each kind's p50, p90, p99 and mean, and the difference of the means.
 *
 *   npx ts-node --transpile-only --project bench/tsconfig.json bench/reset-timing.bench.ts
 *
 * Environment: RESET_ACCOUNTS (200), MONGODB_URI (see bench-support.ts).
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

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (ms: number) => Math.round(ms * 100) / 100;

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((sum, ms) => sum + ms, 0) / times.length;
  return {
    requests: times.length,
    'p50 ms': round(percentile(sorted, 50)),
    'p90 ms': round(percentile(sorted, 90)),
    'p99 ms': round(percentile(sorted, 99)),
    'mean ms': round(mean),
  };
}

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
    const difference = round(rows[0]['mean ms'] - rows[1]['mean ms']);
    log(`Mean difference (known - unknown): ${difference} ms; emails received: ${smtp.received.length}`);
    writeResults('reset-timing', { accounts: ACCOUNTS, rows, meanDifferenceMs: difference });
  } finally {
    await app.close();
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${(error as Error)?.stack ?? String(error)}\n`);
    process.exit(1);
  },
);
