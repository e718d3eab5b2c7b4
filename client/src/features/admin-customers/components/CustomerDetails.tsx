import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AddressLines } from '@/components/AddressLines';
import { Badge, OrderStatusBadge, PaymentBadge } from '@/components/Badge';
import { ComplaintStatusBadge } from '@/components/ComplaintBadges';
import { PageSpinner } from '@/components/Spinner';
import { adminComplaintPath, adminOrderPath, paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useMoney } from '@/lib/money-context';
import { shortOrderId } from '@/lib/order-status';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCustomer } from '../hooks/use-customers';

const linkClasses =
  'rounded font-semibold text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';
const cardClasses = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

function BackToCustomers() {
  return (
    <Link to={paths.adminCustomers} className={`inline-flex items-center gap-1 text-sm ${linkClasses}`}>
      <span aria-hidden="true">←</span> Back to Customers
    </Link>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="break-words font-semibold tabular-nums text-slate-900">{children}</dd>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cardClasses}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** "Showing 20 of 35", when a list shows only its first page. */
const moreThanShown = (shown: number, total: number, capped = false) =>
  total > shown ? `Showing the ${shown} newest of ${capped ? 'more than ' : ''}${total.toLocaleString('en')}.` : null;

/**
 * One customer for the admin: their figures, addresses, their newest orders (each linking to the
 * admin's order page, all of them through the orders list searched by their email) and complaints
 * (each linking to the admin's complaint page).
 */
export function CustomerDetails({ id }: { id: string }) {
  const { details, loading, notFound } = useCustomer(id);
  const money = useMoney();
  useDocumentTitle(details ? details.customer.name : notFound ? 'Customer not found' : 'Customer');

  if (notFound) {
    return (
      <div className="py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Customer not found</h1>
        <p className="mt-2 text-slate-600">This customer does not exist, or deleted their account.</p>
        <div className="mt-6">
          <BackToCustomers />
        </div>
      </div>
    );
  }
  if (loading || !details) return <PageSpinner label="Loading customer..." />;

  const { customer, addresses, orders, complaints } = details;
  const ordersNote = moreThanShown(orders.edges.length, orders.totalCount, orders.totalCountCapped);
  const complaintsNote = moreThanShown(complaints.edges.length, complaints.totalCount);
  return (
    <div className="space-y-6">
      <BackToCustomers />
      <div>
        <h1 className="break-words text-3xl font-bold tracking-tight text-slate-900">{customer.name}</h1>
        <a href={`mailto:${customer.email}`} className={`break-all ${linkClasses}`}>
          {customer.email}
        </a>
      </div>

      <section aria-label="Customer summary" className={cardClasses}>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
          <Fact label="Registered">{formatDate(customer.registeredAt)}</Fact>
          <Fact label="Orders">{customer.orderCount}</Fact>
          <Fact label="Total spent">{money.format(customer.totalSpent)}</Fact>
          <Fact label="Last order">{customer.lastOrderAt ? formatDate(customer.lastOrderAt) : 'Never'}</Fact>
          <Fact label="Open complaints">{customer.openComplaints}</Fact>
        </dl>
      </section>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <Section id="customer-orders-heading" title="Orders">
            {orders.edges.length === 0 ? (
              <p className="text-slate-600">No orders yet.</p>
            ) : (
              <>
                <ul className="divide-y divide-slate-100">
                  {orders.edges.map(({ node: order }) => (
                    <li key={order.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
                      <Link to={adminOrderPath(order.id)} className={`font-mono ${linkClasses}`}>
                        <span className="sr-only">Order </span>#{shortOrderId(order.id)}
                      </Link>
                      <span className="text-sm text-slate-600">{formatDate(order.orderedAt)}</span>
                      <OrderStatusBadge status={order.status} />
                      <PaymentBadge state={order.payment.state} />
                      <span className="font-semibold tabular-nums text-slate-900">
                        {money.format(order.totalAmount)}
                      </span>
                    </li>
                  ))}
                </ul>
                {ordersNote && (
                  <p className="mt-3 text-sm text-slate-600">
                    {ordersNote}{' '}
                    <Link
                      to={`${paths.adminOrders}?${new URLSearchParams({ q: customer.email })}`}
                      className={linkClasses}
                    >
                      See all their orders
                    </Link>
                  </p>
                )}
              </>
            )}
          </Section>

          <Section id="customer-complaints-heading" title="Complaints">
            {complaints.edges.length === 0 ? (
              <p className="text-slate-600">No complaints.</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {complaints.edges.map(({ node: complaint }) => (
                  <li key={complaint.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
                    <Link to={adminComplaintPath(complaint.id)} className={`min-w-0 break-words ${linkClasses}`}>
                      {complaint.title}
                    </Link>
                    <span className="text-sm text-slate-600">{formatDate(complaint.createdAt)}</span>
                    <ComplaintStatusBadge value={complaint.status} />
                  </li>
                ))}
              </ul>
            )}
            {complaintsNote && <p className="mt-3 text-sm text-slate-600">{complaintsNote}</p>}
          </Section>
        </div>

        <Section id="customer-addresses-heading" title="Addresses">
          {addresses.length === 0 ? (
            <p className="text-slate-600">No saved addresses.</p>
          ) : (
            <ul className="space-y-4">
              {addresses.map((address) => (
                <li key={address.id}>
                  {address.isDefault && <Badge className="mb-1">Default</Badge>}
                  <AddressLines address={address} />
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </div>
  );
}
