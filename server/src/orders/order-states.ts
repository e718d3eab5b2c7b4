import { ORDER_STATUSES, OrderStatus } from './order-status';

/**
 * The order lifecycle as a table: the states an order goes through, the moves allowed between
 * them, who may make which move, the email each move makes due, and the restock of a cancelled
 * order with its own small table. Pure (no Nest or Mongoose), so the unit specs read it as it is;
 * the moves themselves are written by the orders repository (orders.repository.ts), which refuses
 * any move this table does not list (docs/architecture.md "The order lifecycle").
 *
 *   placing ──► pending ◄──► shipped ◄──► delivered      (pending ◄──► delivered too)
 *      │           │
 *      │           └──► cancelled   (final; its copies go back to stock: restock below)
 *      └─────► cancelling ──► (deleted, once every copy is back on the shelf)
 *
 *   restock of a cancelled order:  returning ──► clearing ──► (none)
 *
 * `placing` and `cancelling` are internal: such an order is never listed, shown or counted.
 */

/** The internal states of an order not (or no longer) on its way to being acknowledged. */
export enum PlacementState {
  /** Inserted, its stock being taken; acknowledged by its request (→ pending) or given up (→ cancelling). */
  PLACING = 'placing',
  /** Given up (by its request or by the repair): its copies are going back, then it is deleted. */
  CANCELLING = 'cancelling',
}

export type OrderState = OrderStatus | PlacementState;

/** Every state an order may be stored in. */
export const ORDER_STATES: readonly OrderState[] = [
  PlacementState.PLACING,
  ...ORDER_STATUSES,
  PlacementState.CANCELLING,
];

/** The statuses people see (an acknowledged order): the shopper's and the admin's lists, details and figures. */
export const VISIBLE_STATUSES: readonly OrderStatus[] = ORDER_STATUSES;

/**
 * Where an order may go from each state. A status added to OrderStatus must get a row here: a
 * terminal one (no way out) has an empty list, like `cancelling`.
 */
export const TRANSITIONS: Readonly<Record<OrderState, readonly OrderState[]>> = {
  [PlacementState.PLACING]: [OrderStatus.PENDING, PlacementState.CANCELLING],
  [PlacementState.CANCELLING]: [],
  // The admin may move an order between pending, shipped and delivered, back and forth; a pending
  // order may be cancelled (by its shopper or the admin), and a cancelled one goes nowhere.
  [OrderStatus.PENDING]: [OrderStatus.SHIPPED, OrderStatus.DELIVERED, OrderStatus.CANCELLED],
  [OrderStatus.SHIPPED]: [OrderStatus.PENDING, OrderStatus.DELIVERED],
  [OrderStatus.DELIVERED]: [OrderStatus.PENDING, OrderStatus.SHIPPED],
  [OrderStatus.CANCELLED]: [],
};

export const isVisible = (state: OrderState): state is OrderStatus =>
  (VISIBLE_STATUSES as readonly OrderState[]).includes(state);

export const canTransition = (from: OrderState, to: OrderState): boolean => TRANSITIONS[from].includes(to);

/** The statuses people see from which an order may be set to `to` (the admin's status change). */
export const visibleSourcesOf = (to: OrderState): OrderStatus[] =>
  VISIBLE_STATUSES.filter((from) => canTransition(from, to));

/** Who reads an order: the admin (any order) or a shopper (their own). */
export type OrderReader = 'admin' | 'shopper';

/**
 * The moves people see that each reader may make. The admin may make any the table lists; a
 * shopper only cancels (their own order: the service checks whose it is).
 */
const MOVES_OF: Readonly<Record<OrderReader, readonly OrderStatus[]>> = {
  admin: VISIBLE_STATUSES,
  shopper: [OrderStatus.CANCELLED],
};

/**
 * The statuses `reader` may set on an order that has `status`, now: never the status it has
 * (setting it changes nothing), in the order of VISIBLE_STATUSES. Sent with every order as
 * `nextStatuses`, so that clients show the moves and never work them out.
 */
export const nextStatuses = (status: OrderStatus, reader: OrderReader): OrderStatus[] =>
  VISIBLE_STATUSES.filter((to) => canTransition(status, to) && MOVES_OF[reader].includes(to));

/** Whether `reader` may cancel an order that has `status`, now: the same answer as `nextStatuses`. */
export const isCancellable = (status: OrderStatus, reader: OrderReader): boolean =>
  nextStatuses(status, reader).includes(OrderStatus.CANCELLED);

/** The emails an order's moves make due (OrderNotices turns each into a message to the shopper). */
export enum OrderNoticeKind {
  PLACED = 'placed',
  SHIPPED = 'shipped',
  DELIVERED = 'delivered',
  CANCELLED = 'cancelled',
  /** A payment refunded (by the admin's "Mark refunded", or through the card's provider). */
  REFUNDED = 'refunded',
}

