import { ORDER_STATUS_TONES, toneClasses } from '@/components/tones';
import type { OrderStatus } from '@/gql/graphql';
import { ORDER_STATUSES, orderStatusLabel, shortOrderId } from '@/lib/order-status';

export interface OrderStatusSelectProps {
  orderId: string;
  status: OrderStatus;
  /** The statuses the server says the admin may set now (the order's `nextStatuses`). */
  nextStatuses: readonly OrderStatus[];
  /** A change is being saved: the dropdown ignores further changes until it is done. */
  busy: boolean;
  /** A status was chosen: ask, then save (useUpdateOrderStatus). The dropdown keeps showing `status` meanwhile. */
  onChange: (status: OrderStatus) => void;
}

/**
 * The inline status dropdown of one order, in the status's colour; it always shows the saved
 * status and offers the statuses the server says may follow it (`nextStatuses`), in the usual
 * order of statuses; with none to offer (a cancelled order) it is disabled. A choice only asks for
 * a change: the select stays on the saved status until the change is confirmed and saved. While
 * saving it stays focusable (marked busy, not disabled), so that focus can come back to it from
 * the confirmation and stay there.
 */
export function OrderStatusSelect({ orderId, status, nextStatuses, busy, onChange }: OrderStatusSelectProps) {
  const choices = ORDER_STATUSES.filter((value) => value === status || nextStatuses.includes(value));
  return (
    <select
      aria-label={`Status of order #${shortOrderId(orderId)}`}
      value={status}
      disabled={nextStatuses.length === 0}
      aria-busy={busy}
      onChange={(event) => {
        const next = event.target.value as OrderStatus;
        if (!busy && next !== status) onChange(next);
      }}
      className={`h-10 rounded-lg border px-2 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:opacity-60 aria-busy:cursor-wait aria-busy:opacity-60 ${toneClasses(ORDER_STATUS_TONES[status], 'field')}`}
    >
      {choices.map((value) => (
        <option key={value} value={value}>
          {orderStatusLabel(value)}
        </option>
      ))}
    </select>
  );
}
