import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { decodeCursor, encodeCursor } from '../common/pagination/cursor';
import {
  bookKeywords,
  BookSearchScope,
  escapeRegExp,
  normaliseText,
  searchFilter,
  titleAuthorKeywords,
  wordTokens,
} from './book-search';
import { PRICE_MESSAGE } from '../common/money/money';
import { STOCK_MESSAGE } from './book-rules';
import { CATEGORY_MESSAGE } from './book-category';
import { QUANTITY_MESSAGE } from '../common/quantity/quantity';
import { checkLines } from './book-stock';
import { BookInput, parseStrictNumber } from './dto/book.input';
import { BookUpdateFormInput } from './dto/book-update-form.input';

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
    expect(wordTokens("Ender's Game: 2nd ed. (1985) — sci-fi")).toEqual([
      'ender',
      's',
      'game',
      '2nd',
      'ed',
      '1985',
      'sci',
      'fi',
    ]);
    expect(wordTokens('.* (a+)+$ []')).toEqual(['a']);
    expect(wordTokens('   ')).toEqual([]);
  });

  it('keeps the distinct tokens of title, author and description', () => {
    expect(
      bookKeywords({ title: 'The Hobbit', author: 'J. R. R. Tolkien', description: 'The hobbit goes there and back.' }),
    ).toEqual(['the', 'hobbit', 'j', 'r', 'tolkien', 'goes', 'there', 'and', 'back']);
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

  it('looks only in title and author keywords when the scope is TITLE_AUTHOR', () => {
    const filter = searchFilter('lighthouse', BookSearchScope.TITLE_AUTHOR) as Record<string, { $all: RegExp[] }>;
    expect(Object.keys(filter)).toEqual(['titleAuthorKeywords']);
    expect(filter.titleAuthorKeywords.$all.map(String)).toEqual(['/^lighthouse/']);
    const literal = searchFilter('.*', BookSearchScope.TITLE_AUTHOR) as { $or: Array<Record<string, RegExp>> };
    expect(literal.$or.map((condition) => Object.keys(condition)[0])).toEqual(['title', 'author']);
    expect(titleAuthorKeywords({ title: 'The Hobbit', author: 'Tolkien' })).toEqual(['the', 'hobbit', 'tolkien']);
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

  it('validates multipart text through the input class, naming the field', () => {
    expect(firstError(valid)).toMatchObject({ input: { price: 1, stock: 1 }, message: undefined });
    expect(firstError({ ...valid, price: '1.999' }).message).toBe(PRICE_MESSAGE);
    expect(firstError({ ...valid, price: 'NaN' }).message).toBe(PRICE_MESSAGE);
    expect(firstError({ ...valid, price: '' }).message).toBe('Price is required');
    expect(firstError({ ...valid, stock: '3.5' }).message).toBe(STOCK_MESSAGE);
    expect(firstError({ ...valid, stock: -1 }).message).toBe(STOCK_MESSAGE);
    expect(firstError({ ...valid, category: 'Young Adult' }).input.category).toBe('Young Adult');
    expect(firstError({ ...valid, category: 'young adult' }).message).toBe(CATEGORY_MESSAGE);
  });
});

describe('expected stock on the update form', () => {
  const expectedStockError = (value: unknown) => {
    const input = plainToInstance(BookUpdateFormInput, { ...valid, expectedStock: value });
    const [error] = validateSync(input, { stopAtFirstError: true });
    return { value: input.expectedStock, message: error ? Object.values(error.constraints ?? {})[0] : undefined };
  };

  it('reads multipart text strictly, like stock', () => {
    expect(expectedStockError('3')).toEqual({ value: 3, message: undefined });
    expect(expectedStockError(0)).toEqual({ value: 0, message: undefined });
    expect(expectedStockError('')).toEqual({ value: undefined, message: undefined });
    for (const bad of ['3.5', '-1', '1e3', 'abc', 2.5, -1]) {
      expect(expectedStockError(bad).message).toBe('Expected stock must be a whole number of at least 0');
    }
  });
});

describe('stock lines', () => {
  const id = '665f1c2b9d3e4a0012345678';
  const other = '665f1c2b9d3e4a0012345679';

  it('merges repeats of one book, keeping the order books first appear in', () => {
    expect(
      checkLines([
        { bookId: other, quantity: 1 },
        { bookId: id.toUpperCase(), quantity: 2 },
        { bookId: other, quantity: 3 },
      ]),
    ).toEqual([
      { bookId: other, quantity: 4 },
      { bookId: id, quantity: 2 },
    ]);
  });

  it.each([0, -1, 1.5, NaN, Infinity, '2'])('refuses the quantity %p with VALIDATION_FAILED', (quantity) => {
    expect(() => checkLines([{ bookId: id, quantity: quantity as number }])).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED', message: QUANTITY_MESSAGE }),
    );
  });

  it('refuses a malformed book id with INVALID_ID', () => {
    expect(() => checkLines([{ bookId: 'nope', quantity: 1 }])).toThrow(
      expect.objectContaining({ code: 'INVALID_ID' }),
    );
  });
});

describe('cursors', () => {
  it('round-trips its parts through an opaque base64url string', () => {
    const cursor = encodeCursor(['price', 'asc', 12.5, '665f1c2b9d3e4a0012345678']);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(['price', 'asc', 12.5, '665f1c2b9d3e4a0012345678']);
  });

  it.each([
    '',
    'not base64!',
    Buffer.from('{"a":1}').toString('base64url'),
    Buffer.from('nope').toString('base64url'),
    'x'.repeat(3000),
  ])('refuses %p with VALIDATION_FAILED', (cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
  });
});
