import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, trusted, Types, type FilterQuery } from 'mongoose';
import { checkLines, inBookIdOrder, type CheckedLines, type StockLine } from '../books/book-stock';
import { BooksService } from '../books/books.service';
import { CartService } from '../cart/cart.service';
import type { AuthUser } from '../common/auth/role';
import { AppError } from '../common/errors/app-error';
import { ErrorCode } from '../common/errors/error-code';
import { compactFilter } from '../common/pagination/blank-filter';
import { paginate } from '../common/pagination/paginate';
import type { Connection } from '../common/pagination/paginated';
import type { PaginationArgs } from '../common/pagination/pagination.args';
import { ImagesService } from '../uploads/images.service';
import { UsersService } from '../users/users.service';
import type { ListOrdersArgs } from './dto/list-orders.args';
import { NEWEST_FIRST, orderNumberOf, utcDay } from './order-filters';
import { OrderLifecycle, PlacementState, visibleOrders, visibleSourcesOf, type StoredOrder } from './order-lifecycle';
import { acknowledgement, inAskedOrder, openingLines } from './order-lines';
import { OrderStatus } from './order-status';
import { Order, ORDER_FIELDS, OrderCustomer, toOrder } from './models/order.model';
import { Order as OrderRecord } from './schemas/order.schema';

const orderNotFound = () => AppError.notFound('Order not found');
const cartEmpty = () => new AppError(ErrorCode.CART_EMPTY, 'Your cart is empty');
const placementAbandoned = () =>
  new AppError(ErrorCode.INTERNAL, 'Your order took too long and was cancelled; nothing was taken. Please try again.');
/** Read in batches when a whole list streams over REST. */
const STREAM_BATCH = 500;

export interface OrderTotals {
  orders: number;
  revenueCents: number;
  pending: number;
}

export interface DayRevenue {
  date: string;
  revenueCents: number;
  orders: number;
}

/**
 * Home of the ordering rules: placing an order (all of its lines or none, never oversold, safe
 * against a crash at any point: see `place`), the shopper's and the admin's lists, status
 * changes and the figures the dashboard shows. The states an order goes through, and the one
 * conditional update that moves it, are in order-lifecycle.ts.
 */
@Injectable()
export class OrdersService {
  private readonly logger = new Logger(OrdersService.name);

  constructor(
    @InjectModel(OrderRecord.name) private readonly orders: Model<OrderRecord>,
    private readonly lifecycle: OrderLifecycle,
    private readonly books: BooksService,
    private readonly users: UsersService,
    private readonly images: ImagesService,
    private readonly cart: CartService,
  ) {}

  /** Orders the whole cart; the cart is emptied only once the order is acknowledged. */
  async placeFromCart(user: AuthUser): Promise<Order> {
    const lines = checkLines(await this.cart.lines(user._id));
    if (!lines.length) throw cartEmpty();
    const order = await this.place(user, lines);
    try {
      await this.cart.clear(user._id);
    } catch (error) {
      this.logger.error(
        `Order ${order._id} placed but the cart of ${user._id} was not emptied: ${(error as Error).message}`,
      );
    }
    return order;
  }

  /** The manual order: these lines (repeats of a book merged), the cart untouched. */
  placeNow(user: AuthUser, lines: readonly StockLine[]): Promise<Order> {
    const checked = checkLines(lines);
    if (!checked.length) throw AppError.validation('Add at least one book to the order');
    return this.place(user, checked);
  }

  /**
   * Places an order without transactions, so that a crash at any point leaves every copy either
   * in an acknowledged order or back on the shelf (OrderRepairService finishes what a crash
   * interrupted):
   *   1. open the order as `placing`, with its lines (book ids and quantities);
   *   2. take stock line by line (in book id order), each take recording the order on the book
   *      (a reservation);
   *   3. move it `placing` → `pending` conditionally, with the snapshots and totals: the
   *      acknowledgement point; if the repair gave the order up meanwhile, nothing moves;
   *   4. drop the reservation markers (and the order's `reserved` flag).
   * Prices come from the books as they were taken, never from the client.
   */
  private async place(user: AuthUser, lines: CheckedLines): Promise<Order> {
    const _id = new Types.ObjectId();
    const id = String(_id);
    const orderedAt = new Date();
    await this.lifecycle.open({
      _id,
      user: new Types.ObjectId(user._id),
      books: openingLines(lines),
      orderedAt,
      orderedDay: utcDay(orderedAt),
      shortId: id.slice(-8),
    });

    let taken;
    try {
      // Every order takes its books in one global order (by id), so that two orders wanting the
      // same books never each hold one the other needs; the lines keep the order asked for.
      taken = inAskedOrder(await this.books.takeStock(inBookIdOrder(lines), { reservation: id }), lines);
    } catch (error) {
      await this.abandon(id, lines);
      throw error;
    }

    const placed = await this.lifecycle.transition(id, PlacementState.PLACING, OrderStatus.PENDING, {
      by: user._id,
      set: acknowledgement(taken),
    });
    if (!placed) {
      await this.abandon(id, lines);
      throw placementAbandoned();
    }
    await this.release(id, lines);
    return this.toModel(placed, customerOf(user));
  }

