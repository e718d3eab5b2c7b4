/**
 * Sends the shopper to Stripe's hosted payment page for a card order: a full navigation to
 * another site (the order page is where Stripe sends them back). One place, so tests can stand in.
 */
export function payByCard(checkoutUrl: string): void {
  window.location.assign(checkoutUrl);
}
