import { Transform } from 'class-transformer';

/**
 * "A blank filter means no filter", for every list: a list argument that is missing, null, or
 * blank or whitespace-only text (`?status=` from a cleared form field) filters nothing.
 */
export const isBlankFilter = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * On a list-arguments field: a blank value becomes undefined (so the field's validators skip it
 * with `@IsOptional()`); other text goes through `normalise` (for example lower-casing an id), or
 * stays as it is. Enumeration values are never normalised: another spelling is a 400. Non-strings
 * are left for the validators.
 */
export const BlankAsUndefined = (normalise?: (text: string) => unknown) =>
  Transform(({ value }) => {
    if (isBlankFilter(value)) return undefined;
    return typeof value === 'string' && normalise ? normalise(value) : value;
  });

/**
 * Equality conditions without the blank ones, ready to be a query filter:
 * `compactFilter({ user: id, status: undefined })` is `{ user: id }`. A blank value must never
 * reach the database, where `undefined` would be sent as null and match only missing fields.
 */
export function compactFilter<T extends Record<string, unknown>>(conditions: T): Partial<T> {
  return Object.fromEntries(Object.entries(conditions).filter(([, value]) => !isBlankFilter(value))) as Partial<T>;
}
