import { ManageCustomers } from '@/features/admin-customers/components/ManageCustomers';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminCustomersPage() {
  useDocumentTitle('Customers');
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <ManageCustomers />
    </div>
  );
}
