/** Grey rows in the shape of the shelves, while their code and books load. */
export function ShelvesSkeleton() {
  return (
    <div aria-hidden="true" data-testid="shelves-skeleton" className="space-y-10">
      {[0, 1].map((row) => (
        <div key={row}>
          <div className="h-7 w-48 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
          <div className="mt-4 flex gap-4 overflow-hidden">
            {[0, 1, 2, 3, 4].map((book) => (
              <div
                key={book}
                className="h-72 w-40 shrink-0 animate-pulse rounded-xl bg-slate-100 motion-reduce:animate-none sm:w-44"
              />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
