import { cursorBatches, type DocumentCursor } from './cursor-batches';

/** A cursor over `documents` that records what was asked of it; `failAt` makes that read fail. */
function cursorOf(documents: number[], failAt?: number) {
  const log: string[] = [];
  let at = 0;
  const cursor: DocumentCursor<number> & { log: string[] } = {
    log,
    async next() {
      await Promise.resolve();
      if (at === failAt) throw new Error('connection lost');
      const document = at < documents.length ? documents[at++] : null;
      log.push(document === null ? 'end' : `read ${document}`);
      return document;
    },
    async close() {
      log.push('closed');
    },
  };
  return cursor;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('cursorBatches', () => {
  it('gives every document once, in batches of the size asked, and closes the cursor', async () => {
    const cursor = cursorOf(range(7));
    const batches: number[][] = [];
    for await (const batch of cursorBatches(cursor, 3)) batches.push(batch);
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(cursor.log.at(-1)).toBe('closed');
  });

  it('ends without an empty batch when the documents fill the last one, and gives none for no documents', async () => {
    const full: number[][] = [];
    for await (const batch of cursorBatches(cursorOf(range(6)), 3)) full.push(batch);
    expect(full).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    const none: number[][] = [];
    const empty = cursorOf([]);
    for await (const batch of cursorBatches(empty, 3)) none.push(batch);
    expect(none).toEqual([]);
    expect(empty.log).toEqual(['end', 'closed']);
  });

  it('reads the next batch while the caller works on the one given', async () => {
    const cursor = cursorOf(range(6));
    const batches = cursorBatches(cursor, 3);
    await batches.next();
    // The caller is busy with the first batch (it awaits something else): the next one is read meanwhile.
    await new Promise((resolve) => setImmediate(resolve));
    expect(cursor.log).toEqual(['read 1', 'read 2', 'read 3', 'read 4', 'read 5', 'read 6']);
    expect((await batches.next()).value).toEqual([4, 5, 6]);
  });

  it('closes the cursor when the caller stops early, after the read under way', async () => {
    const cursor = cursorOf(range(10));
    for await (const batch of cursorBatches(cursor, 3)) {
      expect(batch).toEqual([1, 2, 3]);
      break;
    }
    expect(cursor.log.at(-1)).toBe('closed');
    expect(cursor.log.filter((entry) => entry === 'closed')).toHaveLength(1);
  });

  it('throws a failed read at the batch it belongs to, after giving the batches before it', async () => {
    const cursor = cursorOf(range(10), 4);
    const batches: number[][] = [];
    await expect(
      (async () => {
        for await (const batch of cursorBatches(cursor, 3)) batches.push(batch);
      })(),
    ).rejects.toThrow('connection lost');
    expect(batches).toEqual([[1, 2, 3]]);
    expect(cursor.log.at(-1)).toBe('closed');
  });
});
