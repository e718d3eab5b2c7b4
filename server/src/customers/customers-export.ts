import { dayOf } from '../common/csv/csv-stream';
import type { Customer } from './models/customer.model';

/** The customers export's columns. */
export const CUSTOMER_COLUMNS = [
  'customer_id',
  'name',
  'email',
  'registered_at',
  'orders',
  'total_spent',
  'last_order_at',
  'open_complaints',
] as const;
export type CustomerColumn = (typeof CUSTOMER_COLUMNS)[number];

/** A customer as a row (dates as ISO 8601, money with 2 decimals). */
export function customerRow(customer: Customer): Record<CustomerColumn, string> {
  return {
    customer_id: customer._id,
    name: customer.name,
    email: customer.email,
    registered_at: customer.registeredAt.toISOString(),
    orders: String(customer.orderCount),
    total_spent: customer.totalSpent.toFixed(2),
    last_order_at: customer.lastOrderAt?.toISOString() ?? '',
    open_complaints: String(customer.openComplaints),
  };
}

export async function* customerRows(
  customers: AsyncIterable<Customer>,
): AsyncGenerator<Record<CustomerColumn, string>> {
  for await (const customer of customers) yield customerRow(customer);
}

/** customers-2026-11-29.csv: the day it was made. */
export const customersFileName = (now = new Date()) => `customers-${dayOf(now)}.csv`;
