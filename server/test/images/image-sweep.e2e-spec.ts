import { mongo } from 'mongoose';
import { ImageSweepService } from '../../src/images/image-sweep.service';
import { ImagesService } from '../../src/images/images.service';
import { PNG_1X1, uniqueEmail, type Account } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addBook, adminAndUser } from '../books/book-fixtures';

/**
 * The repair that runs at start-up: what a crash between storing an image and writing its
 * record (or between writing the record and deleting the old image) leaves behind is cleaned up.
 */
describe('image sweep', () => {
  let testApp: TestApp;
  let admin: Account;
  let sweep: ImageSweepService;
  let images: ImagesService;

  const files = () => testApp.connection.db!.collection('images.files');
  const chunks = () => testApp.connection.db!.collection('images.chunks');
  const storeLoose = () => images.store({ buffer: PNG_1X1, originalName: 'loose.png' });
  const exists = async (id: string) => (await files().countDocuments({ _id: new mongo.ObjectId(id) })) === 1;
  const idOf = (url: string) => url.split('/').pop()!;

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ admin } = await adminAndUser(testApp));
    sweep = testApp.app.get(ImageSweepService);
    images = testApp.app.get(ImagesService);
  });

  afterAll(() => testApp.close());

  it('deletes old images that no book and no user refers to, and keeps covers and photos in use', async () => {
    const book = await addBook(testApp.http, admin.token, {}, { buffer: PNG_1X1, name: 'cover.png' });
    const shopper = await testApp.http
      .post('/api/user/register')
      .field('name', 'Photo Owner')
      .field('email', uniqueEmail('photo'))
      .field('password', 'secret123')
      .field('role', 'user')
      .attach('photo', PNG_1X1, 'me.png');
    expect(shopper.status).toBe(201);
    const orphan = await storeLoose();

    const report = await sweep.sweep({ minAgeMs: 0 });

    expect(report.orphans).toBeGreaterThanOrEqual(1);
    expect(await exists(orphan)).toBe(false);
    expect(await chunks().countDocuments({ files_id: new mongo.ObjectId(orphan) })).toBe(0);
    expect(await exists(idOf(book.image))).toBe(true);
    expect(await exists(idOf(shopper.body.user.photo))).toBe(true);
    expect((await testApp.http.get(new URL(book.image).pathname)).status).toBe(200);
  });

  it('leaves an unreferenced image younger than a minute alone (its record may still be on the way)', async () => {
    const fresh = await storeLoose();
    const report = await sweep.sweep();
    expect(report.orphans).toBe(0);
    expect(await exists(fresh)).toBe(true);
    await images.remove(fresh);
  });

  it('gives a book and a user whose image is missing no image instead of a broken one', async () => {
    const book = await addBook(testApp.http, admin.token, {}, { buffer: PNG_1X1, name: 'lost.png' });
    const lostCover = idOf(book.image);
    const users = testApp.connection.db!.collection('users');
    const lostPhoto = new mongo.ObjectId().toHexString();
    await users.updateOne({ email: admin.user.email }, { $set: { photo: lostPhoto } });
    await images.remove(lostCover);

    const report = await sweep.sweep({ minAgeMs: 0 });

    expect(report.cleared).toBe(2);
    const res = await testApp.http.get(`/api/user/book/${book._id}`).set('authorization', `Bearer ${admin.token}`);
    expect(res.status).toBe(200);
    expect(res.body.book.image).toBe('');
    expect((await users.findOne({ email: admin.user.email }))!.photo).toBe('');
  });

  it('deletes chunks left by an upload or a deletion that never finished, once they are a minute old', async () => {
    const old = mongo.ObjectId.createFromTime(Math.floor(Date.now() / 1000) - 3600);
    const recent = new mongo.ObjectId();
    for (const files_id of [old, recent]) await chunks().insertOne({ files_id, n: 0, data: new mongo.Binary(PNG_1X1) });

    const report = await sweep.sweep();

    expect(report.strayChunks).toBe(1);
    expect(await chunks().countDocuments({ files_id: old })).toBe(0);
    expect(await chunks().countDocuments({ files_id: recent })).toBe(1);
  });

  it('finds nothing to do a second time', async () => {
    await chunks().deleteMany({ files_id: { $nin: (await files().find().toArray()).map((file) => file._id) } });
    expect(await sweep.sweep({ minAgeMs: 0 })).toEqual({ orphans: 0, strayChunks: 0, cleared: 0 });
  });
});
