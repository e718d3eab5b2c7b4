import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, trusted, Types } from 'mongoose';
import { DELETED_CUSTOMER, UsersService } from '../users/users.service';
import { addressLines } from './order-notices';
import { DOCUMENT_FIELDS, OrderDocumentKind, VISIBLE_STATUSES } from './order-states';
import { OrderStatus } from './order-status';
import type { StoredOrder } from './orders.repository';
import { Order as OrderRecord, type OrderDocumentRecord } from './schemas/order.schema';

/** An order as its invoice shows it, read when the invoice is issued. */
export interface InvoiceableOrder {
  orderId: string;
  /** The number shown on screen. */
  shortId: string;
  orderedAt: Date;
  buyer: { name: string; email: string };
  /** The delivery address as the lines of a letter; null when the order is collected in store or has none. */
  deliveryAddress: string[] | null;
  /** Whether the order is collected in store. */
  inStore: boolean;
  lines: Array<{ title: string; author: string; quantity: number; unitCents: number }>;
  totalCents: number;
  totals: StoredOrder['totals'];
}

const INVOICE_PROJECTION = {
  user: 1,
  shortId: 1,
  orderedAt: 1,
  status: 1,
  books: 1,
  totalCents: 1,
  totals: 1,
  shippingAddress: 1,
};

/** Orders due per look-up of the `invoices` job. */
export const DUE_BATCH = 100;

/**
 * What the invoices module (invoices/) knows of orders, so that it reads no order itself: the
 * orders whose invoice or credit note is due (the flag their move set, order-moves.ts), an order as
 * its invoice shows it, and the document's summary recorded on the order once issued (the flag
 * cleared in the same update). Reads the orders collection with a Model of its own, as OrderNotices does.
 */
@Injectable()
export class OrderInvoicing {
  constructor(
    @InjectModel(OrderRecord.name) private readonly orders: Model<OrderRecord>,
    private readonly users: UsersService,
  ) {}

  /** Ids of orders whose document of `kind` is due, at most `limit`. */
  async due(kind: OrderDocumentKind, limit = DUE_BATCH): Promise<string[]> {
    const found = await this.orders
      .find({ [DOCUMENT_FIELDS[kind].due]: true }, { _id: 1 })
      .limit(limit)
      .lean();
    return found.map((order) => String(order._id));
  }

  /** Whether the order's document of `kind` is due (flagged and not yet recorded as issued). */
  async isDue(id: string, kind: OrderDocumentKind): Promise<boolean> {
    if (!Types.ObjectId.isValid(id)) return false;
    return (await this.orders.exists({ _id: id, [DOCUMENT_FIELDS[kind].due]: true })) !== null;
  }

  /**
   * The order as its `kind` document shows it: an invoice's order is one people see (an order given
   * up while placing never is), a credit note's a cancelled one; null otherwise.
   */
  async orderFor(id: string, kind: OrderDocumentKind): Promise<InvoiceableOrder | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    const statuses = kind === OrderDocumentKind.INVOICE ? VISIBLE_STATUSES : [OrderStatus.CANCELLED];
    const order = await this.orders
      .findOne({ _id: id, status: trusted({ $in: statuses }) }, INVOICE_PROJECTION)
      .lean<StoredOrder>()
      .exec();
    if (!order) return null;
    const user = (await this.users.findMany([String(order.user)])).get(String(order.user));
    const inStore = order.totals?.shipping?.inStore ?? false;
    return {
      orderId: String(order._id),
      shortId: order.shortId,
      orderedAt: order.orderedAt,
      // A customer who deleted their account is named as their delivery address names them.
      buyer: user
        ? { name: user.name, email: user.email }
        : { name: order.shippingAddress?.fullName ?? DELETED_CUSTOMER, email: '' },
      deliveryAddress: !inStore && order.shippingAddress ? addressLines(order.shippingAddress) : null,
      inStore,
      lines: order.books.map((line) => ({
        title: line.book.title ?? '',
        author: line.book.author ?? '',
        quantity: line.quantity,
        unitCents: line.priceCents,
      })),
      totalCents: order.totalCents,
      totals: order.totals,
    };
  }

  /** The document of `kind` is issued: its summary on the order, and its flag cleared, in one update (harmless to repeat). */
  async issued(id: string, kind: OrderDocumentKind, summary: OrderDocumentRecord): Promise<void> {
    const { due, issued } = DOCUMENT_FIELDS[kind];
    await this.orders.collection.updateOne(
      { _id: new Types.ObjectId(id) },
      { $set: { [issued]: summary }, $unset: { [due]: '' } },
    );
  }

  /** Nothing to issue (a credit note for an order never invoiced): the flag goes. */
  async notDue(id: string, kind: OrderDocumentKind): Promise<void> {
    await this.orders.collection.updateOne(
      { _id: new Types.ObjectId(id) },
      { $unset: { [DOCUMENT_FIELDS[kind].due]: '' } },
    );
  }
}
