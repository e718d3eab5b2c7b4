import mongoose, { type FilterQuery, type Model } from 'mongoose';
import { AppError } from '../errors/app-error';

/**
 * How many documents of `model` match `filter`, counting up to `cap + 1` (more than `cap` is answered
 * as `cap + 1`), so that a count costs what a page costs, never the collection's history.
 *
 * One `count` command with a limit: the database answers a number, from the index's keys on MongoDB
 * and from the index entries on the embedded engine, where reading the ids would send each of them
 * back in batches (ten times the time for a shopper's 700 orders on the embedded engine).
 * `countDocuments` is not used: it is an aggregation, which the embedded engine answers by reading
 * every document. The filter is sanitised and cast as Mongoose does for a find. (The `count` command
 * may count orphaned documents on a sharded cluster; the store runs on a replica set.)
 */
export function countUpTo<T>(model: Model<T>, filter: FilterQuery<T>, cap: number): Promise<number> {
  return countCommand(model, filter, cap + 1);
}

/**
 * How many documents of `model` match `filter`: the same `count` command without a limit, for the
 * counts a screen shows in full (a list's `totalCount`, the dashboard's books). Its cost follows
 * what the filter's index bounds, where `countDocuments` read the whole collection on the embedded
 * engine. With an empty filter MongoDB answers from the collection's metadata, as
 * `estimatedDocumentCount` does: exact, except after an unclean shutdown until it recovers its counts.
 */
export function countMatching<T>(model: Model<T>, filter: FilterQuery<T>): Promise<number> {
  return countCommand(model, filter);
}

async function countCommand<T>(model: Model<T>, filter: FilterQuery<T>, limit?: number): Promise<number> {
  const db = model.db.db;
  if (!db) throw AppError.unavailable();
  const query: unknown = model.find().cast(model, mongoose.sanitizeFilter({ ...filter }));
  const answer = await db.command({
    count: model.collection.collectionName,
    query,
    ...(limit === undefined ? {} : { limit }),
  });
  return Number(answer.n);
}
