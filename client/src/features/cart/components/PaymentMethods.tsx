import type { CheckoutQuoteQuery } from '@/gql/graphql';
import { RadioCards } from '@/components/RadioCards';

type Method = CheckoutQuoteQuery['checkoutQuote']['paymentMethods'][number];

export interface PaymentMethodsProps {
  methods: readonly Method[];
  /** The method chosen (the first offered until the shopper picks another). */
  value: string | null;
  onChange: (id: string) => void;
  disabled?: boolean;
}

/** How the shopper pays: one card per method the shop offers, in the shop's order, each with what it means. */
export function PaymentMethods({ methods, ...choice }: PaymentMethodsProps) {
  return (
    <RadioCards
      legend="Payment"
      options={methods}
      {...choice}
      label={(method) => (
        <>
          <span className="block break-words font-medium text-slate-900">{method.name}</span>
          <span className="block text-sm text-slate-600">{method.description}</span>
        </>
      )}
    />
  );
}
