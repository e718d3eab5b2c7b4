import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { CheckoutQuoteInput } from '@/gql/graphql';
import { CheckoutQuoteDocument } from '../api/CheckoutQuote.generated';

export interface QuoteOptions {
  /** Buy now's lines; left out, the cart. */
  lines?: readonly { bookId: string; quantity: number }[];
  /** The address chosen, or null for none (collection, when the store offers it). */
  addressId: string | null;
  /** The address book is still loading: no quote until the address is known. */
  waiting: boolean;
}

/**
 * The server's quote for the review's choices (docs/api.md "Checkout"): refetched whenever the
 * address, the delivery method or the code changes, never worked out here. While a new quote is
 * on its way, the last one stays on screen (`stale`) and `ready` is false, so that an order is
 * only placed at a total the shopper has seen. A method chosen for another address is forgotten.
 */
export function useCheckoutQuote({ lines, addressId, waiting }: QuoteOptions) {
  const [chosen, setChosen] = useState<{ addressId: string | null; methodId: string } | null>(null);
  const [discountCode, setDiscountCode] = useState<string | null>(null);
  const shippingMethodId = chosen && chosen.addressId === addressId ? chosen.methodId : null;

  const input: CheckoutQuoteInput = {};
  if (lines) input.lines = lines.map(({ bookId, quantity }) => ({ bookId, quantity }));
  if (addressId) input.addressId = addressId;
  if (shippingMethodId) input.shippingMethodId = shippingMethodId;
  if (discountCode) input.discountCode = discountCode;

  const { data, previousData, loading, error, refetch } = useQuery(CheckoutQuoteDocument, {
    variables: { input },
    skip: waiting,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const current = loading || error ? undefined : data?.checkoutQuote;
  const quote = current ?? data?.checkoutQuote ?? previousData?.checkoutQuote ?? null;

  return {
    /** The quote to show: the current one, else the last one while the next loads. */
    quote,
    /** The quote on screen is not for the current choices (yet). */
    stale: !current,
    /** The quote for the current choices is in and says the order can be placed. */
    ready: Boolean(current?.orderable),
    loading: loading || waiting,
    failed: Boolean(error) && !loading,
    /** The delivery chosen: the shopper's pick at once (before its quote is in), else the one quoted. */
    methodId: shippingMethodId ?? quote?.shippingMethodId ?? null,
    discountCode,
    chooseMethod: (methodId: string) => setChosen({ addressId, methodId }),
    applyCode: setDiscountCode,
    /** Quotes again (after a refusal at placing, or Try again). */
    requote: () => void refetch().catch(() => undefined),
  };
}

export type CheckoutQuote = ReturnType<typeof useCheckoutQuote>;