/**
 * The notice a move writes in its own update, if any: the acknowledgement (placing → pending) is
 * the order's confirmation; reaching shipped, delivered or cancelled tells the shopper so, the
 * first time only (`emailedOnce`). The admin's move back to pending tells nobody.
 */
export function noticeOf(sources: readonly OrderState[], to: OrderState): OrderNoticeKind | undefined {
  switch (to) {
    case OrderStatus.PENDING:
      return sources.length === 1 && sources[0] === PlacementState.PLACING ? OrderNoticeKind.PLACED : undefined;
    case OrderStatus.SHIPPED:
      return OrderNoticeKind.SHIPPED;
    case OrderStatus.DELIVERED:
      return OrderNoticeKind.DELIVERED;
    case OrderStatus.CANCELLED:
      return OrderNoticeKind.CANCELLED;
    default:
      return undefined;
  }
}

/**
 * Whether a move's email goes only the first time the order reaches `to`: the admin's move to a
 * status an order may leave and come back to (shipped, delivered). Its notice is then written
 * only by a move whose filter finds no such status in the order's history; a move back to it
 * writes none. (The acknowledgement and a cancellation happen once anyway.)
 */
export const emailedOnce = (sources: readonly OrderState[], to: OrderState): boolean =>
  sources.every(isVisible) &&
  noticeOf(sources, to) !== undefined &&
  TRANSITIONS[to].some((next) => canTransition(next, to));

/**
 * Where a cancelled order's copies are on their way back to stock (the order's `restock`, unset
 * when there is none). Workers give the copies back: the request that cancelled the order, and
 * the repair after a crash (OrderRestock); the order counts them in `restockers`.
 */
export enum RestockState {
  /** Set by the move to `cancelled`: workers are giving each line back (once, by the books' receipts). */
  RETURNING = 'returning',
  /** Every copy is back; the last worker to leave drops the books' receipts, then `restock` goes. */
  CLEARING = 'clearing',
}

/** No restock: the field is unset (never cancelled, or its copies are all back and the receipts gone). */
export const NO_RESTOCK = null;
export type RestockStep = RestockState | typeof NO_RESTOCK;

/** The state a move starts a restock in: the move to `cancelled` sets `returning`, with one worker (its request). */
export const RESTOCK_STARTS: Readonly<Partial<Record<OrderState, RestockState>>> = {
  [OrderStatus.CANCELLED]: RestockState.RETURNING,
};

/**
 * The restock's own moves. A worker that has given every line back leaves: `returning → clearing`
 * for the first, `clearing → clearing` for any later one; the last to leave drops the receipts,
 * `clearing → (none)`, which needs no worker left. Workers join (the repair) only while
 * `returning` (`RESTOCK_JOINABLE`): once `clearing` is set none can, so no return runs after its
 * receipt is gone.
 */
export const RESTOCK_TRANSITIONS: Readonly<Record<RestockState, readonly RestockStep[]>> = {
  [RestockState.RETURNING]: [RestockState.CLEARING],
  [RestockState.CLEARING]: [RestockState.CLEARING, NO_RESTOCK],
};

/** The restock state in which another worker may join. */
export const RESTOCK_JOINABLE = RestockState.RETURNING;

/** The restock states from which the restock may go to `to`. */
export const restockSourcesOf = (to: RestockStep): RestockState[] =>
  Object.values(RestockState).filter((from) => RESTOCK_TRANSITIONS[from].includes(to));

/** The documents for the accounts an order's moves make due (issued by the invoices module). */
export enum OrderDocumentKind {
  /** The invoice: every order, once placed. */
  INVOICE = 'invoice',
  /** The credit note: an invoiced order once cancelled, its amounts negated. */
  CREDIT_NOTE = 'credit-note',
}

/**
 * The document a move makes due, flagged in the move's own update (so that a crash before it is
 * issued leaves the flag for the `invoices` job): the acknowledgement makes the invoice due, the
 * cancellation the credit note. The admin's move back to pending makes nothing due.
 */
export function documentDueOf(sources: readonly OrderState[], to: OrderState): OrderDocumentKind | undefined {
  if (to === OrderStatus.PENDING) {
    return sources.length === 1 && sources[0] === PlacementState.PLACING ? OrderDocumentKind.INVOICE : undefined;
  }
  return to === OrderStatus.CANCELLED ? OrderDocumentKind.CREDIT_NOTE : undefined;
}

/** The order's flag that says a document is due, and its field holding the document's summary once issued. */
export const DOCUMENT_FIELDS: Readonly<
  Record<OrderDocumentKind, { due: 'invoiceDue' | 'creditNoteDue'; issued: 'invoice' | 'creditNote' }>
> = {
  [OrderDocumentKind.INVOICE]: { due: 'invoiceDue', issued: 'invoice' },
  [OrderDocumentKind.CREDIT_NOTE]: { due: 'creditNoteDue', issued: 'creditNote' },
};
