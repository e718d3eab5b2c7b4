/** The toast scope of the cart page: a cart change that succeeds dismisses its open failures. */
export const CART_SCOPE = 'cart';
