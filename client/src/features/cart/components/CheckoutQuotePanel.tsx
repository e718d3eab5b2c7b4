import type { RefObject } from 'react';
import { TotalsBreakdown } from '@/components/TotalsBreakdown';
import { useMoney } from '@/lib/money-context';
import type { CheckoutQuote } from '../hooks/use-checkout-quote';
import { DeliveryMethods } from './DeliveryMethods';
import { DiscountCodeField, type DiscountCodeFieldHandle } from './DiscountCodeField';

export interface CheckoutQuotePanelProps {
  checkout: CheckoutQuote;
  codeRef: RefObject<DiscountCodeFieldHandle | null>;
  /** Why placing refused the code (shown at the code field). */
  codeRefusal: string | null;
  /** What placing said about the total or the delivery (e.g. PRICE_CHANGED's message). */
  notice: string | null;
  /** The order is being placed: the choices wait. */
  disabled: boolean;
  onChooseMethod: (id: string) => void;
  onApplyCode: (code: string | null) => void;
}

const linkButton =
  'rounded text-sm font-semibold text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

const problemClasses = 'rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900';

/**
 * The review's choices and what they cost, all from the server's quote: the delivery methods, the
 * discount code and the breakdown (the last one stays, dimmed, while the next is on its way), or
 * why the order cannot be placed as it is (no delivery to the address, an address needed, a code
 * that does not apply), or that the quote failed, with Try again.
 */
export function CheckoutQuotePanel({
  checkout,
  codeRef,
  codeRefusal,
  notice,
  disabled,
  onChooseMethod,
  onApplyCode,
}: CheckoutQuotePanelProps) {
  const money = useMoney();
  const { quote, stale, failed } = checkout;
  const current = stale ? null : quote;
  const totals = quote?.totals;
  const applied = checkout.discountCode;
  // What the code takes off stays said (not announced again) while another choice is quoted.
  const success =
    quote && applied && quote.totals.discountCode === applied && !quote.discountProblem
      ? `${applied} applied: −${money.format(quote.totals.discount)}`
      : null;
  const codeProblem = codeRefusal ?? (current?.discountProblem?.message || null);

  return (
    <div className="mt-4 space-y-4">
      {quote && quote.methods.length > 0 && (
        <DeliveryMethods
          methods={quote.methods}
          value={checkout.methodId}
          onChange={onChooseMethod}
          disabled={disabled}
        />
      )}
      {current?.deliveryProblem && (
        <p role="alert" className={problemClasses}>
          {current.deliveryProblem.message}
        </p>
      )}
      <DiscountCodeField
        ref={codeRef}
        applied={applied}
        success={success}
        problem={codeProblem}
        onApply={onApplyCode}
        onRemove={() => onApplyCode(null)}
        disabled={disabled}
      />
      <section aria-label="Order total" className="border-t border-slate-200 pt-3">
        {totals ? (
          <TotalsBreakdown totals={totals} stale={stale} totalTestId="order-review-total" />
        ) : (
          !failed && <p className="text-sm text-slate-600">Working out your total...</p>
        )}
        {failed && (
          <div role="alert" className="mt-2 text-sm text-slate-700">
            <p>The total could not be worked out.</p>
            <button type="button" className={`${linkButton} mt-1`} onClick={checkout.requote}>
              Try again
            </button>
          </div>
        )}
      </section>
      {notice && (
        <p role="alert" className={problemClasses}>
          {notice}
        </p>
      )}
    </div>
  );
}
