import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button-styles';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/use-session';

/** The home page's opening: headline and the actions that fit who is looking. */
export function HomeHero() {
  const { status, user, newAccount } = useSession();
  const signedIn = status === 'authenticated' && user !== null;
  // A registration just now is greeted as a first visit; any other sign-in as a return.
  const greeting = newAccount ? 'Welcome' : 'Welcome back';

  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-indigo-700 via-indigo-600 to-blue-600 text-white">
      <div aria-hidden="true" className="absolute -right-24 -top-24 h-96 w-96 rounded-full bg-white/10 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-32 -left-16 h-80 w-80 rounded-full bg-blue-400/20 blur-3xl" />
      <div className="relative mx-auto max-w-7xl px-4 py-20 text-center sm:px-6 sm:py-28 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-widest text-indigo-200">
          {signedIn ? `${greeting}, ${user.name}` : 'Your online bookstore'}
        </p>
        <h1 className="mx-auto mt-4 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
          Discover your next great read
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-indigo-100">
          Explore a growing collection of books across every genre. Order in a few clicks, follow your delivery, and
          talk to us whenever you need a hand.
        </p>
        <div className="mt-10 flex min-h-12 flex-col items-center justify-center gap-3 sm:flex-row">
          {signedIn && (
            <>
              <Link to={paths.books} className={buttonClasses('inverse', 'lg', 'w-full sm:w-auto')}>
                Browse Books
              </Link>
              {user.role === 'admin' && (
                <Link to={paths.adminHome} className={buttonClasses('outline-inverse', 'lg', 'w-full sm:w-auto')}>
                  Admin Dashboard
                </Link>
              )}
            </>
          )}
          {status === 'anonymous' && (
            <>
              <Link to={paths.register} className={buttonClasses('inverse', 'lg', 'w-full sm:w-auto')}>
                Get Started
              </Link>
              <Link to={paths.login} className={buttonClasses('outline-inverse', 'lg', 'w-full sm:w-auto')}>
                Sign In
              </Link>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
