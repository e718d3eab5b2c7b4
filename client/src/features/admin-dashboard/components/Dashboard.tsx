import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button-styles';
import { LiveStatusNote } from '@/components/LiveStatusNote';
import { PageSpinner } from '@/components/Spinner';
import { paths } from '@/config/paths';
import { useMoney } from '@/lib/money-context';
import { useDashboard } from '../hooks/use-dashboard';
import { LowStockList } from './LowStockList';
import { RecentOrders } from './RecentOrders';
import { RevenueByDay } from './RevenueByDay';

const cardClasses = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

function StatCard({ label, value }: { label: string; value: string }) {
  return (
    <div className={cardClasses}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl">{value}</dd>
    </div>
  );
}

const quickActions = [
  { label: 'Manage Books', to: paths.adminBooks },
  { label: 'Add Book', to: paths.adminAddBook },
  { label: 'Manage Orders', to: paths.adminOrders },
  { label: 'Complaints', to: paths.adminComplaints },
  { label: 'Settings', to: paths.adminSettings },
  { label: 'Customers', to: paths.adminCustomers },
  { label: 'Activity', to: paths.adminActivity },
  { label: 'Reports', to: paths.adminReports },
  { label: 'Reviews', to: paths.adminReviews },
];

/**
 * The admin dashboard: totals, quick actions, the 5 recent orders, a system overview, revenue per
 * day over the last 30 days and the books running out. Cancelled orders count apart: the server
 * leaves them out of the orders, the revenue, the average and the chart, so the order count is
 * labelled "Orders (not cancelled)". The server's `completed` is every counted order past pending
 * (shipped, delivered or not yet), so it is labelled "Shipped or delivered", not "Completed".
 */
export function Dashboard() {
  const { dashboard, loading, failed, retry } = useDashboard();
  const money = useMoney();

  const heading = (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Admin Dashboard</h1>
      <p className="mt-2 text-slate-600">The store at a glance.</p>
      <LiveStatusNote className="mt-1" />
    </div>
  );

  if (failed) {
    return (
      <div className="space-y-6">
        {heading}
        <div className="rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center">
          <p className="text-slate-700">The dashboard could not be loaded.</p>
          <button type="button" onClick={retry} className={buttonClasses('primary', 'md', 'mt-4')}>
            Try again
          </button>
        </div>
      </div>
    );
  }
  if (loading || !dashboard) {
    return (
      <div className="space-y-6">
        {heading}
        <PageSpinner label="Loading dashboard..." />
      </div>
    );
  }

  const { totals } = dashboard;
  return (
    <div className="space-y-6">
      {heading}

      <section aria-label="Totals">
        <dl className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
          <StatCard label="Total Books" value={String(totals.books)} />
          <StatCard label="Orders (not cancelled)" value={String(totals.orders)} />
          <StatCard label="Total Revenue" value={money.format(totals.revenue)} />
          <StatCard label="Pending Orders" value={String(totals.pending)} />
        </dl>
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <RevenueByDay revenueByDay={dashboard.revenueByDay} />
          <RecentOrders orders={dashboard.recentOrders} />
        </div>
        <div className="min-w-0 space-y-6">
          <nav aria-labelledby="quick-actions-heading" className={cardClasses}>
            <h2 id="quick-actions-heading" className="text-lg font-semibold text-slate-900">
              Quick Actions
            </h2>
            <ul className="mt-3 grid gap-2">
              {quickActions.map((action) => (
                <li key={action.to}>
                  <Link to={action.to} className={buttonClasses('secondary', 'md', 'w-full justify-start')}>
                    {action.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <section aria-labelledby="overview-heading" className={cardClasses}>
            <h2 id="overview-heading" className="text-lg font-semibold text-slate-900">
              System Overview
            </h2>
            <dl className="mt-3 divide-y divide-slate-100 text-sm">
              <div className="flex justify-between gap-3 py-2">
                <dt className="text-slate-600">Books in inventory</dt>
                <dd className="font-semibold tabular-nums text-slate-900">{totals.books}</dd>
              </div>
              <div className="flex justify-between gap-3 py-2">
                <dt className="text-slate-600">Shipped or delivered</dt>
                <dd className="font-semibold tabular-nums text-slate-900">{totals.completed}</dd>
              </div>
              <div className="flex justify-between gap-3 py-2">
                <dt className="text-slate-600">Cancelled orders</dt>
                <dd className="font-semibold tabular-nums text-slate-900">{totals.cancelled}</dd>
              </div>
              <div className="flex justify-between gap-3 py-2">
                <dt className="text-slate-600">Average order value</dt>
                <dd className="font-semibold tabular-nums text-slate-900">{money.format(totals.averageOrderValue)}</dd>
              </div>
            </dl>
          </section>

          <LowStockList
            books={dashboard.lowStock}
            count={dashboard.lowStockCount}
            threshold={dashboard.lowStockThreshold}
          />
        </div>
      </div>
    </div>
  );
}
