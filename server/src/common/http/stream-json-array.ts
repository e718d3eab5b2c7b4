import { StreamableFile } from '@nestjs/common';
import { Readable } from 'node:stream';

/** How much JSON text is gathered before it is written out. */
const CHUNK = 64 * 1024;

/**
 * `{"<key>":[item, item, ...]}` as a streamed JSON response, read item by item from `items`
 * (for example a service's async iterable over a database cursor), so that a list of any size
 * is sent in constant memory. The first item is read before this resolves, so a database that
 * fails at once still becomes an ordinary error response; a failure half-way cuts the
 * connection rather than end a truncated list that looks complete. Leaving early (the client
 * went away) closes the source through its iterator's `return()`.
 */
export async function streamJsonArray(key: string, items: AsyncIterable<unknown>): Promise<StreamableFile> {
  const iterator = items[Symbol.asyncIterator]();
  let first: IteratorResult<unknown>;
  try {
    first = await iterator.next();
  } catch (error) {
    await iterator.return?.();
    throw error;
  }

  async function* json(): AsyncGenerator<string> {
    let chunk = `{${JSON.stringify(key)}:[`;
    try {
      for (let result = first, index = 0; !result.done; result = await iterator.next(), index++) {
        chunk += (index ? ',' : '') + JSON.stringify(result.value);
        if (chunk.length >= CHUNK) {
          yield chunk;
          chunk = '';
        }
      }
      yield `${chunk}]}`;
    } finally {
      await iterator.return?.();
    }
  }

  return new StreamableFile(Readable.from(json()), { type: 'application/json; charset=utf-8' }).setErrorHandler(
    (_error, res) => (res.destroy ? res.destroy() : res.end()),
  );
}
