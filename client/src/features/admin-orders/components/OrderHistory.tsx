import { OrderStatusBadge } from '@/components/Badge';
import type { OrderStatus } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format';

export interface OrderHistoryProps {
  order: {
    user: { id: string };
    statusHistory: ReadonlyArray<{ status: OrderStatus; at: string; by?: { id: string; name: string } | null }>;
  };
}

/** Who made a change: the customer, the admin by name, or an account that no longer exists. */
function actor(by: { id: string; name: string } | null | undefined, customerId: string): string {
  if (!by) return 'Unknown';
  if (by.id === customerId) return 'the customer';
  return by.name || 'a deleted account';
}

/** Every status the order had, oldest first: which, when, and who set it. */
export function OrderHistory({ order }: OrderHistoryProps) {
  return (
    <section
      aria-labelledby="order-history-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="order-history-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Status history
      </h2>
      <ol className="space-y-2" data-testid="order-history">
        {order.statusHistory.map((change, index) => (
          <li
            key={`${change.status}-${change.at}-${index}`}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm"
          >
            <OrderStatusBadge status={change.status} />
            <time dateTime={change.at} className="text-slate-700">
              {formatDateTime(change.at)}
            </time>
            <span className="text-slate-600">by {actor(change.by, order.user.id)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
