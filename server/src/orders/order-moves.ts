import { type AuditEntryRecord, withAudit } from '../common/audit/audit-entry';
import { trusted, Types, type FilterQuery, type UpdateQuery } from 'mongoose';
import type { OrderStatus } from './order-status';
import {
  canTransition,
  DOCUMENT_FIELDS,
  documentDueOf,
  emailedOnce,
  isVisible,
  noticeOf,
  RESTOCK_STARTS,
  VISIBLE_STATUSES,
  type OrderState,
} from './order-states';
import type { PaymentChange } from './payment-moves';
import type { Order as OrderRecord } from './schemas/order.schema';

/**
 * The state table (order-states.ts) as MongoDB filters and updates: the orders people may see,
 * and the one conditional update of each move. Only the orders repository (orders.repository.ts)
 * sends them; they live apart from it so that their unit spec needs no database.
 */

/** Orders a person may see (acknowledged ones), with the caller's other conditions. */
export const visibleOrders = (filter: FilterQuery<OrderRecord> = {}): FilterQuery<OrderRecord> => ({
  ...filter,
  status: trusted({ $in: VISIBLE_STATUSES }),
});

/** Orders a person may see, in `status` when one is given (a status people see), with the caller's other conditions. */
export const shownOrders = (filter: FilterQuery<OrderRecord> = {}, status?: OrderStatus): FilterQuery<OrderRecord> =>
  status ? { ...visibleOrders(filter), status } : visibleOrders(filter);

/** What a move writes besides the state. */
export interface TransitionChanges {
  /**
   * Who made the move. Required when the order reaches a status people see: that move is recorded
   * in the order's history as `{ status, at, by }` (the shopper when placing, then the admin).
   */
  by?: string | Types.ObjectId;
  /** The move only for this account's order (a shopper's own cancellation): another's is not moved. */
  owner?: string | Types.ObjectId;
  /** Fields set in the same update: the acknowledgement's snapshots and totals, the shipment. */
  set?: Partial<
    Pick<
      OrderRecord,
      'books' | 'totalCents' | 'itemCount' | 'totals' | 'restock' | 'restockers' | 'shipment' | 'payment'
    >
  >;
  /** A payment move made with this one (a cancellation's refund due): conditional on the payment state it was decided on. */
  payment?: PaymentChange;
  /** The admin's move: its activity-log entry, written in the move's own update (common/audit). */
  audit?: AuditEntryRecord;
}

/**
 * The conditional update of a move: the order must still be in `from` (one state, or any of
 * several), else nothing is written. A move the table does not allow is a mistake in our code,
 * refused before anything is sent. A move that makes an email due pushes its notice in the same
 * update (`noticeOf`, with `noticesDue` for the outbox to find it by), so the order never reaches
 * a state without the notice that goes with it;
 * a move that starts a restock (`RESTOCK_STARTS`: the cancellation) sets it with one worker, the
 * request that made the move; a move people see sets `figuresDue`, so the dashboard's running
 * figures never miss it (order-figures.ts); a move that makes an invoice or a credit note due
 * (`documentDueOf`) sets its flag, so a crash before it is issued never loses it. For a status emailed once (`emailedOnce`) there are two updates:
 * the first time (the history has no such status: the notice is pushed) and `again` (the history
 * has it: no notice); the database decides which one matches, so of any number of moves one at
 * most writes the notice.
 */
export function transitionUpdate(
  id: string | Types.ObjectId,
  from: OrderState | readonly OrderState[],
  to: OrderState,
  changes: TransitionChanges = {},
  at: Date = new Date(),
  again = false,
): { filter: FilterQuery<OrderRecord>; update: UpdateQuery<OrderRecord> } {
  const sources: readonly OrderState[] = typeof from === 'string' ? [from] : from;
  if (!sources.length) throw new Error(`An order move to ${to} needs a state to come from`);
  for (const source of sources) {
    if (!canTransition(source, to)) throw new Error(`An order cannot go from ${source} to ${to}`);
  }
  const recorded = isVisible(to);
  if (recorded && !changes.by) throw new Error(`Setting an order to ${to} is recorded: say who made the change`);
  const once = emailedOnce(sources, to);
  const notice = once && again ? undefined : noticeOf(sources, to);
  const restock = RESTOCK_STARTS[to];
  const document = documentDueOf(sources, to);
  const { filter, update } = {
    filter: {
      _id: id,
      status: sources.length === 1 ? sources[0] : trusted({ $in: sources }),
      ...(changes.owner ? { user: changes.owner } : {}),
      ...(once ? { 'statusHistory.status': again ? to : trusted({ $ne: to }) } : {}),
      ...(changes.payment ? paymentCondition(changes.payment) : {}),
    },
    update: {
      $set: {
        ...(restock ? { restock, restockers: 1 } : {}),
        ...changes.set,
        ...changes.payment?.set,
        status: to,
        ...(recorded ? { figuresDue: true } : {}),
        ...(notice ? { noticesDue: true } : {}),
        ...(document ? { [DOCUMENT_FIELDS[document].due]: true } : {}),
      },
      ...(recorded
        ? {
            $push: {
              statusHistory: { status: to, at, by: changes.by },
              ...(notice ? { notices: { _id: new Types.ObjectId(), kind: notice, by: changes.by } } : {}),
            },
          }
        : {}),
    },
  };
  return { filter, update: withAudit(update as UpdateQuery<OrderRecord>, changes.audit) };
}

/** The condition of a payment move: the payment still in the state it was decided on (null: none stored yet). */
export const paymentCondition = ({ state }: PaymentChange): FilterQuery<OrderRecord> =>
  state === null ? { payment: null } : { 'payment.state': state };
