import 'reflect-metadata';
import { Expose, plainToInstance } from 'class-transformer';
import { encodeCursor } from './cursor';
import { BlankAsUndefined, compactFilter } from './blank-filter';
import { readCursor, type KeysetOrder } from './paginate';
import { SortDirection } from './sort-direction';

const ID = '665f1c2b9d3e4a0012345678';
const byDate: KeysetOrder = { name: 'createdAt', field: 'createdAt', type: 'date', direction: SortDirection.DESC };

describe('keyset cursors', () => {
  it('reads back the value and id of a cursor made for the same order', () => {
    expect(readCursor(encodeCursor(['createdAt', 'desc', 1_700_000_000_000, ID]), byDate)).toEqual({
      value: new Date(1_700_000_000_000),
      id: ID,
    });
    const byTitle: KeysetOrder = { name: 'title', field: 'titleKey', type: 'string', direction: SortDirection.ASC };
    expect(readCursor(encodeCursor(['title', 'asc', 'dune', ID]), byTitle)).toEqual({ value: 'dune', id: ID });
  });

  it('refuses a cursor of another order or direction', () => {
    for (const parts of [
      ['price', 'desc', 1, ID],
      ['createdAt', 'asc', 1, ID],
    ]) {
      expect(() => readCursor(encodeCursor(parts), byDate)).toThrow(
        expect.objectContaining({
          code: 'VALIDATION_FAILED',
          message: expect.stringContaining('different sort order'),
        }),
      );
    }
  });

  it.each([
    ['a malformed id', ['createdAt', 'desc', 1, 'nope']],
    ['an id that is not a string', ['createdAt', 'desc', 1, { $gt: '' }]],
    ['a value of the wrong type', ['createdAt', 'desc', 'yesterday', ID]],
    ['an operator object as value', ['createdAt', 'desc', { $gt: 0 }, ID]],
    ['a value that is not finite', ['createdAt', 'desc', null, ID]],
  ])('refuses %s with VALIDATION_FAILED "Invalid cursor", never INVALID_ID', (_name, parts) => {
    expect(() => readCursor(encodeCursor(parts), byDate)).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED', message: expect.stringMatching(/^Invalid cursor/) }),
    );
  });
});

describe('blank filters', () => {
  class Args {
    @Expose()
    @BlankAsUndefined((text) => text.trim().toUpperCase())
    status?: string;
  }

  it('treats missing, null, empty and whitespace-only values as no filter', () => {
    expect(
      compactFilter({ user: ID, status: '', type: '  \t', priority: null, category: undefined, stock: 0 }),
    ).toEqual({
      user: ID,
      stock: 0,
    });
  });

  it('turns a blank list argument into undefined and normalises the others', () => {
    expect(plainToInstance(Args, { status: '   ' }).status).toBeUndefined();
    expect(plainToInstance(Args, { status: ' pending ' }).status).toBe('PENDING');
    expect(plainToInstance(Args, { status: 3 }).status).toBe(3);
  });
});
