import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { GetOrderDocument } from '../api/GetOrder.generated';
import { getErrorCode } from '@/lib/errors';
import { notifyFailure } from '@/lib/notify';
import { ORDERS_SCOPE } from './use-my-orders';

/**
 * One order for its page, refreshed from the server each visit (its status changes as the admin
 * ships it). A missing order, another shopper's order or a malformed id is `notFound` (no toast);
 * any other failure toasts 'Failed to fetch order details' and goes back to `listPath` (the
 * shopper's orders, or the admin's).
 */
export function useOrder(id: string, listPath: string = paths.orders) {
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(GetOrderDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const code = error ? getErrorCode(error) : undefined;
  const notFound = !data && (code === 'NOT_FOUND' || code === 'INVALID_ID');
  const failed = Boolean(error) && !data && !notFound;

  useEffect(() => {
    if (!failed) return;
    if (notifyFailure(error, 'Failed to fetch order details', { scope: ORDERS_SCOPE, useServerMessage: false })) {
      void navigate(listPath, { replace: true });
    }
  }, [failed, error, navigate, listPath]);

  return { order: data?.order, loading: loading && !data, notFound };
}
