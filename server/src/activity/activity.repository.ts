import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, trusted, type FilterQuery } from 'mongoose';
import type { AuditEntryRecord } from '../common/audit/audit-entry';
import { isDuplicateKey } from '../common/database/duplicate-key';
import { type KeysetOrder, paginate } from '../common/pagination/paginate';
import type { Connection } from '../common/pagination/paginated';
import { SortDirection } from '../common/pagination/sort-direction';
import { type ActivityEntry, toActivityEntry } from './models/activity-entry.model';
import { ActivityIntent } from './schemas/activity-intent.schema';
import { ActivityRecord } from './schemas/activity.schema';

/** Newest first, `_id` breaking ties (the indexes' order). */
const NEWEST_FIRST: KeysetOrder = { name: 'at', field: 'at', type: 'date', direction: SortDirection.DESC };

export interface ActivityFilter {
  action?: string;
  actor?: string;
  target?: string;
  targetType?: string;
  from?: Date;
  /** Before this instant (excluded). */
  until?: Date;
}

/** The `activity` collection: copies of the entries the admin's writes recorded, and its pages. */
@Injectable()
export class ActivityRepository {
  constructor(
    @InjectModel(ActivityRecord.name) private readonly activity: Model<ActivityRecord>,
    @InjectModel(ActivityIntent.name) private readonly intents: Model<ActivityIntent>,
  ) {}

  /** Writes a deletion's entries as intents, before the deletion (schemas/activity-intent.schema.ts). */
  async intend(
    source: string,
    document: unknown,
    entries: readonly AuditEntryRecord[],
    at = new Date(),
  ): Promise<void> {
    if (!entries.length) return;
    await this.intents.collection.insertMany(
      entries.map((entry) => ({ _id: entry._id, entry, source, document, at })),
      { ordered: false },
    );
  }

  /** Intents written before `before`, at most `limit`: what a crash left between an intent and its end. */
  async staleIntents(
    before: Date,
    limit: number,
  ): Promise<Array<Pick<ActivityIntent, 'entry' | 'source' | 'document'>>> {
    return (await this.intents.collection
      .find({ at: { $lt: before } }, { projection: { entry: 1, source: 1, document: 1 } })
      .limit(limit)
      .toArray()) as unknown as Array<Pick<ActivityIntent, 'entry' | 'source' | 'document'>>;
  }

  /** Forgets these entries' intents. */
  async forgetIntents(entries: readonly AuditEntryRecord[]): Promise<void> {
    if (!entries.length) return;
    await this.intents.collection.deleteMany({ _id: { $in: entries.map((entry) => entry._id) } });
  }

  /** Copies an entry under its own id; false when it is there already (a relay repeated after a crash). */
  async insert(entry: AuditEntryRecord): Promise<boolean> {
    try {
      await this.activity.collection.insertOne({
        _id: entry._id,
        at: entry.at,
        actor: entry.actor,
        action: entry.action,
        target: entry.target,
        changes: entry.changes,
      });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  page(filter: ActivityFilter, first: number, after?: string | null): Promise<Connection<ActivityEntry>> {
    const query: FilterQuery<ActivityRecord> = {
      ...(filter.action ? { action: filter.action } : {}),
      ...(filter.actor ? { 'actor.id': filter.actor } : {}),
      ...(filter.target ? { 'target.id': filter.target } : {}),
      ...(filter.targetType ? { 'target.type': filter.targetType } : {}),
      ...(filter.from || filter.until
        ? {
            at: trusted({
              ...(filter.from ? { $gte: filter.from } : {}),
              ...(filter.until ? { $lt: filter.until } : {}),
            }),
          }
        : {}),
    };
    return paginate(this.activity, { filter: query, order: NEWEST_FIRST, first, after }, (record) =>
      toActivityEntry(record),
    );
  }
}
