import { addBook } from '../books/book-fixtures';
import type { Account } from '../setup/helpers';
import type { TestApp } from '../setup/test-app';

export const bearer = (account: Account) => ({ authorization: `Bearer ${account.token}` });

/** A new book with plenty of stock. */
export const newBook = (t: TestApp, admin: Account, title = 'Reviewed Book') =>
  addBook(t.http, admin.token, { stock: '1000', title }).then((book) => book._id as string);

/** An order of the book by the shopper, moved by the admin to `status` (delivered: the shopper received it). */
export async function orderOf(
  t: TestApp,
  admin: Account,
  shopper: Account,
  bookId: string,
  status: 'pending' | 'shipped' | 'delivered' = 'delivered',
): Promise<string> {
  const placed = await t.http
    .post('/api/user/order/manual')
    .set(bearer(shopper))
    .send({ books: [{ book: bookId, quantity: 1 }] });
  if (placed.status !== 201) throw new Error(`could not order: ${placed.status} ${JSON.stringify(placed.body)}`);
  const id = placed.body.order._id as string;
  const steps = status === 'delivered' ? ['shipped', 'delivered'] : status === 'shipped' ? ['shipped'] : [];
  for (const step of steps) {
    const moved = await t.http.put(`/api/admin/orders/${id}`).set(bearer(admin)).send({ status: step });
    if (moved.status !== 200)
      throw new Error(`could not move to ${step}: ${moved.status} ${JSON.stringify(moved.body)}`);
  }
  return id;
}

/** The shopper's review of the book through REST (they must have received it). */
export async function reviewOf(
  t: TestApp,
  shopper: Account,
  bookId: string,
  body: Record<string, unknown> = { rating: 4, title: 'Good', text: 'A good read.' },
): Promise<Record<string, any>> {
  const res = await t.http.put(`/api/books/${bookId}/review`).set(bearer(shopper)).send(body);
  if (res.status !== 200) throw new Error(`could not review: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.review;
}

/** The book's rating as REST shows it. */
export async function ratingOf(t: TestApp, account: Account, bookId: string) {
  const res = await t.http.get(`/api/user/book/${bookId}`).set(bearer(account));
  return { average: res.body.book.ratingAverage as number | null, count: res.body.book.ratingCount as number };
}
