import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { OrderActivity } from '@/features/admin-activity/components/OrderActivity';
import { OrderCustomer } from '@/features/admin-orders/components/OrderCustomer';
import { OrderHistory } from '@/features/admin-orders/components/OrderHistory';
import { OrderNotes } from '@/features/admin-orders/components/OrderNotes';
import { PackingSlipButton } from '@/features/admin-orders/components/PackingSlipButton';
import { PaymentActions } from '@/features/admin-orders/components/PaymentActions';
import { InvoiceDownloads } from '@/features/orders/components/InvoiceDownloads';
import { OrderDetails } from '@/features/orders/components/OrderDetails';

/**
 * Any order as the admin sees it: the shopper's order page (where it goes, or the "No delivery
 * address" flag; the books and total) with its customer, its status to change and the status
 * history with who made each change, its payment to mark paid or refunded, its invoice and credit note, its packing slip, the store's
 * internal notes, the activity log's entries for it (on request), back to order management.
 */
export function AdminOrderDetailPage() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <OrderDetails
        key={id}
        id={id}
        listPath={paths.adminOrders}
        notFoundText="This order does not exist."
        paymentActions={(order) => <PaymentActions order={order} />}
        aside={(order) => (
          <>
            <OrderCustomer order={order} />
            <OrderHistory order={order} />
            <InvoiceDownloads order={order} />
            <PackingSlipButton orderId={order.id} />
            <OrderNotes orderId={order.id} />
            <OrderActivity orderId={order.id} />
          </>
        )}
      />
    </div>
  );
}
