/** A cursor's documents, one at a time (a Mongoose query cursor, or any async source of them). */
export interface DocumentCursor<T> {
  next(): Promise<T | null>;
  close(): Promise<unknown>;
}

/**
 * A cursor's documents in batches of `size`, the next batch read while the caller works on the one
 * given: the database answers its next `getMore` while the store turns this batch into rows, instead
 * of each waiting for the other. At most two batches are held. The cursor is closed when the batches
 * end, fail, or the caller stops early.
 */
export async function* cursorBatches<T>(cursor: DocumentCursor<T>, size: number): AsyncGenerator<T[]> {
  const read = async (): Promise<T[]> => {
    const batch: T[] = [];
    while (batch.length < size) {
      const document = await cursor.next();
      if (document === null) break;
      batch.push(document);
    }
    return batch;
  };
  let ahead: Promise<T[]> | undefined = read();
  try {
    for (;;) {
      const batch: T[] = await ahead;
      ahead = undefined;
      if (!batch.length) return;
      if (batch.length === size) {
        ahead = read();
        // Failed while the caller worked: the error is thrown at the next batch (or dropped on leaving early).
        ahead.catch(() => undefined);
      }
      yield batch;
      if (!ahead) return;
    }
  } finally {
    await ahead?.catch(() => undefined);
    await cursor.close();
  }
}
