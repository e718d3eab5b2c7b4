import { KnownAccounts, type AccountsById } from './known-accounts';
import type { User } from './models/user.model';

const account = (id: string) => ({ _id: id, name: `Reader ${id}` }) as User;

/** Accounts `a` to `e` exist; every read is recorded. */
function accounts() {
  const asked: string[][] = [];
  const users: AccountsById = {
    async findMany(ids) {
      asked.push([...ids]);
      return new Map(ids.filter((id) => 'abcde'.includes(id)).map((id) => [id, account(id)]));
    },
  };
  return { users, asked };
}

describe('KnownAccounts', () => {
  it('reads each account once over many batches, remembering the missing ones too', async () => {
    const { users, asked } = accounts();
    const known = new KnownAccounts(users);
    const first = await known.findMany(['a', 'b', 'a', 'gone']);
    expect(first.get('a')?.name).toBe('Reader a');
    expect(first.get('gone')).toBeUndefined();
    const second = await known.findMany(['b', 'c', 'gone']);
    expect(second.get('b')?.name).toBe('Reader b');
    expect(second.get('c')?.name).toBe('Reader c');
    expect(asked).toEqual([['a', 'b', 'gone'], ['c']]);
    await known.findMany(['a', 'c']);
    expect(asked).toHaveLength(2);
  });

  it('holds at most its limit, and still answers every id of the batch past it', async () => {
    const { users, asked } = accounts();
    const known = new KnownAccounts(users, 3);
    await known.findMany(['a', 'b']);
    const past = await known.findMany(['a', 'c']);
    expect(asked.at(-1)).toEqual(['a', 'c']);
    expect(past.get('a')?.name).toBe('Reader a');
    expect(past.get('c')?.name).toBe('Reader c');
    expect(past.get('b')).toBeUndefined();
  });
});
