import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useConfirm } from '@/components/use-confirm';
import type { PaymentState } from '@/gql/graphql';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { shortOrderId } from '@/lib/order-status';
import { UpdateOrderPaymentDocument } from '../api/UpdateOrderPayment.generated';
import { ADMIN_ORDERS_SCOPE } from './use-admin-orders';

/** What the admin records by hand: the payment received, or the refund made. */
export type RecordedPayment = Extract<PaymentState, 'PAID' | 'REFUNDED'>;

const QUESTIONS: Record<
  RecordedPayment,
  (number: string, amount: string) => { title: string; message: string; confirmLabel: string }
> = {
  PAID: (number, amount) => ({
    title: 'Mark paid',
    message: `Record that ${amount} for order ${number} was received today? This cannot be undone.`,
    confirmLabel: 'Mark Paid',
  }),
  REFUNDED: (number, amount) => ({
    title: 'Mark refunded',
    message: `Record that ${amount} for order ${number} was refunded to the customer today? This cannot be undone.`,
    confirmLabel: 'Mark Refunded',
  }),
};

/**
 * The admin's "Mark paid" and "Mark refunded": asked first (naming the order and the amount), then
 * recorded by the server, which answers the order (updated in the cache by id). Success: the
 * server's message; failure (e.g. PAYMENT_NOT_CHANGEABLE when it changed meanwhile): its message,
 * or 'Failed to record the payment'.
 */
export function useRecordPayment() {
  const [mutate] = useMutation(UpdateOrderPaymentDocument);
  const { confirm, confirmDialog } = useConfirm();
  const [recording, setRecording] = useState(false);

  async function recordPayment(order: { id: string }, state: RecordedPayment, amount: string): Promise<void> {
    if (recording) return;
    const question = QUESTIONS[state](`#${shortOrderId(order.id)}`, amount);
    if (!(await confirm({ ...question, cancelLabel: 'Not Now', tone: 'primary' }))) return;
    setRecording(true);
    try {
      const { data } = await mutate({
        variables: { id: order.id, state },
        // The order is updated in place (cached by id); lists filtered by a payment state may no
        // longer hold it: they are fetched again when shown.
        update: (cache) => {
          cache.modify({
            id: 'ROOT_QUERY',
            fields: {
              orders: (list, { storeFieldName, DELETE }) => (/"paymentState":"/.test(storeFieldName) ? DELETE : list),
            },
          });
          cache.gc();
        },
      });
      if (data) notifySuccess(data.updateOrderPayment.message, { scope: ADMIN_ORDERS_SCOPE });
    } catch (error) {
      notifyFailure(error, 'Failed to record the payment', { scope: ADMIN_ORDERS_SCOPE });
    } finally {
      setRecording(false);
    }
  }

  return { recordPayment, recording, confirmDialog };
}
