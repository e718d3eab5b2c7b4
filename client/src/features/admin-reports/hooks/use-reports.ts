import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import type { BestSellersBy, SalesGroup } from '@/gql/graphql';
import { notifyFailure } from '@/lib/notify';
import { GetBestSellersDocument } from '../api/GetBestSellers.generated';
import { GetSalesReportDocument } from '../api/GetSalesReport.generated';
import { GetStockCoverDocument } from '../api/GetStockCover.generated';
import type { ReportRange } from '../report-range';

/** How many best sellers the screen lists. */
export const BEST_SELLERS_SHOWN = 10;

/** A report query's state as the screen shows it: the data, a first load, a failure with a retry. */
function useReportState<T>(
  data: T | undefined,
  loading: boolean,
  error: unknown,
  refetch: () => Promise<unknown>,
  fallback: string,
) {
  useEffect(() => {
    if (error) notifyFailure(error, fallback, { scope: 'reports' });
  }, [error, fallback]);
  return {
    data,
    loading: loading && !data,
    failed: Boolean(error) && !data,
    retry: () => void refetch().catch(() => undefined),
  };
}

/** The books sold most in the range (skipped while the range is not one the server takes). */
export function useBestSellers(range: ReportRange, by: BestSellersBy, skip: boolean) {
  const { data, previousData, loading, error, refetch } = useQuery(GetBestSellersDocument, {
    variables: { ...range, by, limit: BEST_SELLERS_SHOWN },
    skip,
    fetchPolicy: 'cache-and-network',
  });
  return useReportState(
    (data ?? previousData)?.bestSellers,
    loading,
    error,
    refetch,
    'The best sellers could not be loaded',
  );
}

/** Orders, copies and revenue per category or per month of the range. */
export function useSalesReport(range: ReportRange, group: SalesGroup, skip: boolean) {
  const { data, previousData, loading, error, refetch } = useQuery(GetSalesReportDocument, {
    variables: { ...range, group },
    skip,
    fetchPolicy: 'cache-and-network',
  });
  return useReportState(
    skip ? undefined : (data ?? previousData)?.salesReport,
    loading,
    error,
    refetch,
    'The sales could not be loaded',
  );
}

/** The low-stock books and the days their stock lasts. */
export function useStockCover() {
  const { data, loading, error, refetch } = useQuery(GetStockCoverDocument, { fetchPolicy: 'cache-and-network' });
  return useReportState(data?.stockCover, loading, error, refetch, 'The stock cover could not be loaded');
}
