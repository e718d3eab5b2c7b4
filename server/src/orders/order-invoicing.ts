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

/** An order as its invoice shows it, with its customer's account (none once deleted). */
function invoiceableOf(order: StoredOrder, user: { name: string; email: string } | undefined): InvoiceableOrder {
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
      .sort({ _id: 1 }) // numbered in the order they were placed (or cancelled)
      .limit(limit)
      .lean();
    return found.map((order) => String(order._id));
  }

  /** Which of these orders have their document of `kind` due (flagged and not yet recorded as issued). */
  async dueOf(ids: readonly string[], kind: OrderDocumentKind): Promise<string[]> {
    const found = await this.orders
      .find(
        { _id: trusted({ $in: ids.map((id) => new Types.ObjectId(id)) }), [DOCUMENT_FIELDS[kind].due]: true },
        { _id: 1 },
      )
      .lean();
    return found.map((order) => String(order._id));
  }

  /**
   * The orders as their `kind` documents show them, by id: an invoice's order is one people see (an
   * order given up while placing never is), a credit note's a cancelled one; others are left out.
   */
  async ordersFor(ids: readonly string[], kind: OrderDocumentKind): Promise<Map<string, InvoiceableOrder>> {
    const statuses = kind === OrderDocumentKind.INVOICE ? VISIBLE_STATUSES : [OrderStatus.CANCELLED];
    const orders = await this.orders
      .find(
        { _id: trusted({ $in: ids.map((id) => new Types.ObjectId(id)) }), status: trusted({ $in: statuses }) },
        INVOICE_PROJECTION,
      )
      .lean<StoredOrder[]>()
      .exec();
    const users = await this.users.findMany([...new Set(orders.map((order) => String(order.user)))]);
    return new Map(orders.map((order) => [String(order._id), invoiceableOf(order, users.get(String(order.user)))]));
  }

  /**
   * The documents of `kind` are issued: each one's summary on its order and its flag cleared, in one
   * update per order (harmless to repeat); an order with none (`summary` null) only loses its flag.
   */
  async issuedMany(
    kind: OrderDocumentKind,
    results: ReadonlyArray<{ id: string; summary: OrderDocumentRecord | null }>,
  ): Promise<void> {
    if (!results.length) return;
    const { due, issued } = DOCUMENT_FIELDS[kind];
    await this.orders.collection.bulkWrite(
      results.map(({ id, summary }) => ({
        updateOne: {
          filter: { _id: new Types.ObjectId(id) },
          update: summary ? { $set: { [issued]: summary }, $unset: { [due]: '' } } : { $unset: { [due]: '' } },
        },
      })),
      { ordered: false },
    );
  }
}
