import { MyComplaintUpdatedDocument } from '../api/MyComplaintUpdated.generated';
import { notifyInfo } from '@/lib/notify';
import { useLiveSubscription } from '@/lib/use-live-subscription';

/** The toast when the shop answers a complaint: 'Your complaint "Late delivery" was answered'. */
export function complaintAnsweredMessage(title: string): string {
  return `Your complaint "${title}" was answered`;
}

/**
 * The shopper's live complaints, anywhere in the app: each change (an answer of the shop, or the
 * shopper's own reply from another tab) replaces the cached complaint, so its page shows the
 * thread and the list its status; an answer also toasts that it was answered.
 */
export function useMyComplaintUpdates(): void {
  useLiveSubscription(MyComplaintUpdatedDocument, {
    onData: ({ myComplaintUpdated }) => {
      // The shopper's own reply comes back too: only the store's answer is news.
      if (myComplaintUpdated.messages.at(-1)?.author.role !== 'ADMIN') return;
      notifyInfo(complaintAnsweredMessage(myComplaintUpdated.title));
    },
  });
}
