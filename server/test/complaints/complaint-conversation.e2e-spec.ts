import { Types } from 'mongoose';
import { OutboxService } from '../../src/mail/outbox.service';
import { Account, expectError, expectGqlError, gql, registerUser } from '../setup/helpers';
import { listenForSockets, liveClient, type LiveClient } from '../setup/live-client';
import { SmtpSink } from '../setup/smtp-sink';
import { createTestApp, type TestApp } from '../setup/test-app';
import { auth, submit } from './complaint-fixtures';

const MESSAGES = 'messages { id author { id name role } text at }';
const REPLY = `mutation Reply($id: ID!, $message: String!) {
  replyToComplaint(id: $id, message: $message) { message complaint { id status adminResponse ${MESSAGES} } }
}`;
const RESPOND = `mutation Respond($id: ID!, $input: RespondToComplaintInput!) {
  respondToComplaint(id: $id, input: $input) { complaint { id status adminResponse ${MESSAGES} } }
}`;

/**
 * A complaint's thread (docs/api.md "Complaints"): the description, the admin's answers and the
 * shopper's replies, oldest first, through both transports; a reply opens a resolved complaint
 * again, tells the store by email and reaches the admin's live view.
 */
describe('complaint conversations', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let outbox: OutboxService;
  let url: string;
  let admin: Account;
  let alice: Account;
  let bob: Account;
  const clients: LiveClient[] = [];

  const replyRest = (account: Account, id: string, body: unknown) =>
    t.http
      .post(`/api/user/complaints/${id}/messages`)
      .set(...auth(account))
      .send(body as object);
  const respondRest = (id: string, body: Record<string, unknown>) =>
    t.http
      .put(`/api/admin/complaint/${id}`)
      .set(...auth(admin))
      .send(body);

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    t = await createTestApp({ SMTP_URL: smtp.url, STORE_EMAIL: 'care@books.test' });
    url = await listenForSockets(t.app);
    outbox = t.app.get(OutboxService);
    admin = await registerUser(t.http, { role: 'admin', name: 'Store Admin' });
    alice = await registerUser(t.http, { name: 'Alice Thread' });
    bob = await registerUser(t.http, { name: 'Bob Thread' });
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.dispose()));
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    await outbox.sweep(); // what earlier tests made due is out of the way
    smtp.clear();
  });

  it('shows the description as the first message, then answers and replies with author and time (REST)', async () => {
    const complaint = await submit(t.http, alice, { description: 'The parcel never came.' });
    expect(complaint.messages).toEqual([
      {
        id: 'description',
        author: { _id: alice.user._id, name: 'Alice Thread', role: 'user' },
        text: 'The parcel never came.',
        at: complaint.createdAt,
      },
    ]);
    const answered = await respondRest(complaint._id, { adminResponse: 'It is on its way.' });
    expect(answered.status).toBe(200);
    const before = Date.now();
    const replied = await replyRest(alice, complaint._id, { message: '  Still nothing today.  ' });
    expect(replied.status).toBe(201);
    expect(replied.body.success).toBe(true);
    expect(replied.body.message).toBe('Reply sent');
    const thread = replied.body.complaint.messages;
    expect(thread.map((m: { text: string }) => m.text)).toEqual([
      'The parcel never came.',
      'It is on its way.',
      'Still nothing today.',
    ]);
    expect(thread[1].author).toEqual({ _id: admin.user._id, name: 'Store Admin', role: 'admin' });
    expect(thread[2].author).toEqual({ _id: alice.user._id, name: 'Alice Thread', role: 'user' });
    expect(new Date(thread[2].at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Set(thread.map((m: { id: string }) => m.id)).size).toBe(3);
    // The existing fields keep the latest answer; a reply is not an answer.
    expect(replied.body.complaint.adminResponse).toBe('It is on its way.');

    const again = await respondRest(complaint._id, { adminResponse: 'A new copy ships today.', status: 'resolved' });
    expect(again.body.complaint.adminResponse).toBe('A new copy ships today.');
    expect(again.body.complaint.respondedBy).toEqual({ _id: admin.user._id, name: 'Store Admin' });
    expect(again.body.complaint.messages).toHaveLength(4);
    const read = await t.http.get(`/api/user/complaint/${complaint._id}`).set(...auth(alice));
    expect(read.body.complaint.messages.at(-1)).toMatchObject({ text: 'A new copy ships today.' });
    expect(read.body.complaint.adminResponse).toBe('A new copy ships today.');
  });

  it('replies over GraphQL, and the admin answers in the same thread', async () => {
    const complaint = await submit(t.http, alice, { description: 'Wrong edition.' });
    const reply = await gql(t.http, REPLY, { id: complaint._id, message: 'Any news?' }, alice.token);
    expect(reply.body.errors).toBeUndefined();
    const replied = reply.body.data.replyToComplaint;
    expect(replied.message).toBe('Reply sent');
    expect(replied.complaint.status).toBe('PENDING');
    expect(replied.complaint.messages.map((m: { author: { role: string } }) => m.author.role)).toEqual([
      'USER',
      'USER',
    ]);
    const answer = await gql(
      t.http,
      RESPOND,
      { id: complaint._id, input: { adminResponse: 'Swapping it now.', status: 'IN_PROGRESS' } },
      admin.token,
    );
    expect(answer.body.errors).toBeUndefined();
    const answered = answer.body.data.respondToComplaint.complaint;
    expect(answered.adminResponse).toBe('Swapping it now.');
    expect(answered.messages.at(-1)).toMatchObject({
      text: 'Swapping it now.',
      author: { id: admin.user._id, name: 'Store Admin', role: 'ADMIN' },
    });
    expect(answered.messages.map((m: { text: string }) => m.text)).toEqual([
      'Wrong edition.',
      'Any news?',
      'Swapping it now.',
    ]);
  });

  it('opens a resolved or closed complaint again, in progress, on both transports', async () => {
    const complaint = await submit(t.http, alice);
    await respondRest(complaint._id, { adminResponse: 'Refunded.', status: 'resolved' });
    const rest = await replyRest(alice, complaint._id, { message: 'The refund did not arrive.' });
    expect(rest.body.complaint).toMatchObject({ status: 'in-progress', open: true, overdue: false });

    await respondRest(complaint._id, { adminResponse: 'Closing this.', status: 'closed' });
    const graphql = await gql(t.http, REPLY, { id: complaint._id, message: 'Please do not.' }, alice.token);
    expect(graphql.body.data.replyToComplaint.complaint.status).toBe('IN_PROGRESS');
    // The latest answer stays the latest answer.
    expect(graphql.body.data.replyToComplaint.complaint.adminResponse).toBe('Closing this.');
  });

  it("refuses a reply to another shopper's complaint, or one that does not exist, as not found", async () => {
    const complaint = await submit(t.http, alice);
    expectError(await replyRest(bob, complaint._id, { message: 'Mine now' }), 404, 'NOT_FOUND');
    expectError(await replyRest(admin, complaint._id, { message: 'Admins answer elsewhere' }), 404, 'NOT_FOUND');
    expectError(await replyRest(bob, new Types.ObjectId().toString(), { message: 'Hello' }), 404, 'NOT_FOUND');
    expectGqlError(await gql(t.http, REPLY, { id: complaint._id, message: 'Mine now' }, bob.token), 'NOT_FOUND');
    const read = await t.http.get(`/api/user/complaint/${complaint._id}`).set(...auth(alice));
    expect(read.body.complaint.messages).toHaveLength(1);
  });

  it('refuses an empty, blank, too long or non-text message, naming the field', async () => {
    const complaint = await submit(t.http, alice);
    for (const [body, message] of [
      [{}, 'Message is required'],
      [{ message: '   ' }, 'Message is required'],
      [{ message: '\u200B' }, 'Message is required'],
      [{ message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters long'],
      [{ message: { $gt: '' } }, 'Message must be text'],
    ] as const) {
      const res = await replyRest(alice, complaint._id, body);
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.message).toContain(message);
    }
    expect((await replyRest(alice, complaint._id, { message: '🐛'.repeat(5000) })).status).toBe(201);
    const blank = await gql(t.http, REPLY, { id: complaint._id, message: '  ' }, alice.token);
    expectGqlError(blank, 'VALIDATION_FAILED');
    expect(blank.body.errors[0].message).toBe('Message is required');
    const long = await gql(t.http, REPLY, { id: complaint._id, message: 'y'.repeat(5001) }, alice.token);
    expectGqlError(long, 'VALIDATION_FAILED');
  });

  it('refuses a reply once the thread holds 200 messages, with a clear conflict', async () => {
    const complaint = await submit(t.http, alice);
    const at = new Date();
    const replies = Array.from({ length: 197 }, (_, i) => ({
      _id: new Types.ObjectId(),
      author: new Types.ObjectId(alice.user._id),
      authorName: 'Alice Thread',
      text: `Reply ${i}`,
      at,
    }));
    await t.connection
      .collection('complaints')
      .updateOne({ _id: new Types.ObjectId(complaint._id) }, { $set: { replies } });
    await respondRest(complaint._id, { adminResponse: 'Answer 198' });
    // The description, 197 replies and an answer: 199; one more fits.
    expect((await replyRest(alice, complaint._id, { message: 'The 200th' })).status).toBe(201);
    const full = await replyRest(alice, complaint._id, { message: 'The 201st' });
    expectError(full, 409, 'COMPLAINT_THREAD_FULL');
    expect(full.body.message).toBe(
      'This conversation has reached 200 messages. Please submit a new complaint to continue.',
    );
    expectGqlError(
      await gql(t.http, REPLY, { id: complaint._id, message: 'Over GraphQL' }, alice.token),
      'COMPLAINT_THREAD_FULL',
    );
    const read = await t.http.get(`/api/user/complaint/${complaint._id}`).set(...auth(alice));
    expect(read.body.complaint.messages).toHaveLength(200);
  });

  it('tells the store of a reply and the shopper of an answer, as each chose', async () => {
    const complaint = await submit(t.http, alice, { title: 'Missing page' });
    await respondRest(complaint._id, { adminResponse: 'Which page?', status: 'resolved' });
    await replyRest(alice, complaint._id, { message: 'Page <b>42</b>.' });
    await outbox.sweep();
    const toStore = smtp.to('care@books.test').filter((mail) => mail.subject === 'Reply: Missing page');
    expect(toStore).toHaveLength(1);
    expect(toStore[0].replyTo).toContain(alice.user.email);
    expect(toStore[0].text).toContain('Page <b>42</b>.');
    expect(toStore[0].text).toContain('It is open again.');
    expect(toStore[0].html).toContain('Page &lt;b&gt;42&lt;/b&gt;.');
    expect(toStore[0].html).toContain(`http://store.test/admin/complaint/${complaint._id}`);
    expect(smtp.to(alice.user.email).map((mail) => mail.subject)).toEqual(['We answered: Missing page']);

    // Bob turned complaint emails off: his answers stay quiet, the store still hears his replies.
    await gql(
      t.http,
      'mutation { updateEmailPreferences(input: { orderEmails: true, complaintEmails: false }) { preferences { complaintEmails } } }',
      {},
      bob.token,
    );
    smtp.clear();
    const bobs = await submit(t.http, bob, { title: 'Bent spine' });
    await respondRest(bobs._id, { adminResponse: 'Sorry about that.' });
    await gql(t.http, REPLY, { id: bobs._id, message: 'Thanks.' }, bob.token);
    await outbox.sweep();
    expect(smtp.to(bob.user.email)).toHaveLength(0);
    expect(smtp.to('care@books.test').map((mail) => mail.subject)).toEqual([
      'New complaint: Bent spine',
      'Reply: Bent spine',
    ]);
  });

  it("delivers a reply to the admin's live view and an answer to the shopper's", async () => {
    const complaint = await submit(t.http, alice);
    const adminClient = liveClient(url, { token: admin.token });
    const aliceClient = liveClient(url, { token: alice.token });
    clients.push(adminClient, aliceClient);
    await Promise.all([adminClient.connected, aliceClient.connected]);
    const adminLive = adminClient.subscribe(`subscription { complaintUpdated { id status ${MESSAGES} } }`);
    const aliceLive = aliceClient.subscribe(`subscription { myComplaintUpdated { id status ${MESSAGES} } }`);
    await new Promise((resolve) => setTimeout(resolve, 150));

    await replyRest(alice, complaint._id, { message: 'Hello from the shop floor' });
    const seen = (await adminLive.next()).data as any;
    expect(seen.complaintUpdated.id).toBe(complaint._id);
    expect(seen.complaintUpdated.messages.at(-1)).toMatchObject({
      text: 'Hello from the shop floor',
      author: { id: alice.user._id, role: 'USER' },
    });
    expect(((await aliceLive.next()).data as any).myComplaintUpdated.messages).toHaveLength(2);

    await respondRest(complaint._id, { adminResponse: 'Hello back' });
    const answered = (await aliceLive.next()).data as any;
    expect(answered.myComplaintUpdated.messages.at(-1)).toMatchObject({
      text: 'Hello back',
      author: { role: 'ADMIN' },
    });
  });

  it("shows a deleted shopper's messages as the deleted customer's, and keeps them", async () => {
    const carol = await registerUser(t.http, { name: 'Carol Gone' });
    const complaint = await submit(t.http, carol, { description: 'Leaving soon.' });
    expect((await replyRest(carol, complaint._id, { message: 'Bye.' })).status).toBe(201);
    const deleted = await t.http
      .post('/api/user/account/delete')
      .set(...auth(carol))
      .send({ password: carol.password });
    expect(deleted.status).toBe(200);
    const read = await t.http.get(`/api/admin/complaint/${complaint._id}`).set(...auth(admin));
    expect(
      read.body.complaint.messages.map((m: { author: { name: string }; text: string }) => [m.author.name, m.text]),
    ).toEqual([
      ['Deleted customer', 'Leaving soon.'],
      ['Deleted customer', 'Bye.'],
    ]);
  });
});
