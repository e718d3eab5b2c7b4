import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import Stripe from 'stripe';

/**
 * Stripe's own mock of its API (github.com/stripe/stripe-mock, a Go program) on a free port, for
 * the card payment tests: no test reaches the real Stripe. It answers with fixture data and keeps
 * no state, so tests build the webhook events themselves and sign them with the SDK's test helper.
 * `.ci/run` installs it (STRIPE_MOCK_BIN); locally it is looked for in Go's bin folder. Shared by
 * the integration tests and the browser journeys (e2e/support/stripe.ts), so it imports nothing of
 * the store's code; events carry the API version the SDK pins, which the store pins too.
 */
export interface StripeMock {
  base: string;
  /** The store's settings that point it at this mock. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export const STRIPE_TEST_SECRET_KEY = 'sk_test_bookstore';
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_bookstore_test_secret';

/** The stripe-mock binary: STRIPE_MOCK_BIN, else Go's bin folder; undefined when it is not installed. */
export function stripeMockBinary(): string | undefined {
  if (process.env.STRIPE_MOCK_BIN && existsSync(process.env.STRIPE_MOCK_BIN)) return process.env.STRIPE_MOCK_BIN;
  const gopath = spawnSync('go', ['env', 'GOPATH'], { encoding: 'utf8' }).stdout?.trim();
  const candidate = gopath ? join(gopath, 'bin', 'stripe-mock') : undefined;
  return candidate && existsSync(candidate) ? candidate : undefined;
}

/**
 * `describe` for the card tests: skipped with a loud message when stripe-mock is not installed
 * locally; in CI (CI=true) its absence fails the run instead.
 */
export function describeWithStripeMock(name: string, body: () => void): void {
  if (stripeMockBinary() || process.env.CI === 'true') {
    describe(name, body);
    return;
  }
  process.stderr.write(
    `\n!!! SKIPPED "${name}": stripe-mock is not installed. Install it with\n` +
      `!!!   go install github.com/stripe/stripe-mock@v0.203.0\n!!! (CI installs it and runs these tests.)\n\n`,
  );
  describe.skip(name, body);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts stripe-mock on a free port and resolves once it answers. */
export async function startStripeMock(): Promise<StripeMock> {
  const binary = stripeMockBinary();
  if (!binary) throw new Error('stripe-mock is not installed: go install github.com/stripe/stripe-mock@v0.203.0');
  const port = await freePort();
  const child: ChildProcess = spawn(binary, ['-http-addr', `127.0.0.1:${port}`], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const up = await fetch(`${base}/v1/balance`, {
      headers: { authorization: `Bearer ${STRIPE_TEST_SECRET_KEY}` },
    }).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    env: stripeEnv(base),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The store's card settings, pointed at `base`. */
export const stripeEnv = (base: string): Record<string, string> => ({
  STRIPE_SECRET_KEY: STRIPE_TEST_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
  STRIPE_API_BASE: base,
});

const signer = new Stripe(STRIPE_TEST_SECRET_KEY);

/** A Checkout Session event about an order, as Stripe would send it: its body and its Stripe-Signature header. */
export function signedEvent(
  type: 'checkout.session.completed' | 'checkout.session.expired',
  order: string,
  {
    id = `evt_${Math.random().toString(36).slice(2)}`,
    amountTotal = null as number | null,
    secret = STRIPE_TEST_WEBHOOK_SECRET,
  } = {},
): { id: string; payload: string; signature: string } {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: 'cs_test_order',
        object: 'checkout.session',
        client_reference_id: order,
        metadata: { order },
        payment_intent: type === 'checkout.session.completed' ? 'pi_test_order' : null,
        payment_status: type === 'checkout.session.completed' ? 'paid' : 'unpaid',
        status: type === 'checkout.session.completed' ? 'complete' : 'expired',
        amount_total: amountTotal,
      },
    },
  });
  return { id, payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
}
