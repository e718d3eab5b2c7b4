import { type AuditEntryRecord, withAudit } from '../common/audit/audit-entry';
import { type AuditSource, auditSourceOf } from '../common/audit/audit-source';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { mongo, Model, trusted, Types, type FilterQuery } from 'mongoose';
import { isObjectIdString } from '../common/http/parse-object-id.pipe';
import { cursorBatches } from '../common/database/cursor-batches';
import { countUpTo } from '../common/pagination/count-up-to';
import { paginate, type LeanRecord } from '../common/pagination/paginate';
import type { Connection } from '../common/pagination/paginated';
import { ORDER_FIELDS } from './models/order.model';
import { NEWEST_FIRST } from './order-filters';
import {
  VISIBLE_STATUSES,
  emailedOnce,
  NO_RESTOCK,
  PlacementState,
  RESTOCK_JOINABLE,
  restockSourcesOf,
  RestockState,
} from './order-states';
import type { OrderState } from './order-states';
import { OrderStatus } from './order-status';
import { paymentCondition, shownOrders, transitionUpdate, visibleOrders, type TransitionChanges } from './order-moves';
import type { PaymentChange } from './payment-moves';
import { Order as OrderRecord, SUPERSEDED_ORDER_INDEXES, type ShipmentRecord } from './schemas/order.schema';

export type StoredOrder = LeanRecord<OrderRecord>;

/** ORDER_FIELDS as the driver takes a projection. */
const ORDER_PROJECTION = Object.fromEntries(ORDER_FIELDS.split(' ').map((field) => [field, 1]));

/** MongoDB's error code for an index that does not exist. */
const INDEX_NOT_FOUND = 27;

/** Read in batches when a whole list streams over REST. */
const STREAM_BATCH = 500;

/** A new order as its request inserts it, before any stock is taken. */
export type NewOrder = Pick<
  OrderRecord,
  'user' | 'books' | 'orderedAt' | 'orderedDay' | 'shortId' | 'shippingAddress'
> & {
  _id: Types.ObjectId;
};

/** An order whose latest move the figures may not count yet, with what counting it needs. */
export type FiguresDueHead = Pick<
  StoredOrder,
  '_id' | 'user' | 'status' | 'totalCents' | 'orderedAt' | 'orderedDay'
> & {
  statusHistory: Array<Pick<StoredOrder['statusHistory'][number], 'status'>>;
};
export type FiguresDueOrder = FiguresDueHead &
  Pick<StoredOrder, 'books'> & {
    totals?: { discountCents?: number } | null;
  };
/** What the dashboard's figures read of a figures-due order. */
const FIGURES_DUE_HEAD = { user: 1, status: 1, totalCents: 1, orderedAt: 1, orderedDay: 1, 'statusHistory.status': 1 };
/** What a fold and the reports' sales read of it: its lines and discount too. */
const FIGURES_DUE_PROJECTION = {
  ...FIGURES_DUE_HEAD,
  'books.quantity': 1,
  'books.priceCents': 1,
  'books.book._id': 1,
  'books.book.title': 1,
  'books.book.author': 1,
  'books.book.category': 1,
  'totals.discountCents': 1,
};

type OrderLines = Pick<StoredOrder, '_id' | 'books'>;
/** An order as its restock needs it: its lines, and its discount code's use (given back with the copies). */
type RestockLines = OrderLines & Pick<StoredOrder, 'user' | 'totals'>;
const RESTOCK_PROJECTION = { books: 1, user: 1, 'totals.discount': 1, 'totals.discountCents': 1 };
const idsOf = (orders: Array<{ _id: Types.ObjectId }>) => orders.map((order) => order._id);

/**
 * The orders module's one repository: the only code that reads or writes the orders collection
 * (OrderNotices aside, which hands the moves' notices to the outbox). It holds no rule: it sends
 * the moves of the state table (order-states.ts) as order-moves.ts writes them, one conditional
 * single-document update per move, so that two requests, a request and the repair, or two
 * instances' repairs never both win one move; every read of orders people see goes through
 * `visibleOrders`. The rules are OrdersService's, OrderRestock's, OrderRepairService's,
 * OrderFigures' and OrderImages'.
 */
@Injectable()
export class OrdersRepository {
  constructor(@InjectModel(OrderRecord.name) private readonly orders: Model<OrderRecord>) {}

