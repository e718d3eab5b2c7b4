import { Link } from 'react-router-dom';
import { OrderStatusBadge, PaymentBadge } from '@/components/Badge';
import { adminOrderPath, paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useMoney } from '@/lib/money-context';
import { shortOrderId } from '@/lib/order-status';
import type { DashboardData } from '../hooks/use-dashboard';

/** How many recent orders the dashboard lists. */
export const RECENT_ORDERS = 5;

export interface RecentOrdersProps {
  orders: DashboardData['recentOrders'];
}

/** The newest orders: number (to the admin's page of it), customer, date, total and status. */
export function RecentOrders({ orders }: RecentOrdersProps) {
  const money = useMoney();
  const shown = orders.slice(0, RECENT_ORDERS);
  return (
    <section
      aria-labelledby="recent-orders-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="recent-orders-heading" className="text-lg font-semibold text-slate-900">
          Recent Orders
        </h2>
        <Link
          to={paths.adminOrders}
          className="rounded text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          View all
        </Link>
      </div>
      {shown.length === 0 ? (
        <p className="mt-4 text-slate-600">No orders yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {shown.map((order) => (
            <li
              key={order.id}
              data-testid="recent-order"
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
            >
              <div className="min-w-0">
                <Link
                  to={adminOrderPath(order.id)}
                  className="rounded font-mono font-semibold text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                >
                  Order #{shortOrderId(order.id)}
                </Link>
                <p className="truncate text-sm text-slate-700">{order.user.name}</p>
                <p className="text-sm text-slate-600">{formatDate(order.orderedAt)}</p>
              </div>
              <div className="flex flex-wrap items-center justify-end gap-2 sm:gap-3">
                <span className="font-semibold tabular-nums text-slate-900">{money.format(order.totalAmount)}</span>
                <PaymentBadge state={order.payment.state} />
                <OrderStatusBadge status={order.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
