import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, trusted } from 'mongoose';
import { isDuplicateKey } from '../common/database/duplicate-key';
import type { OrderDocumentKind } from '../orders/order-states';
import { Invoice, InvoiceCounter } from './schemas/invoice.schema';

export type StoredInvoice = Invoice;
export type Counter = InvoiceCounter;

/** A document's `_id`: one of each kind per order. */
export const invoiceIdOf = (kind: OrderDocumentKind, orderId: string) => `${kind}:${orderId}`;

/**
 * The invoices module's one repository: issued documents (`invoices`) and their numbering
 * (`invoicecounters`). No rules: each command is one conditional single-document write, which
 * invoice-numbering.ts chains.
 */
@Injectable()
export class InvoicesRepository {
  constructor(
    @InjectModel(Invoice.name) private readonly invoices: Model<Invoice>,
    @InjectModel(InvoiceCounter.name) private readonly counters: Model<InvoiceCounter>,
  ) {}

  /** The order's document of `kind`, or null. */
  findOf(kind: OrderDocumentKind, orderId: string): Promise<StoredInvoice | null> {
    return this.invoices.findById(invoiceIdOf(kind, orderId)).lean<StoredInvoice>().exec();
  }

  /** The document with this number, or null. */
  findByNumber(number: string): Promise<StoredInvoice | null> {
    return this.invoices.findOne({ number }).lean<StoredInvoice>().exec();
  }

  /** Inserts a document; false when a unique index refused it (the order has one, or the number is taken). */
  async insert(invoice: Invoice): Promise<boolean> {
    try {
      await this.invoices.collection.insertOne(invoice as never);
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /** The counter exists (`last` 0, no claim) unless it did: two racing inserts leave one. */
  async ensureCounter(id: string): Promise<void> {
    try {
      await this.counters.collection.updateOne(
        { _id: id } as never,
        { $setOnInsert: { last: 0, pending: null } },
        { upsert: true },
      );
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }

  /** Claims the next numbers for these orders (in order): only when no claim is held; the counter after it, or null. */
  claim(id: string, orderIds: readonly string[], at: Date): Promise<Counter | null> {
    return this.counters
      .findOneAndUpdate(
        { _id: id, pending: null },
        { $inc: { last: orderIds.length }, $set: { pending: { orders: [...orderIds], at } } },
        { new: true },
      )
      .lean<Counter>()
      .exec();
  }

  counter(id: string): Promise<Counter | null> {
    return this.counters.findById(id).lean<Counter>().exec();
  }

  /** Counters holding a claim (a claim a crash left among them). */
  claimed(): Promise<Counter[]> {
    return this.counters
      .find({ pending: trusted({ $ne: null }) })
      .lean<Counter[]>()
      .exec();
  }

  /** The orders' documents of `kind` that exist. */
  findMany(kind: OrderDocumentKind, orderIds: readonly string[]): Promise<StoredInvoice[]> {
    return this.invoices
      .find({ _id: trusted({ $in: orderIds.map((id) => invoiceIdOf(kind, id)) }) })
      .lean<StoredInvoice[]>()
      .exec();
  }

  /** The documents with these numbers. */
  findByNumbers(numbers: readonly string[]): Promise<StoredInvoice[]> {
    return this.invoices
      .find({ number: trusted({ $in: [...numbers] }) })
      .lean<StoredInvoice[]>()
      .exec();
  }

  /** Inserts documents, those already there (a unique index refusing them) left as they are. */
  async insertMany(invoices: readonly Invoice[]): Promise<void> {
    if (!invoices.length) return;
    try {
      await this.invoices.collection.insertMany(invoices as never[], { ordered: false });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }

  /** The claim's numbers start below a number another document has (a counter restored behind its documents): the claim moves on by `by`. */
  moveClaim({ _id, last, pending }: Counter, by: number): Promise<Counter | null> {
    return this.counters
      .findOneAndUpdate({ _id, last, 'pending.at': pending?.at }, { $inc: { last: by } }, { new: true })
      .lean<Counter>()
      .exec();
  }

  /** The claim is finished: it goes, and `last` becomes the number of the last order numbered (unless it already went). */
  async clearClaim({ _id, last, pending }: Counter, lastGiven: number): Promise<void> {
    await this.counters.updateOne(
      { _id, last, 'pending.at': pending?.at },
      { $set: { pending: null, last: lastGiven } },
    );
  }
}
