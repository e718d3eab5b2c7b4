import { Account, gql } from '../setup/helpers';
import type { TestApp } from '../setup/test-app';

/** A valid address input; `n` makes each one different. */
export const addressInput = (n = 1, overrides: Record<string, unknown> = {}) => ({
  fullName: `Ada Lovelace ${n}`,
  line1: `${n} St James’s Square`,
  line2: '',
  city: 'London',
  region: '',
  postalCode: `SW1Y ${n}JH`,
  country: 'GB',
  phone: '',
  ...overrides,
});

export const ADDRESS_FIELDS = 'id fullName line1 line2 city region postalCode country countryName phone isDefault';
export const REST_ADDRESS_KEYS = [
  '_id',
  'city',
  'country',
  'countryName',
  'fullName',
  'isDefault',
  'line1',
  'line2',
  'phone',
  'postalCode',
  'region',
];

export interface AddressView {
  _id: string;
  fullName: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  countryName: string;
  phone: string;
  isDefault: boolean;
}

/** What a call answered, the same for both transports: ok with the body, or the error's status and code. */
export type Answer<T> = { ok: true; value: T } | { ok: false; status: number; code: string; message: string };

export interface BookCalls {
  list(): Promise<Answer<AddressView[]>>;
  add(input: unknown): Promise<Answer<{ message: string; address: AddressView; addresses: AddressView[] }>>;
  update(
    id: string,
    input: unknown,
  ): Promise<Answer<{ message: string; address: AddressView; addresses: AddressView[] }>>;
  remove(id: string): Promise<Answer<{ message: string; addresses: AddressView[] }>>;
  setDefault(id: string): Promise<Answer<{ message: string; address: AddressView; addresses: AddressView[] }>>;
}

type Res = { status: number; body: any };

const fromRest =
  <T>(expected: number, pick: (body: any) => T) =>
  (res: Res): Answer<T> =>
    res.status === expected
      ? { ok: true, value: pick(res.body) }
      : { ok: false, status: res.status, code: res.body.error, message: res.body.message };

/** GraphQL's `id` as REST's `_id`, so that both transports' answers compare alike. */
export const restShaped = (address: any): AddressView => {
  const { id, ...rest } = address;
  return { _id: id, ...rest };
};

const fromGql =
  <T>(field: string, pick: (data: any) => T) =>
  (res: Res): Answer<T> => {
    const error = res.body.errors?.[0];
    if (error)
      return { ok: false, status: error.extensions.statusCode, code: error.extensions.code, message: error.message };
    return { ok: true, value: pick(res.body.data[field]) };
  };

const payload = (body: any) => ({
  message: body.message,
  address: restShaped(body.address),
  addresses: body.addresses.map(restShaped),
});

export function restBook(t: TestApp, account: Account): BookCalls {
  const auth = { authorization: `Bearer ${account.token}` };
  const whole = (body: any) => body;
  return {
    list: () =>
      t.http
        .get('/api/user/addresses')
        .set(auth)
        .then(fromRest(200, (body) => body.addresses)),
    add: (input) =>
      t.http
        .post('/api/user/addresses')
        .set(auth)
        .send(input as object)
        .then(fromRest(201, whole)),
    update: (id, input) =>
      t.http
        .put(`/api/user/addresses/${id}`)
        .set(auth)
        .send(input as object)
        .then(fromRest(200, whole)),
    remove: (id) => t.http.delete(`/api/user/addresses/${id}`).set(auth).then(fromRest(200, whole)),
    setDefault: (id) => t.http.put(`/api/user/addresses/${id}/default`).set(auth).then(fromRest(200, whole)),
  };
}

const PAYLOAD = `message address { ${ADDRESS_FIELDS} } addresses { ${ADDRESS_FIELDS} }`;

export function gqlBook(t: TestApp, account: Account): BookCalls {
  const send = (query: string, variables: Record<string, unknown> = {}) => gql(t.http, query, variables, account.token);
  return {
    list: () => send(`{ addresses { ${ADDRESS_FIELDS} } }`).then(fromGql('addresses', (list) => list.map(restShaped))),
    add: (input) =>
      send(`mutation($input: AddressInput!) { addAddress(input: $input) { ${PAYLOAD} } }`, { input }).then(
        fromGql('addAddress', payload),
      ),
    update: (id, input) =>
      send(`mutation($id: ID!, $input: AddressInput!) { updateAddress(id: $id, input: $input) { ${PAYLOAD} } }`, {
        id,
        input,
      }).then(fromGql('updateAddress', payload)),
    remove: (id) =>
      send(`mutation($id: ID!) { deleteAddress(id: $id) { message addresses { ${ADDRESS_FIELDS} } } }`, { id }).then(
        fromGql('deleteAddress', (body) => ({ message: body.message, addresses: body.addresses.map(restShaped) })),
      ),
    setDefault: (id) =>
      send(`mutation($id: ID!) { setDefaultAddress(id: $id) { ${PAYLOAD} } }`, { id }).then(
        fromGql('setDefaultAddress', payload),
      ),
  };
}

/** Unwraps a successful answer, or fails the test with what was answered instead. */
export function ok<T>(answer: Answer<T>): T {
  if (!answer.ok) throw new Error(`expected success, got ${answer.status} ${answer.code}: ${answer.message}`);
  return answer.value;
}
