import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, trusted, type FilterQuery, type Types, type UpdateQuery } from 'mongoose';
import { countUpTo } from '../common/pagination/count-up-to';
import { cursorBatches } from '../common/database/cursor-batches';
import { Upgrades } from '../database/upgrades';
import { NoticeFlags } from '../mail';
import { paginate, type LeanRecord } from '../common/pagination/paginate';
import type { Connection } from '../common/pagination/paginated';
import { BY_NAME, DELETED_NAME_KEY, nameKeyOf } from './customer-search';
import { Role } from '../common/auth/role';
import { User as UserRecord } from './schemas/user.schema';

export type StoredUser = LeanRecord<UserRecord>;
/** A projection: space-separated field names, or `{ field: 1 }`. */
type Fields = string | Record<string, 1>;

/** The account still at this token version (accounts stored before versions read as 0). */
const atTokenVersion = (version: number) => ({
  tokenVersion: version === 0 ? trusted({ $in: [0, null] }) : version,
});

/**
 * The users collection's queries and commands, and nothing else: which accounts, which fields and
 * what a write means come from the caller (UsersService, CredentialsService, SessionsService,
 * ProfilesService, EmailPreferencesService, PasswordResetsService, and the outbox's relays
 * UserNotices and ResetNotices). No other class holds the users Model.
 */
@Injectable()
export class UsersRepository {
  /** The accounts holding emails due, as the outbox's relay reads and clears them (UserNotices). */
  readonly notices: NoticeFlags;

  constructor(
    @InjectModel(UserRecord.name) private readonly users: Model<UserRecord>,
    upgrades: Upgrades,
  ) {
    this.notices = new NoticeFlags(users.collection, upgrades, 'users');
  }

  // Reads

  findById<T = StoredUser>(id: string, fields?: Fields): Promise<T | null> {
    return this.users.findById(id, fields).lean<T>().exec();
  }

  /** The accounts with these ids (one `$in` query), in no particular order. */
  findByIds<T = StoredUser>(ids: readonly string[], fields?: Fields): Promise<T[]> {
    return this.users
      .find({ _id: trusted({ $in: ids }) }, fields)
      .lean<T[]>()
      .exec();
  }

  /** The accounts with these emails (one `$in` query). */
  findByEmails<T = StoredUser>(emails: readonly string[], fields: Fields): Promise<T[]> {
    return this.users
      .find({ email: trusted({ $in: emails }) }, fields)
      .lean<T[]>()
      .exec();
  }

  /** An account with its password hash (which no other read selects). */
  findWithPasswordHash(by: { _id: string } | { email: string }): Promise<StoredUser | null> {
    return this.users.findOne(by).select('+passwordHash').lean<StoredUser>().exec();
  }

  /** Whether an account has this email (other than `exceptId`, when given). */
  async hasEmail(email: string, exceptId?: string): Promise<boolean> {
    const filter = exceptId ? { email, _id: trusted({ $ne: exceptId }) } : { email };
    return (await this.users.exists(filter)) !== null;
  }

  async hasRole(role: Role): Promise<boolean> {
    return (await this.users.exists({ role })) !== null;
  }

  async isAtTokenVersion(id: Types.ObjectId | string, version: number): Promise<boolean> {
    return (await this.users.exists({ _id: id, ...atTokenVersion(version) })) !== null;
  }

  /** The ids of up to `limit` accounts whose name or email matches `pattern`. */
  async idsMatching(pattern: RegExp, limit: number): Promise<string[]> {
    const records = await this.users
      .find({ $or: [{ name: pattern }, { email: pattern }] }, { _id: 1 })
      .limit(limit)
      .lean();
    return records.map((record) => String(record._id));
  }

  /** A page of the accounts matching `filter` (customersFilter), by name; `count` gives its totalCount. */
  customersPage(
    filter: FilterQuery<UserRecord>,
    { first, after }: { first: number; after?: string | null },
    count: () => Promise<number>,
  ): Promise<Connection<StoredUser>> {
    return paginate(this.users, { filter, order: BY_NAME, first, after, count }, (record) => record);
  }

  /** How many accounts match `filter`, counting up to `cap + 1` (more than `cap` is `cap + 1`): see `countUpTo`. */
  countUpTo(filter: FilterQuery<UserRecord>, cap: number): Promise<number> {
    return countUpTo(this.users, filter, cap);
  }

