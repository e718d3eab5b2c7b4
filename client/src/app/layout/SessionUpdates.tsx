import { useComplaintFeed } from '@/features/admin-complaints/hooks/use-complaint-feed';
import { useDashboardFeed } from '@/features/admin-dashboard/hooks/use-dashboard-feed';
import { useOrderFeed } from '@/features/admin-orders/hooks/use-order-feed';
import { useMyComplaintUpdates } from '@/features/complaints/hooks/use-my-complaint-updates';
import { useMyOrderUpdates } from '@/features/orders/hooks/use-my-order-updates';

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
 * The subscriptions of a signed-in admin (new and changed orders and complaints, with 'New order
 * #XXXXXXXX from {name}', and the dashboard's figures) or shopper (their orders and complaints,
 * with a toast when an order ships, is delivered or cancelled by the shop, or a complaint is
 * answered). Downloaded on sign-in, in a chunk of their own (see LiveUpdates).
 */
export default function SessionUpdates({ role }: { role: 'user' | 'admin' }) {
  return role === 'admin' ? <AdminUpdates /> : <ShopperUpdates />;
}
