import { Inject, Injectable, Logger } from '@nestjs/common';
import { checkLines } from '../books/book-stock';
import { BooksService } from '../books/books.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ChangeFeed } from '../database/change-feed';
import { type JobContext, JobRunner } from '../jobs/job-runner';
import { DiscountCodesService } from '../pricing/discount-codes.service';
import { PlacementState } from './order-states';
import { OrdersRepository } from './orders.repository';
import { stockLinesOf } from './order-lines';
import { OrderRestock } from './order-restock';

/** The repair's job (jobs/job-runner.ts). */
export const ORDER_REPAIR_JOB = 'order-repair';
/** The most often the repair runs while the store is up. */
const MAX_INTERVAL_MS = 30_000;
/** Every this many sweeps, also look for reservation markers whose order is gone (a full look at the books). */
const ORPHAN_SWEEP_EVERY = 10;

export interface RepairReport {
  /** Orders interrupted while being placed: their copies went back and the order was dropped. */
  cancelled: number;
  /** Acknowledged orders whose reservation markers were still on books. */
  released: number;
  /** Markers whose order no longer exists: their copies went back. */
  orphans: number;
  /** Cancelled orders whose copies a crash left on their way back: they are back now. */
  restocked: number;
}

/**
 * Finishes what a crash interrupted while an order was being placed (see OrdersService.place),
 * at start-up and then every half of ORDER_REPAIR_AFTER_SECONDS (at most 30 s), through the
 * moves of the state table (order-states.ts), which the orders repository makes:
 *   - an order still `placing` after ORDER_REPAIR_AFTER_SECONDS is moved to `cancelling`
 *     conditionally (so a slow request can no longer acknowledge it); every `cancelling` order
 *     (these, and any its request gave up without finishing) has every book still holding its
 *     reservation get those copies back (and lose the marker, in the same update), then it is
 *     deleted;
 *   - an acknowledged order still flagged `reserved` after that long has its markers pulled;
 *   - at start-up and every tenth sweep, markers whose order is missing or cancelling are given
 *     back too (a request that kept taking stock after its order was cancelled);
 *   - a discount code's use held by an order is kept once the order is acknowledged, and given
 *     back once it is given up (missing or cancelling);
 *   - a cancelled order whose copies are still on their way back after that long (its request
 *     died) is joined as a worker and finished (OrderRestock), and one whose copies are back but
 *     whose books still hold its receipts has them dropped. With the embedded database, nothing
 *     but this process can be a worker at start-up, so workers of the previous process are
 *     forgotten first and every unfinished cancellation is finished at once.
 * Every step is conditional or marker-based, so running it twice, or on two instances at once,
 * gives the same result as running it once. It is the job runner's `order-repair` job: one
 * instance at a time runs it, and the start-up pass finishes before the store takes requests.
 */
@Injectable()
export class OrderRepairService {
  private readonly logger = new Logger(OrderRepairService.name);
  private sweeps = 0;
  /** Set once this process has brought what an earlier version stored up to date (`upgrade`). */
  private upgraded = false;

  constructor(
    private readonly repository: OrdersRepository,
    private readonly books: BooksService,
    private readonly restock: OrderRestock,
    private readonly codes: DiscountCodesService,
    private readonly feed: ChangeFeed,
    runner: JobRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    runner.define({
      name: ORDER_REPAIR_JOB,
      everyMs: Math.min(MAX_INTERVAL_MS, Math.max(1000, config.orderRepairAfterMs / 2)),
      atStart: 'before-listening',
      run: (job) => this.sweep(job),
    });
  }

