import type { ReactNode } from 'react';

/**
 * Where an order goes, as a checkout screen (the cart, Buy now) sees it: the addresses feature
 * makes one (`useDelivery`), the app's pages hand it to the cart's screens, whose review dialog
 * shows it, quotes the order to `addressId` and places it there (none: collection in store, when
 * the store offers it).
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
  /** Closes the add form without saving (its host is closing). */
  closeForm(): void;
}
