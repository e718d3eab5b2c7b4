import type { mongo } from 'mongoose';
import type { Upgrades } from '../database/upgrades';

/** The condition the outbox finds a collection's documents with notices by: one value, which an index answers. */
const NOTICES_DUE = { noticesDue: true } as const;

/**
 * The part of a document's update that writes `notice`: pushed on `notices`, with `noticesDue` set for
 * the outbox to find the document by (the audit entries' way, `withAudit`). Merged into the update
 * that decides the notice's event, so the two are stored together or not at all.
 */
export function withNotice<U extends object>(update: U, notice: object): U {
  const record = update as Record<string, Record<string, unknown> | undefined>;
  return { ...update, $set: { ...record.$set, noticesDue: true }, $push: { ...record.$push, notices: notice } };
}

/** A document holding notices, as `NoticeFlags.due` reads it. */
interface Noticed {
  _id: unknown;
  notices?: Array<{ _id: unknown }>;
}

/**
 * A notice source's look at its collection: the documents whose update wrote a notice (`withNotice`,
 * or `noticesDue: true` written with the notices), read by the flag, so a relay reads the documents
 * with notices, not the whole collection (`'notices._id': {$exists: true}` was a scan on the
 * embedded engine, whose index cannot tell a missing field from a null one). The flag goes with the
 * last notice handed, unless another was written meanwhile. Notices an earlier version wrote without
 * the flag get it once per database (`Upgrades`, step `<name>.noticesDue`): that step alone reads
 * every document.
 */
export class NoticeFlags {
  constructor(
    private readonly collection: mongo.Collection,
    private readonly upgrades: Upgrades,
    private readonly name: string,
  ) {}

  /** Up to `limit` documents with notices due, with `fields` and their notices. */
  async due<T extends Noticed>(limit: number, fields: Record<string, 1>): Promise<T[]> {
    await this.upgrades.once(`${this.name}.noticesDue`, () =>
      this.collection.updateMany(
        { 'notices._id': { $exists: true }, noticesDue: { $exists: false } },
        { $set: { noticesDue: true } },
      ),
    );
    const found = (await this.collection
      .find(NOTICES_DUE, { projection: { ...fields, notices: 1 } })
      .limit(limit)
      .toArray()) as unknown as T[];
    // A crash between a notice's removal and the flag's leaves the flag alone: it goes now.
    for (const document of found) if (!document.notices?.length) await this.unflag(document._id);
    return found;
  }

  /** The notice is in the outbox: it goes, and `noticesDue` with the last. */
  async handed(id: unknown, noticeId: unknown): Promise<void> {
    const pull = { $pull: { notices: { _id: noticeId } } } as unknown as mongo.UpdateFilter<mongo.Document>;
    await this.collection.updateOne({ _id: id } as mongo.Filter<mongo.Document>, pull);
    await this.unflag(id);
  }

  private async unflag(id: unknown): Promise<void> {
    await this.collection.updateOne(
      { _id: id, noticesDue: true, 'notices.0': { $exists: false } } as mongo.Filter<mongo.Document>,
      { $unset: { noticesDue: '' } },
    );
  }
}
