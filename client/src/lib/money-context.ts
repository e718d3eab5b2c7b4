import { createContext, useContext } from 'react';
import { DEFAULT_CURRENCY, formatMoney } from './format';

export interface Money {
  /** The store currency, an ISO 4217 code (StoreSettings.currency). */
  currency: string;
  /** Formats an amount in the store currency. */
  format: (amount: number) => string;
}

export function moneyIn(currency: string): Money {
  return { currency, format: (amount) => formatMoney(amount, currency) };
}

/** Without a <MoneyProvider> (or while it loads) amounts are shown in the default currency. */
export const MoneyContext = createContext<Money>(moneyIn(DEFAULT_CURRENCY));

/** The store's money formatting: `const money = useMoney(); money.format(book.price)`. */
export function useMoney(): Money {
  return useContext(MoneyContext);
}
