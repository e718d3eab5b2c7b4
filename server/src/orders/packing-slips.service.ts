import { Inject, Injectable } from '@nestjs/common';
import { trusted } from 'mongoose';
import { BooksService } from '../books/books.service';
import { AppError } from '../common/errors/app-error';
import { ErrorCode } from '../common/errors/error-code';
import { isObjectIdString } from '../common/http/parse-object-id.pipe';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DELETED_CUSTOMER, UsersService } from '../users/users.service';
import { addressLines } from './order-notices';
import { OrdersRepository, type StoredOrder } from './orders.repository';
import { type PackingSlip, packingSlipFileName, packingSlipsFileName, renderPackingSlips } from './packing-slip-pdf';

/** How many orders' slips one download may hold. */
export const MAX_PACKING_SLIPS = 100;

/** A PDF as it downloads. */
export interface PackingSlipFile {
  fileName: string;
  content: Buffer;
}

const IDS_REQUIRED = 'ids is required: the orders’ ids, separated by commas';

/**
 * The admin's packing slips: what to pack for an order and where it goes, no prices
 * (packing-slip-pdf.ts). Drawn on request from the orders as they are, of the orders people see
 * only (an order still being placed or undone is not one), the customer as the order names them
 * (a deleted account: the delivery address's name), and each book's ISBN as the catalogue has it
 * now (none for a book since deleted).
 */
@Injectable()
export class PackingSlipsService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly users: UsersService,
    private readonly books: BooksService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** One order's slip; 404 "Order not found" for no such order. */
  async one(id: string): Promise<PackingSlipFile> {
    const slips = await this.slipsOf([id]);
    return { fileName: packingSlipFileName(slips[0].orderNumber), content: await this.render(slips) };
  }

  /**
   * Several orders' slips in one PDF, in the order asked (repeats once), from `ids` as the query
   * sends them: ids separated by commas. Blank is 400 VALIDATION_FAILED, more than
   * MAX_PACKING_SLIPS too; a malformed id 400 INVALID_ID naming it; unknown ones 404 naming them.
   */
  async many(ids: string | undefined | null): Promise<PackingSlipFile> {
    const asked = [
      ...new Set(
        (ids ?? '')
          .split(',')
          .map((id) => id.trim().toLowerCase())
          .filter(Boolean),
      ),
    ];
    if (!asked.length) throw AppError.validation(IDS_REQUIRED);
    if (asked.length > MAX_PACKING_SLIPS) {
      throw AppError.validation(`At most ${MAX_PACKING_SLIPS} orders at once; ${asked.length} were asked for`);
    }
    const malformed = asked.filter((id) => !isObjectIdString(id));
    if (malformed.length) {
      throw new AppError(
        ErrorCode.INVALID_ID,
        `Invalid order id: expected 24-character hexadecimal ids, got ${malformed.slice(0, 5).join(', ')}`,
      );
    }
    const slips = await this.slipsOf(asked);
    return { fileName: packingSlipsFileName(slips.length), content: await this.render(slips) };
  }

  private render(slips: readonly PackingSlip[]): Promise<Buffer> {
    return renderPackingSlips(this.config.store.name, slips);
  }

  /** The slips of these orders (well-formed ids), in this order; 404 naming the ones people cannot see. */
  private async slipsOf(ids: readonly string[]): Promise<PackingSlip[]> {
    const records = await this.orders.find({ _id: trusted({ $in: ids }) }, ids.length);
    const byId = new Map(records.map((record) => [String(record._id), record]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length) {
      throw AppError.notFound(
        ids.length === 1 ? 'Order not found' : `Order not found: ${missing.slice(0, 5).join(', ')}`,
      );
    }
    const [customers, books] = await Promise.all([
      this.users.findMany(records.map((record) => String(record.user))),
      this.isbnsOf(records),
    ]);
    return ids.map((id) => {
      const order = byId.get(id)!;
      const inStore = order.totals?.shipping?.inStore ?? false;
      return {
        orderNumber: id.slice(-8),
        orderedAt: order.orderedAt,
        customer: customers.get(String(order.user))?.name ?? order.shippingAddress?.fullName ?? DELETED_CUSTOMER,
        deliveryAddress: !inStore && order.shippingAddress ? addressLines(order.shippingAddress) : null,
        inStore,
        lines: order.books.map((line) => ({
          title: line.book.title ?? '',
          author: line.book.author ?? '',
          isbn: books.get(String(line.book._id)) ?? '',
          quantity: line.quantity,
        })),
      };
    });
  }

  /** The ISBN each ordered book has now, by book id (books without one, or deleted, are absent). */
  private async isbnsOf(records: readonly StoredOrder[]): Promise<Map<string, string>> {
    const ids = [...new Set(records.flatMap((record) => record.books.map((line) => String(line.book._id))))];
    const found = await this.books.findMany(ids);
    return new Map(
      found.flatMap((priced) => (priced?.book.isbn ? [[priced.book._id, priced.book.isbn] as const] : [])),
    );
  }
}
