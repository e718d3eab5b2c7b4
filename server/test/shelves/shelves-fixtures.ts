import type { mongo, Types } from 'mongoose';
import type TestAgent from 'supertest/lib/agent';
import type { Account } from '../setup/helpers';

export const auth = (account: Account) => ({ authorization: `Bearer ${account.token}` });

/** Places an order of these books (one copy each unless said) and returns its id. */
export async function order(
  http: TestAgent,
  account: Account,
  lines: Array<string | [string, number]>,
): Promise<string> {
  const res = await http
    .post('/api/user/order/manual')
    .set(auth(account))
    .send({
      books: lines.map((line) =>
        typeof line === 'string' ? { book: line, quantity: 1 } : { book: line[0], quantity: line[1] },
      ),
    });
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.order._id as string;
}

export async function cancel(http: TestAgent, admin: Account, id: string): Promise<void> {
  const res = await http.put(`/api/admin/orders/${id}`).set(auth(admin)).send({ status: 'cancelled' });
  if (res.status !== 200) throw new Error(`cancel failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Every pair's count recounted from the orders themselves: acknowledged, not cancelled, each order's distinct books. */
export async function recountPairs(db: mongo.Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const orders = db.collection('orders').find({ status: { $in: ['pending', 'shipped', 'delivered'] } });
  for await (const row of orders) {
    const books = [
      ...new Set((row.books as Array<{ book: { _id: Types.ObjectId } }>).map((line) => String(line.book._id))),
    ];
    for (const a of books) for (const b of books) if (a !== b) counts[`${a}-${b}`] = (counts[`${a}-${b}`] ?? 0) + 1;
  }
  return counts;
}

/** The stored pair counts, those above zero. */
export async function storedPairs(db: mongo.Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for await (const row of db.collection<{ _id: string; n: number }>('alsobought').find({ n: { $ne: 0 } }))
    counts[row._id] = row.n;
  return counts;
}
