import { TotalsBreakdown } from '@/components/TotalsBreakdown';
import type { OrderTotalsFieldsFragment } from '@/gql/graphql';

/**
 * An order's breakdown on its page (the shopper's and the admin's): subtotal, discount with its
 * code, the delivery method and its price, tax and total, as kept with the order.
 */
export function OrderTotals({ totals }: { totals: OrderTotalsFieldsFragment }) {
  return (
    <div aria-label="Order total" role="group" className="border-t border-slate-200 pt-4 sm:ml-auto sm:max-w-sm">
      <TotalsBreakdown totals={totals} totalTestId="order-total" />
    </div>
  );
}
