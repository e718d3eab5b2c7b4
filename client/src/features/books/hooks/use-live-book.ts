import { BookChangedDocument } from '../api/BookChanged.generated';
import { useLiveSubscription } from '@/lib/use-live-subscription';

/**
 * One book, live while it is on screen: a new price or stock replaces the cached book (its page's
 * stock badge and stepper, the cart's lines and limits follow); a removed book leaves the cache, so
 * the screens showing it ask the server again (the book page then says it is gone, the cart
 * drops the line). `onChange` runs after each change.
 */
export function useLiveBook(id: string, onChange?: () => void): void {
  useLiveSubscription(BookChangedDocument, {
    variables: { id },
    skip: !id,
    onData: ({ bookChanged }, { cache }) => {
      onChange?.();
      if (bookChanged.book) return;
      cache.evict({ id: cache.identify({ __typename: 'Book', id: bookChanged.id }) });
      cache.gc();
    },
  });
}
