import type { StockLine } from '../books/book-stock';

/**
 * What ordering needs from a shopper's cart: its lines, and emptying it once the order is
 * acknowledged. CartService provides it (OrdersModule binds CART_SOURCE to it).
 */
export interface CartSource {
  lines(userId: string): Promise<readonly StockLine[]>;
  clear(userId: string): Promise<unknown>;
}

export const CART_SOURCE = Symbol('CART_SOURCE');
