import { Logger } from '@nestjs/common';
import { BooksSaved } from '../../src/books/book-events';
import { EventBus } from '../../src/common/events/event-bus';
import type { Account } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { adminAndUser } from './book-fixtures';
import { csvFile, generatedRows, startImport } from './catalogue-import-fixtures';

/**
 * What happens to an import when its own record changes while it runs: the change is made by a
 * listener on the first batch's `BooksSaved`, which the import awaits before it goes on.
 */
describe('catalogue import: changes while it runs', () => {
  let testApp: TestApp;
  let admin: Account;
  let stopListening: (() => void) | undefined;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  beforeEach(async () => {
    ({ admin } = await adminAndUser(testApp));
  });
  afterEach(() => stopListening?.());
  afterAll(() => testApp.close());

  /** Runs `change` once, when the books titled `title` are saved. */
  function onceSaved(title: string, change: () => Promise<void>) {
    let done = false;
    stopListening = testApp.app.get(EventBus).subscribe(BooksSaved, async ({ records }) => {
      if (done || !records.some((record) => record.title === title)) return;
      done = true;
      await change();
    });
  }

  it('stops an import whose place was taken (its heartbeat found lost), leaving it interrupted', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const stopped = new Promise<void>((resolve) =>
      warn.mockImplementation((message: unknown) => {
        if (String(message).includes('lost its place')) resolve();
      }),
    );
    // What another server's start does to an import it finds without a heartbeat.
    onceSaved('Imported 0', async () => {
      await testApp.connection
        .db!.collection('bookimports')
        .updateOne({ status: 'running' }, { $set: { status: 'interrupted' }, $unset: { running: '' } });
    });
    try {
      const started = await startImport(testApp.http, admin.token, csvFile(generatedRows(1000)));
      expect(started.status).toBe(202);
      await stopped;
      const record = await testApp.connection.db!.collection('bookimports').findOne({});
      expect(record).toMatchObject({ status: 'interrupted', processed: 0 });
      expect(record!.running).toBeUndefined();
      expect(await testApp.connection.db!.collection('books').countDocuments({})).toBe(500);
    } finally {
      warn.mockRestore();
    }
  });
});
