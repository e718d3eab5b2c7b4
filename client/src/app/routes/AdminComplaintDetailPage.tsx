import { useParams } from 'react-router-dom';
import { AdminComplaintDetails } from '@/features/admin-complaints/components/AdminComplaintDetails';

export function AdminComplaintDetailPage() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      {/* A new id is a new page: nothing of the previous complaint's state carries over. */}
      <AdminComplaintDetails key={id} id={id} />
    </div>
  );
}
