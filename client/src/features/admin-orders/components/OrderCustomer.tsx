import { Link } from 'react-router-dom';
import { adminCustomerPath } from '@/config/paths';
import type { OrderStatus } from '@/gql/graphql';
import { useUpdateOrderStatus } from '../hooks/use-update-order-status';
import { OrderStatusSelect } from './OrderStatusSelect';

export interface OrderCustomerProps {
  order: {
    id: string;
    status: OrderStatus;
    nextStatuses: OrderStatus[];
    user: { id: string; name: string; email: string };
  };
}

const cardClasses = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

/**
 * The admin's part of an order's page: who ordered it (the name links to their customer page, but a
 * deleted account's, which has none) and its status, to change.
 */
export function OrderCustomer({ order }: OrderCustomerProps) {
  const { updateStatus, updatingId, confirmDialog } = useUpdateOrderStatus();
  const { id, name, email } = order.user;
  return (
    <section aria-labelledby="order-customer-heading" className={`${cardClasses} grid gap-4 sm:grid-cols-3`}>
      <h2 id="order-customer-heading" className="sr-only">
        Customer and status
      </h2>
      <div className="min-w-0">
        <p className="text-sm text-slate-500">Customer</p>
        {email ? (
          <Link
            to={adminCustomerPath(id)}
            className="break-words rounded font-semibold text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            {name || 'N/A'}
          </Link>
        ) : (
          <p className="break-words font-semibold text-slate-900">{name || 'N/A'}</p>
        )}
      </div>
      <div className="min-w-0">
        <p className="text-sm text-slate-500">Email</p>
        {email ? (
          <a
            href={`mailto:${email}`}
            className="break-all rounded font-semibold text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            {email}
          </a>
        ) : (
          <p className="font-semibold text-slate-900">N/A</p>
        )}
      </div>
      <div>
        <p className="mb-1 text-sm text-slate-500">Status</p>
        <OrderStatusSelect
          orderId={order.id}
          status={order.status}
          nextStatuses={order.nextStatuses}
          busy={updatingId === order.id}
          onChange={(status) => void updateStatus(order, status)}
        />
      </div>
      {confirmDialog}
    </section>
  );
}
