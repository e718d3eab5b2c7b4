import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, trusted } from 'mongoose';
import { isDuplicateKey } from '../common/database/duplicate-key';
import { Lock } from './schemas/lock.schema';

/**
 * The named locks (`locks`): take, release, release if stale. No other class holds the Model; the
 * admin lock's rule (when a lock counts as left by a crash) is UsersService's.
 */
@Injectable()
export class LocksRepository {
  constructor(@InjectModel(Lock.name) private readonly locks: Model<Lock>) {}

  /** Inserts the lock; false when it is held already. */
  async take(name: string, now = new Date()): Promise<boolean> {
    try {
      await this.locks.create({ _id: name, createdAt: now });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  async release(name: string): Promise<void> {
    await this.locks.deleteOne({ _id: name });
  }

  /** Deletes the lock if it was taken before `before`; whether it did. */
  async releaseTakenBefore(name: string, before: Date): Promise<boolean> {
    const { deletedCount } = await this.locks.deleteOne({ _id: name, createdAt: trusted({ $lt: before }) });
    return deletedCount > 0;
  }
}
