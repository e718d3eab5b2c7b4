import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button-styles';
import { PageSpinner } from '@/components/Spinner';
import { paths } from '@/config/paths';
import type { WishlistFieldsFragment } from '@/gql/graphql';
import { useWishlist } from '../hooks/use-wishlist';

export type WishlistEntry = WishlistFieldsFragment['items'][number];

export interface WishlistViewProps {
  /** One saved book's card, with its controls (composed by the page). */
  renderItem: (item: WishlistEntry, index: number) => ReactNode;
  /** What else follows the saved books (their live updates). */
  children?: (bookIds: readonly string[]) => ReactNode;
}

const gridClasses = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** The shopper's saved books, newest first: loading, failed (with Try again), empty, or the cards. */
export function WishlistView({ renderItem, children }: WishlistViewProps) {
  const { wishlist, loading, failed, retry } = useWishlist();
  if (loading) return <PageSpinner label="Loading your wishlist..." />;
  if (failed || !wishlist) {
    return (
      <div role="alert" className="rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center">
        <p className="text-slate-700">Your wishlist could not be loaded.</p>
        <button type="button" onClick={retry} className={buttonClasses('primary', 'md', 'mt-4')}>
          Try again
        </button>
      </div>
    );
  }
  if (wishlist.items.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <p className="text-slate-700">Your wishlist is empty.</p>
        <p className="mt-1 text-sm text-slate-600">Press the heart on a book to save it here for later.</p>
        <Link to={paths.books} className={buttonClasses('primary', 'md', 'mt-6')}>
          Browse books
        </Link>
      </div>
    );
  }
  const count = wishlist.items.length;
  return (
    <>
      <p className="text-sm text-slate-600">{count === 1 ? '1 saved book' : `${count} saved books`}</p>
      <ul aria-label="Saved books" className={`${gridClasses} mt-4`}>
        {wishlist.items.map(renderItem)}
      </ul>
      {children?.(wishlist.items.map((item) => item.book.id))}
    </>
  );
}
