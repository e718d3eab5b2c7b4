import { Deadlines } from './deadlines';

describe('Deadlines', () => {
  it('gives the keys due at a time, earliest first, each once, and keeps the later ones', () => {
    const deadlines = new Deadlines<string>();
    deadlines.set('c', 30);
    deadlines.set('a', 10);
    deadlines.set('d', 40);
    deadlines.set('b', 20);
    expect(deadlines.due(5)).toEqual([]);
    expect(deadlines.due(25)).toEqual(['a', 'b']);
    expect(deadlines.due(25)).toEqual([]);
    expect(deadlines.size).toBe(2);
    expect(deadlines.due(100)).toEqual(['c', 'd']);
    expect(deadlines.size).toBe(0);
  });

  it("replaces a key's deadline when it is set again, and forgets a deleted one", () => {
    const deadlines = new Deadlines<string>();
    deadlines.set('ping', 10);
    deadlines.set('ping', 50);
    deadlines.set('idle', 20);
    deadlines.delete('idle');
    deadlines.delete('never set');
    expect(deadlines.get('ping')).toBe(50);
    expect(deadlines.get('idle')).toBeUndefined();
    expect(deadlines.due(30)).toEqual([]);
    expect(deadlines.due(50)).toEqual(['ping']);
  });

  it('stays in time order through many random sets and deletes, and does not grow with what was deleted', () => {
    const deadlines = new Deadlines<number>();
    const expected = new Map<number, number>();
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 5000; i++) {
      const key = Math.floor(random() * 500);
      if (random() < 0.3) {
        deadlines.delete(key);
        expected.delete(key);
      } else {
        const at = Math.floor(random() * 10_000);
        deadlines.set(key, at);
        expected.set(key, at);
      }
    }
    expect(deadlines.size).toBe(expected.size);
    expect((deadlines as unknown as { heap: unknown[] }).heap.length).toBeLessThanOrEqual(2 * expected.size + 64);
    const due = deadlines.due(5000);
    const times = due.map((key) => expected.get(key)!);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(due)).toEqual(new Set([...expected].filter(([, at]) => at <= 5000).map(([key]) => key)));
    expect(deadlines.size).toBe(expected.size - due.length);
  });
});
