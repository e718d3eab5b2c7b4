import { useSession } from '@/lib/use-session';

/** True for a signed-in shopper (role user): only shoppers have a cart and orders (SPEC.md §6). */
export function useIsShopper(): boolean {
  const { status, user } = useSession();
  return status === 'authenticated' && user?.role === 'user';
}
