import { ratingKeyOf } from './book-rating';
import 'reflect-metadata';
import { mongo } from 'mongoose';
import { encodeCursor } from '../common/pagination/cursor';
import { SortDirection } from '../common/pagination/sort-direction';
import { BOOK_CATEGORIES } from './book-category';
import { storedBook } from './book-record';
import { BookSearchScope, derivedBookFields, parseSearch } from './book-search';
import { CatalogueIndex, type CatalogueRecord } from './catalogue-index';
import { check13, toIsbn10 } from './isbn';
import { compareText, type CataloguePageRequest } from './catalogue-order';
import { BookSort } from './dto/list-books.args';

const imageUrl = (ref: string) => (ref ? `http://store.test/api/images/${ref}` : '');
const SORT_FIELDS = {
  title: 'titleKey',
  author: 'authorKey',
  price: 'priceCents',
  createdAt: 'createdAt',
  rating: 'ratingKey',
} as const;

/** Books with many ties (titles, authors, prices, dates), accents and multi-word titles. */
function fixtureRecords(count: number, seed = 1): CatalogueRecord[] {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const titles = [
    'The Light House',
    'Émile et la lumière',
    'light',
    'Lighthouse Keeper',
    'Über Alles',
    'C++ Primer',
    'a',
  ];
  const authors = ['Ada Lovelace', 'Zoë Ünal', 'ada lovelace', 'Bob'];
  const base = Date.UTC(2024, 0, 1);
  return Array.from({ length: count }, (_, i) => {
    const book = storedBook({
      title: titles[Math.floor(next() * titles.length)],
      author: authors[Math.floor(next() * authors.length)],
      category: BOOK_CATEGORIES[Math.floor(next() * 4)],
      description: next() < 0.3 ? 'A story of light (and .* regexes)' : 'Quiet pages',
      price: [4.99, 10, 10, 0][Math.floor(next() * 4)],
      stock: Math.floor(next() * 5),
      createdAt: new Date(base + Math.floor(next() * 5) * 1000),
      // Every fifth book has an ISBN.
      isbn: i % 5 === 0 ? isbnOf(i) : undefined,
    });
    // Ratings with ties: none, or 1 to 3 reviews of 4 or 5 stars.
    const ratingCount = Math.floor(next() * 4);
    const ratingTotal = ratingCount * (next() < 0.5 ? 4 : 5);
    const rating = { ratingCount, ratingTotal, ratingKey: ratingKeyOf(ratingCount, ratingTotal) };
    return {
      ...book,
      ...rating,
      _id: new mongo.ObjectId(),
      image: i % 3 === 0 ? `img${i % 2}` : '',
    } as CatalogueRecord;
  });
}

/** A valid ISBN-13 made from a number. */
function isbnOf(n: number): string {
  const first12 = `978${String(n).padStart(9, '0')}`;
  return first12 + check13(first12);
}

/** What the database answers, computed naively: filter, then sort by (field, _id). */
function reference(records: CatalogueRecord[], request: CataloguePageRequest) {
  const parsed = parseSearch(request.search, request.searchIn);
  const matching = records.filter((record) => {
    if (request.category && record.category !== request.category) return false;
    if (!parsed) return true;
    if (parsed.kind === 'isbn') return record.isbn === parsed.isbn;
    if (parsed.kind === 'words')
      return parsed.tokens.every((token) => record[parsed.field]!.some((word) => word.startsWith(token)));
    return parsed.fields.some((field) => (record[field] ?? '').toLowerCase().includes(parsed.text.toLowerCase()));
  });
  const field = SORT_FIELDS[request.sort];
  const value = (record: CatalogueRecord) => {
    const raw = record[field];
    return raw instanceof Date ? raw.getTime() : raw!;
  };
  const sign = request.direction === SortDirection.DESC ? -1 : 1;
  return matching
    .sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      const byValue = typeof x === 'number' ? x - (y as number) : compareText(x, y as string);
      return sign * (byValue || (String(a._id) < String(b._id) ? -1 : 1));
    })
    .map((record) => String(record._id));
}

function walk(index: CatalogueIndex, request: Omit<CataloguePageRequest, 'after'>) {
  const ids: string[] = [];
  let after: string | null = null;
  let totalCount = -1;
  for (let pages = 0; pages < 1000; pages++) {
    const page = index.page({ ...request, after });
    totalCount = page.totalCount;
    ids.push(...page.edges.map((edge) => edge.node._id));
    if (!page.pageInfo.hasNextPage) return { ids, totalCount };
    after = page.pageInfo.endCursor;
  }
  throw new Error('pages did not end');
}

