import { MAX_NESTING, nestedDeeperThan } from './nesting-limit';

const nest = (levels: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

describe('nestedDeeperThan', () => {
  it('counts levels of objects and arrays, not plain values', () => {
    expect(nestedDeeperThan('text', 0)).toBe(false);
    expect(nestedDeeperThan(null, 0)).toBe(false);
    expect(nestedDeeperThan({}, 0)).toBe(true);
    expect(nestedDeeperThan({ a: 1, b: [1, 2] }, 2)).toBe(false);
    expect(nestedDeeperThan({ a: 1, b: [1, [2]] }, 2)).toBe(true);
  });

  it(`allows ${MAX_NESTING} levels by default and refuses one more`, () => {
    expect(nestedDeeperThan(nest(MAX_NESTING))).toBe(false);
    expect(nestedDeeperThan(nest(MAX_NESTING + 1))).toBe(true);
  });

  it('walks a million levels without overflowing the stack', () => {
    expect(nestedDeeperThan(nest(1_000_000))).toBe(true);
  });

  it('does not look into values that are not plain objects or arrays (an upload)', () => {
    class Upload {
      file = nest(100);
    }
    expect(nestedDeeperThan({ photo: new Upload() })).toBe(false);
    expect(nestedDeeperThan(Object.assign(Object.create(null), { a: nest(40) }))).toBe(true);
  });
});
