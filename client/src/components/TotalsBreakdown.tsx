import type { OrderTotalsFieldsFragment } from '@/gql/graphql';
import { useMoney } from '@/lib/money-context';

export interface TotalsBreakdownProps {
  totals: OrderTotalsFieldsFragment;
  /** Figures still shown while newer ones are on their way: dimmed and marked busy. */
  stale?: boolean;
  /** The total's test id (each screen has its own). */
  totalTestId?: string;
  className?: string;
}

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

/** "incl. VAT 20 %" when the prices include it, "Tax 8.875 %" when it is added; what it applies to when rates differ. */
function taxLabel(line: OrderTotalsFieldsFragment['taxLines'][number], included: boolean, several: boolean): string {
  const rate = `${percent.format(line.rate)} %`;
  const base = included ? `incl. VAT ${rate}` : `Tax ${rate}`;
  return several ? `${base} on ${line.appliesTo.join(' and ')}` : base;
}

/**
 * How a total is made up, as the server worked it out (never on the client): the books' subtotal,
 * the code's discount, the delivery and its price (or Free), one line per tax rate (included or
 * added) and the total. An order placed before the breakdown has only its books: subtotal and total.
 */
export function TotalsBreakdown({ totals, stale = false, totalTestId, className = '' }: TotalsBreakdownProps) {
  const money = useMoney();
  const method = totals.shippingMethod;
  const several = totals.taxLines.length > 1;
  const row = 'flex justify-between gap-3';
  return (
    <dl
      aria-busy={stale || undefined}
      className={`space-y-1.5 text-sm tabular-nums transition-opacity ${stale ? 'opacity-50' : ''} ${className}`}
    >
      <div className={row}>
        <dt className="text-slate-600">Subtotal</dt>
        <dd className="font-medium text-slate-900">{money.format(totals.subtotal)}</dd>
      </div>
      {totals.discount > 0 && (
        <div className={row}>
          <dt className="text-slate-600">Discount{totals.discountCode && ` (${totals.discountCode})`}</dt>
          <dd className="font-medium text-emerald-800">−{money.format(totals.discount)}</dd>
        </div>
      )}
      {method && (
        <div className={row}>
          <dt className="min-w-0 break-words text-slate-600">
            {method.collection ? method.name : `Shipping (${method.name})`}
          </dt>
          <dd className="font-medium text-slate-900">{totals.shipping > 0 ? money.format(totals.shipping) : 'Free'}</dd>
        </div>
      )}
      {totals.taxLines.map((line) => (
        <div key={`${line.rate}-${line.appliesTo.join()}`} className={row}>
          <dt className="text-slate-600">{taxLabel(line, totals.taxIncluded, several)}</dt>
          <dd className={totals.taxIncluded ? 'text-slate-600' : 'font-medium text-slate-900'}>
            {money.format(line.amount)}
          </dd>
        </div>
      ))}
      <div className={`${row} border-t border-slate-200 pt-2 text-base font-bold text-slate-900`}>
        <dt>Total</dt>
        <dd data-testid={totalTestId}>{money.format(totals.total)}</dd>
      </div>
    </dl>
  );
}
