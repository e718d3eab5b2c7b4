import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { DeleteReviewDocument } from '../api/DeleteReview.generated';
import { AFTER_REVIEW_CHANGE, REVIEWS_SCOPE } from './use-book-reviews';

/** Deletes the shopper's own review of a book. Success: 'Review deleted'; failure: the server's message or 'Failed to delete your review'. */
export function useDeleteReview(bookId: string) {
  const [mutate] = useMutation(DeleteReviewDocument);
  const [deleting, setDeleting] = useState(false);

  async function remove(): Promise<boolean> {
    setDeleting(true);
    try {
      const { data } = await mutate({
        variables: { bookId },
        refetchQueries: AFTER_REVIEW_CHANGE,
        awaitRefetchQueries: true,
      });
      if (!data) throw new Error('Empty response');
      notifySuccess(data.deleteReview.message, { scope: REVIEWS_SCOPE });
      return true;
    } catch (error) {
      notifyFailure(error, 'Failed to delete your review', { scope: REVIEWS_SCOPE });
      return false;
    } finally {
      setDeleting(false);
    }
  }

  return { remove, deleting };
}