  /**
   * Drops the indexes an earlier version kept that the schema's now replace (the new ones are built
   * by Mongoose at start-up): every write would keep them for no query. A missing one is fine.
   */
  async dropSupersededIndexes(): Promise<void> {
    for (const name of SUPERSEDED_ORDER_INDEXES) {
      await this.orders.collection.dropIndex(name).catch((error: mongo.MongoServerError) => {
        if (error.code !== INDEX_NOT_FOUND && error.codeName !== 'IndexNotFound') throw error;
      });
    }
  }

  // ── The moves ──────────────────────────────────────────────────────────────────────────────

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

  /**
   * Replaces the shipment of an order that is shipped; null when it is not (missing, or in another
   * status). With `audit`, the admin's activity-log entry is written in the same update.
   */
  reship(id: string, shipment: ShipmentRecord, audit?: AuditEntryRecord): Promise<StoredOrder | null> {
    if (!isObjectIdString(id)) return Promise.resolve(null);
    return this.orders.collection.findOneAndUpdate(
      { _id: new Types.ObjectId(id), status: OrderStatus.SHIPPED },
      withAudit({ $set: { shipment, updatedAt: new Date() } }, audit) as mongo.UpdateFilter<mongo.Document>,
      { returnDocument: 'after', projection: ORDER_PROJECTION },
    ) as Promise<StoredOrder | null>;
  }

  /**
   * A payment move on its own (the admin's "Mark paid", "Mark refunded", a card's webhook or refund): the order in one of
   * `statuses`, its payment still as the move was decided on; null otherwise. With the admin's entry.
   */
  movePayment(
    id: string,
    statuses: readonly OrderStatus[],
    payment: PaymentChange,
    audit?: AuditEntryRecord,
  ): Promise<StoredOrder | null> {
    if (!isObjectIdString(id)) return Promise.resolve(null);
    const filter = {
      _id: new Types.ObjectId(id),
      status: { $in: statuses },
      ...paymentCondition(payment),
      ...(payment.event ? { 'payment.events': { $ne: payment.event } } : {}),
    };
    // A move that makes an email due writes its notice in this same update (OrderNotices relays it).
    const push = {
      ...(payment.event ? { 'payment.events': payment.event } : {}),
      ...(payment.notice ? { notices: { _id: new Types.ObjectId(), kind: payment.notice } } : {}),
    };
    const update = {
      $set: { ...payment.set, updatedAt: new Date(), ...(payment.notice ? { noticesDue: true } : {}) },
      ...(Object.keys(push).length ? { $push: push } : {}),
    };
    return this.orders.collection.findOneAndUpdate(
      filter as mongo.Filter<mongo.Document>,
      withAudit(update, audit) as mongo.UpdateFilter<mongo.Document>,
      { returnDocument: 'after', projection: ORDER_PROJECTION },
    ) as Promise<StoredOrder | null>;
  }

  /** An order's status and payment (a cancellation decides the payment's move on them); null when there is no such order. */
  paymentOf(id: string): Promise<Pick<StoredOrder, '_id' | 'status' | 'payment' | 'totalCents'> | null> {
    if (!isObjectIdString(id)) return Promise.resolve(null);
    return this.orders
      .findOne({ _id: id }, { status: 1, payment: 1, totalCents: 1 })
      .lean<Pick<StoredOrder, '_id' | 'status' | 'payment' | 'totalCents'>>()
      .exec();
  }

  /**
   * Gives orders stored before payments their payment (on delivery; awaiting, or void once
   * cancelled), so that the payment filter finds them: conditional on having none, so repeating it,
   * or two instances doing it, changes nothing twice. Matched as a missing `payment.state` (null),
   * which the payment filter's index answers, so a start reads only such orders, not every order.
   */
  async paymentsForOlderOrders(awaiting: object, voided: object): Promise<number> {
    const older = { 'payment.state': null };
    const cancelled = OrderStatus.CANCELLED;
    const [open, closed] = await Promise.all([
      this.orders.collection.updateMany(
        { ...older, status: { $in: VISIBLE_STATUSES.filter((status) => status !== cancelled) } },
        { $set: { payment: awaiting } },
      ),
      this.orders.collection.updateMany({ ...older, status: cancelled }, { $set: { payment: voided } }),
    ]);
    return open.modifiedCount + closed.modifiedCount;
  }

  /** Ids of the orders people see in `status` whose payment is `state` by `method`, placed at or before `before` (oldest first). */
  async unpaidSince(
    method: string,
    state: string,
    status: OrderStatus,
    before: Date,
    limit: number,
  ): Promise<string[]> {
    const filter = { 'payment.state': state, orderedAt: trusted({ $lte: before }), 'payment.method': method, status };
    const found = await this.orders.find(filter, { _id: 1 }).sort({ orderedAt: 1, _id: 1 }).limit(limit).lean();
    return found.map((order) => String(order._id));
  }

