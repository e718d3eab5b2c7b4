import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { GetComplaintDocument } from '../api/GetComplaint.generated';
import { getErrorCode } from '@/lib/errors';
import { notifyFailure } from '@/lib/notify';
import { COMPLAINTS_SCOPE } from './use-my-complaints';

/**
 * One of the shopper's complaints for its page, refreshed each visit (the administrator may have
 * answered). A missing complaint, another shopper's or a malformed id is `notFound` (no toast);
 * any other failure toasts 'Failed to fetch complaint details' and goes back to /complaints.
 */
export function useComplaint(id: string) {
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(GetComplaintDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const code = error ? getErrorCode(error) : undefined;
  const notFound = !data && (code === 'NOT_FOUND' || code === 'INVALID_ID' || code === 'VALIDATION_FAILED');
  const failed = Boolean(error) && !data && !notFound;

  useEffect(() => {
    if (!failed) return;
    if (
      notifyFailure(error, 'Failed to fetch complaint details', { scope: COMPLAINTS_SCOPE, useServerMessage: false })
    ) {
      void navigate(paths.complaints, { replace: true });
    }
  }, [failed, error, navigate]);

  return { complaint: data?.complaint, loading: loading && !data, notFound };
}
