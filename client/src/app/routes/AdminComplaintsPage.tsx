import { ManageComplaints } from '@/features/admin-complaints/components/ManageComplaints';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminComplaintsPage() {
  useDocumentTitle('Complaints Management');
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <ManageComplaints />
    </div>
  );
}
