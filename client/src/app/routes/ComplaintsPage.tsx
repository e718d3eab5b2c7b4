import { ComplaintsList } from '@/features/complaints/components/ComplaintsList';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ComplaintsPage() {
  useDocumentTitle('My Complaints & Feedback');
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <ComplaintsList />
    </div>
  );
}
