import { ManageOrders } from '@/features/admin-orders/components/ManageOrders';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminOrdersPage() {
  useDocumentTitle('Manage Orders');
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <ManageOrders />
    </div>
  );
}
