import { useSession } from '@/lib/use-session';

/**
 * True for a signed-in shopper (role user): only shoppers have a cart and orders.
 * Also while a stored shopper's session is being verified, as the pages behind RequireAuth show
 * meanwhile: they appear as they will once it is confirmed.
 */
export function useIsShopper(): boolean {
  const { status, user } = useSession();
  return status !== 'anonymous' && user?.role === 'user';
}
