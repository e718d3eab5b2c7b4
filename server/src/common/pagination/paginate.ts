import type { FilterQuery, Model, PopulateOptions } from 'mongoose';
import { trusted } from 'mongoose';
import { AppError } from '../errors/app-error';
import { countMatching } from './count-up-to';
import { isObjectIdString } from '../http/parse-object-id.pipe';
import { decodeCursor, encodeCursor, invalidCursor } from './cursor';
import type { Connection } from './paginated';
import { SortDirection, sortOrder } from './sort-direction';

/** How a sort field's values are written into a cursor. */
export type CursorValueType = 'string' | 'number' | 'date';

/** One order a list offers: a stored field, with `_id` as tie-break. */
export interface KeysetOrder {
  /** The order's public name ('price', 'createdAt'), kept in cursors so another order's cursor is refused. */
  name: string;
  /** The stored field to sort by. */
  field: string;
  type: CursorValueType;
  direction: SortDirection;
}

export interface PageRequest<TRecord> {
  /** The list's filter (build equality conditions with `compactFilter`). */
  filter: FilterQuery<TRecord>;
  order: KeysetOrder;
  /** Page size (validated by PaginationArgs). */
  first: number;
  /** The endCursor of the previous page. */
  after?: string | null;
  /** The fields to load (the sort field is added). */
  projection?: string;
  populate?: string | PopulateOptions | Array<string | PopulateOptions>;
  /**
   * How many records match the filter, for `totalCount`; by default one `count` command
   * (`countMatching`), or the collection's estimated count when the filter is empty. Pass one to
   * cache or cap counts.
   */
  count?: (filter: FilterQuery<TRecord>) => Promise<number>;
}

type CursorValue = string | number | Date;
/** A stored record as `lean()` returns it. */
export type LeanRecord<TRecord> = TRecord & { _id: unknown };

/**
 * One page of a list with keyset pagination: the records matching `filter`, ordered by the
 * order's field with `_id` as tie-break, strictly after the `after` cursor; `first + 1` are
 * fetched to know whether another page follows. Keyset pages never skip or repeat a record
 * across pages, even with equal sort values or records added in between. A cursor that does
 * not decode, was made for another order, or carries a malformed id or value is 400
 * VALIDATION_FAILED "Invalid cursor: ...".
 */
export async function paginate<TRecord, TNode>(
  model: Model<TRecord>,
  request: PageRequest<TRecord>,
  toNode: (record: LeanRecord<TRecord>) => TNode,
): Promise<Connection<TNode>> {
  const { filter, order, first } = request;
  const direction = sortOrder(order.direction);
  const page = request.after ? { $and: [filter, afterFilter(order, readCursor(request.after, order))] } : filter;

  let query = model
    .find(page as FilterQuery<TRecord>, request.projection ? `${request.projection} ${order.field}` : undefined)
    .sort({ [order.field]: direction, _id: direction })
    .limit(first + 1);
  if (request.populate) query = query.populate(request.populate as never);
  const count = request.count ?? ((f: FilterQuery<TRecord>) => defaultCount(model, f));
  const [records, totalCount] = await Promise.all([query.lean<LeanRecord<TRecord>[]>().exec(), count(filter)]);

  const edges = records.slice(0, first).map((record) => ({
    cursor: encodeCursor([
      order.name,
      order.direction,
      cursorValue((record as Record<string, unknown>)[order.field]),
      String(record._id),
    ]),
    node: toNode(record),
  }));
  return {
    edges,
    pageInfo: { hasNextPage: records.length > first, endCursor: edges.at(-1)?.cursor ?? null },
    totalCount,
  };
}

function defaultCount<TRecord>(model: Model<TRecord>, filter: FilterQuery<TRecord>): Promise<number> {
  return Object.keys(filter).length ? countMatching(model, filter) : model.estimatedDocumentCount().exec();
}

/** The sort value and id a cursor carries, checked against the order it must belong to. */
export function readCursor(after: string, order: KeysetOrder): { value: CursorValue; id: string } {
  const [name, direction, value, id] = decodeCursor(after);
  if (name !== order.name || direction !== order.direction) {
    throw AppError.validation('This cursor belongs to a different sort order; start again from the first page');
  }
  if (!isObjectIdString(id)) throw invalidCursor();
  if (order.type === 'string') {
    if (typeof value !== 'string') throw invalidCursor();
    return { value, id };
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) throw invalidCursor();
  return { value: order.type === 'date' ? new Date(value) : value, id };
}

/**
 * Strictly after (value, id) in the given order: `field` up to `value` (a range an index on the
 * field, or on a filter's fields then the field, seeks to, so that page 100 reads as little as
 * page 1), and either before `value` or, at `value`, past `id`.
 */
function afterFilter(order: KeysetOrder, after: { value: CursorValue; id: string }) {
  const desc = order.direction === SortDirection.DESC;
  const op = desc ? '$lt' : '$gt';
  return {
    [order.field]: trusted({ [desc ? '$lte' : '$gte']: after.value }),
    $or: [{ [order.field]: trusted({ [op]: after.value }) }, { _id: trusted({ [op]: after.id }) }],
  };
}

function cursorValue(value: unknown): unknown {
  return value instanceof Date ? value.getTime() : value;
}
