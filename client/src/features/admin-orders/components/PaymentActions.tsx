import { buttonClasses } from '@/components/button-styles';
import { useMoney } from '@/lib/money-context';
import { useRecordPayment } from '../hooks/use-record-payment';

export interface PaymentActionsProps {
  order: {
    id: string;
    totalAmount: number;
    payment: { canMarkPaid: boolean; canMarkRefunded: boolean; refundAmount: number | null };
  };
}

/** The admin's Mark paid / Mark refunded, when the server says the order's payment allows them (each asked first). */
export function PaymentActions({ order }: PaymentActionsProps) {
  const money = useMoney();
  const { recordPayment, recording, confirmDialog } = useRecordPayment();
  const { payment } = order;
  if (!payment.canMarkPaid && !payment.canMarkRefunded) return null;
  return (
    <>
      {payment.canMarkPaid && (
        <button
          type="button"
          disabled={recording}
          onClick={() => void recordPayment(order, 'PAID', money.format(order.totalAmount))}
          className={buttonClasses('primary', 'sm')}
        >
          {recording ? 'Saving...' : 'Mark paid'}
        </button>
      )}
      {payment.canMarkRefunded && (
        <button
          type="button"
          disabled={recording}
          onClick={() => void recordPayment(order, 'REFUNDED', money.format(payment.refundAmount ?? order.totalAmount))}
          className={buttonClasses('primary', 'sm')}
        >
          {recording ? 'Saving...' : 'Mark refunded'}
        </button>
      )}
      {confirmDialog}
    </>
  );
}
