import { MAX_ADDRESSES } from '../../src/addresses/address-rules';
import { Account, expectError, registerUser } from '../setup/helpers';
import { expectNoInternals } from '../setup/expectations';
import { createTestApp, type TestApp } from '../setup/test-app';
import {
  addressInput,
  gqlBook,
  ok,
  restBook,
  REST_ADDRESS_KEYS,
  type BookCalls,
  type AddressView,
} from './address-fixtures';

const UNKNOWN_ID = '0123456789abcdef01234567';

/** The address book (docs/api.md "Addresses"), every rule through REST and GraphQL. */
describe.each([
  ['REST', restBook],
  ['GraphQL', gqlBook],
])('the address book over %s', (_transport, calls) => {
  let t: TestApp;
  const book = (account: Account): BookCalls => calls(t, account);
  const shopper = (name = 'Address Shopper') => registerUser(t.http, { name });
  const defaults = (addresses: AddressView[]) => addresses.filter((address) => address.isDefault).map((a) => a._id);

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  it('starts empty, makes the first address the default, and keeps them in the order added', async () => {
    const me = book(await shopper());
    expect(ok(await me.list())).toEqual([]);

    const first = ok(
      await me.add(addressInput(1, { line2: 'Flat 3', region: 'Greater London', phone: '+44 20 7946 0000' })),
    );
    expect(first.message).toBe('Address added');
    expect(first.address).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      fullName: 'Ada Lovelace 1',
      line1: '1 St James’s Square',
      line2: 'Flat 3',
      city: 'London',
      region: 'Greater London',
      postalCode: 'SW1Y 1JH',
      country: 'GB',
      countryName: 'United Kingdom',
      phone: '+44 20 7946 0000',
      isDefault: true,
    });
    const second = ok(await me.add(addressInput(2, { country: 'us' })));
    expect(second.address).toMatchObject({ country: 'US', countryName: 'United States of America', isDefault: false });
    expect(second.addresses.map((a) => a.fullName)).toEqual(['Ada Lovelace 1', 'Ada Lovelace 2']);
    expect(ok(await me.list())).toEqual(second.addresses);
  });

  it('answers addresses in the documented shape over REST', async () => {
    if (_transport !== 'REST') return;
    const account = await shopper();
    ok(await book(account).add(addressInput()));
    const res = await t.http.get('/api/user/addresses').set('authorization', `Bearer ${account.token}`);
    expect(Object.keys(res.body)).toEqual(['addresses']);
    expect(Object.keys(res.body.addresses[0]).sort()).toEqual(REST_ADDRESS_KEYS);
  });

  it('edits an address (every field sent again; left-out optional fields become "")', async () => {
    const me = book(await shopper());
    const { address } = ok(await me.add(addressInput(1, { line2: 'Flat 3', phone: '0123 456' })));
    const edited = ok(
      await me.update(address._id, { ...addressInput(1), city: 'Bath', line2: undefined, phone: null }),
    );
    expect(edited.message).toBe('Address updated');
    expect(edited.address).toMatchObject({ _id: address._id, city: 'Bath', line2: '', phone: '', isDefault: true });
    expect(ok(await me.list())).toEqual([edited.address]);
  });

  it('moves the default, and deleting the default makes the oldest remaining address the default', async () => {
    const me = book(await shopper());
    const ids = [];
    for (let n = 1; n <= 3; n++) ids.push(ok(await me.add(addressInput(n))).address._id);
    const moved = ok(await me.setDefault(ids[2]));
    expect(moved.message).toBe('Default address updated');
    expect(moved.address.isDefault).toBe(true);
    expect(defaults(moved.addresses)).toEqual([ids[2]]);

    const afterDelete = ok(await me.remove(ids[2]));
    expect(afterDelete.message).toBe('Address deleted');
    expect(afterDelete.addresses.map((a) => a._id)).toEqual([ids[0], ids[1]]);
    expect(defaults(afterDelete.addresses)).toEqual([ids[0]]);

    expect(defaults(ok(await me.remove(ids[0])).addresses)).toEqual([ids[1]]);
    expect(ok(await me.remove(ids[1])).addresses).toEqual([]);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses: the next is 409 ADDRESS_LIMIT, and a deletion makes room`, async () => {
    const me = book(await shopper());
    let last = '';
    for (let n = 1; n <= MAX_ADDRESSES; n++) last = ok(await me.add(addressInput(n))).address._id;
    const refused = await me.add(addressInput(11));
    expect(refused).toEqual({
      ok: false,
      status: 409,
      code: 'ADDRESS_LIMIT',
      message: `You can keep at most ${MAX_ADDRESSES} addresses. Delete one to add another.`,
    });
    ok(await me.remove(last));
    expect(ok(await me.add(addressInput(12))).addresses).toHaveLength(MAX_ADDRESSES);
  });

  it(`never passes ${MAX_ADDRESSES} addresses under 16 concurrent adds`, async () => {
    const account = await shopper();
    const answers = await Promise.all(Array.from({ length: 16 }, (_, n) => book(account).add(addressInput(n))));
    const added = answers.filter((answer) => answer.ok);
    expect(added).toHaveLength(MAX_ADDRESSES);
    expect(answers.filter((answer) => !answer.ok).map((answer) => !answer.ok && answer.code)).toEqual(
      Array(16 - MAX_ADDRESSES).fill('ADDRESS_LIMIT'),
    );
    const list = ok(await book(account).list());
    expect(list).toHaveLength(MAX_ADDRESSES);
    expect(list.filter((address) => address.isDefault)).toHaveLength(1);
  });

  it("finds nobody else's address: another shopper's id is 404 'Address not found' for every change", async () => {
    const owner = book(await shopper('Owner'));
    const other = book(await shopper('Other'));
    const { address } = ok(await owner.add(addressInput()));
    const notFound = { ok: false, status: 404, code: 'NOT_FOUND', message: 'Address not found' };
    expect(await other.update(address._id, addressInput(2))).toEqual(notFound);
    expect(await other.setDefault(address._id)).toEqual(notFound);
    expect(await other.remove(address._id)).toEqual(notFound);
    expect(await owner.update(UNKNOWN_ID, addressInput(2))).toEqual(notFound);
    expect(ok(await other.list())).toEqual([]);
    expect(ok(await owner.list())).toEqual([address]);
  });

  it('refuses a malformed id with 400 INVALID_ID', async () => {
    const me = book(await shopper());
    for (const answer of [
      await me.update('nope', addressInput()),
      await me.remove('nope'),
      await me.setDefault('123'),
    ]) {
      expect(answer).toMatchObject({ ok: false, status: 400, code: 'INVALID_ID' });
    }
  });

  const long = (n: number) => 'x'.repeat(n);
  it.each([
    ['fullName', '', 'Full name is required'],
    ['fullName', ' \u200B ', 'Full name is required'],
    ['fullName', long(101), 'Full name must be at most 100 characters long'],
    ['fullName', 'Ada\u202Eecalovel', 'Full name contains characters that are not allowed'],
    ['line1', undefined, 'Address line 1 is required'],
    ['line1', long(101), 'Address line 1 must be at most 100 characters long'],
    ['line1', 'one\ntwo', 'Address line 1 must be a single line'],
    ['line2', long(101), 'Address line 2 must be at most 100 characters long'],
    ['line2', 'a\u0000b', 'Address line 2 contains characters that are not allowed'],
    ['city', '', 'City is required'],
    ['city', long(101), 'City must be at most 100 characters long'],
    ['region', long(101), 'Region must be at most 100 characters long'],
    ['postalCode', '', 'Postal code is required'],
    ['postalCode', long(21), 'Postal code must be at most 20 characters long'],
    ['country', '', 'Country is required'],
    ['country', 'ZZ', 'Country must be a two-letter ISO 3166-1 country code, such as GB or US'],
    ['country', 'United Kingdom', 'Country must be a two-letter ISO 3166-1 country code, such as GB or US'],
    ['phone', 'call me', 'Phone may contain only digits, spaces and + ( ) - .'],
    ['phone', '1'.repeat(31), 'Phone must be at most 30 characters long'],
  ])('refuses %s = %j with 400 VALIDATION_FAILED "%s", storing nothing', async (field, value, message) => {
    const me = book(await shopper());
    const answer = await me.add(addressInput(1, { [field]: value }));
    // GraphQL itself refuses a missing required field, naming it in its own words.
    const expected = value === undefined && _transport === 'GraphQL' ? expect.stringContaining(`"${field}"`) : message;
    expect(answer).toEqual({ ok: false, status: 400, code: 'VALIDATION_FAILED', message: expected });
    expect(ok(await me.list())).toEqual([]);
  });

  it('counts characters as people do: 100 emoji fit in a full name', async () => {
    const me = book(await shopper());
    const name = '\u{1F4DA}'.repeat(100);
    expect(ok(await me.add(addressInput(1, { fullName: name }))).address.fullName).toBe(name);
  });

  it('refuses an edit that breaks a rule and keeps the address as it was', async () => {
    const me = book(await shopper());
    const { address } = ok(await me.add(addressInput()));
    expect(await me.update(address._id, addressInput(1, { city: long(101) }))).toMatchObject({
      ok: false,
      code: 'VALIDATION_FAILED',
      message: 'City must be at most 100 characters long',
    });
    expect(ok(await me.list())).toEqual([address]);
  });
});

describe('the address book over REST: input that is not text', () => {
  let t: TestApp;
  let account: Account;
  beforeAll(async () => {
    t = await createTestApp();
    account = await registerUser(t.http);
  });
  afterAll(() => t.close());

  it.each([
    ['an operator object', { city: { $gt: '' } }],
    ['a number', { postalCode: 12345 }],
    ['a list', { fullName: ['Ada'] }],
  ])('refuses %s with 400 VALIDATION_FAILED naming the field', async (_label, change) => {
    const res = await t.http
      .post('/api/user/addresses')
      .set('authorization', `Bearer ${account.token}`)
      .send(addressInput(1, change));
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(res.body.message).toMatch(/^(City|Postal code|Full name) /);
    expectNoInternals(res);
  });

  it('asks for a sign-in', async () => {
    expectError(await t.http.get('/api/user/addresses'), 401, 'UNAUTHENTICATED');
  });
});
