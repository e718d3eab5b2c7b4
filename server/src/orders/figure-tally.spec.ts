import { addTallies, countedOrders, EMPTY_TALLY, figuresOf, tallyChange, tallyOf } from './figure-tally';
import { OrderStatus } from './order-status';

const { PENDING, SHIPPED, DELIVERED, CANCELLED } = OrderStatus;

describe('figure tallies', () => {
  it('counts an order once, in its status, with its total unless it was cancelled', () => {
    expect(tallyOf(PENDING, 1250)).toEqual({ ...EMPTY_TALLY, pending: 1, revenueCents: 1250 });
    expect(tallyOf(CANCELLED, 1250)).toEqual({ ...EMPTY_TALLY, cancelled: 1 });
    expect(tallyOf(undefined, 1250)).toEqual(EMPTY_TALLY);
  });

  it('changes by the difference of a move, so that a move and its way back cancel out', () => {
    const placed = tallyChange(undefined, PENDING, 900);
    const shipped = tallyChange(PENDING, SHIPPED, 900);
    const back = tallyChange(SHIPPED, PENDING, 900);
    const cancelled = tallyChange(PENDING, CANCELLED, 900);
    expect(shipped).toEqual({ ...EMPTY_TALLY, pending: -1, shipped: 1 });
    expect(addTallies(shipped, back)).toEqual(EMPTY_TALLY);
    expect(cancelled).toEqual({ ...EMPTY_TALLY, pending: -1, cancelled: 1, revenueCents: -900 });
    const total = [placed, shipped, back, cancelled].reduce(addTallies);
    expect(total).toEqual(tallyOf(CANCELLED, 900));
    expect(countedOrders(addTallies(placed, tallyChange(undefined, DELIVERED, 100)))).toBe(2);
  });

  it('builds the stored figures of many orders as folding each once leaves them', () => {
    const { days, summary } = figuresOf([
      { id: 'a', day: '2026-01-01', status: PENDING, totalCents: 100, moves: 1 },
      { id: 'b', day: '2026-01-01', status: CANCELLED, totalCents: 200, moves: 2 },
      { id: 'c', day: '2026-01-02', status: DELIVERED, totalCents: 300, moves: 3 },
    ]);
    expect(days).toEqual([
      {
        _id: '2026-01-01',
        ...EMPTY_TALLY,
        pending: 1,
        cancelled: 1,
        revenueCents: 100,
        version: 2,
        orders: { a: { m: 1, s: PENDING }, b: { m: 2, s: CANCELLED } },
      },
      {
        _id: '2026-01-02',
        ...EMPTY_TALLY,
        delivered: 1,
        revenueCents: 300,
        version: 1,
        orders: { c: { m: 3, s: DELIVERED } },
      },
    ]);
    expect(summary).toEqual({
      '2026-01-01': { v: 2, ...EMPTY_TALLY, pending: 1, cancelled: 1, revenueCents: 100 },
      '2026-01-02': { v: 1, ...EMPTY_TALLY, delivered: 1, revenueCents: 300 },
    });
  });
});
