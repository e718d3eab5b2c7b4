import { useQuery } from '@apollo/client/react';
import { GetAlsoBoughtDocument } from '../api/GetAlsoBought.generated';
import { ShelfRow } from './ShelfRow';

/** "Readers who bought this also bought", under a book's page; nothing while loading, on a failure or when empty. */
export function AlsoBought({ bookId }: { bookId: string }) {
  const { data } = useQuery(GetAlsoBoughtDocument, { variables: { id: bookId }, fetchPolicy: 'cache-and-network' });
  const books = data?.book.alsoBought ?? [];
  if (!books.length) return null;
  return (
    <div className="mt-12">
      <ShelfRow id="also-bought" title="Readers who bought this also bought" books={books} />
    </div>
  );
}
