import type Stripe from 'stripe';
import type { TakenLine } from '../../books/book-stock';
import type { OrderPricing } from '../../pricing/models/order-totals.model';

/** Where Stripe sends the shopper back: the order's page, which says "Payment pending" until the webhook. */
export const returnUrl = (publicUrl: string, orderId: string, outcome: 'return' | 'cancelled') =>
  `${publicUrl}/orders/${encodeURIComponent(orderId)}?payment=${outcome}`;

/**
 * A Checkout Session's parameters for an order, pure: one line per book at its unit price, then
 * shipping and any tax not included, when these add up to the order's total; otherwise (a discount,
 * which Stripe would need a coupon for) one line for the whole order, so the amount charged is
 * always the order's total.
 */
export function checkoutSessionParams(
  order: { id: string; number: string; publicUrl: string; currency: string; email?: string },
  taken: readonly TakenLine[],
  pricing: Pick<OrderPricing, 'totalCents' | 'shippingCents' | 'taxCents' | 'shipping'>,
  pricesIncludeTax: boolean,
): Stripe.Checkout.SessionCreateParams {
  const currency = order.currency.toLowerCase();
  const item = (name: string, cents: number, quantity = 1): Stripe.Checkout.SessionCreateParams.LineItem => ({
    quantity,
    price_data: { currency, unit_amount: cents, product_data: { name } },
  });
  const lines = [
    ...taken.map(({ book, quantity }) => item(book.title, book.priceCents, quantity)),
    ...(pricing.shippingCents > 0 ? [item(pricing.shipping?.name || 'Shipping', pricing.shippingCents)] : []),
    ...(!pricesIncludeTax && pricing.taxCents > 0 ? [item('Tax', pricing.taxCents)] : []),
  ];
  const sum = lines.reduce((total, line) => total + line.price_data!.unit_amount! * line.quantity!, 0);
  return {
    mode: 'payment',
    line_items: sum === pricing.totalCents ? lines : [item(`Order #${order.number}`, pricing.totalCents)],
    success_url: returnUrl(order.publicUrl, order.id, 'return'),
    cancel_url: returnUrl(order.publicUrl, order.id, 'cancelled'),
    ...(order.email ? { customer_email: order.email } : {}),
  };
}