describe('CatalogueIndex', () => {
  const records = fixtureRecords(300);
  const index = new CatalogueIndex(imageUrl);
  index.upsertMany(records);

  const searches = [
    undefined,
    '',
    'light',
    'LIGH',
    'lumiere',
    'ada love',
    'c++',
    '.*',
    '++',
    'zzz',
    'the light house keeper',
    // ISBNs: a book's ISBN-13 with hyphens, the ISBN-10 of another, one no book has, a wrong check digit.
    `978-000-000-010-${isbnOf(10).at(-1)}`,
    toIsbn10(isbnOf(25))!,
    isbnOf(7),
    `${isbnOf(10).slice(0, 12)}${(Number(isbnOf(10).at(-1)) + 1) % 10}`,
  ];
  const cases = Object.values(BookSort).flatMap((sort) =>
    [SortDirection.ASC, SortDirection.DESC].flatMap((direction) =>
      searches.flatMap((search) =>
        [undefined, 'Fiction'].map((category) => [sort, direction, search, category] as const),
      ),
    ),
  );

  it.each(cases)(
    'pages every matching book exactly once, in the database order: sort %s %s, search %p, category %p',
    (sort, direction, search, category) => {
      for (const searchIn of [BookSearchScope.ALL, BookSearchScope.TITLE_AUTHOR]) {
        const request = { sort, direction, search, category, searchIn, first: 7 };
        const expected = reference(records, request);
        const { ids, totalCount } = walk(index, request);
        expect(ids).toEqual(expected);
        expect(totalCount).toBe(expected.length);
      }
    },
  );

  it('matches single and bulk insertion, and stays in order through changes and removals', () => {
    const one = new CatalogueIndex(imageUrl);
    for (const record of records) one.upsert(record);
    const changed = records.map((record, i) =>
      i % 5 === 0
        ? { ...record, ...storedBook({ ...record, title: `Retitled ${i % 3}`, price: 1 + (i % 4) }), _id: record._id }
        : record,
    );
    for (const record of changed) one.upsert(record as CatalogueRecord);
    const removed = new Set(changed.filter((_, i) => i % 7 === 0).map((record) => String(record._id)));
    for (const id of removed) one.remove(id);
    const left = (changed as CatalogueRecord[]).filter((record) => !removed.has(String(record._id)));
    for (const sort of Object.values(BookSort)) {
      const request = { sort, direction: SortDirection.ASC, first: 50, search: 'retitled' };
      expect(walk(one, request).ids).toEqual(reference(left, request));
      expect(walk(one, { ...request, search: undefined }).ids).toEqual(
        reference(left, { ...request, search: undefined }),
      );
    }
    expect(one.size).toBe(left.length);
  });

  it('continues from a cursor whose book was since removed or changed', () => {
    const copy = new CatalogueIndex(imageUrl);
    copy.upsertMany(records);
    const request = { sort: BookSort.PRICE, direction: SortDirection.DESC, first: 10 };
    const first = copy.page(request);
    copy.remove(first.edges.at(-1)!.node._id);
    const rest = walk(copy, { ...request, first: 1000 }).ids;
    const second = copy.page({ ...request, first: 1000, after: first.pageInfo.endCursor });
    expect([
      ...first.edges.slice(0, -1).map((edge) => edge.node._id),
      ...second.edges.map((edge) => edge.node._id),
    ]).toEqual(rest);
  });

  it('refuses cursors that do not decode, belong to another order or carry a bad value with VALIDATION_FAILED', () => {
    const page = index.page({ sort: BookSort.PRICE, direction: SortDirection.ASC, first: 2 });
    const id = page.edges[0].node._id;
    const bad: Array<[BookSort, string]> = [
      [BookSort.PRICE, 'not a cursor!'],
      [BookSort.PRICE, encodeCursor(['price', 'asc', 'x', id])],
      [BookSort.PRICE, encodeCursor(['price', 'asc', 100, 'nope'])],
      [BookSort.CREATED_AT, encodeCursor(['createdAt', 'asc', 8.7e15, id])],
    ];
    for (const [sort, after] of bad) {
      expect(() => index.page({ sort, direction: SortDirection.ASC, first: 2, after })).toThrow(/^Invalid cursor/);
    }
    expect(() =>
      index.page({ sort: BookSort.PRICE, direction: SortDirection.DESC, first: 2, after: page.pageInfo.endCursor }),
    ).toThrow(/different sort order/);
  });

  it('lists every book newest first, counts categories, and finds books by id in any letter case', () => {
    const newest = [...records]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (String(a._id) < String(b._id) ? 1 : -1))
      .map((record) => String(record._id));
    expect(index.all().map((book) => book._id)).toEqual(newest);
    const counts = new Map<string, number>();
    for (const record of records) counts.set(record.category, (counts.get(record.category) ?? 0) + 1);
    expect(index.categories()).toEqual(
      [...counts].sort(([a], [b]) => compareText(a, b)).map(([category, count]) => ({ category, count })),
    );
    const id = String(records[3]._id);
    expect(index.get(id.toUpperCase())).toMatchObject({
      _id: id,
      title: records[3].title,
      price: records[3].priceCents / 100,
    });
    expect(index.get('0123456789abcdef01234567')).toBeUndefined();
  });

  it('changes version and ETag with every change, and not for a record it already holds', () => {
    const copy = new CatalogueIndex(imageUrl);
    copy.upsertMany(records.slice(0, 20));
    const first = copy.allBooksJson();
    expect(first.body.toString()).toBe(JSON.stringify({ books: copy.all() }));
    expect(copy.allBooksJson()).toBe(first);
    copy.upsert(records[0]);
    expect(copy.allBooksJson().etag).toBe(first.etag);
    const id = String(records[0]._id);
    copy.setStock(id, 99);
    const second = copy.allBooksJson();
    expect(second.etag).not.toBe(first.etag);
    expect(JSON.parse(second.body.toString()).books.find((book: { _id: string }) => book._id === id).stock).toBe(99);
    copy.forgetImages(new Set(['img0']));
    expect(copy.all().some((book) => book.image.endsWith('img0'))).toBe(false);
    expect(copy.allBooksJson().etag).not.toBe(second.etag);
  });

  it("keeps a search's results through a price or stock change, and drops them when a text or category changes", () => {
    const copy = new CatalogueIndex(imageUrl);
    copy.upsertMany(records.slice(0, 40));
    const request = {
      sort: BookSort.TITLE,
      direction: SortDirection.ASC,
      search: 'light',
      searchIn: BookSearchScope.ALL,
      first: 50,
    };
    const before = walk(copy, request);
    expect(copy.stats().keptSearches).toBe(1);

    const book = records.find((record) => String(record._id) === before.ids[0])!;
    copy.upsert({ ...book, priceCents: book.priceCents + 100, stock: book.stock + 1 });
    expect(copy.stats().keptSearches).toBe(1);
    expect(walk(copy, request)).toEqual(before);

    copy.upsert({
      ...book,
      description: 'Nothing to see',
      title: 'Dark',
      ...derivedBookFields({ title: 'Dark', author: book.author, description: 'Nothing to see' }),
    });
    expect(copy.stats().keptSearches).toBe(0);
    expect(walk(copy, request).ids).not.toContain(before.ids[0]);
  });

  it('finds a book by its ISBN in either form, follows an ISBN moved to another book, and forgets a removed one', () => {
    const copy = new CatalogueIndex(imageUrl);
    copy.upsertMany(records.slice(0, 40));
    const find = (search: string) =>
      walk(copy, {
        sort: BookSort.TITLE,
        direction: SortDirection.ASC,
        search,
        searchIn: BookSearchScope.TITLE_AUTHOR,
        first: 5,
      }).ids;
    const [a, b] = [records[10], records[11]];
    expect(find(isbnOf(10))).toEqual([String(a._id)]);
    expect(find(toIsbn10(isbnOf(10))!)).toEqual([String(a._id)]);
    expect(copy.stats().keptSearches).toBe(1);

    copy.upsert({ ...a, isbn: undefined });
    expect(copy.stats().keptSearches).toBe(0);
    copy.upsert({ ...b, isbn: isbnOf(10) });
    expect(find(isbnOf(10))).toEqual([String(b._id)]);
    // The book that had it comes back with it while the other still has it (events in either order).
    copy.upsert({ ...a, isbn: isbnOf(10) });
    copy.upsert({ ...b, isbn: isbnOf(11) });
    expect(find(isbnOf(10))).toEqual([String(a._id)]);
    expect(find(isbnOf(11))).toEqual([String(b._id)]);
    copy.remove(String(a._id));
    expect(find(isbnOf(10))).toEqual([]);
  });

  it('orders text by code point, as MongoDB compares strings', () => {
    expect(['b', 'B', 'a', '\u{1F600}', '\uFFFD', 'é'].sort(compareText)).toEqual([
      'B',
      'a',
      'b',
      'é',
      '\uFFFD',
      '\u{1F600}',
    ]);
  });
});