  /** The orders of `method` whose payment is in `state`, oldest first (the card's refunds due). */
  async withPayment(method: string, state: string, limit: number): Promise<string[]> {
    const filter = { 'payment.state': state, 'payment.method': method };
    const found = await this.orders.find(filter, { _id: 1 }).sort({ orderedAt: 1, _id: 1 }).limit(limit).lean();
    return found.map((order) => String(order._id));
  }

  /** Card orders cancelled before they were paid whose Checkout Session is still to be closed, with their sessions. */
  async sessionsToClose(limit: number): Promise<Array<{ id: string; session: string | null }>> {
    const found = await this.orders
      .find({ 'payment.closeSession': true }, { 'payment.checkoutSession': 1 })
      .limit(limit)
      .lean<Array<Pick<StoredOrder, '_id' | 'payment'>>>();
    return found.map((order) => ({ id: String(order._id), session: order.payment?.checkoutSession ?? null }));
  }

  /** The order's Checkout Session is closed (or no longer open): its mark goes. */
  async sessionClosed(id: string): Promise<void> {
    await this.orders.updateOne({ _id: id, 'payment.closeSession': true }, { $unset: { 'payment.closeSession': '' } });
  }

  /** The shipment an order has now (for the admin's correction of it); undefined when there is no such order. */
  async currentShipment(id: string): Promise<ShipmentRecord | null | undefined> {
    if (!isObjectIdString(id)) return undefined;
    const order = await this.orders.collection.findOne(
      { _id: new Types.ObjectId(id) },
      { projection: { shipment: 1 } },
    );
    return order ? ((order.shipment as ShipmentRecord | undefined) ?? null) : undefined;
  }

