import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button-styles';
import { LiveStatusNote } from '@/components/LiveStatusNote';
import { LoadMore } from '@/components/LoadMore';
import { Spinner } from '@/components/Spinner';
import { paths } from '@/config/paths';
import { useMyOrders } from '../hooks/use-my-orders';
import { OrderCard } from './OrderCard';

/** 'My Orders': the shopper's orders, newest first, a page at a time. */
export function OrdersList() {
  const list = useMyOrders();

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">My Orders</h1>
        <p className="mt-2 text-slate-600">Track your orders and see what you bought.</p>
        <LiveStatusNote className="mt-1" />
      </div>

      {list.initialLoading ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label="Loading orders..." />
        </div>
      ) : list.failed ? (
        <div className="rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center">
          <p className="text-slate-700">Your orders could not be loaded.</p>
          <button type="button" onClick={list.retry} className={buttonClasses('primary', 'md', 'mt-4')}>
            Try again
          </button>
        </div>
      ) : list.items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <h2 className="text-xl font-semibold text-slate-900">No orders yet</h2>
          <p className="mt-2 text-slate-600">When you place an order, it will show up here.</p>
          <Link to={paths.books} className={buttonClasses('primary', 'md', 'mt-6')}>
            Start Shopping
          </Link>
        </div>
      ) : (
        <ul aria-label="Orders" aria-busy={list.refreshing} className="space-y-4">
          {list.items.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}

      <LoadMore
        hasMore={list.hasMore}
        loading={list.loadingMore}
        onLoadMore={list.loadMore}
        itemCount={list.items.length}
      />
    </div>
  );
}
