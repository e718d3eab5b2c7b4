import { ActivityService } from '../../src/activity/activity.service';
import { JobRunner } from '../../src/jobs/job-runner';
import { addBook, auth, postBook } from '../books/book-fixtures';
import { type Account, registerUser } from '../setup/helpers';
import { Types } from 'mongoose';
import { createTestApp, sharedTestDatabase, type TestApp } from '../setup/test-app';

/**
 * The activity log never loses an admin's change, nor records it twice: the entry is written in
 * the change's own update and copied into `activity` by the relay (the `activity` job), under its
 * own id, before it leaves the document. Tests run no schedules, so an entry stays on its document
 * until a test runs the relay: exactly what a crash after the change would leave.
 */
describe('the activity relay', () => {
  let t: TestApp;
  let second: TestApp;
  let admin: Account;

  const db = () => t.connection.db!;
  const activity = () => db().collection('activity').find({}).toArray();
  const bookDocument = (id: string) =>
    db()
      .collection('books')
      .findOne({ _id: new Types.ObjectId(id) });

  async function priceChange(price: string) {
    const book = await addBook(t.http, admin.token, { title: 'Relayed', price: '10', stock: '4' });
    await t.app.get(JobRunner).runNow('activity'); // the creation's entry, out of the way
    await db().collection('activity').deleteMany({});
    const res = await postBook(
      t.http,
      admin.token,
      {
        title: 'Relayed',
        author: 'Test Author',
        category: 'Fiction',
        description: 'A book made by a test.',
        price,
        stock: '4',
      },
      undefined,
      `/api/admin/updateBook/${book._id}`,
    ).set(auth(admin.token));
    expect(res.status).toBe(200);
    return book._id;
  }

  beforeAll(async () => {
    // Two instances of the store on one database.
    const database = sharedTestDatabase();
    t = await createTestApp({}, database);
    second = await createTestApp({}, database);
    admin = await registerUser(t.http, { role: 'admin', name: 'Store Admin' });
  });

  afterAll(async () => {
    await second.app.close();
    await t.close();
  });

  beforeEach(() => db().collection('activity').deleteMany({}));

  it('keeps an entry written with its change on the document until the relay copies it, once', async () => {
    const id = await priceChange('12.50');
    const stored = await bookDocument(id);
    expect(stored?.auditDue).toBe(true);
    expect(stored?.audit).toHaveLength(1);
    expect(await activity()).toHaveLength(0);

    expect(await t.app.get(JobRunner).runNow('activity')).toBe('ran');
    const copied = await activity();
    expect(copied).toHaveLength(1);
    expect(copied[0]._id).toEqual(stored!.audit[0]._id);
    expect(copied[0].changes).toEqual([{ field: 'price', before: '10.00', after: '12.50' }]);
    const after = await bookDocument(id);
    expect(after?.audit ?? []).toEqual([]);
    expect(after?.auditDue).toBeUndefined();

    await t.app.get(JobRunner).runNow('activity');
    expect(await activity()).toHaveLength(1);
  });

  it('copies nothing twice when a relay stopped between its copy and the removal', async () => {
    const id = await priceChange('11.00');
    const stored = await bookDocument(id);
    // What a relay killed after its insert leaves: the copy, and the entry still on the book.
    await db()
      .collection('activity')
      .insertOne({ ...stored!.audit[0] });
    expect(await t.app.get(ActivityService).relay()).toBe(1);
    expect(await activity()).toHaveLength(1);
    expect((await bookDocument(id))?.audit ?? []).toEqual([]);
  });

  it('records an entry once when two instances relay at the same time', async () => {
    await priceChange('13.00');
    await Promise.all([t.app.get(ActivityService).relay(), second.app.get(ActivityService).relay()]);
    const copied = await activity();
    expect(copied).toHaveLength(1);
    expect(copied[0].changes).toEqual([{ field: 'price', before: '10.00', after: '13.00' }]);
  });
  describe("a deletion's entries, which no document can carry", () => {
    const intents = () => db().collection('activityintents').find({}).toArray();
    const later = () => new Date(Date.now() + 2 * 60_000);
    /** The entry of a book's deletion, as BooksService.remove writes it. */
    const deletionEntry = (id: string, label: string) => ({
      _id: new Types.ObjectId(),
      at: new Date(),
      actor: { id: admin.user._id, name: 'Store Admin' },
      action: 'BOOK_DELETED',
      target: { type: 'BOOK', id, label },
      changes: [],
    });
    /** The intent written before the deletion, as ActivityService.recordDeletion writes it. */
    const intend = (entry: ReturnType<typeof deletionEntry>, id: string) =>
      db()
        .collection('activityintents')
        .insertOne({ _id: entry._id, entry, source: 'books', document: new Types.ObjectId(id), at: new Date() });

    it('logs a deletion once its book is gone, and leaves no intent behind', async () => {
      const book = await addBook(t.http, admin.token, { title: 'Deleted Soon', price: '10', stock: '4' });
      const res = await t.http.delete(`/api/admin/deleteBook/${book._id}`).set(auth(admin.token));
      expect(res.status).toBe(200);
      const logged = await activity();
      expect(logged.map((entry) => entry.action).sort()).toEqual(['BOOK_CREATED', 'BOOK_DELETED']);
      expect(await intents()).toEqual([]);
    });

    it('logs the entries of a deletion a crash interrupted after the book went, once', async () => {
      const service = t.app.get(ActivityService);
      const book = await addBook(t.http, admin.token, { title: 'Crash After', price: '10', stock: '4' });
      await t.app.get(JobRunner).runNow('activity');
      await db().collection('activity').deleteMany({});
      const entry = deletionEntry(book._id, 'Crash After');
      // What a crash leaves: the intent written, the book deleted, the entry never logged.
      await intend(entry, book._id);
      await db()
        .collection('books')
        .deleteOne({ _id: new Types.ObjectId(book._id) });

      expect(await service.settleIntents()).toBe(0); // too young: a deletion may still be under way
      expect(await service.settleIntents(later())).toBe(1);
      expect(await service.settleIntents(later())).toBe(0);
      const logged = await activity();
      expect(logged).toHaveLength(1);
      expect(logged[0]._id).toEqual(entry._id);
      expect(await intents()).toEqual([]);
    });

    it('forgets the intent of a deletion a crash stopped before the book went: nothing is logged', async () => {
      const service = t.app.get(ActivityService);
      const book = await addBook(t.http, admin.token, { title: 'Crash Before', price: '10', stock: '4' });
      await t.app.get(JobRunner).runNow('activity');
      await db().collection('activity').deleteMany({});
      const entry = deletionEntry(book._id, 'Crash Before');
      await intend(entry, book._id);

      expect(await service.settleIntents(later())).toBe(0);
      expect(await activity()).toEqual([]);
      expect(await intents()).toEqual([]);
      expect(await bookDocument(book._id)).not.toBeNull();
    });
  });
});
