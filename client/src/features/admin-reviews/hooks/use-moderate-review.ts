import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { HideReviewDocument } from '../api/HideReview.generated';
import { ShowReviewDocument } from '../api/ShowReview.generated';
import { ADMIN_REVIEWS_SCOPE } from './use-admin-reviews';

/** Lists and books to read again once a review is hidden or shown: the lists, and the books' ratings. */
const AFTER_MODERATION = ['ListAdminReviews', 'ListBooks', 'GetBook'];

/**
 * The admin hides a review with a reason (its author sees it), or shows it again. Success: the
 * server's message ('Review hidden', 'Review shown again'); failure: the server's message or
 * 'Failed to hide the review' / 'Failed to show the review'.
 */
export function useModerateReview() {
  const [hideMutation] = useMutation(HideReviewDocument);
  const [showMutation] = useMutation(ShowReviewDocument);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<string | undefined>, fallback: string): Promise<boolean> {
    setBusy(true);
    try {
      const message = await action();
      if (!message) throw new Error('Empty response');
      notifySuccess(message, { scope: ADMIN_REVIEWS_SCOPE });
      return true;
    } catch (error) {
      notifyFailure(error, fallback, { scope: ADMIN_REVIEWS_SCOPE });
      return false;
    } finally {
      setBusy(false);
    }
  }

  const hide = (id: string, reason: string) =>
    run(
      async () =>
        (await hideMutation({ variables: { id, input: { reason } }, refetchQueries: AFTER_MODERATION })).data
          ?.hideReview.message,
      'Failed to hide the review',
    );
  const show = (id: string) =>
    run(
      async () =>
        (await showMutation({ variables: { id }, refetchQueries: AFTER_MODERATION })).data?.showReview.message,
      'Failed to show the review',
    );

  return { hide, show, busy };
}
