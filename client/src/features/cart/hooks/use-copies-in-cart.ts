import { useQuery } from '@apollo/client/react';
import { GetCartDocument } from '../api/GetCart.generated';

/**
 * How many copies of a book the shopper's cart already holds, from the cached cart (the header
 * has usually fetched it; every cart mutation replaces it). 0 until the cart is known.
 */
export function useCopiesInCart(bookId: string): number {
  const { data } = useQuery(GetCartDocument);
  return data?.cart.lines.find((line) => line.book.id === bookId)?.quantity ?? 0;
}
