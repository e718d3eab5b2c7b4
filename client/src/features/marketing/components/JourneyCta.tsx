import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button-styles';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/use-session';

/** The closing call to action; visitors only. */
export function JourneyCta() {
  const { status } = useSession();
  if (status !== 'anonymous') return null;
  return (
    <section className="px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8">
      <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-r from-indigo-600 to-blue-600 px-6 py-12 text-center text-white shadow-lg sm:px-12">
        <h2 className="text-3xl font-bold tracking-tight">Ready to start reading?</h2>
        <p className="mx-auto mt-3 max-w-xl text-indigo-100">
          Create your free account to build a cart, place orders and keep track of everything you read.
        </p>
        <Link to={paths.register} className={buttonClasses('inverse', 'lg', 'mt-8')}>
          Start Your Journey
        </Link>
      </div>
    </section>
  );
}
