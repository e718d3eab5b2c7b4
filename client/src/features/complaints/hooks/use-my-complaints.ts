import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { type ComplaintFieldsFragment } from '@/gql/graphql';
import { ListMyComplaintsDocument } from '../api/ListMyComplaints.generated';
import { notifyFailure } from '@/lib/notify';

export type MyComplaint = ComplaintFieldsFragment;

/** Toasts and dismisses under this scope: the shopper's complaint screens. */
export const COMPLAINTS_SCOPE = 'complaints';

/**
 * Complaints per request. Every field of ComplaintFields counts against the server's cost limit
 * once per complaint; server/test/graphql/limits.e2e-spec.ts sends this query at this size, as
 * Apollo sends it, and fails if the server refuses it.
 */
export const COMPLAINTS_PAGE_SIZE = 20;

function toastFailure(error: unknown) {
  notifyFailure(error, 'Failed to fetch complaints', { scope: COMPLAINTS_SCOPE, useServerMessage: false });
}

/**
 * All of the shopper's complaints, newest first: pages of COMPLAINTS_PAGE_SIZE are fetched one
 * after another until none is left, because the status and type filters work in the browser on
 * the whole list. Refreshed from the server each visit (the
 * administrator answers in the meantime). A failure toasts 'Failed to fetch complaints'.
 */
export function useMyComplaints() {
  const { data, loading, error, fetchMore, refetch } = useQuery(ListMyComplaintsDocument, {
    variables: { first: COMPLAINTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const fetchingMore = useRef(false);
  const connection = data?.myComplaints;
  const endCursor = connection?.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null;

  useEffect(() => {
    if (error) toastFailure(error);
  }, [error]);

  useEffect(() => {
    if (!endCursor || fetchingMore.current) return;
    fetchingMore.current = true;
    fetchMore({
      variables: { after: endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        myComplaints: {
          ...fetchMoreResult.myComplaints,
          edges: [...(previous.myComplaints?.edges ?? []), ...fetchMoreResult.myComplaints.edges],
        },
      }),
    })
      .catch(toastFailure)
      .finally(() => {
        fetchingMore.current = false;
      });
  }, [endCursor, fetchMore]);

  return {
    complaints: connection?.edges.map((edge) => edge.node) ?? [],
    loading: !connection && loading,
    /** Further pages are still arriving. */
    loadingMore: Boolean(endCursor),
    failed: Boolean(error) && !connection,
    retry: () => void refetch().catch(() => undefined),
  };
}
