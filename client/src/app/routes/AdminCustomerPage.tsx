import { useParams } from 'react-router-dom';
import { CustomerDetails } from '@/features/admin-customers/components/CustomerDetails';

/** One customer as the admin sees them: figures, addresses, orders and complaints. */
export function AdminCustomerPage() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <CustomerDetails key={id} id={id} />
    </div>
  );
}
