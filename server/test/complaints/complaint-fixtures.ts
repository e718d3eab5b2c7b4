import type { Connection } from 'mongoose';
import { Types } from 'mongoose';
import type TestAgent from 'supertest/lib/agent';
import type { Account } from '../setup/helpers';

export const UNKNOWN_ID = '0123456789abcdef01234567';

export const COMPLAINT_FIELDS = `id title description type category priority status adminResponse
  respondedBy { id name email } respondedAt user { id name email } createdAt updatedAt orderId
  responses { message respondedBy { id name } respondedAt status priority } dueAt overdue`;

/** The exact keys of a Complaint over REST (docs/api.md "Complaints", plus orderId, responses, messages, dueAt, overdue, open). */
export const REST_COMPLAINT_KEYS = [
  '_id',
  'adminResponse',
  'category',
  'createdAt',
  'description',
  'dueAt',
  'messages',
  'open',
  'orderId',
  'overdue',
  'priority',
  'respondedAt',
  'respondedBy',
  'responses',
  'status',
  'title',
  'type',
  'updatedAt',
  'user',
];

export const auth = (account: Account) => ['authorization', `Bearer ${account.token}`] as const;

/** Submits a complaint over REST and returns it; fails the test on anything but 201. */
export async function submit(http: TestAgent, account: Account, body: Record<string, unknown> = {}) {
  const res = await http
    .post('/api/user/complaint')
    .set(...auth(account))
    .send({ title: 'Late delivery', description: 'My parcel is a week late.', ...body });
  if (res.status !== 201) throw new Error(`submit failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.complaint as { _id: string; [key: string]: unknown };
}

/** Moves a complaint's target into the past, as if it had been filed long ago. */
export async function makeOverdue(connection: Connection, id: string): Promise<void> {
  await connection
    .collection('complaints')
    .updateOne({ _id: new Types.ObjectId(id) }, { $set: { dueAt: new Date(Date.now() - 60_000) } });
}
