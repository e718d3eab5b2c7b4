import { orderMoved, orderReshipped } from './order-audit';
import type { ShipmentRecord } from './schemas/order.schema';
import { Injectable, Logger } from '@nestjs/common';
import { trusted, Types, type FilterQuery } from 'mongoose';
import { AddressesService } from '../addresses/addresses.service';
import type { ShippingAddress } from '../addresses/models/address.model';
import { checkLines, inBookIdOrder, type CheckedLines, type StockLine } from '../books/book-stock';
import { BooksService } from '../books/books.service';
import { CartService } from '../cart/cart.service';
import type { AuthUser } from '../common/auth/role';
import { AppError } from '../common/errors/app-error';
import { ErrorCode } from '../common/errors/error-code';
import { EventBus, WITH_AUDIT, WITH_NOTICE, WITH_NOTICE_AND_AUDIT } from '../common/events/event-bus';
import { compactFilter } from '../common/pagination/blank-filter';
import type { PaginationArgs } from '../common/pagination/pagination.args';
import { ImagesService } from '../images/images.service';
import { type CheckoutPlan, CheckoutService } from '../pricing/checkout.service';
import type { CheckoutChoices } from '../pricing/dto/checkout.input';
import { PricingSettingsService } from '../pricing/pricing-settings.service';
import { type AccountsById, KnownAccounts } from '../users/known-accounts';
import { DELETED_CUSTOMER, UsersService } from '../users/users.service';
import type { ListOrdersArgs } from './dto/list-orders.args';
import { containing, orderNumberOf, utcDay } from './order-filters';
import { EXPORT_FIELDS } from './orders-export';
import { PlacementState, visibleSourcesOf } from './order-states';
import { acknowledgement, inAskedOrder, openingLines } from './order-lines';
import { OrderRestock } from './order-restock';
import { cancelledPayment, currentPayment, openingPayment } from './payment-moves';
import { PaymentMethodId, PaymentState } from './payment-states';
import { CardCheckout } from './stripe/card-checkout';
import { shipmentAsked, shipmentOf, type ShipmentRequest } from './order-shipment';
import { OrderStatus } from './order-status';
import { ORDER_COUNT_CAP, type OrderConnection } from './models/order-payloads.model';
import { Order, type OrderActor, OrderCustomer, shopperView, toOrder } from './models/order.model';
import { OrderFigures } from './order-figures';
import { OrderPlaced, OrderUpdated } from './order-events';
import { OrdersRepository, type StoredOrder } from './orders.repository';
import type { Order as OrderRecord } from './schemas/order.schema';

const orderNotFound = () => AppError.notFound('Order not found');
/** How often a cancellation is decided again when the order's payment changed in between. */
const CANCEL_ATTEMPTS = 3;

const cartEmpty = () => new AppError(ErrorCode.CART_EMPTY, 'Your cart is empty');
const placementAbandoned = () =>
  new AppError(ErrorCode.INTERNAL, 'Your order took too long and was cancelled; nothing was taken. Please try again.');
const notCancellable = () =>
  new AppError(ErrorCode.ORDER_NOT_CANCELLABLE, 'This order has already shipped and can no longer be cancelled.');
const alreadyCancelled = () =>
  new AppError(ErrorCode.ORDER_CANCELLED, 'This order was cancelled; its status can no longer change.');

/**
 * Home of the ordering rules: placing an order (all of its lines or none, never oversold, safe
 * against a crash at any point: see `place`), cancelling it (its copies back exactly once: see
 * `cancel`), the shopper's and the admin's lists and status changes. Each change of an order's
 * state has one method here: `place`, `cancel`, `updateStatus`; a move that makes an email due
 * writes its notice itself, and the method publishes one event, on which the outbox relays it. The states and the moves
 * allowed between them are the table in order-states.ts; every read and write of orders goes
 * through the module's one repository (orders.repository.ts); the dashboard's figures are in
 * order-figures.ts.
 */
@Injectable()
export class OrdersService {
  private readonly logger = new Logger(OrdersService.name);

