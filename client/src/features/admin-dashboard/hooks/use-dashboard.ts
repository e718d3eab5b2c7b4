import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { type GetDashboardQuery } from '@/gql/graphql';
import { GetDashboardDocument } from '../api/GetDashboard.generated';
import { notifyFailure } from '@/lib/notify';

export type DashboardData = GetDashboardQuery['dashboard'];

/**
 * The admin's dashboard: totals, the 5 recent orders, revenue per day, low-stock books. Shown
 * from the cache at once and refreshed on every visit. A failure toasts 'Failed to fetch
 * dashboard data'.
 */
export function useDashboard() {
  const { data, loading, error, refetch } = useQuery(GetDashboardDocument, { fetchPolicy: 'cache-and-network' });

  useEffect(() => {
    if (error) notifyFailure(error, 'Failed to fetch dashboard data', { scope: 'dashboard', useServerMessage: false });
  }, [error]);

  return {
    dashboard: data?.dashboard,
    loading: loading && !data,
    failed: Boolean(error) && !data,
    retry: () => void refetch().catch(() => undefined),
  };
}
