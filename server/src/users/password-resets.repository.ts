import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, trusted, type UpdateQuery } from 'mongoose';
import type { LeanRecord } from '../common/pagination/paginate';
import { PasswordReset } from './schemas/password-reset.schema';

export type StoredReset = LeanRecord<PasswordReset>;

/** A live link, bound to an account, with this token hash. */
const liveBoundLink = (tokenHash: string, now: Date) => ({
  tokenHash,
  expiresAt: trusted({ $gt: now }),
  accountId: trusted({ $exists: true }),
});

/**
 * The reset links' collection (`passwordresets`, one document per email address): its queries and
 * commands, and nothing else. PasswordResetsService stores and uses the links; the outbox's relay
 * (ResetNotices) sends their emails and binds them. No other class holds the Model.
 */
@Injectable()
export class PasswordResetsRepository {
  constructor(@InjectModel(PasswordReset.name) private readonly resets: Model<PasswordReset>) {}

  /** One upsert of the address's document. */
  async upsert(email: string, update: UpdateQuery<PasswordReset>): Promise<void> {
    await this.resets.updateOne({ _id: email }, update, { upsert: true });
  }

  /** The live, bound link with this token hash (its expiry and binding), or null. */
  findLive(tokenHash: string, now: Date): Promise<StoredReset | null> {
    return this.resets
      .findOne(liveBoundLink(tokenHash, now), { expiresAt: 1, accountId: 1, tokenVersion: 1 })
      .lean<StoredReset>()
      .exec();
  }

  /** Deletes the live, bound link with this token hash; what it was, or null. */
  takeLive(tokenHash: string, now: Date): Promise<StoredReset | null> {
    return this.resets.findOneAndDelete(liveBoundLink(tokenHash, now)).lean<StoredReset>().exec();
  }

  /** Up to `limit` links with reset emails due, with their expiry and notices. */
  withNotices(limit: number): Promise<StoredReset[]> {
    return this.resets
      .find({ 'notices._id': trusted({ $exists: true }) }, { expiresAt: 1, notices: 1 })
      .limit(limit)
      .lean<StoredReset[]>()
      .exec();
  }

  /** One update of the address's document, reading nothing back. */
  async updateOne(email: string, update: UpdateQuery<PasswordReset>): Promise<void> {
    await this.resets.updateOne({ _id: email }, update);
  }

  /** Deletes the links expired by `now` with no email due. */
  async deleteExpired(now: Date): Promise<void> {
    await this.resets.deleteMany({ expiresAt: trusted({ $lte: now }), 'notices._id': trusted({ $exists: false }) });
  }
}
