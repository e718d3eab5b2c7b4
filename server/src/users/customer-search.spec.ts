import { customersFilter, DELETED_NAME_KEY, nameKeyOf } from './customer-search';
import { DELETED_CUSTOMER } from './users.service';

describe('customer search', () => {
  it('keys a name lower-cased and trimmed, the scrubbed name as DELETED_NAME_KEY', () => {
    expect(nameKeyOf('  Ada LOVELACE ')).toBe('ada lovelace');
    expect(nameKeyOf(DELETED_CUSTOMER)).toBe(DELETED_NAME_KEY);
  });

  it('searches the start of a name key or an email, the text escaped, each branch whole for its index', () => {
    const filter = customersFilter(' A.b* ');
    const branches = filter.$or as Array<Record<string, unknown>>;
    expect(branches.map((branch) => Object.keys(branch).sort())).toEqual([
      ['deletedAt', 'nameKey', 'role'],
      ['deletedAt', 'email', 'role'],
    ]);
    expect(String(branches[0].nameKey)).toBe(String(/^a\.b\*/));
    expect(customersFilter('   ')).toEqual({ role: 'user', deletedAt: expect.anything() });
  });
});
