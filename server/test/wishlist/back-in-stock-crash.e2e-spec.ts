import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SmtpSink } from '../setup/smtp-sink';
import { call, killStore, startStore, type StoreProcess } from '../setup/store-process';

/**
 * The real store as a child process, killed with SIGKILL (Node and its Java database) after the
 * admin restocked a book a shopper waits for, while the back-in-stock email is being sent: the
 * SMTP server holds the message's data unanswered. Started again on the same folder, the store
 * sends it, once.
 */
describe('a store killed between a restock and its back-in-stock email', () => {
  let dataDir: string;
  let smtp: SmtpSink;
  const stores: StoreProcess[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bookstore-back-in-stock-crash-'));
    smtp = await SmtpSink.start();
  });

  afterAll(async () => {
    for (const store of stores) await killStore(store);
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends the email after the restart, once', async () => {
    const env = { SMTP_URL: smtp.url };
    const first = await startStore(dataDir, env);
    stores.push(first);
    const register = async (name: string, role: string) =>
      (
        await call(first.base, '/api/user/register', {
          method: 'POST',
          body: { name, email: `${name.toLowerCase()}@restock-crash.test`, password: 'secret123', role },
        })
      ).body.token as string;
    const admin = await register('Admin', 'admin');
    const shopper = await register('Shopper', 'user');
    const fields = { title: 'Second Printing', author: 'A', category: 'Fiction', price: 5 };
    const book = await call(first.base, '/api/admin/addBook', {
      method: 'POST',
      token: admin,
      body: { ...fields, stock: 0 },
    });
    expect(book.status).toBe(201);
    const bookId = book.body.book._id as string;
    const alert = await call(first.base, `/api/user/stock-alerts/${bookId}`, { method: 'PUT', token: shopper });
    expect(alert.status).toBe(200);

    smtp.hold();
    const restock = await call(first.base, `/api/admin/updateBook/${bookId}`, {
      method: 'POST',
      token: admin,
      body: { ...fields, stock: 4, expectedStock: 0 },
    });
    expect(restock.status).toBe(200);
    await smtp.waitFor(() => smtp.heldCount === 1, 30_000);
    await killStore(first); // kill -9 while the message's data waits for the server's answer
    smtp.discardHeld();
    expect(smtp.received).toHaveLength(0);

    const second = await startStore(dataDir, env);
    stores.push(second);
    await smtp.waitFor(() => smtp.received.length >= 1, 30_000);
    // Two more sweeps of the restarted store (every 5 s) send nothing more.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    expect(smtp.received.map((mail) => [mail.to, mail.subject])).toEqual([
      ['shopper@restock-crash.test', 'Back in stock: Second Printing'],
    ]);
  });
});
