import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { SaveReviewDocument } from '../api/SaveReview.generated';
import type { ReviewFormValues } from '../validation';
import { AFTER_REVIEW_CHANGE, REVIEWS_SCOPE } from './use-book-reviews';

/**
 * Writes or edits the shopper's review of a book. Success: the server's message ('Review saved'),
 * the list and the book's rating read again. Failure: the server's message (such as "Only
 * customers who have received this book can review it") or 'Failed to save your review'.
 */
export function useSaveReview(bookId: string) {
  const [mutate] = useMutation(SaveReviewDocument);
  const [saving, setSaving] = useState(false);

  async function save(values: ReviewFormValues): Promise<boolean> {
    setSaving(true);
    try {
      const input = { rating: values.rating, title: values.title.trim(), text: values.text.trim() };
      const { data } = await mutate({
        variables: { bookId, input },
        refetchQueries: AFTER_REVIEW_CHANGE,
        awaitRefetchQueries: true,
      });
      if (!data) throw new Error('Empty response');
      notifySuccess(data.saveReview.message, { scope: REVIEWS_SCOPE });
      return true;
    } catch (error) {
      notifyFailure(error, 'Failed to save your review', { scope: REVIEWS_SCOPE });
      return false;
    } finally {
      setSaving(false);
    }
  }

  return { save, saving };
}
