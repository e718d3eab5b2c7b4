import { useMutation } from '@apollo/client/react';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { ReportReviewDocument } from '../api/ReportReview.generated';
import { REVIEWS_SCOPE } from './use-book-reviews';

/**
 * Reports a review to the store. Success: the server's thanks, and the review marked as reported
 * (by its id in the cache). Failure: the server's message (such as 'You have already reported this
 * review') or 'Failed to report the review'.
 */
export function useReportReview() {
  const [mutate] = useMutation(ReportReviewDocument);

  async function report(id: string): Promise<boolean> {
    try {
      const { data } = await mutate({ variables: { id } });
      if (!data) throw new Error('Empty response');
      notifySuccess(data.reportReview.message, { scope: REVIEWS_SCOPE });
      return true;
    } catch (error) {
      notifyFailure(error, 'Failed to report the review', { scope: REVIEWS_SCOPE });
      return false;
    }
  }

  return { report };
}
