import { dayRange } from '../common/dates/days';
import type { Order } from './models/order.model';
import type { OrdersExportArgs } from './dto/orders-export.args';

/** The orders export's columns, for the shop's accounts. */
export const ORDER_COLUMNS = [
  'order_id',
  'date',
  'customer',
  'email',
  'status',
  'lines',
  'total',
  'delivery_address',
  'subtotal',
  'discount',
  'discount_code',
  'shipping',
  'shipping_method',
  'tax',
  'tax_included',
  'payment_method',
  'payment_state',
  'paid_at',
  'paid_amount',
  'refund_amount',
  'refunded_at',
] as const;
export type OrderColumn = (typeof ORDER_COLUMNS)[number];

/** What an order's row shows of it, as a projection (`orderRow` reads nothing else). */
export const EXPORT_FIELDS =
  'user status orderedAt totalCents totals itemCount books.quantity books.priceCents books.book._id books.book.title shippingAddress payment';

/** The moments an export covers: from the start of `from` to the end of `to` (UTC); `to` before `from` is 400. */
export function exportRange({ from, to }: OrdersExportArgs): { start: Date; end: Date } {
  return dayRange(from, to);
}

/**
 * An order as a row: its lines as "2 × Title @ 12.50" joined by "; ", its address on one line, then
 * how its total is made up and how it was paid (columns added at the end, so that older spreadsheets keep theirs).
 */
export function orderRow(order: Order): Record<OrderColumn, string> {
  const address = order.shippingAddress;
  return {
    order_id: order._id,
    date: order.orderedAt.toISOString(),
    customer: order.user.name,
    email: order.user.email,
    status: order.status,
    lines: order.books.map((line) => `${line.quantity} × ${line.book.title} @ ${line.price.toFixed(2)}`).join('; '),
    total: order.totalAmount.toFixed(2),
    delivery_address: address
      ? [
          address.fullName,
          address.line1,
          address.line2,
          address.city,
          address.region,
          address.postalCode,
          address.countryName,
        ]
          .filter(Boolean)
          .join(', ')
      : '',
    subtotal: order.totals.subtotal.toFixed(2),
    discount: order.totals.discount.toFixed(2),
    discount_code: order.totals.discountCode ?? '',
    shipping: order.totals.shipping.toFixed(2),
    shipping_method: order.totals.shippingMethod?.name ?? '',
    tax: order.totals.tax.toFixed(2),
    tax_included: order.totals.taxIncluded ? 'yes' : 'no',
    payment_method: order.payment.method,
    payment_state: order.payment.state,
    paid_at: order.payment.paidAt?.toISOString() ?? '',
    paid_amount: order.payment.paidAmount?.toFixed(2) ?? '',
    refund_amount: order.payment.refundAmount?.toFixed(2) ?? '',
    refunded_at: order.payment.refundedAt?.toISOString() ?? '',
  };
}

export async function* orderRows(orders: AsyncIterable<Order>): AsyncGenerator<Record<OrderColumn, string>> {
  for await (const order of orders) yield orderRow(order);
}

export const ordersFileName = ({ from, to }: OrdersExportArgs) => `orders-${from}-to-${to}.csv`;