  /**
   * Gives up an order that will never be acknowledged: moves it to `cancelling` (unless the repair
   * did), gives back what it took, then deletes it. A failure is left to the repair, which
   * finishes a `cancelling` order at its next pass.
   */
  private async abandon(id: string, lines: CheckedLines): Promise<void> {
    try {
      await this.lifecycle.transition(id, PlacementState.PLACING, PlacementState.CANCELLING);
      await this.books.returnStock(lines, { reservation: id });
      await this.lifecycle.discard(id);
    } catch (error) {
      this.logger.error(`Order ${id} not cleaned up (the repair will): ${(error as Error).message}`);
    }
  }

  /** After the acknowledgement: the books forget the reservation; a failure is left to the repair. */
  private async release(id: string, lines: CheckedLines): Promise<void> {
    try {
      await this.books.releaseReservation(
        lines.map((line) => line.bookId),
        id,
      );
      await this.lifecycle.reservationReleased(id);
    } catch (error) {
      this.logger.warn(`Reservation markers of order ${id} left for the repair: ${(error as Error).message}`);
    }
  }

  /** A page of the shopper's own orders, newest first. */
  listMine(user: AuthUser, args: PaginationArgs): Promise<Connection<Order>> {
    const customer = customerOf(user);
    return paginate(
      this.orders,
      {
        filter: visibleOrders({ user: user._id }),
        order: NEWEST_FIRST,
        first: args.first,
        after: args.after,
        projection: ORDER_FIELDS,
      },
      (record) => this.toModel(record, customer),
    );
  }

  /** Every order of the shopper, newest first, read in batches (REST streams it). */
  async *allMine(user: AuthUser): AsyncGenerator<Order> {
    const customer = customerOf(user);
    for await (const batch of this.batches(visibleOrders({ user: user._id }))) {
      for (const record of batch) yield this.toModel(record, customer);
    }
  }

  /** One of the shopper's own orders; another's is 404 like a missing one. */
  async findMine(user: AuthUser, id: string): Promise<Order> {
    const record = await this.orders
      .findOne(visibleOrders({ _id: id, user: user._id }), ORDER_FIELDS)
      .lean<StoredOrder>();
    if (!record) throw orderNotFound();
    return this.toModel(record, customerOf(user));
  }

  /** Throws 404 "Order not found" unless this is one of the shopper's own (acknowledged) orders. */
  async assertOwnedBy(user: AuthUser, id: string): Promise<void> {
    const found = await this.orders.exists(visibleOrders({ _id: id, user: user._id }));
    if (!found) throw orderNotFound();
  }

  /** Any order (the admin's view), with its customer. */
  async findAny(id: string): Promise<Order> {
    const record = await this.orders.findOne(visibleOrders({ _id: id }), ORDER_FIELDS).lean<StoredOrder>();
    if (!record) throw orderNotFound();
    return (await this.withCustomers([record]))[0];
  }

  /** GraphQL `order(id)`: the admin sees any order, a shopper only their own. */
  findForViewer(viewer: AuthUser, id: string): Promise<Order> {
    return viewer.role === 'admin' ? this.findAny(id) : this.findMine(viewer, id);
  }

  /** A page of all orders, newest first, filtered by status and by a search (see `searchFilter`). */
  async list(args: ListOrdersArgs): Promise<Connection<Order>> {
    const filter = await this.listFilter(args);
    const page = await paginate(
      this.orders,
      { filter, order: NEWEST_FIRST, first: args.first, after: args.after, projection: ORDER_FIELDS },
      (record) => record,
    );
    const nodes = await this.withCustomers(page.edges.map((edge) => edge.node));
    return { ...page, edges: page.edges.map((edge, i) => ({ cursor: edge.cursor, node: nodes[i] })) };
  }

  /** Every order, newest first, with customers looked up per batch (REST streams it). */
  async *all(): AsyncGenerator<Order> {
    for await (const batch of this.batches(visibleOrders())) yield* await this.withCustomers(batch);
  }

