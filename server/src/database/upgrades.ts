import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';

/** MongoDB's error code for a duplicate key. */
const DUPLICATE_KEY = 11000;

/**
 * Steps that bring what an earlier version stored up to date, each done once per database: a step
 * runs until it has once finished, then a record in `upgrades` (`_id` the step's name) says so and
 * no instance runs it again, so that a start never reads the whole history for a step already
 * done. A step must be idempotent: instances starting together may each run it, and a crash before
 * its record leaves it to run again at the next start.
 */
@Injectable()
export class Upgrades {
  /** Steps this process knows are done (the record is not read again). */
  private readonly done = new Set<string>();

  constructor(@InjectConnection() private readonly connection: Connection) {}

  async once(name: string, step: () => Promise<unknown>): Promise<void> {
    if (this.done.has(name)) return;
    const records = this.connection.collection<{ _id: string; doneAt: Date }>('upgrades');
    if (!(await records.findOne({ _id: name }, { projection: { _id: 1 } }))) {
      await step();
      await records.insertOne({ _id: name, doneAt: new Date() }).catch((error: { code?: number }) => {
        if (error.code !== DUPLICATE_KEY) throw error;
      });
    }
    this.done.add(name);
  }
}