  /** The activity relay's view of the orders' audit entries (common/audit). */
  auditSource(): AuditSource {
    return auditSourceOf(this.orders.collection);
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

  // ── The repair's and the image sweep's look-ups by state ─────────────────────────────────────

  /** Ids of the orders still `placing` that were opened at or before `before` (all of them without it). */
  async placing(before?: Date): Promise<Types.ObjectId[]> {
    const filter: FilterQuery<OrderRecord> = { status: PlacementState.PLACING };
    if (before) filter.orderedAt = trusted({ $lte: before });
    return idsOf(await this.orders.find(filter, { _id: 1 }).lean());
  }

  /** Which of these orders are still `placing`. */
  async stillPlacing(ids: readonly Types.ObjectId[]): Promise<Types.ObjectId[]> {
    const filter = { _id: trusted({ $in: ids }), status: PlacementState.PLACING };
    return idsOf(await this.orders.find(filter, { _id: 1 }).lean());
  }

  /** The orders given up (`cancelling`), with their lines. */
  cancelling(): Promise<OrderLines[]> {
    return this.orders.find({ status: PlacementState.CANCELLING }, { books: 1 }).lean().exec();
  }

  /** Acknowledged orders opened at or before `before` whose `reserved` flag is still set, with their lines. */
  stillReserved(before: Date): Promise<OrderLines[]> {
    return this.orders
      .find(visibleOrders({ reserved: true, orderedAt: trusted({ $lte: before }) }), { books: 1 })
      .lean()
      .exec();
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

  /** The images (stored references) among `refs` that some order shows. */
  async imagesShown(refs: readonly string[]): Promise<unknown[]> {
    return this.orders.distinct('books.book.image', { 'books.book.image': trusted({ $in: refs }) });
  }

  // ── The restock of a cancelled order (its own table in order-states.ts) ──────────────────────

  /**
   * Joins a cancellation whose copies are still `returning` as one more worker (the repair does,
   * after a crash); null when there is none to join (finished, or never cancelled).
   */
  joinRestock(id: string | Types.ObjectId): Promise<RestockLines | null> {
    return this.orders
      .findOneAndUpdate(
        { _id: id, restock: RESTOCK_JOINABLE },
        { $inc: { restockers: 1 } },
        { new: true, projection: RESTOCK_PROJECTION },
      )
      .lean<RestockLines>()
      .exec();
  }

  /**
   * A worker has given every line back: one worker fewer, and the copies are all back (`clearing`).
   * Returns the order's restock after it (null when it was not being restocked).
   */
  leaveRestock(id: string | Types.ObjectId): Promise<Pick<StoredOrder, '_id' | 'restock' | 'restockers'> | null> {
    return this.orders
      .findOneAndUpdate(
        { _id: id, restock: restockIn(restockSourcesOf(RestockState.CLEARING)) },
        { $inc: { restockers: -1 }, $set: { restock: RestockState.CLEARING } },
        { new: true, projection: { restock: 1, restockers: 1 } },
      )
      .lean<Pick<StoredOrder, '_id' | 'restock' | 'restockers'>>()
      .exec();
  }

  /** The books' receipts are gone: the cancellation is finished. False when it was not clearing with no worker left. */
  async restockFinished(id: string | Types.ObjectId): Promise<boolean> {
    const filter = { _id: id, restock: restockIn(restockSourcesOf(NO_RESTOCK)), restockers: 0 };
    return (await this.orders.updateOne(filter, { $unset: { restock: 1, restockers: 1 } })).modifiedCount > 0;
  }

  /** Cancellations still `returning` whose last change is at or before `before` (a worker may have died). */
  async restocking(before: Date): Promise<Types.ObjectId[]> {
    const filter = { restock: RESTOCK_JOINABLE, updatedAt: trusted({ $lte: before }) };
    return idsOf(await this.orders.find(filter, { _id: 1 }).lean());
  }

  /** Cancellations whose copies are all back and no worker is left, whose receipts are still to drop. */
  restockCleared(): Promise<RestockLines[]> {
    const filter = { restock: restockIn(restockSourcesOf(NO_RESTOCK)), restockers: 0 };
    return this.orders.find(filter, RESTOCK_PROJECTION).lean<RestockLines[]>().exec();
  }

  /**
   * Where an order that holds a discount code's use stands: `placing` (its request or the repair
   * decides), acknowledged (a status people see, with the discount it got), or given up (missing
   * or `cancelling`: the use goes back).
   */
  async holdOf(id: string): Promise<{ state: 'placing' | 'acknowledged' | 'given-up'; discountCents: number }> {
    const order = await this.orders.findById(id, { status: 1, 'totals.discountCents': 1 }).lean();
    if (!order || order.status === PlacementState.CANCELLING) return { state: 'given-up', discountCents: 0 };
    if (order.status === PlacementState.PLACING) return { state: 'placing', discountCents: 0 };
    return { state: 'acknowledged', discountCents: order.totals?.discountCents ?? 0 };
  }

  /**
   * Forgets every worker of every cancellation: only when no other process can be one (the
   * embedded database at start-up, before this store serves anything), so that the repair finishes
   * cancellations whose workers died with the previous process, receipts included.
   */
  async forgetRestockWorkers(): Promise<number> {
    // Every restock state named: an index bound (`$exists` would read every order on the embedded engine).
    const filter = { restock: trusted({ $in: Object.values(RestockState) }), restockers: trusted({ $ne: 0 }) };
    return (await this.orders.updateMany(filter, { $set: { restockers: 0 } })).modifiedCount;
  }

  // ── Orders people see ────────────────────────────────────────────────────────────────────────

  /**
   * A page of the orders people see matching `filter` (in `status`, when given), newest first, with
   * `count()` as its totalCount.
   */
  page(
    filter: FilterQuery<OrderRecord>,
    { first, after }: { first: number; after?: string | null },
    count: () => Promise<number>,
    status?: OrderStatus,
  ): Promise<Connection<StoredOrder>> {
    return paginate(
      this.orders,
      { filter: shownOrders(filter, status), order: NEWEST_FIRST, first, after, projection: ORDER_FIELDS, count },
      (record) => record,
    );
  }

  /** The order people see matching `filter`, or null. */
  findOne(filter: FilterQuery<OrderRecord>): Promise<StoredOrder | null> {
    return this.orders.findOne(visibleOrders(filter), ORDER_FIELDS).lean<StoredOrder>().exec();
  }

  /** Whether an order people see matches `filter`. */
  async exists(filter: FilterQuery<OrderRecord>): Promise<boolean> {
    return (await this.orders.exists(visibleOrders(filter))) !== null;
  }

  /** Whether an order in `status` (a status people see) matches `filter`. */
  async existsIn(status: OrderStatus, filter: FilterQuery<OrderRecord>): Promise<boolean> {
    return (await this.orders.exists(shownOrders(filter, status))) !== null;
  }

  /** The orders people see matching `filter`, at most `limit`. */
  find(filter: FilterQuery<OrderRecord>, limit?: number): Promise<StoredOrder[]> {
    const query = this.orders.find(visibleOrders(filter), ORDER_FIELDS);
    if (limit !== undefined) query.limit(limit);
    return query.lean<StoredOrder[]>().exec();
  }

  /** The `n` newest orders people see. */
  newest(n: number): Promise<StoredOrder[]> {
    return this.orders
      .find(visibleOrders(), ORDER_FIELDS)
      .sort({ orderedAt: -1, _id: -1 })
      .limit(n)
      .lean<StoredOrder[]>()
      .exec();
  }

  /**
   * The orders people see matching `filter`, by `orderedAt` (newest first, or oldest with 1), read
   * from a cursor in batches, with `fields` (all the model shows by default).
   */
  async *batches(
    filter: FilterQuery<OrderRecord>,
    direction: 1 | -1 = -1,
    fields = ORDER_FIELDS,
  ): AsyncGenerator<StoredOrder[]> {
    const cursor = this.orders
      .find(visibleOrders(filter), fields)
      .sort({ orderedAt: direction, _id: direction })
      .lean<StoredOrder[]>()
      .cursor({ batchSize: STREAM_BATCH });
    yield* cursorBatches<StoredOrder>(cursor, STREAM_BATCH);
  }

  /**
   * How many orders people see match `filter` (in `status`, when given), counting up to `cap + 1`
   * (more than `cap` is answered as `cap + 1`): one count command, see `countUpTo`.
   */
  countUpTo(filter: FilterQuery<OrderRecord>, cap: number, status?: OrderStatus): Promise<number> {
    return countUpTo(this.orders, shownOrders(filter, status), cap);
  }

  // ── The dashboard's running figures (OrderFigures) ──────────────────────────────────────────

  /** Every order whose latest move the figures may not count yet, without its lines (the dashboard's tallies). */
  figuresDueHeads(): Promise<FiguresDueHead[]> {
    return this.orders.find({ figuresDue: true }, FIGURES_DUE_HEAD).lean<FiguresDueHead[]>().exec();
  }

  /** These customers' orders whose latest move the figures may not count yet (CustomerTotals), without their lines. */
  figuresDueOfCustomers(userIds: readonly string[]): Promise<FiguresDueHead[]> {
    const users = userIds.map((id) => new Types.ObjectId(id));
    return this.orders
      .find({ figuresDue: true, user: trusted({ $in: users }) }, FIGURES_DUE_HEAD)
      .lean<FiguresDueHead[]>()
      .exec();
  }

  /** Orders whose latest move the figures may not count yet (`figuresDue`), at most `limit` (all without it). */
  figuresDue(limit?: number): Promise<FiguresDueOrder[]> {
    const query = this.orders.find({ figuresDue: true }, FIGURES_DUE_PROJECTION);
    if (limit !== undefined) query.limit(limit);
    return query.lean<FiguresDueOrder[]>().exec();
  }

  /** One order as `figuresDue` gives it, while its figures are due; null when they are not (or it is missing). */
  figuresDueOf(id: string | Types.ObjectId): Promise<FiguresDueOrder | null> {
    return this.orders.findOne({ _id: id, figuresDue: true }, FIGURES_DUE_PROJECTION).lean<FiguresDueOrder>().exec();
  }

  /**
   * The figures count the order's first `moves` moves: its mark goes, unless it has moved again
   * since (its history is longer: that move's mark stays). Internal: `updatedAt` is not stamped.
   */
  async figuresCounted(id: Types.ObjectId, moves: number): Promise<void> {
    await this.orders.collection.updateOne(
      { _id: id, figuresDue: true, statusHistory: { $size: moves } },
      { $unset: { figuresDue: '' } },
    );
  }

  /** `figuresCounted` for several orders, in one command. */
  async figuresCountedMany(counted: ReadonlyArray<{ id: Types.ObjectId; moves: number }>): Promise<void> {
    if (!counted.length) return;
    await this.orders.collection.bulkWrite(
      counted.map(({ id, moves }) => ({
        updateOne: {
          filter: { _id: id, figuresDue: true, statusHistory: { $size: moves } },
          update: { $unset: { figuresDue: '' } },
        },
      })),
      { ordered: false },
    );
  }

  /**
   * Marks every order people see as due for the figures (kept by OrderFigures since they exist):
   * once, when the figures are first set up over orders placed before them.
   */
  async allFiguresDue(): Promise<number> {
    const filter = visibleOrders({ figuresDue: trusted({ $exists: false }) });
    return (await this.orders.updateMany(filter, { $set: { figuresDue: true } })).modifiedCount;
  }
}

/** A condition on the restock: in one of `states`. */
const restockIn = (states: readonly RestockState[]) => (states.length === 1 ? states[0] : trusted({ $in: states }));
