import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AddressLines } from '@/components/AddressLines';
import { OrderStatusBadge, PaymentBadge } from '@/components/Badge';
import { buttonClasses } from '@/components/button-styles';
import { LiveStatusNote } from '@/components/LiveStatusNote';
import { PageSpinner } from '@/components/Spinner';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useMoney } from '@/lib/money-context';
import { shortOrderId } from '@/lib/order-status';
import { useArrivalFocus } from '@/lib/use-arrival-focus';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCancelOrder } from '../hooks/use-cancel-order';
import { useOrder } from '../hooks/use-order';
import { OrderItems } from './OrderItems';
import { OrderPayment } from './OrderPayment';
import { OrderShipment } from './OrderShipment';
import { OrderTotals } from './OrderTotals';
import { OrderStatusTracker } from './OrderStatusTracker';

export type DetailOrder = NonNullable<ReturnType<typeof useOrder>['order']>;

export interface OrderDetailsProps {
  id: string;
  /**
   * The list the page belongs to: its "Back to Orders" link, and where a failed load leads. The
   * shopper's orders by default; the admin's order management on the admin's page.
   */
  listPath?: string;
  /** Shown when the order cannot be found (the shopper's: 'or it is not one of yours'). */
  notFoundText?: string;
  /** More about the order, beside the facts (the admin's customer card and status control). */
  aside?: (order: DetailOrder) => ReactNode;
  /** The admin's payment actions (Mark paid, Mark refunded), in the payment card. */
  paymentActions?: (order: DetailOrder) => ReactNode;
  /**
   * The shopper's page offers Cancel order while the server says the order is `cancellable`; the
   * admin cancels from the status select.
   */
  offersCancel?: boolean;
  /** The shopper came back from Stripe's payment page (`?payment=return`): a card awaiting payment is pending. */
  returnedFromCard?: boolean;
}

function BackToOrders({ to }: { to: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 rounded text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      <span aria-hidden="true">←</span> Back to Orders
    </Link>
  );
}

const cardClasses = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

/**
 * Where the order goes: collected at the shop (the delivery its totals name), the address, or the
 * flag that it has none (an order placed by a client that knows no addresses, before collection);
 * once shipped, the carrier and tracking number when recorded.
 */
function DeliveryCard({ order }: { order: DetailOrder }) {
  const address = order.shippingAddress;
  const collected = order.totals.shippingMethod?.collection === true;
  return (
    <section aria-labelledby="order-delivery-heading" className={cardClasses}>
      <h2 id="order-delivery-heading" className="mb-3 text-lg font-semibold text-slate-900">
        {collected ? 'Delivery' : 'Deliver to'}
      </h2>
      {collected ? (
        <p data-testid="collect-in-store" className="text-slate-800">
          <span className="font-semibold">{order.totals.shippingMethod?.name || 'Collect in store'}</span>
          <span className="block text-sm text-slate-600">The order waits at the shop; nothing is sent.</span>
        </p>
      ) : address ? (
        <AddressLines address={address} />
      ) : (
        <p
          data-testid="no-delivery-address"
          className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900"
        >
          No delivery address
          <span className="block font-normal">This order was placed without an address to send it to.</span>
        </p>
      )}
      {order.shipment && <OrderShipment shipment={order.shipment} />}
    </section>
  );
}

/**
 * One order: when, how much, where it goes, the status tracker and the books, with `aside` (the
 * admin's page adds the customer, the status and its history), Cancel order for the shopper while
 * the server says the order is `cancellable` (`offersCancel`), and a way back to `listPath`.
 */
export function OrderDetails({
  id,
  listPath = paths.orders,
  notFoundText = 'This order does not exist, or it is not one of yours.',
  aside,
  offersCancel = false,
  paymentActions,
  returnedFromCard = false,
}: OrderDetailsProps) {
  const { order, loading, notFound } = useOrder(id, listPath);
  const { cancelOrder, cancelling, confirmDialog } = useCancelOrder();
  const money = useMoney();
  const number = order ? `Order #${shortOrderId(order.id)}` : '';
  useDocumentTitle(number || (notFound ? 'Order not found' : 'Order'));
  // Arriving from Place Order or Buy now, focus starts on the order's number.
  const headingRef = useArrivalFocus<HTMLHeadingElement>(Boolean(order));

  if (notFound) {
    return (
      <div className="py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Order not found</h1>
        <p className="mt-2 text-slate-600">{notFoundText}</p>
        <div className="mt-6">
          <BackToOrders to={listPath} />
        </div>
      </div>
    );
  }
  if (loading || !order) return <PageSpinner label="Loading order..." />;

  return (
    <article className="space-y-6">
      <BackToOrders to={listPath} />
      <header className="flex flex-wrap items-center gap-3">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="font-mono text-2xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-3xl"
        >
          {number}
        </h1>
        <OrderStatusBadge status={order.status} />
        <PaymentBadge state={order.payment.state} />
        {offersCancel && order.cancellable && (
          <button
            type="button"
            onClick={() => void cancelOrder(order.id)}
            disabled={cancelling}
            className={buttonClasses('secondary', 'sm', 'sm:ml-auto text-red-700')}
          >
            {cancelling ? 'Cancelling...' : 'Cancel order'}
          </button>
        )}
        <LiveStatusNote className="basis-full" />
      </header>

      <dl className={`${cardClasses} grid gap-4 sm:grid-cols-3`}>
        <div>
          <dt className="text-sm text-slate-500">Placed on</dt>
          <dd className="font-semibold text-slate-900">
            <time dateTime={order.orderedAt}>{formatDateTime(order.orderedAt)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">Total</dt>
          <dd className="font-semibold tabular-nums text-slate-900">{money.format(order.totalAmount)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">Items</dt>
          <dd className="font-semibold tabular-nums text-slate-900">{order.itemCount}</dd>
        </div>
      </dl>

      <OrderPayment order={order} actions={paymentActions?.(order)} returnedFromCard={returnedFromCard} />

      {aside?.(order)}

      <DeliveryCard order={order} />

      <section aria-labelledby="order-status-heading" className={cardClasses}>
        <h2 id="order-status-heading" className="mb-4 text-lg font-semibold text-slate-900">
          Order Status
        </h2>
        <OrderStatusTracker status={order.status} history={order.statusHistory} />
      </section>

      <section aria-labelledby="order-items-heading" className={cardClasses}>
        <h2 id="order-items-heading" className="text-lg font-semibold text-slate-900">
          Items
        </h2>
        <OrderItems lines={order.books} />
        <OrderTotals totals={order.totals} />
      </section>
      {confirmDialog}
    </article>
  );
}