  /**
   * The one way an order's status changes: a move of the lifecycle from any status that may lead
   * to this one, recorded as `{ status, at, by }` in the order's history. Setting the status it
   * already has changes and records nothing.
   */
  async updateStatus(id: string, status: OrderStatus, by: AuthUser): Promise<Order> {
    const updated = await this.lifecycle.transition(id, visibleSourcesOf(status), status, { by: by._id });
    if (!updated) return this.findAny(id);
    return (await this.withCustomers([updated]))[0];
  }

  /** Order count, revenue and pending count over acknowledged orders (the dashboard). */
  async totals(): Promise<OrderTotals> {
    const groups = await this.orders.aggregate<{ _id: OrderStatus; orders: number; cents: number }>([
      { $match: visibleOrders() },
      { $group: { _id: '$status', orders: { $sum: 1 }, cents: { $sum: '$totalCents' } } },
    ]);
    return {
      orders: groups.reduce((sum, group) => sum + group.orders, 0),
      revenueCents: groups.reduce((sum, group) => sum + group.cents, 0),
      pending: groups.find((group) => group._id === OrderStatus.PENDING)?.orders ?? 0,
    };
  }

  /** Revenue and order count per UTC day for the last `days` days (today included), oldest first, days without orders as 0. */
  async revenueByDay(days: number, now = new Date()): Promise<DayRevenue[]> {
    const dates = Array.from({ length: days }, (_, i) => utcDay(new Date(now.getTime() - (days - 1 - i) * 86_400_000)));
    const groups = await this.orders.aggregate<{ _id: string; orders: number; cents: number }>([
      { $match: visibleOrders({ orderedDay: trusted({ $gte: dates[0] }) }) },
      { $group: { _id: '$orderedDay', orders: { $sum: 1 }, cents: { $sum: '$totalCents' } } },
    ]);
    const byDay = new Map(groups.map((group) => [group._id, group]));
    return dates.map((date) => ({
      date,
      revenueCents: byDay.get(date)?.cents ?? 0,
      orders: byDay.get(date)?.orders ?? 0,
    }));
  }

  /** The `n` newest acknowledged orders, with customers. */
  async recent(n: number): Promise<Order[]> {
    const records = await this.orders
      .find(visibleOrders(), ORDER_FIELDS)
      .sort({ orderedAt: -1, _id: -1 })
      .limit(n)
      .lean<StoredOrder[]>();
    return this.withCustomers(records);
  }

  private async listFilter(args: ListOrdersArgs): Promise<FilterQuery<OrderRecord>> {
    const filter: FilterQuery<OrderRecord> = { ...visibleOrders(), ...compactFilter({ status: args.status }) };
    const search = args.search?.trim();
    if (!search) return filter;
    const { id, shortId } = orderNumberOf(search);
    const userIds = await this.users.idsMatching(search);
    const any: FilterQuery<OrderRecord>[] = [
      ...(id ? [{ _id: id }] : []),
      ...(shortId ? [{ shortId }] : []),
      ...(userIds.length ? [{ user: trusted({ $in: userIds }) }] : []),
    ];
    // Nothing can match: an empty $or is not allowed, so ask for an id no order has.
    return { ...filter, $or: any.length ? any : [{ _id: null }] };
  }

  private async *batches(filter: FilterQuery<OrderRecord>): AsyncGenerator<StoredOrder[]> {
    const cursor = this.orders
      .find(filter, ORDER_FIELDS)
      .sort({ orderedAt: -1, _id: -1 })
      .lean<StoredOrder[]>()
      .cursor({ batchSize: STREAM_BATCH });
    let batch: StoredOrder[] = [];
    try {
      for await (const record of cursor) {
        batch.push(record as unknown as StoredOrder);
        if (batch.length === STREAM_BATCH) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length) yield batch;
    } finally {
      await cursor.close();
    }
  }

  /** Orders with their customers, looked up with one `$in` query. */
  private async withCustomers(records: StoredOrder[]): Promise<Order[]> {
    const users = await this.users.findMany(records.map((record) => String(record.user)));
    return records.map((record) => {
      const user = users.get(String(record.user));
      return this.toModel(record, user ? customerOf(user) : { _id: String(record.user), name: '', email: '' });
    });
  }

  private toModel(record: StoredOrder, customer: OrderCustomer): Order {
    return toOrder(record, customer, (ref) => this.images.urlFor(ref));
  }
}

const customerOf = (user: { _id: string; name: string; email: string }): OrderCustomer => ({
  _id: String(user._id),
  name: user.name,
  email: user.email,
});
