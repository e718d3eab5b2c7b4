import { lazy, Suspense, type ComponentType } from 'react';
import { useSession } from '@/lib/use-session';

// Not needed before sign-in: its code (the feeds and their GraphQL documents) stays out of the
// first download. If it cannot be downloaded, the pages work as before, without live updates.
const SessionUpdates = lazy((): Promise<{ default: ComponentType<{ role: 'user' | 'admin' }> }> =>
  import('./SessionUpdates').catch(() => ({ default: () => null })),
);

/**
 * The live updates that follow a signed-in person on every page (screens add their own, such as
 * a book's): the admin's orders, complaints and dashboard, a shopper's orders and complaints, with
 * their toasts (SessionUpdates). Nothing for a signed-out visitor, who opens no socket.
 */
export function LiveUpdates() {
  const { status, user } = useSession();
  if (status !== 'authenticated' || !user) return null;
  return (
    <Suspense fallback={null}>
      {/* A new account is a new set of subscriptions. */}
      <SessionUpdates key={user.id} role={user.role} />
    </Suspense>
  );
}
