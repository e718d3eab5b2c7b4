import { BooksSaved } from '../../src/books/book-events';
import { EventBus } from '../../src/common/events/event-bus';
import { createTestApp, sharedTestDatabase, type TestApp } from '../setup/test-app';
import { adminAndUser } from './book-fixtures';
import { csvFile, generatedRows, startImport } from './catalogue-import-fixtures';

/**
 * An import whose store shuts down while it runs: the shutdown waits for its batch in progress,
 * and the import stops there and says it was interrupted, every row imported or not. Another
 * instance on the same database reads the record.
 */
describe('catalogue import: the store shuts down while it runs', () => {
  let stopping: TestApp;
  let other: TestApp;

  beforeAll(async () => {
    const database = sharedTestDatabase();
    stopping = await createTestApp({}, database);
    other = await createTestApp({}, database);
  });

  afterAll(() => other.close());

  it('stops after the batch in progress and records the import as interrupted, before the store has stopped', async () => {
    const { admin } = await adminAndUser(stopping);
    let closed: Promise<void> | undefined;
    const stopListening = stopping.app.get(EventBus).subscribe(BooksSaved, ({ records }) => {
      // The first batch is saved: the store starts shutting down (not awaited here: the shutdown
      // waits for the import, which waits for this listener).
      if (!closed && records.some((record) => record.title === 'Imported 0')) closed = stopping.app.close();
    });
    try {
      const started = await startImport(stopping.http, admin.token, csvFile(generatedRows(2_000)));
      expect(started.status).toBe(202);
      const deadline = Date.now() + 30_000;
      while (!closed && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      await closed;
    } finally {
      stopListening();
    }

    const record = await other.connection.db!.collection('bookimports').findOne({});
    expect(record).toMatchObject({ status: 'interrupted', rows: 2_000 });
    expect(record!.running).toBeUndefined();
    expect(record!.finishedAt).toBeInstanceOf(Date);
    expect(record!.processed).toBeGreaterThanOrEqual(500);
    expect(record!.processed).toBeLessThan(2_000);
    // Every row it counted is stored, and no other.
    expect(await other.connection.db!.collection('books').countDocuments({})).toBe(record!.processed);
  });
});
