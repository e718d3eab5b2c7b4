import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/button-styles';
import { Spinner } from '@/components/Spinner';

export interface SettingsSectionProps {
  /** The section's anchor (the page's section nav links to it) and the prefix of its ids. */
  id: string;
  title: string;
  description: ReactNode;
  /** Buttons beside the title (Add zone…). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One section of the settings page: a card with a heading, a sentence on what it is for, and its content. */
export function SettingsSection({ id, title, description, actions, children }: SettingsSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
            {title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{description}</p>
        </div>
        {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export interface LoadStateProps {
  loading: boolean;
  failed: boolean;
  retry: () => void;
  /** What failed to load, e.g. 'The shipping zones'. */
  what: string;
}

/** A section's loading spinner or failure with Try again; null once the data is there. */
export function LoadState({ loading, failed, retry, what }: LoadStateProps) {
  if (failed) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-6 text-center">
        <p className="text-red-800">{what} could not be loaded.</p>
        <button type="button" onClick={retry} className={buttonClasses('secondary', 'sm', 'mt-3')}>
          Try again
        </button>
      </div>
    );
  }
  if (loading) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label={`Loading ${what.toLowerCase()}...`} />
      </div>
    );
  }
  return null;
}

/** A section with nothing in it yet. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-slate-600">{children}</p>
  );
}

/** A refusal of the server that is about no one field, shown above a form's buttons. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}
