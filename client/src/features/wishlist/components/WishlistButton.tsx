import { buttonClasses } from '@/components/button-styles';
import { HeartIcon } from '@/components/icons';
import { useAddToWishlist } from '../hooks/use-add-to-wishlist';
import { useRemoveFromWishlist } from '../hooks/use-remove-from-wishlist';
import { useWishlistIds } from '../hooks/use-wishlist-ids';

export interface WishlistButtonProps {
  book: { id: string; title: string };
  /** Name the book in the button's accessible name (a card among others); the book page's needs not. */
  named?: boolean;
}

/**
 * The heart that saves a book to the shopper's wishlist or removes it: a toggle button
 * (`aria-pressed`) named 'Save to wishlist' or 'Remove from wishlist'. While the change is on its way
 * it waits (aria-disabled, a second press is ignored) without being disabled, so focus stays on it.
 */
export function WishlistButton({ book, named = false }: WishlistButtonProps) {
  const { saved } = useWishlistIds();
  const { addToWishlist, pendingId: adding } = useAddToWishlist();
  const { removeFromWishlist, pendingId: removing } = useRemoveFromWishlist();
  const isSaved = saved.has(book.id);
  const pending = adding === book.id || removing === book.id;
  return (
    <button
      type="button"
      aria-pressed={isSaved}
      aria-disabled={pending || undefined}
      className={buttonClasses('secondary', 'sm', 'aria-disabled:cursor-wait aria-disabled:opacity-60')}
      onClick={() => {
        if (pending) return;
        void (isSaved ? removeFromWishlist(book.id) : addToWishlist(book.id));
      }}
    >
      <HeartIcon
        className={`h-5 w-5 ${isSaved ? 'text-rose-600' : 'text-slate-600'}`}
        fill={isSaved ? 'currentColor' : 'none'}
      />
      <span className="sr-only">
        {isSaved ? 'Remove from wishlist' : 'Save to wishlist'}
        {named && ` ${book.title}`}
      </span>
    </button>
  );
}
