import { useId } from 'react';
import type { CheckoutQuoteQuery } from '@/gql/graphql';
import { useMoney } from '@/lib/money-context';

type Method = CheckoutQuoteQuery['checkoutQuote']['methods'][number];

export interface DeliveryMethodsProps {
  methods: readonly Method[];
  /** The method the quote priced (the cheapest until the shopper picks another). */
  value: string | null;
  onChange: (id: string) => void;
  disabled?: boolean;
}

/** "2–4 days", "1 day", "Up to 5 days", or nothing when the store gives no estimate. */
export function estimate({ minDays, maxDays }: Pick<Method, 'minDays' | 'maxDays'>): string | null {
  const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
  if (minDays != null && maxDays != null) return minDays === maxDays ? days(minDays) : `${minDays}–${days(maxDays)}`;
  if (maxDays != null) return `Up to ${days(maxDays)}`;
  if (minDays != null) return `From ${days(minDays)}`;
  return null;
}

/**
 * How the order reaches the shopper: one radio per delivery the quote offers (cheapest first, then
 * Collect in store), each with its price or Free (its regular price struck through when it is
 * free for this order) and the estimated days when the store gives them. Arrow keys move between
 * them, as in any radio group.
 */
export function DeliveryMethods({ methods, value, onChange, disabled }: DeliveryMethodsProps) {
  const money = useMoney();
  const name = useId();
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold uppercase tracking-wide text-slate-600">Delivery</legend>
      <div className="space-y-2">
        {methods.map((method) => {
          const days = estimate(method);
          const free = method.price === 0;
          return (
            <label
              key={method.id}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500"
            >
              <input
                type="radio"
                name={name}
                value={method.id}
                checked={method.id === value}
                disabled={disabled}
                onChange={() => onChange(method.id)}
                className="mt-1 h-4 w-4 shrink-0 accent-indigo-600 focus:outline-none"
              />
              <span className="min-w-0 flex-1">
                <span className="block break-words font-medium text-slate-900">{method.name}</span>
                {days && <span className="block text-sm text-slate-600">{days}</span>}
              </span>
              <span className="shrink-0 text-right text-sm tabular-nums">
                {free && method.regularPrice > 0 && (
                  <s className="mr-1.5 text-slate-500">
                    <span className="sr-only">was </span>
                    {money.format(method.regularPrice)}
                  </s>
                )}
                <span className="font-semibold text-slate-900">{free ? 'Free' : money.format(method.price)}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
