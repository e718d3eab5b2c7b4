import { mongo, trusted, Types, type FilterQuery, type Model, type UpdateQuery } from 'mongoose';
import { isObjectIdString } from '../common/http/parse-object-id.pipe';
import type { LeanRecord } from '../common/pagination/paginate';
import { ORDER_FIELDS } from './models/order.model';
import { ORDER_STATUSES, OrderStatus } from './order-status';
import type { Order as OrderRecord } from './schemas/order.schema';

/**
 * The states an order goes through, the moves allowed between them, and the one conditional
 * update that makes a move. Every filter on an order's state is written here; the rest of the
 * module asks this file (docs/architecture.md "The order lifecycle").
 *
 *   placing ──► pending ◄──► shipped ◄──► delivered      (pending ◄──► delivered too)
 *      │           │
 *      │           └──► cancelled   (final; its copies go back to stock, see `restock` below)
 *      └─────► cancelling ──► (deleted, once every copy is back on the shelf)
 *
 * `placing` and `cancelling` are internal: such an order is never listed, shown or counted. The
 * `reserved` flag says that some book may still hold the order's reservation marker; it is set
 * when the order is opened and cleared once the markers are gone (`reservationReleased`).
 *
 * A cancelled order's copies go back through `restock` (OrderRestock): the move to `cancelled`
 * sets it to `returning` with one worker (the request that won the move); each worker gives every
 * line back once (a receipt on the book, BooksService.returnStock with `restock`) and leaves,
 * setting `clearing`; the last to leave drops the receipts and unsets `restock`. The repair joins
 * a cancellation left `returning` by a crash. Receipts are dropped only when no worker is left, so
 * a return can never run after its receipt is gone.
 */

/** The internal states of an order not (or no longer) on its way to being acknowledged. */
export enum PlacementState {
  /** Inserted, its stock being taken; acknowledged by its request (→ pending) or given up (→ cancelling). */
  PLACING = 'placing',
  /** Given up (by its request or by the repair): its copies are going back, then it is deleted. */
  CANCELLING = 'cancelling',
}

export type OrderState = OrderStatus | PlacementState;

/** Where a cancelled order's copies are on their way back to stock (the order's `restock`). */
export enum RestockState {
  /** Set by the move to `cancelled`: workers are giving each line back (once, by the books' receipts). */
  RETURNING = 'returning',
  /** Every copy is back; the last worker to leave drops the books' receipts, then `restock` goes. */
  CLEARING = 'clearing',
}

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

/** The emails an order's moves make due (OrderNotices turns each into a message to the shopper). */
export enum OrderNoticeKind {
  PLACED = 'placed',
  SHIPPED = 'shipped',
  DELIVERED = 'delivered',
  CANCELLED = 'cancelled',
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

/** Orders a person may see (acknowledged ones), with the caller's other conditions. */
export const visibleOrders = (filter: FilterQuery<OrderRecord> = {}): FilterQuery<OrderRecord> => ({
  ...filter,
  status: trusted({ $in: VISIBLE_STATUSES }),
});

/** What a move writes besides the state. */
export interface TransitionChanges {
  /**
   * Who made the move. Required when the order reaches a status people see: that move is recorded
   * in the order's history as `{ status, at, by }` (the shopper when placing, then the admin).
   */
  by?: string | Types.ObjectId;
  /** The move only for this account's order (a shopper's own cancellation): another's is not moved. */
  owner?: string | Types.ObjectId;
  /** Fields set in the same update: the acknowledgement's snapshots and totals, a cancellation's restock. */
  set?: Partial<Pick<OrderRecord, 'books' | 'totalCents' | 'itemCount' | 'restock' | 'restockers'>>;
}

/**
 * The conditional update of a move: the order must still be in `from` (one state, or any of
 * several), else nothing is written. A move the table does not allow is a mistake in our code,
 * refused before anything is sent. A move that makes an email due pushes its notice in the same
 * update (`noticeOf`), so the order never reaches a state without the notice that goes with it.
 * For a status emailed once (`emailedOnce`) there are two updates: the first time (the history
 * has no such status: the notice is pushed) and `again` (the history has it: no notice); the
 * database decides which one matches, so of any number of moves one at most writes the notice.
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
  return {
    filter: {
      _id: id,
      status: sources.length === 1 ? sources[0] : trusted({ $in: sources }),
      ...(changes.owner ? { user: changes.owner } : {}),
      ...(once ? { 'statusHistory.status': again ? to : trusted({ $ne: to }) } : {}),
    },
    update: {
      $set: { ...changes.set, status: to },
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
}

export type StoredOrder = LeanRecord<OrderRecord>;

/** ORDER_FIELDS as the driver takes a projection. */
const ORDER_PROJECTION = Object.fromEntries(ORDER_FIELDS.split(' ').map((field) => [field, 1]));

/** A new order as its request inserts it, before any stock is taken. */
export type NewOrder = Pick<
  OrderRecord,
  'user' | 'books' | 'orderedAt' | 'orderedDay' | 'shortId' | 'shippingAddress'
> & {
  _id: Types.ObjectId;
};

/**
 * The lifecycle's writes and its reads by state, for OrdersService, OrderRepairService and
 * OrderImages (OrdersModule provides it with the orders Model: the schema reads ORDER_STATES from
 * this file, so this file does not load the schema). Each write is one conditional
 * single-document update, so that two requests, a request and the repair, or two instances'
 * repairs never both win one move.
 */
export class OrderLifecycle {
  constructor(private readonly orders: Model<OrderRecord>) {}

