import { mongo } from 'mongoose';
import { startJavaServer } from '../../src/database/mongo-java-server';
import { PNG_1X1 } from '../setup/helpers';
import { call, killStore, stopStore, CrashSite, registerOn } from '../setup/store-process';

/**
 * The store killed with SIGKILL (Node and its Java database alike) while an admin replaces book
 * covers from several clients, then started again on the same data folder: after the start-up
 * image sweep, every stored image is some book's cover, and every book's cover exists.
 */
const BOOKS = 4;
const CLIENTS = 4;
/** Acknowledged replacements to wait for before the kill (the clients keep sending meanwhile). */
const REPLACES_BEFORE_KILL = 30;

const cover = (n: number) => new Blob([Buffer.concat([PNG_1X1, Buffer.from(String(n))])], { type: 'image/png' });

function bookForm(i: number, image: Blob): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    title: `Crash Cover ${i}`,
    author: 'Crash Author',
    category: 'Fiction',
    price: '9.99',
    stock: '5',
  }))
    form.append(name, value);
  form.append('image', image, `cover-${i}.png`);
  return form;
}

describe('a store killed while an admin replaces covers', () => {
  let site: CrashSite;

  beforeAll(() => {
    site = new CrashSite('covers-crash');
  });

  afterAll(async () => {
    await site?.close();
  });

  it('leaves no orphan image and no book pointing at a missing one', async () => {
    const env = { IMAGE_SWEEP_AFTER_SECONDS: '1' };
    const first = await site.start(env);
    const admin = await registerOn(first, 'Admin', 'admin', 'covers.test');
    const bookIds: string[] = [];
    for (let i = 0; i < BOOKS; i++) {
      const res = await call(first.base, '/api/admin/addBook', {
        method: 'POST',
        token: admin,
        form: bookForm(i, cover(i)),
      });
      expect(res.status).toBe(201);
      bookIds.push(res.body.book._id);
    }

    let replaced = 0;
    let reachedTarget!: () => void;
    const target = new Promise<void>((resolve) => (reachedTarget = resolve));
    const clients = Array.from({ length: CLIENTS }, async (_, client) => {
      for (let n = 0; ; n++) {
        const i = (client + n) % BOOKS;
        try {
          const res = await call(first.base, `/api/admin/updateBook/${bookIds[i]}`, {
            method: 'POST',
            token: admin,
            form: bookForm(i, cover(client * 100_000 + n)),
          });
          if (res.status === 200) replaced++;
        } catch {
          return; // the store is gone
        }
        if (replaced >= REPLACES_BEFORE_KILL) reachedTarget();
      }
    });
    let timer: NodeJS.Timeout | undefined;
    const tooSlow = new Promise(
      (_, reject) => (timer = setTimeout(() => reject(new Error(`too few replacements:\n${first.log()}`)), 60_000)),
    );
    await Promise.race([target, tooSlow]).finally(() => clearTimeout(timer));
    await killStore(first);
    await Promise.all(clients);
    expect(replaced).toBeGreaterThanOrEqual(REPLACES_BEFORE_KILL);

    const second = await site.start(env); // the start-up sweep runs before it listens
    const images: string[] = [];
    for (const id of bookIds) {
      const res = await call(second.base, `/api/user/book/${id}`, { token: admin });
      expect(res.status).toBe(200);
      const image = res.body.book.image as string;
      if (image) {
        expect((await fetch(image)).status).toBe(200);
        images.push(image.split('/').pop()!);
      }
    }
    await stopStore(second);

    // What is left on disk: exactly the covers the books show, with no chunk of anything else.
    const db = await startJavaServer({ dataDir: site.dataDir });
    const client = new mongo.MongoClient(db.uri);
    try {
      const store = client.db();
      const files = await store.collection('images.files').find().toArray();
      expect(files.map((file) => String(file._id)).sort()).toEqual([...images].sort());
      const chunkOwners = ((await store.collection('images.chunks').distinct('files_id')) as unknown[]).map(String);
      expect(chunkOwners.filter((id) => !images.includes(id))).toEqual([]);
    } finally {
      await client.close();
      await db.stop();
    }
  }, 300_000);
});
