/** A grey placeholder with the shape of a BookCard, while the first page loads. */
export function BookCardSkeleton() {
  return (
    <li aria-hidden="true" className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="h-64 animate-pulse bg-slate-200 motion-reduce:animate-none" />
      <div className="space-y-3 p-5">
        <div className="h-4 w-20 animate-pulse rounded-full bg-slate-200 motion-reduce:animate-none" />
        <div className="h-5 w-3/4 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
        <div className="h-16 animate-pulse rounded bg-slate-100 motion-reduce:animate-none" />
      </div>
    </li>
  );
}
