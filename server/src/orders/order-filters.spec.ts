import { SortDirection } from '../common/pagination/sort-direction';
import { containing, NEWEST_FIRST, orderNumberOf, utcDay } from './order-filters';

describe("the admin's order search", () => {
  it('reads all 24 hex characters as an order id, in any case', () => {
    expect(orderNumberOf(' 665F1C2B9D3E4A00123456AB ')).toEqual({ id: '665f1c2b9d3e4a00123456ab' });
  });

  it("reads the 8 characters shown on screen as the order's short number, with or without '#'", () => {
    expect(orderNumberOf('123456AB')).toEqual({ shortId: '123456ab' });
    expect(orderNumberOf('#123456ab')).toEqual({ shortId: '123456ab' });
  });

  it('names no order for any other text (a name, an email, a postal code, a number of another length)', () => {
    for (const text of ['Ada Lovelace', 'ada@example.com', '10115', '1234567', '123456789', '#', '12345g78']) {
      expect(orderNumberOf(text)).toEqual({});
    }
  });

  it('matches a text anywhere in a field, ignoring case', () => {
    expect(containing('berl').test('10115 Berlin')).toBe(true);
    expect(containing('SW1A').test('sw1a 1aa')).toBe(true);
    expect(containing('paris').test('Berlin')).toBe(false);
  });

  it('takes the text literally, never as a pattern', () => {
    expect(containing('a.c').test('abc')).toBe(false);
    expect(containing('a.c').test('xa.cx')).toBe(true);
    expect(containing('(1)+').test('box (1)+ 2')).toBe(true);
    expect(containing('.*').test('anything')).toBe(false);
    expect(() => containing('[')).not.toThrow();
  });
});

describe("an order's day and list order", () => {
  it("gives the UTC day, whatever the server's time zone", () => {
    expect(utcDay(new Date('2026-03-01T23:59:59.999Z'))).toBe('2026-03-01');
    expect(utcDay(new Date('2026-03-02T00:00:00+02:00'))).toBe('2026-03-01');
    expect(utcDay(new Date('2026-03-02T00:00:00Z'))).toBe('2026-03-02');
  });

  it('lists orders newest first', () => {
    expect(NEWEST_FIRST).toMatchObject({ field: 'orderedAt', type: 'date', direction: SortDirection.DESC });
  });
});
