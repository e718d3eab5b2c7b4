import { DashboardChangedDocument } from '../api/DashboardChanged.generated';
import { GetDashboardDocument } from '../api/GetDashboard.generated';
import { useLiveSubscription } from '@/lib/use-live-subscription';

/**
 * The dashboard's live figures, anywhere in the admin's screens: each event (at most one a second,
 * after orders or the catalogue changed) replaces the cached dashboard, so its totals, recent
 * orders, revenue and low-stock list, and the order list's totals, follow without a refetch.
 */
export function useDashboardFeed(): void {
  useLiveSubscription(DashboardChangedDocument, {
    fetchPolicy: 'no-cache',
    onData: ({ dashboardChanged }, client) => {
      client.cache.writeQuery({ query: GetDashboardDocument, data: { dashboard: dashboardChanged } });
    },
  });
}
