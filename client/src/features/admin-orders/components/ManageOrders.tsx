import { useState } from 'react';
import { FilterSelect } from '@/components/FilterSelect';
import { LiveStatusNote } from '@/components/LiveStatusNote';
import { SearchInput } from '@/components/SearchInput';
import { ListResults } from '@/components/ListResults';
import { useListFilters } from '@/lib/use-list-filters';
import { useMoney } from '@/lib/money-context';
import { ORDER_STATUSES, orderStatusLabel } from '@/lib/order-status';
import { PAYMENT_STATES, paymentStateLabel } from '@/lib/payment-state';
import { adminOrderFilterSchema, useAdminOrders, useOrderTotals } from '../hooks/use-admin-orders';
import { useUpdateOrderStatus } from '../hooks/use-update-order-status';
import { ExportOrdersForm } from './ExportOrdersForm';
import { OrdersTable } from './OrdersTable';
import { PackingSlipsBar } from './PackingSlipsBar';

const NONE: ReadonlySet<string> = new Set();

function SummaryCard({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}

/**
 * Order management: the store's revenue, its orders (not cancelled), pending and cancelled
 * orders (the list below shows every order, cancelled ones too: its count is their sum); search by
 * order id (whole or its last 8 characters), customer name or email, a status filter and a payment filter (all in
 * the URL); every order with an inline status dropdown; a CSV export of a range of days; orders
 * ticked (cleared when the filters change) download their packing slips as one PDF.
 */
export function ManageOrders() {
  const { filters, setFilter } = useListFilters(adminOrderFilterSchema);
  const list = useAdminOrders(filters);
  const totals = useOrderTotals();
  const money = useMoney();
  const { updateStatus, updatingId, confirmDialog } = useUpdateOrderStatus();
  // The ticked orders belong to the filters they were ticked under: other filters start with none.
  const filterKey = JSON.stringify([filters.search, filters.status, filters.payment]);
  const [selection, setSelection] = useState({ key: filterKey, ids: new Set<string>() as ReadonlySet<string> });
  const selected = selection.key === filterKey ? selection.ids : NONE;
  const pageIds = list.items.map((order) => order.id);
  const select = (ids: readonly string[], on: boolean) =>
    setSelection((current) => {
      const next = new Set(current.key === filterKey ? current.ids : NONE);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return { key: filterKey, ids: next };
    });

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Manage Orders</h1>
        <p className="mt-2 text-slate-600">
          Find orders and move them from pending to shipped to delivered, or cancel a pending one.
        </p>
        <LiveStatusNote className="mt-1" />
      </div>

      <section aria-label="Order summary">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <SummaryCard label="Total Revenue" value={totals ? money.format(totals.revenue) : '—'} />
          <SummaryCard label="Orders (not cancelled)" value={totals ? String(totals.orders) : '—'} />
          <SummaryCard label="Pending Orders" value={totals ? String(totals.pending) : '—'} />
          <SummaryCard label="Cancelled Orders" value={totals ? String(totals.cancelled) : '—'} />
        </dl>
      </section>

      <ExportOrdersForm />

      <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <SearchInput
          id="admin-orders-search"
          label="Search by order id, customer, postal code or city"
          value={filters.search}
          onSearch={(value) => setFilter('search', value)}
          placeholder="Order, name, email, postcode"
        />
        <FilterSelect
          id="admin-orders-status"
          label="Status"
          value={filters.status}
          allLabel="All Statuses"
          options={ORDER_STATUSES}
          optionLabel={orderStatusLabel}
          onChange={(value) => setFilter('status', adminOrderFilterSchema.status.parse(value))}
        />
        <FilterSelect
          id="admin-orders-payment"
          label="Payment"
          value={filters.payment}
          allLabel="All Payments"
          options={PAYMENT_STATES}
          optionLabel={paymentStateLabel}
          onChange={(value) => setFilter('payment', adminOrderFilterSchema.payment.parse(value))}
        />
      </div>

      <ListResults list={list} noun="orders" emptyText={'No orders found'}>
        <PackingSlipsBar pageIds={pageIds} selected={selected} onSelectAll={(on) => select(pageIds, on)} />
        <OrdersTable
          selected={selected}
          onSelect={(id, on) => select([id], on)}
          orders={list.items}
          busy={list.refreshing}
          updatingId={updatingId}
          onStatusChange={(order, status) => void updateStatus(order, status)}
        />
      </ListResults>
      {confirmDialog}
    </div>
  );
}
