import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, trusted } from 'mongoose';
import { isDuplicateKey } from '../common/database/duplicate-key';
import { STORE_IDENTITY_ID, StoreIdentity } from './schemas/store-identity.schema';

export type StoredIdentity = StoreIdentity;

/** The one document of the shop's identity: read it, change it conditionally on its revision; no rules. */
@Injectable()
export class StoreIdentityRepository {
  constructor(@InjectModel(StoreIdentity.name) private readonly identity: Model<StoreIdentity>) {}

  /** The identity as stored, or null on a store that never saved it (the first values apply). */
  read(): Promise<StoredIdentity | null> {
    return this.identity.findById(STORE_IDENTITY_ID).lean<StoredIdentity>().exec();
  }

  /**
   * One change, conditional on the revision it was decided on (every change counts one more); the
   * document is created by the first change. Null when another change came first.
   */
  async change(revision: number, set: Partial<StoreIdentity>): Promise<StoredIdentity | null> {
    try {
      return await this.identity
        .findOneAndUpdate(
          { _id: STORE_IDENTITY_ID, revision },
          { $set: set, $inc: { revision: 1 } },
          { new: true, upsert: true, runValidators: true, setDefaultsOnInsert: true },
        )
        .lean<StoredIdentity>()
        .exec();
    } catch (error) {
      if (isDuplicateKey(error)) return null; // the document is at another revision
      throw error;
    }
  }

  /** The logo's image id, for the image sweep ('' for none). */
  async logo(): Promise<string> {
    return (await this.identity.findById(STORE_IDENTITY_ID, { logo: 1 }).lean<{ logo?: string }>().exec())?.logo ?? '';
  }

  /** Drops the logo if it is one of these (missing) images; how many documents changed. */
  async forgetLogo(ids: string[]): Promise<number> {
    const result = await this.identity.updateOne(
      { _id: STORE_IDENTITY_ID, logo: trusted({ $in: ids }) },
      { $set: { logo: '' }, $inc: { revision: 1 } },
    );
    return result.modifiedCount;
  }
}
