import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { PageSpinner } from '@/components/Spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/use-session';
import { RequireAuth } from './RequireAuth';

export interface RequireAdminProps {
  children?: ReactNode;
}

function AdminOnly({ children }: RequireAdminProps) {
  const { status, user } = useSession();
  // Unlike other signed-in pages, admin pages wait for the server to confirm the role.
  if (status === 'loading') return <PageSpinner label="Checking your session..." />;
  if (user?.role !== 'admin') return <Navigate to={paths.home} replace />;
  return children ?? <Outlet />;
}

/** The administrator only: signed-out users go to /login (as RequireAuth), other users to home. */
export function RequireAdmin({ children }: RequireAdminProps) {
  return (
    <RequireAuth>
      <AdminOnly>{children}</AdminOnly>
    </RequireAuth>
  );
}
