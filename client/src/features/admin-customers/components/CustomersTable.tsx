import { Link } from 'react-router-dom';
import { AdminTable, type AdminTableColumn } from '@/components/AdminTable';
import { adminCustomerPath } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useMediaQuery } from '@/lib/use-media-query';
import { useMoney } from '@/lib/money-context';
import type { CustomerRow } from '../hooks/use-customers';

export interface CustomersTableProps {
  customers: readonly CustomerRow[];
  busy: boolean;
}

const COLUMNS: readonly AdminTableColumn[] = [
  { label: 'Customer' },
  { label: 'Registered' },
  { label: 'Orders', align: 'right' },
  { label: 'Total spent', align: 'right' },
  { label: 'Last order' },
  { label: 'Open complaints', align: 'right' },
];
const linkClasses =
  'rounded font-semibold text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

function CustomerLink({ customer }: { customer: CustomerRow }) {
  return (
    <Link to={adminCustomerPath(customer.id)} className={linkClasses}>
      {customer.name}
    </Link>
  );
}

/**
 * The customers with their figures: a table from 768 px up, cards on narrower screens, each row (or
 * card) `data-testid="customer-row"` with the name linking to the customer's page.
 */
export function CustomersTable({ customers, busy }: CustomersTableProps) {
  const money = useMoney();
  const wide = useMediaQuery('(min-width: 768px)');
  const lastOrder = (customer: CustomerRow) => (customer.lastOrderAt ? formatDate(customer.lastOrderAt) : 'Never');

  if (!wide) {
    return (
      <ul aria-label="Customers" aria-busy={busy} className={`space-y-3 ${busy ? 'opacity-60' : ''}`}>
        {customers.map((customer) => (
          <li
            key={customer.id}
            data-testid="customer-row"
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <h2 className="truncate text-base">
              <CustomerLink customer={customer} />
            </h2>
            <p className="truncate text-sm text-slate-600">{customer.email}</p>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 border-t border-slate-100 pt-3 text-sm">
              <div>
                <dt className="text-slate-500">Orders</dt>
                <dd className="font-semibold tabular-nums text-slate-900">{customer.orderCount}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Total spent</dt>
                <dd className="font-semibold tabular-nums text-slate-900">{money.format(customer.totalSpent)}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Last order</dt>
                <dd className="text-slate-900">{lastOrder(customer)}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Open complaints</dt>
                <dd className="tabular-nums text-slate-900">{customer.openComplaints}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <AdminTable columns={COLUMNS} busy={busy}>
      {customers.map((customer) => (
        <tr key={customer.id} data-testid="customer-row" className="hover:bg-slate-50">
          <th scope="row" className="max-w-72 px-4 py-3 font-normal">
            <span className="block truncate">
              <CustomerLink customer={customer} />
            </span>
            <span className="block truncate text-slate-600">{customer.email}</span>
          </th>
          <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatDate(customer.registeredAt)}</td>
          <td className="px-4 py-3 text-right tabular-nums text-slate-700">{customer.orderCount}</td>
          <td className="px-4 py-3 text-right font-semibold tabular-nums text-slate-900">
            {money.format(customer.totalSpent)}
          </td>
          <td className="whitespace-nowrap px-4 py-3 text-slate-700">{lastOrder(customer)}</td>
          <td className="px-4 py-3 text-right tabular-nums text-slate-700">{customer.openComplaints}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
