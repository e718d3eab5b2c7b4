import { ActivityLog } from '@/features/admin-activity/components/ActivityLog';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminActivityPage() {
  useDocumentTitle('Activity');
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <ActivityLog />
    </div>
  );
}
