import { useParams } from 'react-router-dom';
import { ComplaintDetails } from '@/features/complaints/components/ComplaintDetails';

export function ComplaintDetailPage() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      {/* A new id is a new page: nothing of the previous complaint's state carries over. */}
      <ComplaintDetails key={id} id={id} />
    </div>
  );
}
