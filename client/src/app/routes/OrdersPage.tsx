import { OrdersList } from '@/features/orders/components/OrdersList';
import { useDocumentTitle } from '@/lib/use-document-title';

export function OrdersPage() {
  useDocumentTitle('My Orders');
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <OrdersList />
    </div>
  );
}
