/** MongoDB's code for a write a unique index refused. */
export const DUPLICATE_KEY = 11000;

interface ServerErrorFields {
  code?: unknown;
  errmsg?: unknown;
  message?: unknown;
  keyPattern?: unknown;
  err?: unknown;
  writeErrors?: unknown;
}

const isObject = (value: unknown): value is ServerErrorFields => typeof value === 'object' && value !== null;

/** The index a duplicate key names: `index: isbn_1 dup key` in the message (MongoDB and the local engine), else its key pattern. */
function indexOf({ errmsg, message, keyPattern }: ServerErrorFields): string | undefined {
  const text = typeof errmsg === 'string' ? errmsg : typeof message === 'string' ? message : '';
  const named = /\bindex: (\S+) dup key/.exec(text)?.[1];
  if (named) return named;
  if (!isObject(keyPattern)) return undefined;
  const keys = Object.entries(keyPattern);
  if (keys.length === 1 && keys[0][0] === '_id') return '_id_';
  return keys.map(([key, direction]) => `${key}_${String(direction)}`).join('_');
}

/**
 * Whether a write failed on a unique index (MongoDB's duplicate key, code 11000), and, given
 * `index` (its name as MongoDB names it: `isbn_1`, `_id_`), on that index. It reads the driver's
 * `MongoServerError` (an insert, an update, a `findOneAndUpdate`), one entry of a bulk write's
 * `writeErrors` (the driver's `WriteError`, or the copy of it `insertMany` keeps, `{ err, index }`),
 * and a bulk write error as a whole, which is a duplicate key when every one of its write errors is.
 */
export function isDuplicateKey(error: unknown, index?: string): boolean {
  if (!isObject(error)) return false;
  const { writeErrors } = error;
  if (Array.isArray(writeErrors) && writeErrors.length)
    return writeErrors.every((entry) => isDuplicateKey(entry, index));
  // Mongoose's copy of a write error keeps the server's fields under `err`.
  const fields = 'code' in error || !isObject(error.err) ? error : error.err;
  if (fields.code !== DUPLICATE_KEY) return false;
  return index === undefined || indexOf(fields) === index;
}
