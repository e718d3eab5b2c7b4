import { useQuery } from '@apollo/client/react';
import { GetShelvesDocument } from '../api/GetShelves.generated';
import { ShelfRow } from './ShelfRow';
import { ShelvesSkeleton } from './ShelvesSkeleton';

/**
 * The home page's shelves from the store's data: new arrivals, best sellers of the last 30 days,
 * highly rated. A shelf with no books is left out; when none has any, or they cannot be read, a
 * line says so (the rest of the home page stands). Loaded apart from the home page's code.
 */
export default function HomeShelves() {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 lg:px-8">
      <Shelves />
    </div>
  );
}

function Shelves() {
  const { data, loading, error } = useQuery(GetShelvesDocument, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <ShelvesSkeleton />;
  if (error && !data) {
    return (
      <p role="status" className="text-slate-600">
        The shelves could not be loaded just now. Browse the whole catalogue instead.
      </p>
    );
  }
  const shelves = data?.shelves;
  const rows = [
    { id: 'shelf-new', title: 'New arrivals', books: shelves?.newArrivals ?? [] },
    { id: 'shelf-best', title: 'Best sellers this month', books: shelves?.bestSellers ?? [] },
    { id: 'shelf-rated', title: 'Highly rated', books: shelves?.highlyRated ?? [] },
  ].filter((row) => row.books.length > 0);
  if (!rows.length) return <p className="text-slate-600">No books on the shelves yet.</p>;
  return (
    <>
      {rows.map((row) => (
        <ShelfRow key={row.id} {...row} />
      ))}
    </>
  );
}