  /**
   * Step 1 of placing: the order inserted as `placing`, flagged `reserved` before any stock is taken.
   * Written through the driver, as the schema stores it (its defaults and timestamps;
   * `test/orders/orders-driver-writes.e2e-spec.ts` compares the two): every field comes from code
   * that checked it, and building a Mongoose document for it was the costliest step of placing an order.
   */
  async open(order: NewOrder): Promise<void> {
    const now = new Date();
    await this.orders.collection.insertOne({
      ...order,
      status: PlacementState.PLACING,
      totalCents: 0,
      itemCount: 0,
      statusHistory: [],
      reserved: true,
      createdAt: now,
      updatedAt: now,
      __v: 0,
    });
  }

  /**
   * Moves an order from `from` to `to` with `changes`, conditionally (see `transitionUpdate`).
   * Returns the order after the move (`ORDER_FIELDS`), or null when it was not in `from`: it is
   * missing, or another request or the repair moved it first. The caller says what null means.
   * A move to a status emailed once tries the first time's update, then the one without a notice.
   */
  async transition(
    id: string | Types.ObjectId,
    from: OrderState | readonly OrderState[],
    to: OrderState,
    changes?: TransitionChanges,
  ): Promise<StoredOrder | null> {
    const moved = await this.move(id, from, to, changes, false);
    const sources: readonly OrderState[] = typeof from === 'string' ? [from] : from;
    if (moved || !emailedOnce(sources, to)) return moved;
    return this.move(id, from, to, changes, true);
  }

  private move(
    id: string | Types.ObjectId,
    from: OrderState | readonly OrderState[],
    to: OrderState,
    changes: TransitionChanges | undefined,
    again: boolean,
  ): Promise<StoredOrder | null> {
    // Every order makes at least one move (its acknowledgement): it goes through the driver, with
    // the ids as ObjectIds and `updatedAt` stamped as Mongoose's timestamps would; undefined fields
    // of the snapshots are left out, as Mongoose leaves them out.
    if (!isObjectIdString(String(id))) return Promise.resolve(null);
    const asId = (value: string | Types.ObjectId | undefined) => (value ? new Types.ObjectId(value) : undefined);
    const moveChanges = { ...changes, by: asId(changes?.by), owner: asId(changes?.owner) };
    const { filter, update } = transitionUpdate(asId(id)!, from, to, moveChanges, new Date(), again);
    update.$set = { ...update.$set, updatedAt: new Date() };
    return this.orders.collection.findOneAndUpdate(
      filter as mongo.Filter<mongo.Document>,
      update as mongo.UpdateFilter<mongo.Document>,
      { returnDocument: 'after', projection: ORDER_PROJECTION, ignoreUndefined: true },
    ) as Promise<StoredOrder | null>;
  }

  /** Deletes an order given up (`cancelling`) once its copies are back; false when it is not (or no longer) there. */
  async discard(id: string | Types.ObjectId): Promise<boolean> {
    return (await this.orders.deleteOne({ _id: id, status: PlacementState.CANCELLING })).deletedCount > 0;
  }

  /** Clears the `reserved` flag once no book holds the order's marker; false when it was already clear. */
  async reservationReleased(id: string | Types.ObjectId): Promise<boolean> {
    // Through the driver (an id and a flag: nothing to cast), stamped as Mongoose's timestamps would;
    // only while the flag is there, so that the stamp alone never counts as a change.
    const { modifiedCount } = await this.orders.collection.updateOne(
      { _id: new Types.ObjectId(id), reserved: { $exists: true } },
      { $unset: { reserved: '' }, $set: { updatedAt: new Date() } },
    );
    return modifiedCount > 0;
  }

