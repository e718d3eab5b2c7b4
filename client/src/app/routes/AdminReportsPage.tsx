import { Reports } from '@/features/admin-reports/components/Reports';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminReportsPage() {
  useDocumentTitle('Reports');
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <Reports />
    </div>
  );
}
