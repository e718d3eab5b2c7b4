import { AdminSettings } from '@/features/admin-settings/components/AdminSettings';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminSettingsPage() {
  useDocumentTitle('Settings');
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <AdminSettings />
    </div>
  );
}
