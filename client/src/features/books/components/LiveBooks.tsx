import { useLiveBook } from '../hooks/use-live-book';

/**
 * The most books a list keeps live: one live connection runs at most 20 subscriptions, and the
 * session's own feeds and the page's book need a few of them.
 */
export const MAX_LIVE_BOOKS = 15;

interface LiveBooksProps {
  ids: readonly string[];
  /** Runs after any of them changed. */
  onChange?: () => void;
}

function LiveBook({ id, onChange }: { id: string; onChange?: () => void }) {
  useLiveBook(id, onChange);
  return null;
}

/**
 * Keeps a list of books live (the cart's), one subscription each, the first MAX_LIVE_BOOKS of
 * them (the others are as fresh as the list's last fetch); renders nothing.
 */
export function LiveBooks({ ids, onChange }: LiveBooksProps) {
  return [...new Set(ids)].slice(0, MAX_LIVE_BOOKS).map((id) => <LiveBook key={id} id={id} onChange={onChange} />);
}
