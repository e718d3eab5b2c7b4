import { useParams, useSearchParams } from 'react-router-dom';
import { InvoiceDownloads } from '@/features/orders/components/InvoiceDownloads';
import { OrderDetails } from '@/features/orders/components/OrderDetails';

export function OrderDetailPage() {
  const { id = '' } = useParams();
  // Stripe sends the shopper back here (`?payment=return`) after paying by card.
  const [search] = useSearchParams();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      {/* A new id is a new page: nothing of the previous order's state carries over. */}
      <OrderDetails
        key={id}
        id={id}
        offersCancel
        returnedFromCard={search.get('payment') === 'return'}
        aside={(order) => <InvoiceDownloads order={order} />}
      />
    </div>
  );
}
