import { formatDay, revenueSeries } from './revenue-series';

describe('revenueSeries', () => {
  it('gives one entry per UTC day for the last 30 days, oldest first, with 0 for days without orders', () => {
    const today = new Date('2025-03-05T23:30:00.000Z');
    const days = revenueSeries(
      [
        { date: '2025-03-05', revenue: 12.5, orders: 2 },
        { date: '2025-02-10', revenue: 3, orders: 1 },
      ],
      today,
    );
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: '2025-02-04', revenue: 0, orders: 0 });
    expect(days[29]).toEqual({ date: '2025-03-05', revenue: 12.5, orders: 2 });
    expect(days.find((day) => day.date === '2025-02-10')).toEqual({ date: '2025-02-10', revenue: 3, orders: 1 });
    expect(days.reduce((sum, day) => sum + day.revenue, 0)).toBe(15.5);
  });

  it('leaves out days older than the window', () => {
    const days = revenueSeries([{ date: '2025-01-01', revenue: 99, orders: 9 }], new Date('2025-03-05T00:00:00.000Z'));
    expect(days.every((day) => day.revenue === 0)).toBe(true);
  });

  it('labels a day as the UTC date it names', () => {
    expect(formatDay('2025-03-05')).toBe('Mar 5');
    expect(formatDay('not a date')).toBe('not a date');
  });
});
