import { buttonClasses } from '@/components/button-styles';
import { useAddToCart } from '../hooks/use-add-to-cart';

export interface AddToCartButtonProps {
  book: { id: string; title: string; stock: number };
}

/** A catalogue card's Add to Cart (one copy); disabled and reading 'Out of Stock' at stock 0. */
export function AddToCartButton({ book }: AddToCartButtonProps) {
  const { addToCart, addingId } = useAddToCart();
  const outOfStock = book.stock <= 0;
  const adding = addingId === book.id;
  return (
    <button
      type="button"
      className={buttonClasses('primary', 'sm')}
      disabled={outOfStock || adding}
      onClick={() => void addToCart(book.id, 1)}
    >
      {outOfStock ? 'Out of Stock' : adding ? 'Adding...' : 'Add to Cart'}
      <span className="sr-only"> {book.title}</span>
    </button>
  );
}
