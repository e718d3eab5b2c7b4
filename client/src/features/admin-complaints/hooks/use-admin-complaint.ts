import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { GetAdminComplaintDocument } from '../api/GetAdminComplaint.generated';
import { getErrorCode } from '@/lib/errors';
import { notifyFailure } from '@/lib/notify';
import { ADMIN_COMPLAINTS_SCOPE } from './use-admin-complaints';

/**
 * One complaint for the admin's screen, fetched again on each visit. A missing complaint or a
 * malformed id is `notFound` (no toast); any other failure toasts 'Failed to fetch complaint
 * details' and goes back to /admin/complaints.
 */
export function useAdminComplaint(id: string) {
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(GetAdminComplaintDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const code = error ? getErrorCode(error) : undefined;
  const notFound = !data && (code === 'NOT_FOUND' || code === 'INVALID_ID');
  const failed = Boolean(error) && !data && !notFound;

  useEffect(() => {
    if (!failed) return;
    if (
      notifyFailure(error, 'Failed to fetch complaint details', {
        scope: ADMIN_COMPLAINTS_SCOPE,
        useServerMessage: false,
      })
    ) {
      void navigate(paths.adminComplaints, { replace: true });
    }
  }, [failed, error, navigate]);

  return { complaint: data?.complaint, loading: loading && !data, notFound };
}