  constructor(
    private readonly repository: OrdersRepository,
    private readonly books: BooksService,
    private readonly users: UsersService,
    private readonly images: ImagesService,
    private readonly cart: CartService,
    private readonly addresses: AddressesService,
    private readonly restock: OrderRestock,
    private readonly checkout: CheckoutService,
    private readonly figures: OrderFigures,
    private readonly events: EventBus,
    private readonly settings: PricingSettingsService,
    private readonly card: CardCheckout,
  ) {}

  /**
   * Orders the whole cart, to the address named or the default one (see `place`); the cart is
   * emptied only once the order is acknowledged.
   */
  async placeFromCart(user: AuthUser, addressId?: string | null, choices: CheckoutChoices = {}): Promise<Order> {
    // The cart, the address and the code are read together (one wait).
    const [cartLines, shippingAddress, code] = await Promise.allSettled([
      this.cart.lines(user._id),
      this.addresses.forOrder(user._id, addressId),
      this.checkout.findCode(choices.discountCode, user._id),
    ]);
    const lines = checkLines(settled(cartLines));
    if (!lines.length) throw cartEmpty();
    const address = settled(shippingAddress);
    const plan = await this.checkout.plan(user, address, choices, settled(code));
    return this.place(user, lines, address, plan, () => this.emptyCart(user, lines));
  }

  /** The manual order: these lines (repeats of a book merged), the cart untouched. */
  async placeNow(
    user: AuthUser,
    lines: readonly StockLine[],
    addressId?: string | null,
    choices: CheckoutChoices = {},
  ): Promise<Order> {
    const checked = checkLines(lines);
    if (!checked.length) throw AppError.validation('Add at least one book to the order');
    const [address, code] = await Promise.all([
      this.addresses.forOrder(user._id, addressId),
      this.checkout.findCode(choices.discountCode, user._id),
    ]);
    return this.place(user, checked, address, await this.checkout.plan(user, address, choices, code));
  }

