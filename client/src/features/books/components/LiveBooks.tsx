import { useLiveBook } from '../hooks/use-live-book';

interface LiveBooksProps {
  ids: readonly string[];
  /** Runs after any of them changed. */
  onChange?: () => void;
}

function LiveBook({ id, onChange }: { id: string; onChange?: () => void }) {
  useLiveBook(id, onChange);
  return null;
}

/** Keeps a list of books live (the cart's), one subscription each; renders nothing. */
export function LiveBooks({ ids, onChange }: LiveBooksProps) {
  return [...new Set(ids)].map((id) => <LiveBook key={id} id={id} onChange={onChange} />);
}
