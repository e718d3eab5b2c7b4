import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { SessionVerifier } from '@/features/auth/components/SessionVerifier';
import { getApolloClient } from '@/lib/apollo-client';
import { MoneyProvider } from '@/lib/money-provider';
import { SessionProvider } from '@/lib/session-provider';
import { Toasts } from './layout/Toasts';

export interface AppProvidersProps {
  children: ReactNode;
  client?: ApolloClient;
}

/**
 * Apollo, the session (verified once at start-up), the store's money formatting and the toast
 * area, around the router.
 */
export function AppProviders({ children, client = getApolloClient() }: AppProvidersProps) {
  return (
    <ApolloProvider client={client}>
      <SessionProvider>
        <SessionVerifier />
        <MoneyProvider>{children}</MoneyProvider>
        <Toasts />
      </SessionProvider>
    </ApolloProvider>
  );
}
