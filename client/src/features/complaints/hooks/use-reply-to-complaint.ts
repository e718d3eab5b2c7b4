import { useMutation } from '@apollo/client/react';
import { ReplyToComplaintDocument } from '../api/ReplyToComplaint.generated';
import { failureMessage, notifyFailure } from '@/lib/notify';
import { COMPLAINTS_SCOPE } from './use-my-complaints';

/**
 * The shopper's reply in their complaint's thread. The returned complaint replaces the cached one
 * (its page shows the reply and, for a resolved one, its new status); the lists are dropped, since
 * a reopened complaint changes its status there. Resolves null when sent; on failure it toasts the
 * server's message (or 'Failed to send reply') and resolves the same message, shown beside the box.
 */
export function useReplyToComplaint() {
  const [mutate, { loading }] = useMutation(ReplyToComplaintDocument);

  async function reply(id: string, message: string): Promise<string | null> {
    try {
      const { data } = await mutate({
        variables: { id, message },
        update(cache) {
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'myComplaints' });
          cache.gc();
        },
      });
      if (!data) throw new Error('Empty response');
      return null;
    } catch (error) {
      notifyFailure(error, 'Failed to send reply', { scope: COMPLAINTS_SCOPE });
      return failureMessage(error, 'Failed to send reply');
    }
  }

  return { reply, sending: loading };
}
