import { Injectable, Logger } from '@nestjs/common';
import type { Types } from 'mongoose';
import { BooksService } from '../books/books.service';
import { DiscountCodesService } from '../pricing/discount-codes.service';
import { RestockState } from './order-states';
import { OrdersRepository, type StoredOrder } from './orders.repository';
import { stockLinesOf } from './order-lines';

type RestockOrder = Pick<StoredOrder, '_id' | 'books'> & Partial<Pick<StoredOrder, 'user' | 'totals'>>;

/**
 * Gives a cancelled order's copies back to stock, exactly once, whoever does it and however often
 * (the restock's table is in order-states.ts):
 *   1. the move `pending → cancelled` is the one decision: it sets `restock: returning` with one
 *      worker, the request that made it (every other cancel of the order loses that move);
 *   2. a worker gives every line back with a receipt on the book (`returnStock` with `restock`),
 *      so a line already back is never given twice, whoever gave it; the order's discount code gets
 *      its use back the same way, with a receipt on the code (DiscountCodesService.giveBack);
 *   3. it leaves (one worker fewer, `restock: clearing`); the last to leave drops the receipts
 *      and unsets `restock`. No worker can be left by then, so no return runs without its receipt.
 * A crash leaves a cancellation `returning` (or `clearing`): OrderRepairService joins it as a
 * worker and finishes it. Every step is conditional or receipt-based, so repeating one changes nothing.
 */
@Injectable()
export class OrderRestock {
  private readonly logger = new Logger(OrderRestock.name);

  constructor(
    private readonly repository: OrdersRepository,
    private readonly books: BooksService,
    private readonly codes: DiscountCodesService,
  ) {}

  /** Steps 2 and 3 for a worker that has joined (the cancelling request, or the repair after `join`). */
  async work(order: RestockOrder): Promise<void> {
    const id = String(order._id);
    const code = order.totals?.discount;
    await Promise.all([
      this.books.returnStock(stockLinesOf(order.books), { restock: id }),
      code && this.codes.giveBack(code.codeId, id, String(order.user), order.totals!.discountCents),
    ]);
    const after = await this.repository.leaveRestock(id);
    if (after?.restock === RestockState.CLEARING && after.restockers === 0) await this.clear(order);
  }

  /** The request's part, after its move to `cancelled`: a failure is left to the repair. */
  async afterCancel(order: RestockOrder): Promise<void> {
    try {
      await this.work(order);
    } catch (error) {
      this.logger.error(`Copies of cancelled order ${order._id} left for the repair: ${(error as Error).message}`);
    }
  }

  /** The repair joins a cancellation still `returning` and finishes it; false when there was none to join. */
  async join(id: Types.ObjectId): Promise<boolean> {
    const order = await this.repository.joinRestock(id);
    if (!order) return false;
    await this.work(order);
    return true;
  }

  /** Drops the receipts of a cancellation whose copies are all back and whose workers are gone. */
  async clear(order: RestockOrder): Promise<void> {
    const id = String(order._id);
    const code = order.totals?.discount;
    await Promise.all([
      this.books.releaseRestock(
        order.books.map((line) => String(line.book._id)),
        id,
      ),
      code && this.codes.forgetReturn(code.codeId, id),
    ]);
    await this.repository.restockFinished(id);
  }
}
