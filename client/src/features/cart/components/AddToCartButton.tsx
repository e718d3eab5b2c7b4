import { buttonClasses } from '@/components/button-styles';
import { useAddToCart } from '../hooks/use-add-to-cart';

export interface AddToCartButtonProps {
  book: { id: string; title: string; stock: number };
}

/**
 * A catalogue card's Add to Cart (one copy); disabled and reading 'Out of Stock' at stock 0. While
 * the copy is being added it reads 'Adding...' and waits (aria-disabled, a second press is ignored)
 * without being disabled, so that keyboard focus stays on it.
 */
export function AddToCartButton({ book }: AddToCartButtonProps) {
  const { addToCart, addingId } = useAddToCart();
  const outOfStock = book.stock <= 0;
  const adding = addingId === book.id;
  return (
    <button
      type="button"
      className={buttonClasses('primary', 'sm', 'aria-disabled:cursor-wait aria-disabled:opacity-60')}
      disabled={outOfStock}
      aria-disabled={adding || undefined}
      onClick={() => {
        if (!adding) void addToCart(book.id, 1);
      }}
    >
      {outOfStock ? 'Out of Stock' : adding ? 'Adding...' : 'Add to Cart'}
      <span className="sr-only"> {book.title}</span>
    </button>
  );
}
