import { type AuditSource, auditSourceOf } from '../common/audit/audit-source';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { OrderNote } from './schemas/order-note.schema';

export type StoredOrderNote = OrderNote & { _id: Types.ObjectId };

/** The internal notes on orders: one insert per note, and an order's newest notes. No rules. */
@Injectable()
export class OrderNotesRepository {
  constructor(@InjectModel(OrderNote.name) private readonly notes: Model<OrderNote>) {}

  async add(note: OrderNote): Promise<StoredOrderNote> {
    return (await this.notes.create(note)).toObject() as StoredOrderNote;
  }

  /** The activity relay's view of the notes' audit entries (common/audit). */
  auditSource(): AuditSource {
    return auditSourceOf(this.notes.collection);
  }

  /** The `limit` newest notes of the order, newest first. */
  newest(order: string, limit: number): Promise<StoredOrderNote[]> {
    return this.notes
      .find({ order: new Types.ObjectId(order) })
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit)
      .lean<StoredOrderNote[]>()
      .exec();
  }
}
