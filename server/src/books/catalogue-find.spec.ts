import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { mongo } from 'mongoose';
import { EventBus } from '../common/events/event-bus';
import { compareRanked, pickPage, type Ranked } from './book-finder';
import { BookStockChanged, BooksChangedElsewhere, BooksRemoved, BooksSaved } from './book-events';
import { storedBook } from './book-record';
import type { BooksRepository } from './books.repository';
import { findInIndex, suggestInIndex } from './catalogue-find';
import type { CatalogueRecord } from './catalogue-index';
import { CatalogueMirror } from './catalogue-mirror';
import { withinEdits } from './catalogue-relevance';

/** The reads the mirror makes, over a Map (the database another instance writes to). */
class FakeBooks {
  readonly docs = new Map<string, CatalogueRecord>();

  cursor() {
    const snapshot = [...this.docs.values()].map((doc) => ({ ...doc }));
    return (async function* () {
      yield* snapshot;
    })();
  }

  async findByIds(ids: string[]) {
    return ids.map((id) => this.docs.get(id)).filter(Boolean);
  }

  async findById(id: string) {
    const doc = this.docs.get(id);
    return doc ? { ...doc } : null;
  }
}

function record(title: string, author = 'Ann Author', stock = 3): CatalogueRecord {
  const book = storedBook({ title, author, category: 'Fiction', description: '', price: 5, stock });
  return { ...book, _id: new mongo.ObjectId().toHexString() } as CatalogueRecord;
}

describe("the index's forgiving search follows every write", () => {
  let books: FakeBooks;
  let events: EventBus;
  let mirror: CatalogueMirror;
  const logger = { log: () => undefined, warn: () => undefined, error: () => undefined };
  const find = (search: string) => findInIndex(mirror.index!.findSource(), { search, first: 20, offset: 0 });
  const titles = (search: string) => find(search).books.map((book) => book.title);

  beforeEach(async () => {
    books = new FakeBooks();
    events = new EventBus();
    mirror = new CatalogueMirror(books as unknown as BooksRepository, (ref) => ref, logger, events);
    const first = record('The Hobbit', 'J. R. R. Tolkien');
    books.docs.set(String(first._id), first);
    await mirror.reload();
  });
  afterEach(() => mirror.stop());

  it('finds what the load read, typos forgiven', () => {
    expect(titles('tolkein')).toEqual(['The Hobbit']);
    expect(titles('hobit')).toEqual(['The Hobbit']);
  });

  it('finds a book added, under its new title once edited, and no more once deleted', async () => {
    const added = record('Pride and Prejudice', 'Jane Austen');
    await events.publish(new BooksSaved([added]));
    expect(titles('pride prejudise')).toEqual(['Pride and Prejudice']);

    await events.publish(new BooksSaved([{ ...record('Sense and Sensibility', 'Jane Austen'), _id: added._id }]));
    expect(titles('pride prejudise')).toEqual([]);
    expect(titles('sensibilty')).toEqual(['Sense and Sensibility']);

    await events.publish(new BooksRemoved([String(added._id)], performance.now()));
    expect(titles('sensibilty')).toEqual([]);
    expect(suggestInIndex(mirror.index!.findSource(), 'sense')).toEqual([]);
  });

  it('shows a stock change in the results it had kept', async () => {
    const [hobbit] = [...books.docs.keys()];
    expect(find('hobbit').books[0].stock).toBe(3);
    await events.publish(new BookStockChanged(hobbit, 0, performance.now(), -3));
    expect(find('hobbit').books[0].stock).toBe(0);
  });

  it("follows another instance's writes: the books it changed are read again", async () => {
    const [hobbit] = [...books.docs.keys()];
    const elsewhere = record('Harry Potter', 'J. K. Rowling');
    books.docs.set(String(elsewhere._id), elsewhere);
    books.docs.set(hobbit, { ...record('The Silmarillion', 'J. R. R. Tolkien'), _id: hobbit });
    await events.publish(new BooksChangedElsewhere([String(elsewhere._id), hobbit]));
    expect(titles('harry poter')).toEqual(['Harry Potter']);
    expect(titles('silmarilion')).toEqual(['The Silmarillion']);
    expect(titles('hobbit')).toEqual([]);
    expect(suggestInIndex(mirror.index!.findSource(), 'tolkein')).toEqual([
      { kind: 'author', text: 'J. R. R. Tolkien' },
    ]);
  });
});

describe('search helpers', () => {
  it('counts edits within a bound', () => {
    expect(withinEdits('tolkien', 'tolkein', 2)).toBe(true);
    expect(withinEdits('tolkien', 'tolkein', 1)).toBe(false);
    expect(withinEdits('potter', 'poter', 1)).toBe(true);
    expect(withinEdits('garden', 'harbour', 2)).toBe(false);
  });

  it('picks the same page from many results as a full sort does', () => {
    const results: Ranked[] = Array.from({ length: 500 }, (_, i) => ({
      tier: i % 3 === 0 ? 1 : 0,
      score: (i * 7) % 5,
      finer: (i * 13) % 11,
      titleKey: `t${(i * 17) % 23}`,
      id: String(i).padStart(24, '0'),
    }));
    const sorted = [...results].sort(compareRanked);
    expect(pickPage([...results], compareRanked, { first: 20, offset: 40 })).toEqual(sorted.slice(40, 60));
  });
});
