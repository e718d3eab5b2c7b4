import type { CheckoutQuoteQuery } from '@/gql/graphql';
import { RadioCards } from '@/components/RadioCards';
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
 * How the order reaches the shopper: one card per delivery the quote offers (cheapest first, then
 * Collect in store), each with its price or Free (its regular price struck through when it is
 * free for this order) and the estimated days when the store gives them.
 */
export function DeliveryMethods({ methods, ...choice }: DeliveryMethodsProps) {
  const money = useMoney();
  return (
    <RadioCards
      legend="Delivery"
      options={methods}
      {...choice}
      label={(method) => {
        const days = estimate(method);
        return (
          <>
            <span className="block break-words font-medium text-slate-900">{method.name}</span>
            {days && <span className="block text-sm text-slate-600">{days}</span>}
          </>
        );
      }}
      aside={(method) => {
        const free = method.price === 0;
        return (
          <span className="shrink-0 text-right text-sm tabular-nums">
            {free && method.regularPrice > 0 && (
              <s className="mr-1.5 text-slate-500">
                <span className="sr-only">was </span>
                {money.format(method.regularPrice)}
              </s>
            )}
            <span className="font-semibold text-slate-900">{free ? 'Free' : money.format(method.price)}</span>
          </span>
        );
      }}
    />
  );
}
