import { useQuery } from '@apollo/client/react';
import { useMemo, type ReactNode } from 'react';
import { GetStoreSettingsDocument } from '@/lib/api/StoreSettings.generated';
import { DEFAULT_CURRENCY } from './format';
import { MoneyContext, moneyIn } from './money-context';

export interface MoneyProviderProps {
  children: ReactNode;
}

/**
 * Reads the store currency once (the public StoreSettings query) and gives every screen the
 * formatter for it. The default currency shows while it loads or if it cannot be read; the last
 * known currency survives a cleared cache (logout, expired session).
 */
export function MoneyProvider({ children }: MoneyProviderProps) {
  const { data, previousData } = useQuery(GetStoreSettingsDocument);
  const currency = data?.storeSettings.currency ?? previousData?.storeSettings.currency ?? DEFAULT_CURRENCY;
  const money = useMemo(() => moneyIn(currency), [currency]);
  return <MoneyContext value={money}>{children}</MoneyContext>;
}
