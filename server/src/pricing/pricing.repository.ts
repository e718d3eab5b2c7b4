import { type AuditEntryRecord, withAudit } from '../common/audit/audit-entry';
import { type AuditSource, auditSourceOf } from '../common/audit/audit-source';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, mongo, trusted, Types, type UpdateQuery } from 'mongoose';
import { isDuplicateKey } from '../common/database/duplicate-key';
import { codeCustomerKey, DiscountCodeCustomer } from './schemas/discount-code-customer.schema';
import { DiscountCode } from './schemas/discount-code.schema';
import { PRICING_SETTINGS_ID, PricingSettings } from './schemas/pricing-settings.schema';

export type StoredSettings = PricingSettings;
export type StoredCode = DiscountCode & { _id: Types.ObjectId };

/** What a use is checked against when it is taken: the terms read, and the limits as they were then. */
export interface UseToTake {
  codeId: Types.ObjectId;
  version: number;
  maxUses: number | null;
  user: string;
  order: string;
}

const CODE_FOR_ORDERS = {
  code: 1,
  kind: 1,
  percent: 1,
  amountCents: 1,
  minimumCents: 1,
  startsAt: 1,
  endsAt: 1,
  maxUses: 1,
  perCustomer: 1,
  enabled: 1,
  uses: 1,
  version: 1,
};

/** What the admin's list shows of a code: everything but the orders' markers (and former per-customer counts). */
const CODE_FOR_LIST = { customers: 0, holds: 0, returns: 0 };

/**
 * The pricing module's one repository: the store's money settings (one document) and the discount
 * codes, their queries and their conditional updates; no rules. The uses of a code are taken and
 * given back here, each with one single-document update conditional on a marker of the order on
 * the code (`holds` while it is placed, `returns` once a cancellation gave its use back), so that
 * a step repeated, raced or finished by the repair changes nothing twice.
 */
@Injectable()
export class PricingRepository {
  constructor(
    @InjectModel(PricingSettings.name) private readonly settings: Model<PricingSettings>,
    @InjectModel(DiscountCode.name) private readonly codes: Model<DiscountCode>,
    @InjectModel(DiscountCodeCustomer.name) private readonly customers: Model<DiscountCodeCustomer>,
  ) {}

  // ── Settings ─────────────────────────────────────────────────────────────────────────────────

  /** The settings as stored, or null on a store that never changed them (the defaults apply). */
  readSettings(): Promise<StoredSettings | null> {
    return this.settings.findById(PRICING_SETTINGS_ID).lean<StoredSettings>().exec();
  }

  /**
   * One change of the settings, conditional on the revision the change was decided on (every
   * change counts one more); the document is created by the first change. Returns the settings
   * after it, or null when another change came first (decide again on what is stored now).
   */
  async changeSettings(
    revision: number,
    set: Partial<PricingSettings>,
    audit?: AuditEntryRecord,
  ): Promise<StoredSettings | null> {
    try {
      return await this.settings
        .findOneAndUpdate(
          { _id: PRICING_SETTINGS_ID, revision },
          withAudit({ $set: set, $inc: { revision: 1 } }, audit),
          { new: true, upsert: true, runValidators: true, setDefaultsOnInsert: true },
        )
        .lean<StoredSettings>()
        .exec();
    } catch (error) {
      if (isDuplicateKey(error)) return null; // the document is at another revision
      throw error;
    }
  }

  // ── Codes: the admin's ───────────────────────────────────────────────────────────────────────

  listCodes(): Promise<StoredCode[]> {
    return this.codes.find({}, CODE_FOR_LIST).sort({ createdAt: -1, _id: -1 }).limit(1000).lean<StoredCode[]>().exec();
  }

  /** A code with the activity-log entries it still carries (a deletion logs them). */
  findCodeWithAudit(id: string): Promise<StoredCode | null> {
    return this.codes.findById(id).select('+audit').lean<StoredCode>().exec();
  }

  findCodeById(id: string): Promise<StoredCode | null> {
    return this.codes.findById(id).lean<StoredCode>().exec();
  }

