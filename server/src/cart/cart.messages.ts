/** The success messages of the cart, for the REST envelopes and the GraphQL payloads alike. */
export const CART_MESSAGES = {
  /** One copy keeps the message existing clients know word for word; more get a proper plural. */
  added: (quantity: number) =>
    quantity === 1 ? 'Book added to cart successfully!' : `${quantity} books added to cart successfully!`,
  updated: 'Cart updated successfully',
  removed: 'Item removed from cart',
  cleared: 'Cart cleared successfully',
  /** When a read dropped lines whose book was deleted. */
  dropped: (count: number) =>
    count === 1
      ? '1 book in your cart is no longer available and was removed'
      : `${count} books in your cart are no longer available and were removed`,
} as const;

/** A success message followed by the notice about dropped lines, when there is one. */
export function withNotice(message: string, notice: string | null): string {
  if (!notice) return message;
  return /[.!?]$/.test(message) ? `${message} ${notice}` : `${message}. ${notice}`;
}
