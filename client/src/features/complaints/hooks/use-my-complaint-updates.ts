import { MyComplaintUpdatedDocument } from '../api/MyComplaintUpdated.generated';
import { notifyInfo } from '@/lib/notify';
import { useLiveSubscription } from '@/lib/use-live-subscription';

/** The toast when the shop answers a complaint: 'Your complaint "Late delivery" was answered'. */
export function complaintAnsweredMessage(title: string): string {
  return `Your complaint "${title}" was answered`;
}

/**
 * The shopper's live complaints, anywhere in the app: each answer (every change the shop makes is
 * a response) replaces the cached complaint, so its page shows the response and the list its new
 * status, and toasts that it was answered.
 */
export function useMyComplaintUpdates(): void {
  useLiveSubscription(MyComplaintUpdatedDocument, {
    onData: ({ myComplaintUpdated }) => notifyInfo(complaintAnsweredMessage(myComplaintUpdated.title)),
  });
}
