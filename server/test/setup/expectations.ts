import type { Connection } from 'mongoose';

/** The exact keys of a User in a REST response (docs/api.md "Accounts"). */
export const USER_KEYS = ['_id', 'createdAt', 'email', 'name', 'photo', 'role'];

/** Paths of every key, at any depth, that looks like a password or a hash. */
export function secretKeysIn(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => secretKeysIn(item, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [
    ...(/pass|hash/i.test(key) ? [`${path}.${key}`] : []),
    ...secretKeysIn(child, `${path}.${key}`),
  ]);
}

/** No response body ever carries a password or its hash, under any key. */
export function expectNoSecrets(body: unknown) {
  expect(secretKeysIn(body)).toEqual([]);
}

/** Signs of a stack trace or of a database driver's own words. */
export const INTERNALS =
  /stack|node_modules|\bat \S+ \(|Mongo\w*Error|MongoServer|E11000|Cast to|buffering timed out|\.ts:\d+/i;

/** A response that shows nothing of the server's insides. */
export function expectNoInternals(res: { text?: string; body: unknown }) {
  expect(res.text || JSON.stringify(res.body)).not.toMatch(INTERNALS);
}

/** GraphQL errors carry only message, locations, path and extensions { code, statusCode }. */
export function expectCleanGqlErrors(body: { errors?: Array<Record<string, unknown>> }) {
  expect(body.errors?.length).toBeGreaterThan(0);
  for (const error of body.errors!) {
    expect(Object.keys(error).filter((key) => !['message', 'locations', 'path', 'extensions'].includes(key))).toEqual(
      [],
    );
    expect(Object.keys(error.extensions as object).sort()).toEqual(['code', 'statusCode']);
  }
  expect(JSON.stringify(body)).not.toMatch(INTERNALS);
}

/** How many GridFS files and chunks the `images` bucket holds. */
export async function imageCounts(connection: Connection) {
  const db = connection.db!;
  const [files, chunks] = await Promise.all([
    db.collection('images.files').countDocuments(),
    db.collection('images.chunks').countDocuments(),
  ]);
  return { files, chunks };
}

/** The path of one of our absolute image URLs (http://store.test/api/images/<id>), to GET it. */
export const pathOf = (url: string) => new URL(url).pathname;
