import { useId } from 'react';
import type { CheckoutQuoteQuery } from '@/gql/graphql';

type Method = CheckoutQuoteQuery['checkoutQuote']['paymentMethods'][number];

export interface PaymentMethodsProps {
  methods: readonly Method[];
  /** The method chosen (the first offered until the shopper picks another). */
  value: string | null;
  onChange: (id: string) => void;
  disabled?: boolean;
}

/**
 * How the shopper pays: one radio per method the shop offers, in the shop's order, each with what
 * it means. Arrow keys move between them, as in any radio group.
 */
export function PaymentMethods({ methods, value, onChange, disabled }: PaymentMethodsProps) {
  const name = useId();
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold uppercase tracking-wide text-slate-600">Payment</legend>
      <div className="space-y-2">
        {methods.map((method) => (
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
              <span className="block text-sm text-slate-600">{method.description}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
