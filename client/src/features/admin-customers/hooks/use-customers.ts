import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { ListCustomersQuery } from '@/gql/graphql';
import { getErrorCode } from '@/lib/errors';
import { notifyFailure } from '@/lib/notify';
import { type FilterSchema, type FiltersOf } from '@/lib/use-list-filters';
import { usePaginatedList } from '@/lib/use-paginated-list';
import { GetCustomerDocument } from '../api/GetCustomer.generated';
import { ListCustomersDocument } from '../api/ListCustomers.generated';

export type CustomerRow = ListCustomersQuery['customers']['edges'][number]['node'];

/** The customer list's search, kept in the URL as ?q= (typing replaces the history entry). */
export const customerFilterSchema = {
  search: { param: 'q', replace: true },
} satisfies FilterSchema;

export type CustomerFilters = FiltersOf<typeof customerFilterSchema>;

/** Toasts and dismisses under this scope: the customer list and a customer's page. */
export const CUSTOMERS_SCOPE = 'admin-customers';

/** The shoppers by name, a page at a time, narrowed to names or emails starting with the search. */
export function useCustomers({ search }: CustomerFilters) {
  return usePaginatedList(
    ListCustomersDocument,
    { search: search.trim() },
    {
      connection: (data) => data.customers,
      onError: (error) =>
        notifyFailure(error, 'Failed to fetch customers', { scope: CUSTOMERS_SCOPE, useServerMessage: false }),
    },
  );
}

/**
 * One customer's page, fetched again on each visit. An unknown customer or a malformed id is
 * `notFound` (no toast); any other failure toasts 'Failed to fetch the customer' and goes back to
 * the list.
 */
export function useCustomer(id: string) {
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(GetCustomerDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const code = error ? getErrorCode(error) : undefined;
  const notFound = !data && (code === 'NOT_FOUND' || code === 'INVALID_ID');
  const failed = Boolean(error) && !data && !notFound;

  useEffect(() => {
    if (!failed) return;
    if (notifyFailure(error, 'Failed to fetch the customer', { scope: CUSTOMERS_SCOPE, useServerMessage: false })) {
      void navigate(paths.adminCustomers, { replace: true });
    }
  }, [failed, error, navigate]);

  return { details: data?.customer, loading: loading && !data, notFound };
}
