export interface SpinnerProps {
  /** Read by screen readers. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: 'h-4 w-4 border-2', md: 'h-8 w-8 border-[3px]', lg: 'h-12 w-12 border-4' };

export function Spinner({ label = 'Loading...', size = 'md', className = '' }: SpinnerProps) {
  return (
    <span role="status" className={`inline-flex items-center justify-center ${className}`}>
      <span
        aria-hidden="true"
        className={`${sizes[size]} animate-spin rounded-full border-indigo-200 border-t-indigo-600 motion-reduce:animate-none`}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * A spinner centred in the page body, for screens that wait on the session or data. As tall as
 * the viewport, so the footer stays below the fold while the page loads instead of showing and
 * then jumping down when the content arrives.
 */
export function PageSpinner({ label }: Pick<SpinnerProps, 'label'>) {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner size="lg" label={label} />
    </div>
  );
}