  /**
   * How many shoppers' accounts there are (the admin's and those being deleted left out): the
   * collection's count less the few that are not, each read through an index, so that nothing is
   * scanned (a `countDocuments` is an aggregation, which the embedded engine answers by a scan).
   */
  async countShoppers(): Promise<number> {
    const [all, others] = await Promise.all([
      this.users.estimatedDocumentCount().exec(),
      Promise.all([
        this.users.find({ role: Role.ADMIN }, { _id: 1 }).lean(),
        // Being deleted: scrubbed to the deleted name (read through the list's index by that name).
        this.users
          .find({ role: Role.USER, nameKey: DELETED_NAME_KEY, deletedAt: trusted({ $exists: true }) }, { _id: 1 })
          .lean(),
      ]),
    ]);
    return all - others[0].length - others[1].length;
  }

  /** The accounts matching `filter`, by name, read from a cursor `batchSize` at a time. */
  async *customerBatches(filter: FilterQuery<UserRecord>, batchSize: number): AsyncGenerator<StoredUser[]> {
    const cursor = this.users
      .find(filter)
      .sort({ [BY_NAME.field]: 1, _id: 1 })
      .lean<StoredUser[]>()
      .cursor({ batchSize });
    yield* cursorBatches<StoredUser>(cursor, batchSize);
  }

  /**
   * Gives up to `limit` accounts stored without a name key theirs (each conditional on the name it
   * was read with, so a rename meanwhile keeps its own); how many were read.
   */
  async fillNameKeys(limit: number): Promise<number> {
    const missing = await this.users
      .find({ nameKey: trusted({ $exists: false }) }, { name: 1 })
      .limit(limit)
      .lean();
    if (!missing.length) return 0;
    await this.users.bulkWrite(
      missing.map((record) => ({
        updateOne: {
          filter: { _id: record._id, name: record.name, nameKey: trusted({ $exists: false }) },
          update: { $set: { nameKey: nameKeyOf(record.name) } },
        },
      })),
      { ordered: false },
    );
    return missing.length;
  }

  /** Every distinct photo reference. */
  photos(): Promise<unknown[]> {
    return this.users.distinct('photo').exec();
  }

  // Writes

  /** Inserts one account (Mongoose's validation, defaults and timestamps); the stored document. */
  async insert(account: Partial<UserRecord>): Promise<StoredUser> {
    return (await this.users.create(account)).toObject<StoredUser>();
  }

  /** One update of the account `id`; the account after it (`projection`, when given), or null when there is none. */
  update(id: string, update: UpdateQuery<UserRecord>, projection?: Record<string, 1>): Promise<StoredUser | null> {
    return this.users
      .findByIdAndUpdate(id, update, projection ? { new: true, projection } : { new: true })
      .lean<StoredUser>()
      .exec();
  }

  /** One update of the account `id` while it is still at this token version; the account after it, or null. */
  updateAtTokenVersion(
    id: Types.ObjectId | string,
    version: number,
    update: UpdateQuery<UserRecord>,
  ): Promise<StoredUser | null> {
    return this.users
      .findOneAndUpdate({ _id: id, ...atTokenVersion(version) }, update, { new: true })
      .lean<StoredUser>()
      .exec();
  }

  /** One update of the account `id`, reading nothing back. */
  async updateOne(id: Types.ObjectId | string, update: UpdateQuery<UserRecord>): Promise<void> {
    await this.users.updateOne({ _id: id }, update);
  }

  /**
   * The first step of a deletion, in one conditional update: the shopper account `id`, not yet
   * deleted, is marked deleted and scrubbed (`scrub`); what it was before, or null when no such
   * account is left (none, an admin, or already deleted).
   */
  markDeleted(id: string, scrub: UpdateQuery<UserRecord>): Promise<StoredUser | null> {
    return this.users
      .findOneAndUpdate({ _id: id, role: Role.USER, deletedAt: trusted({ $exists: false }) }, scrub, {
        new: false,
        projection: { role: 1, photo: 1 },
      })
      .lean<StoredUser>()
      .exec();
  }

  /** The ids of accounts marked deleted before `before` and still there (a deletion a crash interrupted). */
  async deletedBefore(before: Date, limit: number): Promise<string[]> {
    const records = await this.users
      .find({ deletedAt: trusted({ $lt: before }) }, { _id: 1 })
      .limit(limit)
      .lean();
    return records.map((record) => String(record._id));
  }

  /** The last step of a deletion: removes the account marked deleted. */
  async removeDeleted(id: string): Promise<void> {
    await this.users.deleteOne({ _id: id, deletedAt: trusted({ $exists: true }) });
  }

  /** Accounts whose photo is one of `refs` get none; how many changed. */
  async clearPhotos(refs: readonly string[]): Promise<number> {
    return (await this.users.updateMany({ photo: trusted({ $in: refs }) }, { $set: { photo: '' } })).modifiedCount;
  }
}
