import { BooksService } from '../../src/books/books.service';
import { MAX_ORDER_NOTE_LENGTH } from '../../src/orders/order-notes.rules';
import { Account, expectError, expectGqlError, gql, registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addBooks, UNKNOWN_ID } from './order-fixtures';

type Note = { id: string; orderId: string; text: string; author: { id: string; name: string }; createdAt: string };
type Added = { status: number; code?: string; message: string; note?: Note };

const NOTE_FIELDS = 'id orderId text author { id name } createdAt';

/**
 * Internal notes on orders (docs/api.md "Orders"): the admin writes and reads them through REST
 * and GraphQL; they carry who wrote them and when; a shopper never sees one, not even in their
 * own order.
 */
describe('internal notes on orders', () => {
  let t: TestApp;
  let admin: Account;
  let alice: Account;
  let orderId: string;

  const auth = (account: Account) => ({ authorization: `Bearer ${account.token}` });

  const transports = {
    REST: {
      add: async (account: Account, id: string, body: unknown): Promise<Added> => {
        const res = await t.http
          .post(`/api/admin/orders/${id}/notes`)
          .set(auth(account))
          .send(body as object);
        if (res.status === 201) return { status: 201, message: res.body.message, note: restNote(res.body.note) };
        return { status: res.status, code: res.body.error, message: res.body.message };
      },
      list: async (account: Account, id: string) => {
        const res = await t.http.get(`/api/admin/orders/${id}/notes`).set(auth(account));
        return res.status === 200
          ? { status: 200, notes: (res.body.notes as any[]).map(restNote), truncated: res.body.truncated as boolean }
          : { status: res.status, code: res.body.error as string };
      },
    },
    GraphQL: {
      add: async (account: Account, id: string, body: unknown): Promise<Added> => {
        const res = await gql(
          t.http,
          `mutation($orderId: ID!, $input: AddOrderNoteInput!) { addOrderNote(orderId: $orderId, input: $input) { message note { ${NOTE_FIELDS} } } }`,
          { orderId: id, input: body },
          account.token,
        );
        const error = res.body.errors?.[0];
        if (error) return { status: error.extensions.statusCode, code: error.extensions.code, message: error.message };
        return { status: 201, message: res.body.data.addOrderNote.message, note: res.body.data.addOrderNote.note };
      },
      list: async (account: Account, id: string) => {
        const res = await gql(
          t.http,
          `query($orderId: ID!) { orderNotes(orderId: $orderId) { notes { ${NOTE_FIELDS} } truncated } }`,
          { orderId: id },
          account.token,
        );
        const error = res.body.errors?.[0];
        if (error) return { status: error.extensions.statusCode as number, code: error.extensions.code as string };
        return { status: 200, ...(res.body.data.orderNotes as { notes: Note[]; truncated: boolean }) };
      },
    },
  };

  function restNote(note: any): Note {
    const { _id, author, ...rest } = note;
    return { id: _id, ...rest, author: { id: author._id, name: author.name } };
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerUser(t.http, { role: 'admin', name: 'Store Admin' });
    alice = await registerUser(t.http, { name: 'Alice Reader' });
    const [book] = await addBooks(t.app.get(BooksService), [5], 'Noted Book');
    const res = await t.http
      .post('/api/user/order/manual')
      .set(auth(alice))
      .send({ books: [{ book, quantity: 1 }] });
    orderId = res.body.order._id;
  });

  afterAll(() => t.close());

  describe.each(Object.keys(transports) as Array<keyof typeof transports>)('over %s', (transport) => {
    const { add, list } = transports[transport];

    it('keeps each note with its author and time, newest first, several lines allowed', async () => {
      const before = Date.now();
      const first = await add(admin, orderId, { text: `  ${transport}: customer called.  ` });
      const second = await add(admin, orderId, { text: `${transport}: parcel held at the depot.\nCall back Monday.` });
      expect(first).toMatchObject({
        status: 201,
        message: 'Note added',
        note: { orderId, text: `${transport}: customer called.`, author: { id: admin.user._id, name: 'Store Admin' } },
      });
      expect(Date.parse(first.note!.createdAt)).toBeGreaterThanOrEqual(before - 1000);

      const listed = await list(admin, orderId);
      expect(listed.status).toBe(200);
      const mine = (listed as { notes: Note[] }).notes.filter((note) => note.text.startsWith(transport));
      expect(mine.map((note) => note.text)).toEqual([second.note!.text, first.note!.text]);
      expect((listed as { truncated: boolean }).truncated).toBe(false);
    });

    it('refuses an empty, blank or too long note with a message naming the field', async () => {
      for (const text of ['', '   \n ', 'x'.repeat(MAX_ORDER_NOTE_LENGTH + 1)]) {
        const answer = await add(admin, orderId, { text });
        expect(answer).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
        expect(answer.message).toMatch(/^Note (is required|must be at most 2000 characters long)$/);
      }
      const rest = await t.http
        .post(`/api/admin/orders/${orderId}/notes`)
        .set(auth(admin))
        .send({ text: { $gt: '' } });
      expectError(rest, 400, 'VALIDATION_FAILED');
    });

    it('answers 404 for an order that does not exist and 400 for a malformed id', async () => {
      expect(await add(admin, UNKNOWN_ID, { text: 'Lost' })).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      expect(await list(admin, UNKNOWN_ID)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      expect(await list(admin, 'not-an-id')).toMatchObject({ status: 400 });
    });

    it('is the admin’s alone: a shopper is refused, even on their own order', async () => {
      expect(await add(alice, orderId, { text: 'Mine' })).toMatchObject({ status: 403 });
      expect(await list(alice, orderId)).toMatchObject({ status: 403 });
    });
  });

  it('never reaches the shopper: their order over REST and GraphQL carries no note', async () => {
    await transports.REST.add(admin, orderId, { text: 'Secret: customer was rude on the phone' });
    const rest = await t.http.get(`/api/user/orders/${orderId}`).set(auth(alice));
    expect(rest.status).toBe(200);
    expect(JSON.stringify(rest.body)).not.toContain('Secret');
    const all = await t.http.get('/api/user/orders').set(auth(alice));
    expect(JSON.stringify(all.body)).not.toContain('Secret');
    const res = await gql(t.http, 'query($id: ID!) { order(id: $id) { id } }', { id: orderId }, alice.token);
    expect(JSON.stringify(res.body)).not.toContain('Secret');
    const gqlNotes = await gql(
      t.http,
      'query($orderId: ID!) { orderNotes(orderId: $orderId) { notes { text } } }',
      { orderId },
      alice.token,
    );
    expectGqlError(gqlNotes, 'FORBIDDEN');
  });
});
