import type { ReactNode } from 'react';

/**
 * Where an order goes, as a checkout screen (the cart, Buy now) sees it: the addresses feature
 * makes one (`useDelivery`), the app's pages hand it to the cart's screens, whose review dialog
 * shows it and places the order with `ensureAddress()`'s answer.
 */
export interface Delivery {
  /** The "Deliver to" block: the address chosen (or a note that there is none), a way to choose another or add one. */
  picker: ReactNode;
  /** The add-address form while it is open (the review dialog shows it in place of the review), else null. */
  form: ReactNode;
  /** The chosen address, or null when the shopper has none (yet). */
  addressId: string | null;
  /** The address list is still loading: ordering waits. */
  loading: boolean;
  /**
   * The address to order to: the chosen one at once, or, when there is none, the one the shopper
   * adds in the form this opens; null when they close the form instead.
   */
  ensureAddress(): Promise<string | null>;
  /** Closes the add form without saving (its host is closing). */
  closeForm(): void;
}