  /** After an order of the whole cart is acknowledged: the cart is emptied; a failure is logged, the order stands. */
  private async emptyCart(user: AuthUser, lines: CheckedLines): Promise<void> {
    try {
      await this.cart.clear(user._id);
    } catch (error) {
      this.logger.error(
        `An order of ${lines.length} line(s) was placed but the cart of ${user._id} was not emptied: ${(error as Error).message}`,
      );
    }
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
   *   4. drop the reservation markers (and the order's `reserved` flag), while `afterAcknowledged`
   *      (emptying the cart) runs beside them.
   * Prices come from the books as they were taken, never from the client. The order keeps a copy
   * of the address it goes to: the one named (another shopper's is 404), else the shopper's
   * default, else none (`null`: clients that know no addresses still order).
   */
  private async place(
    user: AuthUser,
    lines: CheckedLines,
    shippingAddress: ShippingAddress | null,
    plan: CheckoutPlan,
    afterAcknowledged?: () => Promise<void>,
  ): Promise<Order> {
    const _id = new Types.ObjectId();
    const id = String(_id);
    const orderedAt = new Date();
    await this.repository.open({
      _id,
      user: new Types.ObjectId(user._id),
      books: openingLines(lines),
      orderedAt,
      orderedDay: utcDay(orderedAt),
      shortId: id.slice(-8),
      shippingAddress,
    });

    let taken;
    let pricing;
    let session: Awaited<ReturnType<CardCheckout['open']>> | undefined;
    try {
      // Every order takes its books in one global order (by id), so that two orders wanting the
      // same books never each hold one the other needs; the lines keep the order asked for. The
      // code's use is taken beside them; the books' prices as taken make the order's price.
      const [books] = await allOrFirstError([
        this.books.takeStock(inBookIdOrder(lines), { reservation: id }),
        this.checkout.takeCode(plan, id),
      ]);
      taken = inAskedOrder(books, lines);
      pricing = this.checkout.price(plan, taken);
      // The card's Checkout Session, stored with the acknowledgement: the shopper pays there next.
      if (plan.payment.method.id === PaymentMethodId.CARD) {
        session = await this.card.open(id, user, taken, pricing, plan.pricesIncludeTax);
      }
    } catch (error) {
      await this.abandon(id, lines, plan);
      throw error;
    }

    const placed = await this.repository.transition(id, PlacementState.PLACING, OrderStatus.PENDING, {
      by: user._id,
      set: {
        ...acknowledgement(taken),
        totalCents: pricing.totalCents,
        totals: pricing,
        payment: { ...openingPayment(plan.payment.method, plan.payment.bank, id.slice(-8)), ...session },
      },
    });
    if (!placed) {
      await this.abandon(id, lines, plan);
      throw placementAbandoned();
    }
    await Promise.all([
      this.release(id, lines, () => this.checkout.keepCode(plan, id, pricing)),
      afterAcknowledged?.(),
    ]);
    // The one status change so far is the shopper's own.
    const order = this.toModel(placed, customerOf(user), () => ({ _id: user._id, name: user.name }));
    await this.events.publish(new OrderPlaced(order, WITH_NOTICE)); // the confirmation's notice came with the acknowledgement
    return shopperView(order);
  }

  /**
   * Gives up an order that will never be acknowledged: moves it to `cancelling` (unless the repair
   * did), gives back what it took, then deletes it. A failure is left to the repair, which
   * finishes a `cancelling` order at its next pass.
   */
  private async abandon(id: string, lines: CheckedLines, plan: CheckoutPlan): Promise<void> {
    try {
      await this.repository.transition(id, PlacementState.PLACING, PlacementState.CANCELLING);
      await Promise.all([this.books.returnStock(lines, { reservation: id }), this.checkout.dropCode(plan, id)]);
      await this.repository.discard(id);
    } catch (error) {
      this.logger.error(`Order ${id} not cleaned up (the repair will): ${(error as Error).message}`);
    }
  }

  /** After the acknowledgement: the books forget the reservation, the code keeps its use; a failure is left to the repair. */
  private async release(id: string, lines: CheckedLines, keepCode: () => Promise<void>): Promise<void> {
    try {
      await Promise.all([
        this.books.releaseReservation(
          lines.map((line) => line.bookId),
          id,
        ),
        keepCode(),
      ]);
      await this.repository.reservationReleased(id);
    } catch (error) {
      this.logger.warn(`Reservation markers of order ${id} left for the repair: ${(error as Error).message}`);
    }
  }

  /** A page of the shopper's own orders, newest first, counted up to ORDER_COUNT_CAP. */
  async listMine(user: AuthUser, args: PaginationArgs): Promise<OrderConnection> {
    const customer = customerOf(user);
    const filter = { user: user._id };
    const page = await this.repository.page(filter, args, () => this.repository.countUpTo(filter, ORDER_COUNT_CAP));
    const edges = page.edges.map(({ cursor, node }) => ({ cursor, node: this.toModel(node, customer) }));
    return { ...page, ...capped(page.totalCount), edges };
  }

  /** A page of one customer's orders as the admin sees them, newest first, counted up to ORDER_COUNT_CAP. */
  async listOf(userId: string, args: PaginationArgs): Promise<OrderConnection> {
    const filter = { user: new Types.ObjectId(userId) };
    const page = await this.repository.page(filter, args, () => this.repository.countUpTo(filter, ORDER_COUNT_CAP));
    const nodes = await this.withCustomers(page.edges.map((edge) => edge.node));
    return { ...page, ...capped(page.totalCount), edges: page.edges.map((edge, i) => ({ ...edge, node: nodes[i] })) };
  }

  /** Every order of the shopper, newest first, read in batches (REST streams it). */
  async *allMine(user: AuthUser): AsyncGenerator<Order> {
    const customer = customerOf(user);
    for await (const batch of this.repository.batches({ user: user._id })) {
      for (const record of batch) yield this.toModel(record, customer);
    }
  }

  /** One of the shopper's own orders; another's is 404 like a missing one. */
  async findMine(user: AuthUser, id: string): Promise<Order> {
    const record = await this.repository.findOne({ _id: id, user: user._id });
    if (!record) throw orderNotFound();
    return this.toModel(record, customerOf(user));
  }

  /** Throws 404 "Order not found" unless this is one of the shopper's own (acknowledged) orders. */
  async assertOwnedBy(user: AuthUser, id: string): Promise<void> {
    if (!(await this.repository.exists({ _id: id, user: user._id }))) throw orderNotFound();
  }

  /**
   * Whether the shopper received this book: one of their orders containing it is delivered (the
   * reviews' "Verified purchase"). Served by the `user, books.book._id` index.
   */
  hasReceived(userId: string, bookId: string): Promise<boolean> {
    return this.repository.existsIn(OrderStatus.DELIVERED, {
      user: new Types.ObjectId(userId),
      'books.book._id': new Types.ObjectId(bookId),
    });
  }

  /** Any order (the admin's view), with its customer. */
  async findAny(id: string): Promise<Order> {
    const record = await this.repository.findOne({ _id: id });
    if (!record) throw orderNotFound();
    return (await this.withCustomers([record]))[0];
  }

  /** GraphQL `order(id)`: the admin sees any order, a shopper only their own. */
  findForViewer(viewer: AuthUser, id: string): Promise<Order> {
    return viewer.role === 'admin' ? this.findAny(id) : this.findMine(viewer, id);
  }

  /**
   * A page of all orders, newest first, filtered by status, payment state (served by the index on
   * `payment.state, orderedAt, _id`) and by a search (see `searchFilter`).
   * Without a search the count comes from the running figures, whole; a search's is counted up to
   * ORDER_COUNT_CAP, so that it costs what a page costs.
   */
  async list(args: ListOrdersArgs): Promise<OrderConnection> {
    const status = compactFilter({ status: args.status }).status ?? undefined;
    const search = args.search?.trim();
    const paid = args.paymentState ? { 'payment.state': args.paymentState } : {};
    const filter = { ...(await this.searchFilter(search)), ...paid };
    // A payment filter is counted like a search (the running figures know no payments).
    const count =
      search || args.paymentState
        ? () => this.repository.countUpTo(filter, ORDER_COUNT_CAP, status)
        : async () => {
            const counts = await this.figures.counts();
            return status ? counts[status] : counts.pending + counts.shipped + counts.delivered + counts.cancelled;
          };
    const page = await this.repository.page(filter, args, count, status);
    const nodes = await this.withCustomers(page.edges.map((edge) => edge.node));
    const edges = page.edges.map((edge, i) => ({ cursor: edge.cursor, node: nodes[i] }));
    return search || args.paymentState
      ? { ...page, ...capped(page.totalCount), edges }
      : { ...page, totalCountCapped: false, edges };
  }

  /** Every order, newest first, with customers looked up per batch, each read once (REST streams it). */
  async *all(): AsyncGenerator<Order> {
    const accounts = new KnownAccounts(this.users);
    for await (const batch of this.repository.batches({})) yield* await this.withCustomers(batch, accounts);
  }

  /**
   * The orders placed from `start` (included) to `end` (excluded), oldest first, with their
   * customers, read from a cursor a batch at a time (the accounts' CSV export streams it). Only
   * what the export shows is read (EXPORT_FIELDS): no book descriptions and no status history,
   * whose accounts would be looked up for nothing.
   */
  async *between(start: Date, end: Date): AsyncGenerator<Order> {
    const filter = { orderedAt: trusted({ $gte: start, $lt: end }) };
    const accounts = new KnownAccounts(this.users);
    for await (const batch of this.repository.batches(filter, 1, EXPORT_FIELDS)) {
      yield* await this.withCustomers(batch, accounts);
    }
  }

  /**
   * The admin's status change: a move of the lifecycle from any status that may lead to this one,
   * recorded as `{ status, at, by }` in the order's history. Setting the status it already has
   * changes and records nothing; `cancelled` is a cancellation (`cancel`); a cancelled order's
   * status can no longer change (409 ORDER_CANCELLED). `shipment` (shipped only) is written in the
   * move's own update; sent for an order already shipped, it replaces the one recorded (no history,
   * no second email). A move back to pending clears it.
   */
  async updateStatus(id: string, status: OrderStatus, by: AuthUser, request?: ShipmentRequest | null): Promise<Order> {
    const asked = shipmentAsked(request, status);
    if (status === OrderStatus.CANCELLED) return this.cancel(id, by);
    const shipment = asked
      ? shipmentOf(asked, asked.carrier ? await this.settings.carrierNamed(asked.carrier) : undefined)
      : undefined;
    const set = shipment ? { shipment } : status === OrderStatus.PENDING ? { shipment: null } : undefined;
    // One conditional move per status it may come from, each with its own activity-log entry, so
    // the entry's "before" is the status the move matched (at most one of them matches).
    let moved: StoredOrder | null = null;
    for (const from of visibleSourcesOf(status)) {
      const audit = orderMoved(by, id, from, status, shipment);
      moved = await this.repository.transition(id, from, status, { by: by._id, set, audit });
      if (moved) break;
    }
    // Not moved: an order already shipped gets the new shipment alone (no notice: no second email).
    const updated = moved ?? (shipment ? await this.reship(id, shipment, by) : null);
    if (updated) {
      const order = (await this.withCustomers([updated]))[0];
      await this.events.publish(new OrderUpdated(order, moved ? WITH_NOTICE_AND_AUDIT : WITH_AUDIT));
      return order;
    }
    const current = await this.findAny(id);
    if (current.status === OrderStatus.CANCELLED) throw alreadyCancelled();
    return current;
  }

  /** The admin's correction of a shipped order's shipment, with its entry (the shipment it replaces, as read just before). */
  private async reship(id: string, shipment: ShipmentRecord, by: AuthUser): Promise<StoredOrder | null> {
    const current = await this.repository.currentShipment(id);
    if (current === undefined) return null;
    return this.repository.reship(id, shipment, orderReshipped(by, id, current, shipment));
  }

  /**
   * The one way an order is cancelled, by its shopper (`owner`: another's order is 404) or by the
   * admin: the move `pending → cancelled` decides it, once, however many requests race (two
   * cancels, a cancel and the admin's status change); the request that made it gives every copy
   * back (OrderRestock; after a crash the repair finishes). An order already cancelled is answered
   * as it is; one that has shipped or been delivered is 409 ORDER_NOT_CANCELLABLE.
   */
  async cancel(
    id: string,
    by: AuthUser,
    { owner, unpaid = false }: { owner?: AuthUser; unpaid?: boolean } = {},
  ): Promise<Order> {
    // The shopper's own order only: the move itself is conditional on the owner, so another's
    // order is never moved, and is answered 404 below like a missing one. The move also starts
    // the restock, with this request as its first worker (RESTOCK_STARTS in order-states.ts), and
    // moves the payment (payment-states.ts: void, or a refund due of what was paid), conditional on
    // the payment state read just before: a payment recorded meanwhile makes it match nothing, and
    // it is decided again. `unpaid` (the transfer's expiry) cancels only an order still awaiting payment.
    // The admin's cancellation is recorded in the activity log by the move itself; a shopper's is not.
    for (let attempt = 1; attempt <= CANCEL_ATTEMPTS; attempt++) {
      const found = await this.repository.paymentOf(id);
      if (!found || found.status !== OrderStatus.PENDING) break;
      const current = currentPayment(found.payment, found.status as OrderStatus);
      if (unpaid && current.state !== PaymentState.AWAITING) break;
      const cancelled = await this.repository.transition(id, OrderStatus.PENDING, OrderStatus.CANCELLED, {
        by: by._id,
        payment: cancelledPayment(current, found.payment?.paidCents ?? null, new Date()),
        ...(owner || unpaid
          ? { owner: owner?._id }
          : { audit: orderMoved(by, id, OrderStatus.PENDING, OrderStatus.CANCELLED) }),
      });
      if (cancelled) {
        await this.restock.afterCancel(cancelled);
        const order = (await this.withCustomers([cancelled]))[0];
        await this.events.publish(new OrderUpdated(order, owner || unpaid ? WITH_NOTICE : WITH_NOTICE_AND_AUDIT));
        return owner ? shopperView(order) : order;
      }
    }
    const current = owner ? await this.findMine(owner, id) : await this.findAny(id);
    if (current.status !== OrderStatus.CANCELLED && !unpaid) throw notCancellable();
    return current;
  }

  /**
   * Acknowledged orders as the admin sees them: these, or those changed at or after `since` (at
   * most `limit`). For live updates of changes made through other instances.
   */
  async changed(which: { ids: readonly string[] } | { since: Date; limit: number }): Promise<Order[]> {
    const records =
      'ids' in which
        ? await this.repository.find({ _id: trusted({ $in: which.ids.filter((id) => Types.ObjectId.isValid(id)) }) })
        : await this.repository.find({ updatedAt: trusted({ $gte: which.since }) }, which.limit);
    return this.withCustomers(records);
  }

  /** The `n` newest acknowledged orders, with customers. */
  async recent(n: number): Promise<Order[]> {
    return this.withCustomers(await this.repository.newest(n));
  }

  /**
   * What the admin's search names (see `list`): an order id, the number shown on screen, part of a
   * customer's name or email (one `$in` of their ids), or of the address's postal code or city.
   */
  private async searchFilter(search?: string): Promise<FilterQuery<OrderRecord>> {
    if (!search) return {};
    const { id, shortId } = orderNumberOf(search);
    const userIds = await this.users.idsMatching(search);
    const matching = containing(search);
    const any: FilterQuery<OrderRecord>[] = [
      ...(id ? [{ _id: id }] : []),
      ...(shortId ? [{ shortId }] : []),
      ...(userIds.length ? [{ user: trusted({ $in: userIds }) }] : []),
      { 'shippingAddress.postalCode': matching },
      { 'shippingAddress.city': matching },
    ];
    return { $or: any };
  }

  /** One order as the admin sees it (after a write of its own: OrderPayments). */
  async adminView(record: StoredOrder): Promise<Order> {
    return (await this.withCustomers([record]))[0];
  }

  /**
   * Orders as the admin sees them: with their customers and who made each status change, the
   * accounts looked up with one `$in` query (through `accounts`, those not read for an earlier batch).
   */
  private async withCustomers(records: StoredOrder[], accounts: AccountsById = this.users): Promise<Order[]> {
    const ids = records.flatMap((record) => [
      String(record.user),
      ...(record.statusHistory ?? []).map((change) => String(change.by)),
    ]);
    const users = await accounts.findMany(ids);
    const actorOf = (id: string): OrderActor => ({ _id: id, name: users.get(id)?.name ?? '' });
    return records.map((record) => {
      const user = users.get(String(record.user));
      const customer = user ? customerOf(user) : { _id: String(record.user), name: DELETED_CUSTOMER, email: '' };
      return this.toModel(record, customer, actorOf);
    });
  }

  private toModel(record: StoredOrder, customer: OrderCustomer, actorOf?: (id: string) => OrderActor): Order {
    return toOrder(record, customer, (ref) => this.images.urlFor(ref), actorOf);
  }
}

/**
 * Waits for every step and returns their values, or throws the first one's error (in the order
 * given) once all have ended: nothing is given back while a step may still be taking.
 */
async function allOrFirstError<T extends readonly unknown[]>(
  steps: readonly [...{ [K in keyof T]: Promise<T[K]> }],
): Promise<T> {
  const results = await Promise.allSettled(steps);
  return results.map((result) => settled(result)) as unknown as T;
}

/** A count made with `countUpTo(…, ORDER_COUNT_CAP)`: more than the cap is the cap, said to be capped. */
const capped = (count: number) =>
  count > ORDER_COUNT_CAP
    ? { totalCount: ORDER_COUNT_CAP, totalCountCapped: true }
    : { totalCount: count, totalCountCapped: false };

/** The value of a settled read, or its error thrown (after every read it was started with has ended). */
function settled<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

const customerOf = (user: { _id: string; name: string; email: string }): OrderCustomer => ({
  _id: String(user._id),
  name: user.name,
  email: user.email,
});
