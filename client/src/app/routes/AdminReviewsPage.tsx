import { ManageReviews } from '@/features/admin-reviews/components/ManageReviews';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminReviewsPage() {
  useDocumentTitle('Reviews');
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <ManageReviews />
    </div>
  );
}
