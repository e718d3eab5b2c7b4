import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SmtpSink } from '../setup/smtp-sink';
import { call, killStore, startStore, type StoreProcess } from '../setup/store-process';

/**
 * The real store as a child process on a data folder of its own, killed with SIGKILL (Node and its
 * Java database) while it is sending an order's confirmation: the SMTP server holds the message's
 * data unanswered, so the store has recorded and claimed the message but never heard it arrive.
 * Started again on the same folder, the store sends it, once.
 */
describe('a store killed between recording an email and sending it', () => {
  let dataDir: string;
  let smtp: SmtpSink;
  const stores: StoreProcess[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bookstore-outbox-crash-'));
    smtp = await SmtpSink.start();
  });

  afterAll(async () => {
    for (const store of stores) await killStore(store);
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends the confirmation after the restart, once', async () => {
    const env = { SMTP_URL: smtp.url };
    const first = await startStore(dataDir, env);
    stores.push(first);
    const register = async (name: string, role: string) =>
      (
        await call(first.base, '/api/user/register', {
          method: 'POST',
          body: { name, email: `${name.toLowerCase()}@outbox-crash.test`, password: 'secret123', role },
        })
      ).body.token as string;
    const admin = await register('Admin', 'admin');
    const shopper = await register('Shopper', 'user');
    const book = await call(first.base, '/api/admin/addBook', {
      method: 'POST',
      token: admin,
      body: { title: 'Crash Course', author: 'A', category: 'Fiction', price: 5, stock: 5 },
    });
    expect(book.status).toBe(201);

    smtp.hold();
    const order = await call(first.base, '/api/user/order/manual', {
      method: 'POST',
      token: shopper,
      body: { books: [{ book: book.body.book._id, quantity: 1 }] },
    });
    expect(order.status).toBe(201);
    await smtp.waitFor(() => smtp.heldCount === 1);
    await killStore(first); // kill -9 while the message's data waits for the server's answer
    smtp.discardHeld();
    expect(smtp.received).toHaveLength(0);

    const second = await startStore(dataDir, env);
    stores.push(second);
    const subject = `Thank you for your order at BookStore (order #${String(order.body.order._id).slice(-8)})`;
    await smtp.waitFor(() => smtp.received.length >= 1, 30_000);
    // Two more sweeps of the restarted store (every 5 s) send nothing more.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    expect(smtp.received.map((mail) => [mail.to, mail.subject])).toEqual([['shopper@outbox-crash.test', subject]]);
  });
});
