import { useQuery } from '@apollo/client/react';
import { AdminExistsDocument } from '../api/AdminExists.generated';

export interface AdminAvailability {
  /** The check is running (first load or a refetch). */
  checking: boolean;
  /** Whether an admin exists. A failed check counts as true; undefined until known. */
  adminExists: boolean | undefined;
  recheck: () => void;
}

/** Asks the server whether the single admin account already exists; always fresh. */
export function useAdminExists(): AdminAvailability {
  const { data, loading, error, refetch } = useQuery(AdminExistsDocument, { fetchPolicy: 'network-only' });
  return {
    checking: loading,
    adminExists: error ? true : data?.adminExists,
    recheck: () => {
      refetch().catch(() => undefined); // a failed recheck shows up as `error`
    },
  };
}
