import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, inputClasses } from '@/components/FormField';
import { formatDate } from '@/lib/format';
import { useMoney } from '@/lib/money-context';
import { shortOrderId } from '@/lib/order-status';
import { useComplaintOrders } from '../hooks/use-complaint-orders';

export interface OrderPickerProps {
  field: UseFormRegisterReturn<'orderId'>;
}

/** The optional order a complaint is about: one of the shopper's latest orders, by number, date and total. */
export function OrderPicker({ field }: OrderPickerProps) {
  const { orders, loading, failed } = useComplaintOrders(true);
  const money = useMoney();
  const hint = loading
    ? 'Loading your orders...'
    : failed
      ? 'Your orders could not be loaded; you can still submit without one.'
      : orders.length === 0
        ? 'You have no orders yet.'
        : 'Optional: the order this is about.';

  return (
    <FormField id="complaint-order" label="Related order" hint={hint}>
      {(control) => (
        <select {...control} {...field} className={inputClasses} disabled={loading}>
          <option value="">No particular order</option>
          {orders.map((order) => (
            <option key={order.id} value={order.id}>
              {`Order #${shortOrderId(order.id)} · ${formatDate(order.orderedAt)} · ${money.format(order.totalAmount)}`}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
