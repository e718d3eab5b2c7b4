import { BooksService } from '../../src/books/books.service';
import { OutboxService } from '../../src/mail/outbox.service';
import { addressInput } from '../addresses/address-fixtures';
import { Account, gql, registerUser, uniqueEmail } from '../setup/helpers';
import { SmtpSink } from '../setup/smtp-sink';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * The shopper's order emails through a real SMTP server: the confirmation (lines, total, delivery
 * address), shipped, delivered, cancelled by the shopper and by the shop; values people typed are
 * escaped; each event is sent once however often the outbox sweeps; `orderEmails: false` keeps
 * the status emails (not the confirmation) away.
 */
describe('order emails', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let outbox: OutboxService;
  let admin: Account;
  let shopper: Account;
  let bookIds: string[];
  const auth = (account: Account) => ({ authorization: `Bearer ${account.token}` });

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    t = await createTestApp({ SMTP_URL: smtp.url, STORE_NAME: 'Test Books', STORE_CURRENCY: 'EUR' });
    outbox = t.app.get(OutboxService);
    admin = await registerUser(t.http, { role: 'admin', name: 'Admin' });
    shopper = await registerUser(t.http, { name: 'Ada <b>& "Co"</b>', email: uniqueEmail('ada') });
    bookIds = await t.app.get(BooksService).importMany([
      {
        title: '<script>alert(1)</script> Tales',
        author: 'A',
        category: 'Fiction',
        description: 'd',
        price: 12.5,
        stock: 10,
      },
      { title: 'Plain Book', author: 'B', category: 'Fiction', description: 'd', price: 3, stock: 10 },
    ]);
    const address = await t.http
      .post('/api/user/addresses')
      .set(auth(shopper))
      .send(addressInput(1, { fullName: 'Ada <i>Lovelace</i>', city: 'London' }));
    expect(address.status).toBe(201);
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  beforeEach(() => smtp.clear());

  const order = async (lines: Array<[number, number]>) => {
    const res = await t.http
      .post('/api/user/order/manual')
      .set(auth(shopper))
      .send({ books: lines.map(([i, quantity]) => ({ book: bookIds[i], quantity })) });
    expect(res.status).toBe(201);
    return res.body.order as { _id: string };
  };

  it('confirms an order with its lines, total and delivery address, escaping what people typed', async () => {
    const { _id } = await order([
      [0, 2],
      [1, 1],
    ]);
    await outbox.sweep();
    await outbox.sweep(); // a second pass sends nothing more
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.to).toBe(shopper.user.email);
    expect(mail.from).toContain('Test Books');
    expect(mail.subject).toBe(`Thank you for your order at Test Books (order #${_id.slice(-8)})`);
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain('€25.00');
      expect(body).toContain('€3.00');
      expect(body).toContain('€28.00');
      expect(body).toContain('London');
      expect(body).toContain(`http://store.test/orders/${_id}`);
    }
    expect(mail.text).toContain('<script>alert(1)</script> Tales: 2 x €12.50 = €25.00');
    expect(mail.text).toContain('Hello Ada <b>& "Co"</b>,');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>&');
    expect(mail.html).not.toContain('<i>Lovelace');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Tales');
    expect(mail.html).toContain('Ada &lt;b&gt;&amp; &quot;Co&quot;&lt;/b&gt;');
    expect(mail.html).toContain('Ada &lt;i&gt;Lovelace&lt;/i&gt;');
  });

  it('tells the shopper when the order ships and is delivered, through REST and GraphQL', async () => {
    const { _id } = await order([[1, 1]]);
    const shipped = await t.http.put(`/api/admin/orders/${_id}`).set(auth(admin)).send({ status: 'shipped' });
    expect(shipped.status).toBe(200);
    const delivered = await gql(
      t.http,
      'mutation($id: ID!) { updateOrderStatus(id: $id, status: DELIVERED) { order { status } } }',
      { id: _id },
      admin.token,
    );
    expect(delivered.body.errors).toBeUndefined();
    await outbox.sweep();
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(
      [
        `Thank you for your order at Test Books (order #${_id.slice(-8)})`,
        `Your order has shipped (order #${_id.slice(-8)})`,
        `Your order was delivered (order #${_id.slice(-8)})`,
      ].sort(),
    );
  });

  it("sends a status's email the first time the order reaches it, never again, through REST and GraphQL", async () => {
    const { _id } = await order([[1, 1]]);
    const rest = async (status: string) => {
      const res = await t.http.put(`/api/admin/orders/${_id}`).set(auth(admin)).send({ status });
      expect({ status: res.status, order: res.body.order?.status }).toEqual({ status: 200, order: status });
    };
    const graphql = async (status: string) => {
      const res = await gql(
        t.http,
        'mutation($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { order { status } } }',
        { id: _id, status },
        admin.token,
      );
      expect(res.body).toEqual({ data: { updateOrderStatus: { order: { status } } } });
    };
    // shipped → pending → shipped, then delivered → shipped → delivered, each way through both transports.
    await rest('shipped');
    await outbox.sweep();
    await graphql('PENDING');
    await graphql('SHIPPED');
    await rest('delivered');
    await outbox.sweep();
    await rest('shipped');
    await graphql('DELIVERED');
    await rest('pending');
    await graphql('SHIPPED');
    await outbox.sweep();
    const number = _id.slice(-8);
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(
      [
        `Thank you for your order at Test Books (order #${number})`,
        `Your order has shipped (order #${number})`,
        `Your order was delivered (order #${number})`,
      ].sort(),
    );
    // The history still records every move.
    const detail = await t.http.get(`/api/admin/orders/${_id}`).set(auth(admin));
    expect(detail.body.order.statusHistory.map((change: { status: string }) => change.status)).toEqual([
      'pending',
      'shipped',
      'pending',
      'shipped',
      'delivered',
      'shipped',
      'delivered',
      'pending',
      'shipped',
    ]);
  });

  it('tells the shopper who cancelled: the shopper, or the shop', async () => {
    const mine = await order([[1, 1]]);
    const theirs = await order([[1, 1]]);
    expect((await t.http.post(`/api/user/orders/${mine._id}/cancel`).set(auth(shopper))).status).toBe(200);
    const byShop = await t.http.put(`/api/admin/orders/${theirs._id}`).set(auth(admin)).send({ status: 'cancelled' });
    expect(byShop.status).toBe(200);
    await outbox.sweep();
    const cancelled = smtp.received.filter((mail) => mail.subject.startsWith('Your order was cancelled'));
    expect(cancelled).toHaveLength(2);
    const of = (id: string) => cancelled.find((mail) => mail.subject.includes(id.slice(-8)))!;
    expect(of(mine._id).text).toContain('was cancelled as you asked');
    expect(of(theirs._id).text).toContain('We had to cancel your order');
  });

  it('sends no status emails to a shopper who turned them off, but still the confirmation', async () => {
    const res = await t.http
      .put('/api/user/email-preferences')
      .set(auth(shopper))
      .send({ orderEmails: false, complaintEmails: true });
    expect(res.status).toBe(200);
    const { _id } = await order([[1, 1]]);
    await t.http.put(`/api/admin/orders/${_id}`).set(auth(admin)).send({ status: 'shipped' });
    await outbox.sweep();
    expect(smtp.received.map((mail) => mail.subject)).toEqual([
      `Thank you for your order at Test Books (order #${_id.slice(-8)})`,
    ]);
    await t.http
      .put('/api/user/email-preferences')
      .set(auth(shopper))
      .send({ orderEmails: true, complaintEmails: true });
  });
});
