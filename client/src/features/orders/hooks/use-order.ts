import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { OrderFieldsFragment } from '@/gql/graphql';
import { GetOrderDocument } from '../api/GetOrder.generated';
import { getErrorCode } from '@/lib/errors';
import { notifyFailure } from '@/lib/notify';
import { ORDERS_SCOPE } from './use-my-orders';

/**
 * The server issues an order's invoice a moment after the order is placed, and its credit note a
 * moment after it is cancelled: an order changed this recently and still without its document is
 * asked for again every DOCUMENT_CHECK_MS, at most DOCUMENT_CHECKS times per visit.
 */
const DOCUMENT_CHECK_MS = 1_000;
const DOCUMENT_CHECKS = 10;
const RECENT_MS = 2 * 60_000;

type DocumentsOf = Pick<OrderFieldsFragment, 'status' | 'orderedAt' | 'statusHistory' | 'invoice' | 'creditNote'>;

/** Whether the order's invoice (or, cancelled, its credit note) is still to come from a change made just now. */
export function documentComing(order: DocumentsOf, now: number): boolean {
  const history = order.statusHistory ?? [];
  const changedAt = Date.parse(String(history.at(-1)?.at ?? order.orderedAt));
  if (!(now - changedAt < RECENT_MS)) return false;
  return !order.invoice || (order.status === 'CANCELLED' && !order.creditNote);
}

/**
 * One order for its page, refreshed from the server each visit (its status changes as the admin
 * ships it), and again while its invoice or credit note is being issued. A missing order, another
 * shopper's order or a malformed id is `notFound` (no toast); any other failure toasts 'Failed to
 * fetch order details' and goes back to `listPath` (the shopper's orders, or the admin's).
 */
export function useOrder(id: string, listPath: string = paths.orders) {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(GetOrderDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const [checks, setChecks] = useState(0);
  const code = error ? getErrorCode(error) : undefined;
  const notFound = !data && (code === 'NOT_FOUND' || code === 'INVALID_ID');
  const failed = Boolean(error) && !data && !notFound;
  const order = data?.order;

  useEffect(() => {
    if (!failed) return;
    if (notifyFailure(error, 'Failed to fetch order details', { scope: ORDERS_SCOPE, useServerMessage: false })) {
      void navigate(listPath, { replace: true });
    }
  }, [failed, error, navigate, listPath]);

  useEffect(() => {
    if (!order || checks >= DOCUMENT_CHECKS || !documentComing(order, Date.now())) return;
    const timer = setTimeout(() => {
      setChecks((done) => done + 1);
      void refetch().catch(() => undefined); // a failed check is only a check: the page stays
    }, DOCUMENT_CHECK_MS);
    return () => clearTimeout(timer);
  }, [order, checks, refetch]);

  return { order, loading: loading && !data, notFound };
}
