import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { BooksService } from '../../src/books/books.service';
import { GIVE_UP_MS, KEEP_SENT_MS, OutboxService, RETRY_FIRST_MS } from '../../src/mail/outbox.service';
import { MailState, OutgoingMail } from '../../src/mail/schemas/outgoing-mail.schema';
import { Upgrades } from '../../src/database/upgrades';
import { OrderNotices } from '../../src/orders/order-notices';
import { Order } from '../../src/orders/schemas/order.schema';
import { EmailPreferencesService } from '../../src/users/email-preferences.service';
import { Account, registerUser } from '../setup/helpers';
import { SmtpSink } from '../setup/smtp-sink';
import { createTestApp, sharedTestDatabase, type TestApp } from '../setup/test-app';

/**
 * The outbox's promises: a message whose SMTP server is down is retried later and delivered
 * once; one still failing a day after it was recorded is given up; a notice relayed twice (a
 * crash between recording it and removing it from its order) is sent once; two instances sweeping
 * the same outbox send each message once.
 */
describe('the outbox', () => {
  let smtp: SmtpSink;
  let a: TestApp;
  let b: TestApp;
  let shopper: Account;
  let bookId: string;
  let mails: Model<OutgoingMail>;

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    const database = sharedTestDatabase();
    a = await createTestApp({ SMTP_URL: smtp.url }, database);
    b = await createTestApp({ SMTP_URL: smtp.url }, database);
    mails = a.app.get(getModelToken(OutgoingMail.name));
    shopper = await registerUser(a.http);
    [bookId] = await a.app
      .get(BooksService)
      .importMany([
        { title: 'Outbox Book', author: 'A', category: 'Fiction', description: 'd', price: 1, stock: 1000 },
      ]);
  });

  afterAll(async () => {
    await b.app.close();
    await a.close();
    await smtp.stop();
  });

  beforeEach(async () => {
    smtp.clear();
    smtp.refuse = false;
    await mails.deleteMany({});
  });

  const order = async () => {
    const res = await a.http
      .post('/api/user/order/manual')
      .set({ authorization: `Bearer ${shopper.token}` })
      .send({ books: [{ book: bookId, quantity: 1 }] });
    expect(res.status).toBe(201);
    return res.body.order._id as string;
  };

  it('retries a message the SMTP server refused, and delivers it once when the server is back', async () => {
    smtp.refuse = true;
    await order();
    const started = Date.now();
    await a.app.get(OutboxService).sweep();
    const [failed] = await mails.find().lean();
    expect(failed).toMatchObject({ state: MailState.DUE, attempts: 1, lastError: expect.stringContaining('451') });
    expect(failed.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(started + RETRY_FIRST_MS);

    smtp.refuse = false;
    await a.app.get(OutboxService).sweep(); // not yet due
    expect(smtp.received).toHaveLength(0);
    await a.app.get(OutboxService).sweep(new Date(failed.nextAttemptAt!.getTime() + 1));
    await a.app.get(OutboxService).sweep(new Date(Date.now() + 2 * 60 * 60_000));
    expect(smtp.received).toHaveLength(1);
    expect(await mails.findById(failed._id).lean()).toMatchObject({ state: MailState.SENT, attempts: 2 });
    // Kept a week, then forgotten.
    await a.app.get(OutboxService).sweep(new Date(Date.now() + KEEP_SENT_MS + 60 * 60_000));
    expect(await mails.countDocuments({ _id: failed._id })).toBe(0);
  });

  it('backs off between attempts and gives up a day after the message was recorded', async () => {
    smtp.refuse = true;
    await order();
    const outbox = a.app.get(OutboxService);
    await outbox.sweep();
    const [first] = await mails.find().lean();
    await outbox.sweep(new Date(first.nextAttemptAt!.getTime() + 1));
    const second = (await mails.findById(first._id).lean())!;
    expect(second.attempts).toBe(2);
    // 30 s after the first failure, then 60 s after the second.
    expect(second.nextAttemptAt!.getTime() - first.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(2 * RETRY_FIRST_MS);
    await outbox.sweep(new Date(first.createdAt.getTime() + GIVE_UP_MS + 1));
    expect(await mails.findById(first._id).lean()).toMatchObject({ state: MailState.FAILED, attempts: 3 });
    smtp.refuse = false;
    await outbox.sweep(new Date(first.createdAt.getTime() + 2 * GIVE_UP_MS));
    expect(smtp.received).toHaveLength(0);
  });

  it('relays a notice an earlier version left without its flag, looking for such notices once per database', async () => {
    const id = await order();
    const orders = a.app.get<Model<Order>>(getModelToken(Order.name));
    const [notice] = (await orders.findById(id, { notices: 1 }).lean())!.notices!;
    await a.app.get(OutboxService).sweep();
    smtp.clear();
    // The notice as an earlier version wrote it: on the order, without `noticesDue`.
    await orders.updateOne({ _id: id }, { $push: { notices: notice } });
    const upgrades = a.connection.collection('upgrades');
    await upgrades.deleteOne({ _id: 'orders.noticesDue' as never });
    const notices = () =>
      new OrderNotices(orders, a.app.get(EmailPreferencesService), new Upgrades(a.connection)).pendingNotices(10);
    const found = await notices();
    expect(found.map((pending) => pending.key)).toEqual([expect.stringContaining(id)]);
    expect(await orders.countDocuments({ _id: id, noticesDue: true })).toBe(1);
    expect(await upgrades.countDocuments({ _id: 'orders.noticesDue' as never })).toBe(1);
    // Done for this database: another process (a new Upgrades) does not look again.
    await orders.updateOne({ _id: id }, { $unset: { noticesDue: '' } });
    expect(await notices()).toEqual([]);
    await orders.updateOne({ _id: id }, { $set: { notices: [] } });
  });

  it('runs an upgrade step once per database, and again after a step that failed', async () => {
    const runs: string[] = [];
    const name = `test.step.${Date.now()}`;
    await expect(
      new Upgrades(a.connection).once(name, async () => {
        runs.push('failed');
        throw new Error('interrupted');
      }),
    ).rejects.toThrow('interrupted');
    await new Upgrades(a.connection).once(name, async () => runs.push('first'));
    await new Upgrades(b.connection).once(name, async () => runs.push('second'));
    expect(runs).toEqual(['failed', 'first']);
  });

  it('sends a notice once when a crash left it on its order after recording it', async () => {
    const id = await order();
    const orders = a.app.get<Model<Order>>(getModelToken(Order.name));
    const [notice] = (await orders.findById(id, { notices: 1 }).lean())!.notices!;
    await a.app.get(OutboxService).sweep();
    // The notice back on the order with its flag, as if the process had died before removing it.
    await orders.updateOne({ _id: id }, { $push: { notices: notice }, $set: { noticesDue: true } });
    await a.app.get(OutboxService).sweep();
    await b.app.get(OutboxService).sweep();
    expect(smtp.received).toHaveLength(1);
    expect((await orders.findById(id, { notices: 1 }).lean())!.notices).toEqual([]);
  });

  it('sends each message once while two instances sweep at the same time', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await order());
    const sweeps = [a, b, a, b].map((app) => app.app.get(OutboxService).sweep());
    await Promise.all(sweeps);
    await Promise.all([a, b].map((app) => app.app.get(OutboxService).sweep()));
    expect(smtp.received).toHaveLength(12);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(12);
    for (const id of ids) expect(smtp.received.filter((mail) => mail.subject.includes(id.slice(-8)))).toHaveLength(1);
    expect(await mails.countDocuments({ state: MailState.SENT })).toBe(12);
  });
});
