import { AppError } from '../errors/app-error';

/**
 * Opaque cursors for keyset pagination: the values a page ended on (for example the sort key,
 * its value and the `_id` tie-break), JSON-encoded and then base64url-encoded. Clients must
 * treat them as opaque strings; anything that does not decode is 400 VALIDATION_FAILED.
 */
export function encodeCursor(parts: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');
}

const MAX_CURSOR_LENGTH = 2048;
export const invalidCursor = () => AppError.validation('Invalid cursor: pass the endCursor of a previous page');

/** The parts of a cursor made by `encodeCursor`; throws VALIDATION_FAILED for anything else. */
export function decodeCursor(cursor: string): unknown[] {
  if (typeof cursor !== 'string' || cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) {
    throw invalidCursor();
  }
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parts)) throw invalidCursor();
  return parts;
}
