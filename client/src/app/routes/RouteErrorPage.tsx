import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button-styles';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Shown if a page fails to render, instead of React Router's developer error screen. */
export function RouteErrorPage() {
  useDocumentTitle('Something went wrong');
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-2 max-w-md text-slate-600">This page could not be shown. Please try again, or go back home.</p>
      <Link to={paths.home} reloadDocument className={buttonClasses('primary', 'md', 'mt-6')}>
        Back to home
      </Link>
    </div>
  );
}
