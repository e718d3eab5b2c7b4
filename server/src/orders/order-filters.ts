import { SortDirection } from '../common/pagination/sort-direction';
import type { KeysetOrder } from '../common/pagination/paginate';
import { utcDay } from '../common/dates/days';

/** Every list of orders: newest first, `_id` as tie-break. */
export const NEWEST_FIRST: KeysetOrder = {
  name: 'orderedAt',
  field: 'orderedAt',
  type: 'date',
  direction: SortDirection.DESC,
};

/** 'YYYY-MM-DD' of a moment, in UTC. */
export { utcDay };

/**
 * What a search text can name directly: an order id (24 hex), or the 8 characters shown on
 * screen (with or without '#'). Both compare lower-cased.
 */
export function orderNumberOf(text: string): { id?: string; shortId?: string } {
  const hex = text.trim().replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{24}$/.test(hex)) return { id: hex };
  if (/^[0-9a-f]{8}$/.test(hex)) return { shortId: hex };
  return {};
}

/** A case-insensitive match of this text anywhere in a field: the text is escaped, never a pattern. */
export const containing = (text: string): RegExp => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