  /** Stores a new code; false when another has the same code. */
  async createCode(fields: Partial<DiscountCode>): Promise<StoredCode | false> {
    try {
      return (await this.codes.create(fields)).toObject() as StoredCode;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /**
   * Changes a code's terms (a new version); null when it is missing (or, with `audit`, no longer at
   * the version its entry was written from), false when another has its new code.
   */
  async changeCode(
    id: string,
    set: Partial<DiscountCode>,
    unset: string[],
    audit?: { version: number; entry: AuditEntryRecord },
  ): Promise<StoredCode | null | false> {
    try {
      const update: UpdateQuery<DiscountCode> = withAudit(
        { $set: set, $inc: { version: 1 } } as UpdateQuery<DiscountCode>,
        audit?.entry,
      );
      if (unset.length) update.$unset = Object.fromEntries(unset.map((field) => [field, 1]));
      const filter = audit ? { _id: id, version: audit.version } : { _id: id };
      return await this.codes.findOneAndUpdate(filter, update, { new: true, runValidators: true }).lean<StoredCode>();
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /** Deletes a code no order has used or holds; what it was, or null when it is missing or used. */
  deleteUnusedCode(id: string): Promise<StoredCode | null> {
    const filter = { _id: id, uses: 0, discountCents: 0, 'holds.0': trusted({ $exists: false }) };
    return this.codes.findOneAndDelete(filter).select('+audit').lean<StoredCode>().exec();
  }

  /** The activity relay's view of the settings' and the codes' audit entries (common/audit). */
  auditSources(): AuditSource[] {
    return [auditSourceOf(this.settings.collection), auditSourceOf(this.codes.collection)];
  }

  // ── Codes: the orders' ───────────────────────────────────────────────────────────────────────

  /**
   * The code as `user`'s order reads it (upper-case), or null; with a per-customer limit, the
   * shopper's own count of uses as `customers` (theirs only). Through the driver: read by every
   * order with a code.
   */
  async findCode(code: string, user: string): Promise<StoredCode | null> {
    const found = await this.codeCollection.findOne({ code }, { projection: CODE_FOR_ORDERS });
    if (found?.perCustomer) found.customers = { [user]: await this.customerUses(found._id, user) };
    return found;
  }

  /** How many uses of the code `user` holds or keeps. */
  async customerUses(codeId: Types.ObjectId, user: string): Promise<number> {
    const found = await this.customerCollection.findOne(
      { _id: codeCustomerKey(codeId, user) },
      { projection: { uses: 1 } },
    );
    return found?.uses ?? 0;
  }

  /**
   * Takes a use for an order being placed: one update conditional on the terms read (`version`)
   * and on a use being left (`uses < maxUses`), which counts the use and holds it for the order.
   * Null when it matched nothing: the terms changed, or the last use went to another order
   * meanwhile. (The shopper's own limit is `takeCustomerUse`'s.)
   */
  takeUse(use: UseToTake): Promise<StoredCode | null> {
    const filter: mongo.Filter<mongo.Document> = { _id: use.codeId, version: use.version, enabled: true };
    if (use.maxUses !== null) filter.uses = { $lt: use.maxUses };
    return this.codeCollection.findOneAndUpdate(
      filter,
      {
        $inc: { uses: 1 },
        $push: { holds: { order: new Types.ObjectId(use.order), user: new Types.ObjectId(use.user), at: new Date() } },
        $set: { updatedAt: new Date() },
      },
      { returnDocument: 'after', projection: CODE_FOR_ORDERS },
    ) as Promise<StoredCode | null>;
  }

  /**
   * Takes one of `user`'s uses of a code for an order: one update of the shopper's document,
   * conditional on fewer than `perCustomer` uses and on the order holding none yet, created by
   * the first use (a document that exists and does not match refuses the insert). True when the
   * order holds a use now (taken, or taken before by this order).
   */
  async takeCustomerUse(codeId: Types.ObjectId, user: string, order: string, perCustomer: number): Promise<boolean> {
    const _id = codeCustomerKey(codeId, user);
    const orderId = new Types.ObjectId(order);
    try {
      await this.customerCollection.updateOne(
        { _id, uses: { $lt: perCustomer }, orders: { $ne: orderId } },
        { $inc: { uses: 1 }, $push: { orders: orderId } },
        { upsert: true },
      );
      return true;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      return (await this.customerCollection.findOne({ _id, orders: orderId }, { projection: { _id: 1 } })) !== null;
    }
  }

  /**
   * The order's use of `user`'s count comes back, once (its id moves from `orders` to
   * `returned`). With `legacy`, an order holding none there but placed before the counts were
   * moved into their own documents gives back one of those. False when nothing came back.
   */
  async returnCustomerUse(codeId: Types.ObjectId, user: string, order: string, legacy: boolean): Promise<boolean> {
    const _id = codeCustomerKey(codeId, user);
    const orderId = new Types.ObjectId(order);
    const held = await this.customerCollection.updateOne(
      { _id, orders: orderId },
      { $inc: { uses: -1 }, $pull: { orders: orderId }, $push: { returned: orderId } },
    );
    if (held.matchedCount > 0 || !legacy) return held.matchedCount > 0;
    const older = await this.customerCollection.updateOne(
      { _id, legacy: { $gt: 0 }, legacyBefore: { $gt: orderId.getTimestamp() }, returned: { $ne: orderId } },
      { $inc: { uses: -1, legacy: -1 }, $push: { returned: orderId } },
    );
    return older.matchedCount > 0;
  }

  /** Codes that still count their uses per shopper in themselves (stored before those had documents of their own). */
  codesWithCustomerCounts(): Promise<Array<Pick<StoredCode, '_id' | 'customers'>>> {
    return this.codeCollection
      .find({ customers: { $exists: true } }, { projection: { customers: 1 } })
      .toArray() as Promise<Array<Pick<StoredCode, '_id' | 'customers'>>>;
  }

  /**
   * Moves a code's per-shopper counts into the shoppers' documents (as `legacy` uses of orders
   * placed before `before`), then drops them from the code. Each shopper's is moved once, however
   * often this runs (a document that has its `legacyBefore` refuses the insert).
   */
  async moveCustomerCounts(codeId: Types.ObjectId, counts: Record<string, number>, before: Date): Promise<void> {
    for (const [user, uses] of Object.entries(counts)) {
      if (!(uses > 0)) continue;
      try {
        await this.customerCollection.updateOne(
          { _id: codeCustomerKey(codeId, user), legacyBefore: { $exists: false } },
          { $inc: { uses, legacy: uses }, $set: { legacyBefore: before } },
          { upsert: true },
        );
      } catch (error) {
        if (!isDuplicateKey(error)) throw error; // moved already
      }
    }
    await this.codeCollection.updateOne({ _id: codeId }, { $unset: { customers: '' } });
  }

  /** The order was acknowledged: its use is kept, its discount counted; false when no hold was left (done already). */
  async keepUse(codeId: Types.ObjectId, order: string, discountCents: number): Promise<boolean> {
    const orderId = new Types.ObjectId(order);
    const kept = await this.codeCollection.findOneAndUpdate(
      { _id: codeId, 'holds.order': orderId },
      { $pull: { holds: { order: orderId } }, $inc: { discountCents }, $set: { updatedAt: new Date() } },
      { projection: { _id: 1 } },
    );
    return kept !== null;
  }

  /** The order was given up before it was acknowledged: its use comes back; false when no hold was left. */
  async dropUse(codeId: Types.ObjectId, order: string): Promise<boolean> {
    const orderId = new Types.ObjectId(order);
    const dropped = await this.codeCollection.findOneAndUpdate(
      { _id: codeId, 'holds.order': orderId },
      {
        $pull: { holds: { order: orderId } },
        $inc: { uses: -1 },
        $set: { updatedAt: new Date() },
      },
      { projection: { _id: 1 } },
    );
    return dropped !== null;
  }

  /**
   * A cancelled order's use comes back, once: conditional on the code holding no receipt for the
   * order, which the same update records. False when it came back already.
   */
  async returnUse(codeId: Types.ObjectId, order: string, discountCents: number): Promise<boolean> {
    const orderId = new Types.ObjectId(order);
    const returned = await this.codeCollection.findOneAndUpdate(
      { _id: codeId, returns: { $ne: orderId } },
      {
        $inc: { uses: -1, discountCents: -discountCents },
        $push: { returns: orderId },
        $set: { updatedAt: new Date() },
      },
      { projection: { _id: 1 } },
    );
    return returned !== null;
  }

  /** The cancellation is over: its receipt goes. */
  async dropReceipt(codeId: Types.ObjectId, order: string): Promise<void> {
    const orderId = new Types.ObjectId(order);
    await this.codeCollection.findOneAndUpdate(
      { _id: codeId, returns: orderId },
      { $pull: { returns: orderId } },
      { projection: { _id: 1 } },
    );
  }

  /** Every use still held by an order being placed (or whose hold a crash left), with its code. */
  async holds(): Promise<Array<{ codeId: Types.ObjectId; order: string; user: string }>> {
    const codes = await this.codes
      .find({ 'holds.0': trusted({ $exists: true }) }, { holds: 1 })
      .lean<Array<Pick<StoredCode, '_id' | 'holds'>>>();
    return codes.flatMap((code) =>
      code.holds.map((hold) => ({ codeId: code._id, order: String(hold.order), user: String(hold.user) })),
    );
  }

  private get codeCollection() {
    return this.codes.collection as unknown as mongo.Collection<StoredCode>;
  }

  private get customerCollection() {
    return this.customers.collection as unknown as mongo.Collection<DiscountCodeCustomer>;
  }
}
