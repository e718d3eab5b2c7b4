import { AdminTable, type AdminTableColumn } from '@/components/AdminTable';
import { PaymentBadge } from '@/components/Badge';
import { Link } from 'react-router-dom';
import type { OrderStatus } from '@/gql/graphql';
import { adminOrderPath } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { FRESH_ROW_CLASS } from '@/lib/fresh-ids';
import { useMediaQuery } from '@/lib/use-media-query';
import { useMoney } from '@/lib/money-context';
import { shortOrderId } from '@/lib/order-status';
import type { AdminOrder } from '../hooks/use-admin-orders';
import { freshOrders } from '../hooks/use-order-feed';
import { OrderStatusSelect } from './OrderStatusSelect';

export interface OrdersTableProps {
  orders: AdminOrder[];
  busy: boolean;
  updatingId: string | null;
  /** A status was chosen for `order` (the change is asked for, then saved, by useUpdateOrderStatus). */
  onStatusChange: (order: AdminOrder, status: OrderStatus) => void;
  /** The orders ticked (for their packing slips). */
  selected: ReadonlySet<string>;
  /** The order's box was ticked or cleared. */
  onSelect: (orderId: string, selected: boolean) => void;
}

const COLUMNS: readonly AdminTableColumn[] = [
  { label: 'Select', srOnly: true },
  { label: 'Order' },
  { label: 'Customer' },
  { label: 'Date' },
  { label: 'Items', align: 'right' },
  { label: 'Total', align: 'right' },
  { label: 'Payment' },
  { label: 'Status' },
];
const linkClasses =
  'rounded font-mono font-semibold text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

const checkboxClasses =
  'size-5 rounded border-slate-400 text-indigo-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

function SelectBox({
  order,
  selected,
  onSelect,
}: { order: AdminOrder } & Pick<OrdersTableProps, 'selected' | 'onSelect'>) {
  return (
    <input
      type="checkbox"
      aria-label={`Select order #${shortOrderId(order.id)}`}
      checked={selected.has(order.id)}
      onChange={(event) => onSelect(order.id, event.target.checked)}
      className={checkboxClasses}
    />
  );
}

function OrderLink({ order }: { order: AdminOrder }) {
  return (
    <Link to={adminOrderPath(order.id)} className={linkClasses}>
      <span className="sr-only">Order </span>#{shortOrderId(order.id)}
    </Link>
  );
}

/**
 * Every order with a box to tick (for packing slips), its customer, date, items, total and an
 * inline status dropdown: a table from 768 px up, cards on narrower screens. Each row (or card) is `data-testid="admin-order-row"`; an
 * order that just arrived live is highlighted for a moment (`data-fresh`).
 */
export function OrdersTable({ orders, busy, updatingId, onStatusChange, selected, onSelect }: OrdersTableProps) {
  const money = useMoney();
  const wide = useMediaQuery('(min-width: 768px)');
  const fresh = freshOrders.useFresh();

  if (!wide) {
    return (
      <ul aria-label="Orders" aria-busy={busy} className={`space-y-3 ${busy ? 'opacity-60' : ''}`}>
        {orders.map((order) => (
          <li
            key={order.id}
            data-testid="admin-order-row"
            data-order-id={order.id}
            data-fresh={fresh.has(order.id) || undefined}
            className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-sm ${fresh.has(order.id) ? FRESH_ROW_CLASS : ''}`}
          >
            <div className="flex items-start justify-between gap-3">
              <div className="pt-0.5">
                <SelectBox order={order} selected={selected} onSelect={onSelect} />
              </div>
              <div className="min-w-0 flex-1">
                <h2 className="text-base">
                  <OrderLink order={order} />
                </h2>
                <p className="truncate font-medium text-slate-900">{order.user.name}</p>
                <p className="truncate text-sm text-slate-600">{order.user.email}</p>
              </div>
              <p className="shrink-0 text-right font-semibold tabular-nums text-slate-900">
                {money.format(order.totalAmount)}
              </p>
            </div>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3 text-sm text-slate-600">
              <span>
                {formatDate(order.orderedAt)} · {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'}
              </span>
              <span className="flex flex-wrap items-center gap-2">
                <PaymentBadge state={order.payment.state} />
                <OrderStatusSelect
                  orderId={order.id}
                  status={order.status}
                  nextStatuses={order.nextStatuses}
                  busy={updatingId === order.id}
                  onChange={(status) => onStatusChange(order, status)}
                />
              </span>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <AdminTable columns={COLUMNS} busy={busy}>
      {orders.map((order) => (
        <tr
          key={order.id}
          data-testid="admin-order-row"
          data-order-id={order.id}
          data-fresh={fresh.has(order.id) || undefined}
          className={`hover:bg-slate-50 ${fresh.has(order.id) ? FRESH_ROW_CLASS : ''}`}
        >
          <td className="w-10 px-4 py-3">
            <SelectBox order={order} selected={selected} onSelect={onSelect} />
          </td>
          <th scope="row" className="px-4 py-3 font-normal">
            <OrderLink order={order} />
          </th>
          <td className="max-w-64 px-4 py-3">
            <span className="block truncate font-medium text-slate-900">{order.user.name}</span>
            <span className="block truncate text-slate-600">{order.user.email}</span>
          </td>
          <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatDate(order.orderedAt)}</td>
          <td className="px-4 py-3 text-right tabular-nums text-slate-700">{order.itemCount}</td>
          <td className="px-4 py-3 text-right font-semibold tabular-nums text-slate-900">
            {money.format(order.totalAmount)}
          </td>
          <td className="px-4 py-3">
            <PaymentBadge state={order.payment.state} />
          </td>
          <td className="px-4 py-3">
            <OrderStatusSelect
              orderId={order.id}
              status={order.status}
              nextStatuses={order.nextStatuses}
              busy={updatingId === order.id}
              onChange={(status) => onStatusChange(order, status)}
            />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
