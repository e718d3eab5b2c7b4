import { useComplaintFeed } from '@/features/admin-complaints/hooks/use-complaint-feed';
import { useDashboardFeed } from '@/features/admin-dashboard/hooks/use-dashboard-feed';
import { useOrderFeed } from '@/features/admin-orders/hooks/use-order-feed';
import { useMyComplaintUpdates } from '@/features/complaints/hooks/use-my-complaint-updates';
import { useMyOrderUpdates } from '@/features/orders/hooks/use-my-order-updates';
import { useSession } from '@/lib/use-session';

function AdminUpdates() {
  useOrderFeed();
  useComplaintFeed();
  useDashboardFeed();
  return null;
}

function ShopperUpdates() {
  useMyOrderUpdates();
  useMyComplaintUpdates();
  return null;
}

/**
 * The live updates that follow a signed-in person on every page (screens add their own, such as
 * a book's): for the admin, new and changed orders and complaints ('New order #XXXXXXXX from
 * {name}') and the dashboard's figures; for a shopper, their orders and complaints, with a toast
 * when an order ships, is delivered or cancelled by the shop, or a complaint is answered. Nothing
 * for a signed-out visitor, who opens no socket.
 */
export function LiveUpdates() {
  const { status, user } = useSession();
  if (status !== 'authenticated' || !user) return null;
  // A new account is a new set of subscriptions.
  return user.role === 'admin' ? <AdminUpdates key={user.id} /> : <ShopperUpdates key={user.id} />;
}
