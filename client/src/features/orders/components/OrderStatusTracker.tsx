import type { OrderStatus } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format';
import { ORDER_STEPS, orderStatusLabel } from '@/lib/order-status';

export interface OrderStatusTrackerProps {
  status: OrderStatus;
  /** Every status change of the order, oldest first: when each step was reached. */
  history: ReadonlyArray<{ status: OrderStatus; at: string }>;
}

type StepState = 'done' | 'current' | 'upcoming';

/** When the order last reached `status`, or undefined. */
function reachedAt(history: OrderStatusTrackerProps['history'], status: OrderStatus): string | undefined {
  let at: string | undefined;
  for (const change of history) if (change.status === status) at = change.at;
  return at;
}

const circleClasses: Record<StepState, string> = {
  done: 'border-indigo-600 bg-indigo-600 text-white',
  current: 'border-indigo-600 bg-white text-indigo-700 ring-4 ring-indigo-100',
  upcoming: 'border-slate-300 bg-white text-slate-500',
};

const stateText: Record<StepState, string> = {
  done: 'completed',
  current: 'current step',
  upcoming: 'not reached yet',
};

/**
 * The three steps of an order (Pending, Shipped, Delivered), the current one highlighted
 * (aria-current="step"), the steps before it marked done, each reached step with the date and
 * time it was reached. Vertical on phones, a row from 640 px. A cancelled order shows that
 * instead, with when it was cancelled.
 */
export function OrderStatusTracker({ status, history }: OrderStatusTrackerProps) {
  if (status === 'CANCELLED') {
    const at = reachedAt(history, 'CANCELLED');
    return (
      <div
        data-testid="order-cancelled"
        className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4"
      >
        <span
          aria-hidden="true"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full border-2 border-red-600 bg-white text-lg font-bold text-red-700"
        >
          ✕
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-red-900">Cancelled</p>
          <p className="text-sm text-red-900">
            {at ? (
              <>
                This order was cancelled on <time dateTime={at}>{formatDateTime(at)}</time>.
              </>
            ) : (
              'This order was cancelled.'
            )}{' '}
            Nothing will be shipped.
          </p>
        </div>
      </div>
    );
  }
  const currentIndex = ORDER_STEPS.indexOf(status);

  return (
    <ol aria-label="Order status" className="flex flex-col gap-4 sm:flex-row sm:gap-0">
      {ORDER_STEPS.map((step, index) => {
        const state: StepState = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
        const at = state === 'upcoming' ? undefined : reachedAt(history, step);
        return (
          <li
            key={step}
            data-testid="status-step"
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
            className="relative flex items-center gap-3 sm:flex-1 sm:flex-col sm:text-center"
          >
            {index > 0 && (
              <span
                aria-hidden="true"
                className={`absolute hidden h-0.5 sm:block sm:top-5 sm:right-1/2 sm:left-[-50%] ${index <= currentIndex ? 'bg-indigo-600' : 'bg-slate-200'}`}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative flex h-10 w-10 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${circleClasses[state]}`}
            >
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className="min-w-0">
              <span className={`block font-semibold ${state === 'upcoming' ? 'text-slate-600' : 'text-slate-900'}`}>
                {orderStatusLabel(step)}
                <span className="sr-only"> ({stateText[state]})</span>
              </span>
              <span className="block text-sm text-slate-600">
                {at ? <time dateTime={at}>{formatDateTime(at)}</time> : state === 'upcoming' ? 'Not yet' : ''}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
