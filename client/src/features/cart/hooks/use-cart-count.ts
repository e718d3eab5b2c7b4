import { useQuery } from '@apollo/client/react';
import { GetCartDocument } from '../api/GetCart.generated';

/**
 * How many items the shopper's cart holds, for the header's cart icon (mount it for shoppers
 * only: the admin has no cart). Read from the cached cart, which every cart mutation replaces, so
 * it stays current without polling. Undefined until known; a failure shows no count rather than
 * a toast (the cart page reports its own).
 */
export function useCartCount(): number | undefined {
  const { data } = useQuery(GetCartDocument);
  return data?.cart.itemCount;
}
