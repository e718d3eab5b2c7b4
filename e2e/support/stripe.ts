import {
  describeWithStripeMock,
  signedEvent,
  startStripeMock,
  type StripeMock,
} from '../../server/test/setup/stripe-mock';

/**
 * stripe-mock (Stripe's own mock of its API) for the card journeys, started as the integration
 * tests start it: the store's Stripe SDK is pointed at it, and the journey signs Stripe's webhook
 * events itself, as Stripe would send them.
 */
export { describeWithStripeMock };

/**
 * Starts stripe-mock before the store (call before `useStore(env)`): `env` is filled with the
 * store's card settings once it answers, and it stops after the file.
 */
export function useStripeMock(): Record<string, string> {
  const env: Record<string, string> = {};
  let mock: StripeMock | undefined;
  beforeAll(async () => {
    mock = await startStripeMock();
    Object.assign(env, mock.env);
  }, 30_000);
  afterAll(() => mock?.stop());
  return env;
}

/** Delivers a signed `checkout.session.completed` for the order to the store, as Stripe would. */
export async function deliverCheckoutCompleted(baseUrl: string, order: string, amountCents: number): Promise<void> {
  const event = signedEvent('checkout.session.completed', order, { amountTotal: amountCents });
  const res = await fetch(`${baseUrl}/api/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    body: event.payload,
  });
  if (res.status !== 200) throw new Error(`the webhook was refused: ${res.status} ${await res.text()}`);
}
