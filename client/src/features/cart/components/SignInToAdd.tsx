import { Link, useLocation } from 'react-router-dom';
import { buttonClasses } from '@/components/button-styles';
import { locationPath, paths, type LoginRedirectState } from '@/config/paths';

/** A visitor's Add to Cart (the open shop window): to sign in, then back here, where the book is added. */
export function SignInToAdd({ book }: { book: { id: string; title: string } }) {
  const location = useLocation();
  const state: LoginRedirectState = { from: locationPath(location), addToCart: book.id };
  return (
    <Link to={paths.login} state={state} className={buttonClasses('primary', 'sm')}>
      Sign in to add to cart
      <span className="sr-only"> {book.title}</span>
    </Link>
  );
}
