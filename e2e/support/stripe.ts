import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import Stripe from 'stripe';

/**
 * stripe-mock (Stripe's own mock of its API) for the card journeys: the store's Stripe SDK is
 * pointed at it, and the journey signs Stripe's webhook events itself, as Stripe would send them.
 * `.ci/run` installs it (STRIPE_MOCK_BIN); locally it is looked for in Go's bin folder.
 */
export const STRIPE_SECRET_KEY = 'sk_test_bookstoreJourneys';
export const STRIPE_WEBHOOK_SECRET = 'whsec_bookstore_e2e';

function installed(): string | undefined {
  if (process.env.STRIPE_MOCK_BIN && existsSync(process.env.STRIPE_MOCK_BIN)) return process.env.STRIPE_MOCK_BIN;
  const gopath = spawnSync('go', ['env', 'GOPATH'], { encoding: 'utf8' }).stdout?.trim();
  const candidate = gopath ? join(gopath, 'bin', 'stripe-mock') : '';
  return candidate && existsSync(candidate) ? candidate : undefined;
}

function binary(): string {
  const found = installed();
  if (!found) throw new Error('stripe-mock is not installed: go install github.com/stripe/stripe-mock@v0.203.0');
  return found;
}

/** `describe` for card journeys: skipped with a loud message when stripe-mock is missing locally; CI (CI=true) runs them, and fails without it. */
export function describeWithStripeMock(name: string, body: () => void): void {
  if (installed() || process.env.CI === 'true') {
    describe(name, body);
    return;
  }
  process.stderr.write(
    `\n!!! SKIPPED "${name}": stripe-mock is not installed. Install it with\n` +
      `!!!   go install github.com/stripe/stripe-mock@v0.203.0\n!!! (CI installs it and runs these journeys.)\n\n`,
  );
  describe.skip(name, body);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts stripe-mock before the store (call before `useStore(env)`): `env` is filled with the
 * store's card settings once it answers, and it stops after the file.
 */
export function useStripeMock(): Record<string, string> {
  const env: Record<string, string> = {};
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    const port = await freePort();
    child = spawn(binary(), ['-http-addr', `127.0.0.1:${port}`], { stdio: 'ignore' });
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const up = await fetch(`${base}/v1/balance`, { headers: { authorization: `Bearer ${STRIPE_SECRET_KEY}` } }).then(
        (res) => res.ok,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    Object.assign(env, {
      STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: base,
    });
  }, 30_000);
  afterAll(() => {
    child?.kill('SIGTERM');
  });
  return env;
}

const signer = new Stripe(STRIPE_SECRET_KEY);

/** Delivers a signed `checkout.session.completed` for the order to the store, as Stripe would. */
export async function deliverCheckoutCompleted(baseUrl: string, order: string, amountCents: number): Promise<void> {
  const payload = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: 'cs_test_journey',
        object: 'checkout.session',
        client_reference_id: order,
        metadata: { order },
        payment_intent: 'pi_test_journey',
        payment_status: 'paid',
        status: 'complete',
        amount_total: amountCents,
      },
    },
  });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET });
  const res = await fetch(`${baseUrl}/api/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  if (res.status !== 200) throw new Error(`the webhook was refused: ${res.status} ${await res.text()}`);
}
