import { Dashboard } from '@/features/admin-dashboard/components/Dashboard';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <Dashboard />
    </div>
  );
}