  /**
   * One pass of the repair. `staleMs` is how old an unfinished order must be to be cancelled
   * (default ORDER_REPAIR_AFTER_SECONDS), and a cancellation's last change to be joined;
   * `orphans` adds the look for markers of missing orders; `allCancellations` joins every
   * cancellation still returning copies, however recent (no other worker can be alive).
   */
  async repair({
    staleMs = this.config.orderRepairAfterMs,
    orphans = false,
    allCancellations = false,
  } = {}): Promise<RepairReport> {
    await this.upgrade();
    const before = new Date(Date.now() - staleMs);
    for (const id of await this.repository.placing(before)) {
      await this.repository.transition(id, PlacementState.PLACING, PlacementState.CANCELLING);
    }

    let cancelled = 0;
    for (const order of await this.repository.cancelling()) {
      await this.books.returnStock(stockLinesOf(order.books), { reservation: String(order._id) });
      if (await this.repository.discard(String(order._id))) cancelled++;
    }

    let released = 0;
    for (const order of await this.repository.stillReserved(before)) {
      const id = String(order._id);
      await this.books.releaseReservation(
        order.books.map((line) => String(line.book._id)),
        id,
      );
      if (await this.repository.reservationReleased(id)) released++;
    }

    let restocked = 0;
    for (const id of await this.repository.restocking(allCancellations ? new Date() : before)) {
      if (await this.restock.join(id)) restocked++;
    }
    for (const order of await this.repository.restockCleared()) await this.restock.clear(order);
    await this.settleCodeHolds();

    return { cancelled, released, orphans: orphans ? await this.returnOrphans() : 0, restocked };
  }

  /**
   * Once per process: what an earlier version stored, brought up to date (the discount codes'
   * former per-shopper counts moved, the orders' superseded indexes dropped). Both are idempotent,
   * so instances starting together each do it harmlessly.
   */
  private async upgrade(): Promise<void> {
    if (this.upgraded) return;
    await this.codes.moveCustomerCounts();
    await this.repository.dropSupersededIndexes();
    this.upgraded = true;
  }

  /**
   * Discount code uses still held by an order: an acknowledged order keeps its use (and its
   * discount is counted), one given up (missing or cancelling) gives it back; one still being
   * placed is left to its request (or to this repair, once it gives the order up). Each step is
   * conditional on the hold, so the request doing the same meanwhile changes nothing twice.
   */
  private async settleCodeHolds(): Promise<void> {
    for (const hold of await this.codes.holds()) {
      const { state, discountCents } = await this.repository.holdOf(hold.order);
      if (state === 'acknowledged') await this.codes.keep(hold.codeId, hold.order, discountCents);
      else if (state === 'given-up') await this.codes.drop(hold.codeId, hold.order, hold.user);
    }
  }

  /** Markers of orders that no longer exist (or are being cancelled): their copies go back. */
  private async returnOrphans(): Promise<number> {
    let returned = 0;
    for (const [id, bookIds] of await this.books.heldReservations()) {
      if (await this.repository.ownsMarkers(id)) continue; // placing: its request or the repair finishes it
      // With a reservation, each book gives back what its marker recorded: the quantity is not read.
      await this.books.returnStock(checkLines(bookIds.map((bookId) => ({ bookId, quantity: 1 }))), {
        reservation: id,
      });
      returned += bookIds.length;
    }
    return returned;
  }

  /**
   * The job's pass. At the start it also looks for orphan markers and, with the embedded database
   * (no other process can be a worker), forgets the previous process's restock workers and finishes
   * every cancellation; then every tenth pass looks for orphans.
   */
  private async sweep({ reason }: JobContext): Promise<void> {
    const atStart = reason === 'start';
    const alone = atStart && this.feed.mode === 'single-instance';
    if (alone) await this.repository.forgetRestockWorkers();
    const orphans = atStart || ++this.sweeps % ORPHAN_SWEEP_EVERY === 0;
    const report = await this.repair({ orphans, allCancellations: alone });
    if (report.cancelled || report.released || report.orphans || report.restocked) {
      this.logger.log(
        `Order repair: ${report.cancelled} interrupted order(s) cancelled, ${report.released} released, ${report.orphans} orphan reservation(s) returned, ${report.restocked} cancellation(s) restocked`,
      );
    }
  }
}
