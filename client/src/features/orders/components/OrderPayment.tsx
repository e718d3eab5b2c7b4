import type { ReactNode } from 'react';
import { PaymentBadge } from '@/components/Badge';
import { formatDateTime } from '@/lib/format';
import { useMoney } from '@/lib/money-context';
import type { OrderFieldsFragment } from '@/gql/graphql';

export interface OrderPaymentProps {
  order: Pick<OrderFieldsFragment, 'totalAmount' | 'payment'>;
  /** The admin's actions (Mark paid, Mark refunded), beside the facts. */
  actions?: ReactNode;
  /** The shopper is back from Stripe's payment page: until Stripe confirms, the card payment is pending. */
  returnedFromCard?: boolean;
}

/**
 * How the order is paid, as the server says: the method and its state, when it was paid and how
 * much, a refund due or made; for a bank transfer still awaiting payment, the shop's account and
 * the reference to quote; for a card awaiting payment, the link to Stripe's page, or "Payment
 * pending" once the shopper is back from it (the live update then shows it paid); a card refund
 * that failed and is being retried (the admin's reader only gets its reason). The admin's page
 * adds its actions.
 */
export function OrderPayment({ order, actions, returnedFromCard = false }: OrderPaymentProps) {
  const money = useMoney();
  const { payment } = order;
  const bank = payment.bankDetails;
  return (
    <section
      aria-labelledby="order-payment-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h2 id="order-payment-heading" className="text-lg font-semibold text-slate-900">
          Payment
        </h2>
        <PaymentBadge state={payment.state} />
        {actions && <div className="flex flex-wrap gap-2 sm:ml-auto">{actions}</div>}
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-500">Method</dt>
          <dd className="font-semibold text-slate-900">{payment.methodName}</dd>
        </div>
        {payment.paidAt && (
          <div>
            <dt className="text-slate-500">Paid</dt>
            <dd className="font-semibold text-slate-900">
              {payment.paidAmount !== null && (
                <span className="tabular-nums">{money.format(payment.paidAmount)} on </span>
              )}
              <time dateTime={payment.paidAt}>{formatDateTime(payment.paidAt)}</time>
            </dd>
          </div>
        )}
        {payment.refundAmount !== null && (
          <div>
            <dt className="text-slate-500">{payment.refundedAt ? 'Refunded' : 'Refund due'}</dt>
            <dd className="font-semibold text-slate-900">
              <span className="tabular-nums">{money.format(payment.refundAmount)}</span>
              {payment.refundedAt && (
                <>
                  {' on '}
                  <time dateTime={payment.refundedAt}>{formatDateTime(payment.refundedAt)}</time>
                </>
              )}
            </dd>
          </div>
        )}
      </dl>
      {payment.method === 'card' && payment.state === 'AWAITING' && (returnedFromCard || payment.checkoutUrl) && (
        <div role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900">
          {returnedFromCard ? (
            <>
              <p className="font-semibold text-amber-900">Payment pending</p>
              <p className="mt-1">
                Stripe is confirming your card payment of {money.format(order.totalAmount)}; this page shows it as soon
                as it does.
              </p>
            </>
          ) : (
            <p>
              <span className="font-semibold text-amber-900">Not paid yet.</span> Pay {money.format(order.totalAmount)}{' '}
              by card on Stripe&apos;s secure page:{' '}
              <a
                href={payment.checkoutUrl!}
                className="font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                Pay by card
              </a>
            </p>
          )}
        </div>
      )}
      {payment.refundError && (
        <p className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          <span className="font-semibold">Refund failed, retrying:</span>{' '}
          <span className="break-words">{payment.refundError}</span>
        </p>
      )}
      {bank && payment.state === 'AWAITING' && (
        <div data-testid="bank-details" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
          <p className="font-semibold text-amber-900">
            Please transfer {money.format(order.totalAmount)} to the account below, quoting the reference.
          </p>
          <dl className="mt-2 grid gap-x-4 gap-y-1 text-slate-900 sm:grid-cols-[max-content_1fr]">
            <dt className="text-slate-600">Account holder</dt>
            <dd className="break-words font-medium">{bank.holder}</dd>
            <dt className="text-slate-600">Account (IBAN)</dt>
            <dd className="break-all font-mono font-medium">{bank.account}</dd>
            {bank.bank && (
              <>
                <dt className="text-slate-600">Bank</dt>
                <dd className="break-words font-medium">{bank.bank}</dd>
              </>
            )}
            <dt className="text-slate-600">Reference</dt>
            <dd className="font-mono font-semibold">{payment.reference}</dd>
          </dl>
          {bank.notes && <p className="mt-2 whitespace-pre-line text-slate-700">{bank.notes}</p>}
        </div>
      )}
    </section>
  );
}
