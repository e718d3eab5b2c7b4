import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { decodeCursor, encodeCursor } from '../common/pagination/cursor';
import { canonicalCategory } from './book-category';
import { TtlCache } from './catalogue-cache';
import { bookKeywords, escapeRegExp, normaliseText, searchFilter, wordTokens } from './book-search';
import { BookInput, isPrice, parseStrictNumber, PRICE_MESSAGE, STOCK_MESSAGE } from './dto/book.input';

const firstError = (plain: Record<string, unknown>) => {
  const input = plainToInstance(BookInput, plain);
  const [error] = validateSync(input, { stopAtFirstError: true });
  return { input, message: error ? Object.values(error.constraints ?? {})[0] : undefined };
};
const valid = { title: 'T', author: 'A', category: 'Fiction', price: '1', stock: '1' };

describe('search keywords', () => {
  it('lower-cases and strips diacritics', () => {
    expect(normaliseText('Émile ZOLA, Ångström & Dvořák')).toBe('emile zola, angstrom & dvorak');
  });

  it('splits on anything that is not a letter or digit', () => {
    expect(wordTokens("Ender's Game: 2nd ed. (1985) — sci-fi")).toEqual(['ender', 's', 'game', '2nd', 'ed', '1985', 'sci', 'fi']);
    expect(wordTokens('.* (a+)+$ []')).toEqual(['a']);
    expect(wordTokens('   ')).toEqual([]);
  });

  it('keeps the distinct tokens of title, author and description', () => {
    expect(bookKeywords({ title: 'The Hobbit', author: 'J. R. R. Tolkien', description: 'The hobbit goes there and back.' })).toEqual([
      'the', 'hobbit', 'j', 'r', 'tolkien', 'goes', 'there', 'and', 'back',
    ]);
    expect(bookKeywords({ title: 'Émile', author: 'Zola' })).toEqual(['emile', 'zola']);
  });
});

describe('search filter', () => {
  it('is null (all books) for blank text', () => {
    expect(searchFilter(undefined)).toBeNull();
    expect(searchFilter('')).toBeNull();
    expect(searchFilter(' \t ')).toBeNull();
  });

  it('asks every word to prefix-match a keyword, de-duplicated', () => {
    const filter = searchFilter('Jane  AUSTEN jane') as { keywords: { $all: RegExp[] } };
    expect(filter.keywords.$all.map(String)).toEqual(['/^jane/', '/^austen/']);
  });

  it('matches text without words literally, with every metacharacter escaped', () => {
    const filter = searchFilter('.*') as { $or: Array<Record<string, RegExp>> };
    const regex = filter.$or[0].title;
    expect(regex.flags).toBe('i');
    expect(regex.test('Regex .* Tricks')).toBe(true);
    expect(regex.test('anything else')).toBe(false);
    expect(Object.keys(filter.$or[1])).toEqual(['author']);
  });

  it('escapes every regular-expression metacharacter', () => {
    const special = '.*+?^${}()|[]\\/-';
    expect(new RegExp(`^${escapeRegExp(special)}$`).test(special)).toBe(true);
  });

  it('uses at most 8 words', () => {
    const filter = searchFilter('a b c d e f g h i j') as { keywords: { $all: RegExp[] } };
    expect(filter.keywords.$all).toHaveLength(8);
  });
});

describe('strict number parsing', () => {
  it.each([
    ['12.5', 12.5],
    ['12', 12],
    ['0', 0],
    ['12.50', 12.5],
    ['', undefined],
    ['  ', undefined],
    ['12abc', '12abc'],
    ['1e3', '1e3'],
    ['-1', '-1'],
    ['1.999', '1.999'],
    [7.25, 7.25],
  ])('reads the price %p as %p', (text, expected) => {
    expect(parseStrictNumber(text, /^\d+(\.\d{1,2})?$/)).toBe(expected);
  });

  it('knows a price: a finite number, at least 0, at most 2 decimals', () => {
    expect([0, 0.01, 12.5, 0.1 + 0.2 - 0.3 + 1.1, 59.99].every(isPrice)).toBe(true);
    expect([-0.01, 1.999, NaN, Infinity, '1'].some(isPrice)).toBe(false);
  });

  it('validates multipart text through the input class, naming the field', () => {
    expect(firstError(valid)).toMatchObject({ input: { price: 1, stock: 1 }, message: undefined });
    expect(firstError({ ...valid, price: '1.999' }).message).toBe(PRICE_MESSAGE);
    expect(firstError({ ...valid, price: 'NaN' }).message).toBe(PRICE_MESSAGE);
    expect(firstError({ ...valid, price: '' }).message).toBe('Price is required');
    expect(firstError({ ...valid, stock: '3.5' }).message).toBe(STOCK_MESSAGE);
    expect(firstError({ ...valid, stock: -1 }).message).toBe(STOCK_MESSAGE);
    expect(firstError({ ...valid, category: 'young adult' }).input.category).toBe('Young Adult');
  });
});

describe('categories', () => {
  it('accepts any letter case and spacing, nothing else', () => {
    expect(canonicalCategory(' science   FICTION ')).toBe('Science Fiction');
    expect(canonicalCategory('Cooking')).toBeUndefined();
  });
});

describe('cursors', () => {
  it('round-trips its parts through an opaque base64url string', () => {
    const cursor = encodeCursor(['price', 'asc', 12.5, '665f1c2b9d3e4a0012345678']);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(['price', 'asc', 12.5, '665f1c2b9d3e4a0012345678']);
  });

  it.each(['', 'not base64!', Buffer.from('{"a":1}').toString('base64url'), Buffer.from('nope').toString('base64url'), 'x'.repeat(3000)])(
    'refuses %p with VALIDATION_FAILED',
    (cursor) => {
      expect(() => decodeCursor(cursor)).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
    },
  );
});

describe('TtlCache', () => {
  afterEach(() => jest.useRealTimers());

  it('shares one load between concurrent callers and reuses it until it expires', async () => {
    jest.useFakeTimers({ now: 0 });
    const cache = new TtlCache<number>(1000, 10);
    const load = jest.fn(async () => 42);
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
    jest.setSystemTime(999);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    jest.setSystemTime(1000);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets everything on clear, never keeps a failure, and holds at most maxEntries', async () => {
    const cache = new TtlCache<number>(60_000, 2);
    await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('bad', async () => 1)).toBe(1);
    await cache.get('a', async () => 2);
    await cache.get('b', async () => 3);
    expect(await cache.get('bad', async () => 4)).toBe(4); // evicted as the oldest
    cache.clear();
    expect(await cache.get('a', async () => 5)).toBe(5);
  });
});