  /** Ids of the orders still `placing` that were opened at or before `before` (all of them without it). */
  async placing(before?: Date): Promise<Types.ObjectId[]> {
    const filter: FilterQuery<OrderRecord> = { status: PlacementState.PLACING };
    if (before) filter.orderedAt = trusted({ $lte: before });
    return (await this.orders.find(filter, { _id: 1 }).lean()).map((order) => order._id);
  }

  /** Which of these orders are still `placing`. */
  async stillPlacing(ids: readonly Types.ObjectId[]): Promise<Types.ObjectId[]> {
    const filter = { _id: trusted({ $in: ids }), status: PlacementState.PLACING };
    return (await this.orders.find(filter, { _id: 1 }).lean()).map((order) => order._id);
  }

  /** The orders given up (`cancelling`), with their lines. */
  cancelling(): Promise<Array<Pick<StoredOrder, '_id' | 'books'>>> {
    return this.orders.find({ status: PlacementState.CANCELLING }, { books: 1 }).lean().exec();
  }

  /** Acknowledged orders opened at or before `before` whose `reserved` flag is still set, with their lines. */
  stillReserved(before: Date): Promise<Array<Pick<StoredOrder, '_id' | 'books'>>> {
    return this.orders
      .find(visibleOrders({ reserved: true, orderedAt: trusted({ $lte: before }) }), { books: 1 })
      .lean()
      .exec();
  }

  /**
   * Joins a cancellation whose copies are still `returning` as one more worker (the repair does,
   * after a crash); null when there is none to join (finished, or never cancelled).
   */
  joinRestock(id: string | Types.ObjectId): Promise<Pick<StoredOrder, '_id' | 'books'> | null> {
    return this.orders
      .findOneAndUpdate(
        { _id: id, restock: RestockState.RETURNING },
        { $inc: { restockers: 1 } },
        { new: true, projection: { books: 1 } },
      )
      .lean<Pick<StoredOrder, '_id' | 'books'>>()
      .exec();
  }

  /**
   * A worker has given every line back: one worker fewer, and the copies are all back (`clearing`).
   * Returns the order's restock after it (null when it was not being restocked).
   */
  leaveRestock(id: string | Types.ObjectId): Promise<Pick<StoredOrder, '_id' | 'restock' | 'restockers'> | null> {
    return this.orders
      .findOneAndUpdate(
        { _id: id, restock: trusted({ $in: [RestockState.RETURNING, RestockState.CLEARING] }) },
        { $inc: { restockers: -1 }, $set: { restock: RestockState.CLEARING } },
        { new: true, projection: { restock: 1, restockers: 1 } },
      )
      .lean<Pick<StoredOrder, '_id' | 'restock' | 'restockers'>>()
      .exec();
  }

  /** The books' receipts are gone: the cancellation is finished. False when it was not clearing with no worker left. */
  async restockFinished(id: string | Types.ObjectId): Promise<boolean> {
    const filter = { _id: id, restock: RestockState.CLEARING, restockers: 0 };
    return (await this.orders.updateOne(filter, { $unset: { restock: 1, restockers: 1 } })).modifiedCount > 0;
  }

  /** Cancellations still `returning` whose last change is at or before `before` (a worker may have died). */
  async restocking(before: Date): Promise<Types.ObjectId[]> {
    const filter = { restock: RestockState.RETURNING, updatedAt: trusted({ $lte: before }) };
    return (await this.orders.find(filter, { _id: 1 }).lean()).map((order) => order._id);
  }

  /** Cancellations whose copies are all back and no worker is left, whose receipts are still to drop. */
  restockCleared(): Promise<Array<Pick<StoredOrder, '_id' | 'books'>>> {
    return this.orders.find({ restock: RestockState.CLEARING, restockers: 0 }, { books: 1 }).lean().exec();
  }

  /**
   * Forgets every worker of every cancellation: only when no other process can be one (the
   * embedded database at start-up, before this store serves anything), so that the repair finishes
   * cancellations whose workers died with the previous process, receipts included.
   */
  async forgetRestockWorkers(): Promise<number> {
    const filter = { restock: trusted({ $exists: true }), restockers: trusted({ $ne: 0 }) };
    return (await this.orders.updateMany(filter, { $set: { restockers: 0 } })).modifiedCount;
  }

  /**
   * Whether a reservation marker still has an order that will deal with it: one being placed
   * (its request or the repair finishes it) or acknowledged (its markers are released). False
   * for an order that is missing or given up: such a marker's copies go back.
   */
  async ownsMarkers(id: string): Promise<boolean> {
    const order = await this.orders.findById(id, { status: 1 }).lean();
    return order !== null && order.status !== PlacementState.CANCELLING;
  }
}
