import { useMutation } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useState } from 'react';
import { notifyFailure, notifySuccess } from '@/lib/notify';

const SCOPE = 'wishlist';

/**
 * One change of the wishlist or its back-in-stock emails for a book: `document` is the mutation
 * (taking `bookId`), `messageOf` picks the server's message from its answer, `failure` is said when
 * the server gives none. Success toasts the message and the answer replaces the cached wishlist (a
 * singleton), so every heart and alert button follows. `pendingId` is the book being changed, so its
 * button can wait; a second change while one is pending is ignored.
 */
export function useWishlistChange<Data>(
  document: TypedDocumentNode<Data, { bookId: string }>,
  messageOf: (data: Data) => string,
  failure: string,
) {
  const [mutate] = useMutation(document);
  const [pendingId, setPendingId] = useState<string | null>(null);

  async function run(bookId: string): Promise<boolean> {
    if (pendingId) return false;
    setPendingId(bookId);
    try {
      const { data } = await mutate({ variables: { bookId } });
      if (!data) return false;
      notifySuccess(messageOf(data as Data), { scope: SCOPE });
      return true;
    } catch (error) {
      notifyFailure(error, failure, { scope: SCOPE });
      return false;
    } finally {
      setPendingId(null);
    }
  }

  return { run, pendingId };
}
