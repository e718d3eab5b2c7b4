import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { mongo, Model } from 'mongoose';
import { isDuplicateKey } from '../common/database/duplicate-key';
import { type CountedMove, CustomerTotalsRecord } from './schemas/customer-totals.schema';

/** One order's move as a customer's totals count it: what they counted before, what they count now. */
export interface CustomerFold {
  orderId: string;
  previous: CountedMove | undefined;
  next: CountedMove;
}

/** What a fold adds to a customer's totals. */
export interface TotalsChange {
  orders: number;
  totalCents: number;
  /** The newest of the folded orders' dates (the totals keep the later of it and theirs). */
  lastOrderAt: Date;
}

/** A customer's totals with what they count of some of their orders. */
export interface StoredTotals {
  userId: string;
  orders: number;
  totalCents: number;
  lastOrderAt: Date | null;
  counted: Record<string, CountedMove>;
}

/**
 * The only code that reads or writes the customers' running totals (`customertotals`, one document
 * per customer). It holds no rule (CustomerTotals has them) and writes through the driver, since
 * order ids are keys of the documents.
 */
@Injectable()
export class CustomerTotalsRepository {
  constructor(@InjectModel(CustomerTotalsRecord.name) private readonly totals: Model<CustomerTotalsRecord>) {}

  /** These customers' totals (those that have any), with what they count of `orderIds` (only those). */
  async of(userIds: readonly string[], orderIds: readonly string[]): Promise<StoredTotals[]> {
    if (!userIds.length) return [];
    const projection: Record<string, 1> = { orders: 1, totalCents: 1, lastOrderAt: 1 };
    for (const id of orderIds) projection[`counted.${id}`] = 1;
    const found = await this.totals.collection
      .find({ _id: { $in: [...userIds] as never[] } }, { projection })
      .toArray();
    return found.map((stored) => ({
      userId: String(stored._id),
      orders: typeof stored.orders === 'number' ? stored.orders : 0,
      totalCents: typeof stored.totalCents === 'number' ? stored.totalCents : 0,
      lastOrderAt: stored.lastOrderAt instanceof Date ? stored.lastOrderAt : null,
      counted: (stored.counted as Record<string, CountedMove> | undefined) ?? {},
    }));
  }

  /**
   * Counts `folds` of one customer's orders, adding `change`, in one update conditional on the
   * totals still counting each order's `previous` (nothing, when undefined): of any number of folds
   * of one move exactly one applies. False when they count something else of one by now (another
   * fold came first: read them again).
   */
  async fold(userId: string, folds: readonly CustomerFold[], change: TotalsChange): Promise<boolean> {
    const filter: Record<string, unknown> = { _id: userId };
    const set: Record<string, unknown> = {};
    for (const { orderId, previous, next } of folds) {
      filter[`counted.${orderId}.m`] = previous ? previous.m : { $exists: false };
      set[`counted.${orderId}`] = { m: next.m, s: next.s };
    }
    try {
      const result = await this.totals.collection.updateOne(
        filter as mongo.Filter<mongo.Document>,
        {
          $set: set,
          $inc: { orders: change.orders, totalCents: change.totalCents },
          $max: { lastOrderAt: change.lastOrderAt },
        },
        { upsert: true },
      );
      return result.matchedCount + result.upsertedCount > 0;
    } catch (error) {
      // The totals are there and count something else of an order: the upsert's insert was refused.
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }
}
