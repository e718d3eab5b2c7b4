import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { mongo } from 'mongoose';
import { EventBus } from '../common/events/event-bus';
import { BookStockChanged, BooksChangedElsewhere, BooksRemoved, BooksSaved } from './book-events';
import { storedBook } from './book-record';
import type { BooksRepository } from './books.repository';
import type { CatalogueRecord } from './catalogue-index';
import type { CatalogueDatabase } from './catalogue-database';
import { CatalogueMemory } from './catalogue-memory';
import { CatalogueMirror } from './catalogue-mirror';

/**
 * The few reads the mirror asks BooksRepository for, over a Map: `cursor()` (a load, a snapshot
 * taken when it starts, held until `release`), `findById()` (a re-read) and `findByIds()`.
 * `failReads` makes the next re-reads fail.
 */
class FakeBooks {
  readonly docs = new Map<string, CatalogueRecord>();
  failReads = 0;
  reads = 0;
  private hold: Promise<void> | undefined;
  private release: (() => void) | undefined;

  holdLoads(): void {
    this.hold = new Promise((resolve) => (this.release = resolve));
  }

  releaseLoads(): void {
    this.release?.();
    this.hold = undefined;
  }

  cursor() {
    const snapshot = [...this.docs.values()].map((doc) => ({ ...doc }));
    const hold = this.hold;
    return (async function* () {
      await hold;
      yield* snapshot;
    })();
  }

  async findByIds() {
    return [...this.docs.values()];
  }

  async findById(id: string) {
    this.reads++;
    if (this.failReads > 0) {
      this.failReads--;
      throw new Error('database away');
    }
    const doc = this.docs.get(id);
    return doc ? { ...doc } : null;
  }
}

function record(title: string, stock: number): CatalogueRecord {
  const book = storedBook({ title, author: 'Ann Author', category: 'Fiction', description: '', price: 5, stock });
  return { ...book, _id: new mongo.ObjectId().toHexString() } as CatalogueRecord;
}

describe('CatalogueMirror', () => {
  let books: FakeBooks;
  let events: EventBus;
  let mirror: CatalogueMirror;
  const warnings: string[] = [];
  const logger = { log: () => undefined, warn: (line: string) => void warnings.push(line), error: () => undefined };
  const stockOf = (id: string) => mirror.index?.get(id)?.stock;

  beforeEach(async () => {
    books = new FakeBooks();
    events = new EventBus();
    warnings.length = 0;
    mirror = new CatalogueMirror(books as unknown as BooksRepository, (ref) => ref, logger, events);
  });
  afterEach(() => mirror.stop());

  const stored = (title: string, stock: number) => {
    const doc = record(title, stock);
    books.docs.set(String(doc._id), doc);
    return String(doc._id);
  };

  it("applies each write's result before its publisher's await returns, with no read", async () => {
    await mirror.reload();
    const doc = record('Fresh', 4);
    books.docs.set(String(doc._id), doc);
    await events.publish(new BooksSaved([doc]));
    expect(stockOf(String(doc._id))).toBe(4);
    await events.publish(new BookStockChanged(String(doc._id), 3, performance.now(), -1));
    expect(stockOf(String(doc._id))).toBe(3);
    await events.publish(new BooksRemoved([String(doc._id)], performance.now()));
    expect(mirror.index?.get(String(doc._id))).toBeUndefined();
    expect(books.reads).toBe(0);
  });

  it('reads a book again, instead of applying a result, when another change of it was applied after that write began', async () => {
    const id = stored('Contended', 10);
    await mirror.reload();
    const slowStarted = performance.now();
    // A second sale began and finished while the first was on its way: the database holds 8.
    books.docs.get(id)!.stock = 8;
    await events.publish(new BookStockChanged(id, 8, performance.now(), -1));
    // The first sale's result arrives last, carrying the stock it saw (9): older than what is held.
    await events.publish(new BookStockChanged(id, 9, slowStarted, -1));
    expect(stockOf(id)).toBe(8);
    expect(books.reads).toBe(1);
  });

  it('reads a book again when its result cannot be applied, and the publisher still succeeds', async () => {
    const id = stored('Unlucky', 5);
    await mirror.reload();
    books.docs.get(id)!.stock = 4;
    jest.spyOn(mirror.index!, 'setStock').mockImplementationOnce(() => {
      throw new Error('index broken');
    });
    await expect(events.publish(new BookStockChanged(id, 4, performance.now(), -1))).resolves.toBeUndefined();
    expect(stockOf(id)).toBe(4);
    expect(books.reads).toBe(1);
  });

  it('notes the writes made while a load runs and reads them again before the new index is swapped in', async () => {
    const id = stored('Loading', 5);
    books.holdLoads();
    const loading = mirror.reload();
    await sleep(10); // the load took its snapshot (stock 5)
    books.docs.get(id)!.stock = 2;
    await events.publish(new BookStockChanged(id, 2, performance.now(), -1));
    expect(mirror.index).toBeUndefined();
    books.releaseLoads();
    await loading;
    expect(stockOf(id)).toBe(2);
  });

  it('tries again a second later when re-reading the books another instance changed fails', async () => {
    const id = stored('Elsewhere', 7);
    await mirror.reload();
    books.docs.get(id)!.stock = 1;
    books.failReads = 1;
    await events.publish(new BooksChangedElsewhere([id]));
    expect(stockOf(id)).toBe(7);
    expect(warnings).toEqual([
      expect.stringContaining('Could not re-read 1 book(s) for the catalogue index: database away'),
    ]);
    await sleep(1300);
    expect(stockOf(id)).toBe(1);
  });

  it('reads everything again when told that anything may have changed', async () => {
    const kept = stored('Kept', 1);
    const gone = stored('Gone', 2);
    await mirror.reload();
    books.docs.delete(gone);
    const added = stored('Added', 3);
    await events.publish(new BooksChangedElsewhere('all'));
    expect(mirror.index?.size).toBe(2);
    expect([stockOf(kept), stockOf(gone), stockOf(added)]).toEqual([1, undefined, 3]);
  });

  it('lets the database answer the reads of CatalogueMemory until the index has loaded', async () => {
    const id = stored('Answered', 6);
    const fromDatabase = { findOne: async () => ({ _id: 'from the database' }), heldBooks: () => undefined };
    const memory = new CatalogueMemory(mirror, fromDatabase as unknown as CatalogueDatabase);
    books.holdLoads();
    memory.onApplicationBootstrap();
    expect(await memory.findOne(id)).toEqual({ _id: 'from the database' });
    expect(memory.heldBooks()).toBeUndefined();
    books.releaseLoads();
    await mirror.reload();
    expect(await memory.findOne(id)).toMatchObject({ _id: id, stock: 6 });
    expect(memory.heldBooks()).toBe(1);
  });
});
