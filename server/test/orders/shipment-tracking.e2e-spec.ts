import { BooksService } from '../../src/books/books.service';
import { OutboxService } from '../../src/mail/outbox.service';
import { addressInput } from '../addresses/address-fixtures';
import { type Account, expectError, expectGqlError, gql, registerUser, uniqueEmail } from '../setup/helpers';
import { SmtpSink } from '../setup/smtp-sink';
import { createTestApp, type TestApp } from '../setup/test-app';
import { auth, ok } from '../pricing/pricing-fixtures';

const UNKNOWN_ID = '0123456789abcdef01234567';
const DHL = { name: 'DHL', trackingUrl: 'https://www.dhl.com/track?id={number}' };
const SETTINGS_CARRIERS = 'settings { carriers { id name trackingUrl } }';
const SHIPMENT = 'shipment { carrier trackingNumber trackingUrl at }';

/**
 * Fulfilment tracking through both transports: the settings' carriers, the shipment recorded
 * with the move to shipped (a link built from the carrier's template, none for a carrier not
 * listed), its correction, what the shopper sees, and the shipped email.
 */
describe('shipment tracking', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let outbox: OutboxService;
  let admin: Account;
  let shopper: Account;
  let bookId: string;

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    t = await createTestApp({ SMTP_URL: smtp.url, STORE_NAME: 'Test Books', STORE_CURRENCY: 'EUR' });
    outbox = t.app.get(OutboxService);
    admin = await registerUser(t.http, { role: 'admin', name: 'Tracking Admin' });
    shopper = await registerUser(t.http, { name: 'Tracking Shopper', email: uniqueEmail('track') });
    [bookId] = await t.app
      .get(BooksService)
      .importMany([{ title: 'Parcel', author: 'A', category: 'Fiction', description: 'd', price: 5, stock: 50 }]);
    await ok(t.http, shopper, 'post', '/api/user/addresses', addressInput(1));
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const order = async (): Promise<string> =>
    (await ok(t.http, shopper, 'post', '/api/user/order/manual', { books: [{ book: bookId, quantity: 1 }] })).order._id;
  const ship = (id: string, body: object) => t.http.put(`/api/admin/orders/${id}`).set(auth(admin)).send(body);

  it('adds, edits and deletes carriers over REST and GraphQL, refusing bad ones with what to fix', async () => {
    const added = await ok(t.http, admin, 'post', '/api/admin/pricing/carriers', DHL);
    expect(added).toMatchObject({ message: 'Carrier added', settings: { carriers: [{ ...DHL }] } });
    const viaGraphql = await gql(
      t.http,
      `mutation($input: CarrierInput!) { addCarrier(input: $input) { message ${SETTINGS_CARRIERS} } }`,
      { input: { name: 'Parcel Co', trackingUrl: 'https://parcel.example/t/{number}' } },
      admin.token,
    );
    expect(viaGraphql.body.data.addCarrier.settings.carriers.map((c: { name: string }) => c.name)).toEqual([
      'DHL',
      'Parcel Co',
    ]);
    const parcelId = viaGraphql.body.data.addCarrier.settings.carriers[1].id;

    const refuse = async (body: object, status: number, message: RegExp) => {
      const res = await t.http.post('/api/admin/pricing/carriers').set(auth(admin)).send(body);
      expectError(res, status, status === 409 ? 'PRICING_CONFLICT' : 'VALIDATION_FAILED');
      expect(res.body.message).toMatch(message);
    };
    await refuse({ name: 'dhl', trackingUrl: DHL.trackingUrl }, 409, /already a carrier named DHL/);
    await refuse({ name: 'Plain', trackingUrl: 'http://plain.example/{number}' }, 400, /https:\/\/ address/);
    await refuse({ name: 'Plain', trackingUrl: 'https://plain.example/track' }, 400, /\{number\}/);
    await refuse({ name: '', trackingUrl: DHL.trackingUrl }, 400, /Carrier name/);
    const badGraphql = await gql(
      t.http,
      `mutation($input: CarrierInput!) { addCarrier(input: $input) { message } }`,
      { input: { name: 'Plain', trackingUrl: 'ftp://plain.example/{number}' } },
      admin.token,
    );
    expectGqlError(badGraphql, 'VALIDATION_FAILED');

    const edited = await ok(t.http, admin, 'put', `/api/admin/pricing/carriers/${parcelId}`, {
      name: 'Parcel Express',
      trackingUrl: 'https://parcel.example/track/{number}',
    });
    expect(edited.message).toBe('Carrier updated');
    expect(edited.settings.carriers[1]).toEqual({
      _id: parcelId,
      name: 'Parcel Express',
      trackingUrl: 'https://parcel.example/track/{number}',
    });
    const renamedOntoDhl = await t.http
      .put(`/api/admin/pricing/carriers/${parcelId}`)
      .set(auth(admin))
      .send({ name: 'DHL ', trackingUrl: DHL.trackingUrl });
    expectError(renamedOntoDhl, 409, 'PRICING_CONFLICT');

    const deleted = await gql(
      t.http,
      `mutation($id: ID!) { deleteCarrier(id: $id) { message ${SETTINGS_CARRIERS} } }`,
      { id: parcelId },
      admin.token,
    );
    expect(deleted.body.data.deleteCarrier.message).toBe('Carrier deleted');
    expect(deleted.body.data.deleteCarrier.settings.carriers.map((c: { name: string }) => c.name)).toEqual(['DHL']);
    expectError(await t.http.delete(`/api/admin/pricing/carriers/${UNKNOWN_ID}`).set(auth(admin)), 404, 'NOT_FOUND');
  });

  it('refuses a 21st carrier', async () => {
    const { settings } = await ok(t.http, admin, 'get', '/api/admin/pricing');
    for (let i = settings.carriers.length; i < 20; i++) {
      await ok(t.http, admin, 'post', '/api/admin/pricing/carriers', {
        name: `Carrier ${i}`,
        trackingUrl: `https://c${i}.example/{number}`,
      });
    }
    const res = await t.http
      .post('/api/admin/pricing/carriers')
      .set(auth(admin))
      .send({ name: 'One too many', trackingUrl: 'https://more.example/{number}' });
    expectError(res, 409, 'PRICING_CONFLICT');
    expect(res.body.message).toBe('A store can have at most 20 carriers');
    const { settings: after } = await ok(t.http, admin, 'get', '/api/admin/pricing');
    for (const carrier of after.carriers.filter((c: { name: string }) => c.name !== 'DHL')) {
      await ok(t.http, admin, 'delete', `/api/admin/pricing/carriers/${carrier._id}`);
    }
  });

  it('ships with a listed carrier: the link is built from its template; the shopper sees it; the email has it', async () => {
    const id = await order();
    await outbox.sweep();
    smtp.clear();
    const res = await ship(id, { status: 'shipped', carrier: 'dhl', trackingNumber: '0034 0434/16.12-X' });
    expect(res.status).toBe(200);
    const url = 'https://www.dhl.com/track?id=0034%200434%2F16.12-X';
    expect(res.body.order.shipment).toEqual({
      carrier: 'DHL',
      trackingNumber: '0034 0434/16.12-X',
      trackingUrl: url,
      at: expect.any(String),
    });
    expect(res.body.order.statusHistory.map((c: { status: string }) => c.status)).toEqual(['pending', 'shipped']);

    const mine = await ok(t.http, shopper, 'get', `/api/user/orders/${id}`);
    expect(mine.order.shipment).toMatchObject({ carrier: 'DHL', trackingUrl: url });
    const viaGraphql = await gql(t.http, `query($id: ID!) { order(id: $id) { ${SHIPMENT} } }`, { id }, shopper.token);
    expect(viaGraphql.body.data.order.shipment).toMatchObject({ carrier: 'DHL', trackingUrl: url });

    await outbox.sweep();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.subject).toContain('Your order has shipped');
    expect(mail.text).toContain('Carrier: DHL');
    expect(mail.text).toContain(`Track your parcel: ${url}`);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).toContain('Tracking number: 0034 0434/16.12-X');
  });

  it('corrects the tracking of a shipped order: the new shipment replaces the old, no new history, no second email', async () => {
    const id = await order();
    expect((await ship(id, { status: 'shipped', carrier: 'DHL', trackingNumber: 'WRONG1' })).status).toBe(200);
    await outbox.sweep();
    smtp.clear();
    const corrected = await gql(
      t.http,
      `mutation($id: ID!) { updateOrderStatus(id: $id, status: SHIPPED, shipment: { carrier: "DHL", trackingNumber: "RIGHT2" }) { order { status statusHistory { status } ${SHIPMENT} } } }`,
      { id },
      admin.token,
    );
    const { order: after } = corrected.body.data.updateOrderStatus;
    expect(after.shipment).toMatchObject({
      trackingNumber: 'RIGHT2',
      trackingUrl: 'https://www.dhl.com/track?id=RIGHT2',
    });
    expect(after.statusHistory).toEqual([{ status: 'PENDING' }, { status: 'SHIPPED' }]);
    await outbox.sweep();
    expect(smtp.received).toHaveLength(0);
    // Back to pending: the shipment goes.
    expect((await ship(id, { status: 'pending' })).body.order.shipment).toBeNull();
  });

  it('ships with a carrier not listed: kept as typed, with no link (GraphQL)', async () => {
    const id = await order();
    const res = await gql(
      t.http,
      `mutation($id: ID!, $shipment: ShipmentInput) { updateOrderStatus(id: $id, status: SHIPPED, shipment: $shipment) { order { ${SHIPMENT} } } }`,
      { id, shipment: { carrier: 'Local Courier', trackingNumber: 'LC-42' } },
      admin.token,
    );
    expect(res.body.data.updateOrderStatus.order.shipment).toMatchObject({
      carrier: 'Local Courier',
      trackingNumber: 'LC-42',
      trackingUrl: null,
    });
  });

  it('refuses tracking with another status than shipped, and a bad tracking number, changing nothing', async () => {
    const id = await order();
    const delivered = await ship(id, { status: 'delivered', carrier: 'DHL', trackingNumber: '123' });
    expectError(delivered, 400, 'VALIDATION_FAILED');
    expect(delivered.body.message).toMatch(/only when the order is shipped/);
    const viaGraphql = await gql(
      t.http,
      `mutation($id: ID!) { updateOrderStatus(id: $id, status: PENDING, shipment: { trackingNumber: "1" }) { message } }`,
      { id },
      admin.token,
    );
    expectGqlError(viaGraphql, 'VALIDATION_FAILED');
    for (const trackingNumber of ['<script>', 'x'.repeat(65), 'a_b']) {
      const bad = await ship(id, { status: 'shipped', carrier: 'DHL', trackingNumber });
      expectError(bad, 400, 'VALIDATION_FAILED');
      expect(bad.body.message).toMatch(/tracking number/i);
    }
    const badGraphql = await gql(
      t.http,
      `mutation($id: ID!) { updateOrderStatus(id: $id, status: SHIPPED, shipment: { trackingNumber: "<b>1</b>" }) { message } }`,
      { id },
      admin.token,
    );
    expectGqlError(badGraphql, 'VALIDATION_FAILED');
    expect(badGraphql.body.errors[0].message).toMatch(/tracking number/i);
    const mine = await ok(t.http, shopper, 'get', `/api/user/orders/${id}`);
    expect(mine.order).toMatchObject({ status: 'pending', shipment: null });
  });

  it("keeps the existing client's { status } body as it was: shipped with no shipment, and the email without tracking", async () => {
    const id = await order();
    await outbox.sweep();
    smtp.clear();
    const res = await ship(id, { status: 'shipped' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBeDefined();
    expect(res.body.order).toMatchObject({ status: 'shipped', shipment: null });
    await outbox.sweep();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].text).not.toContain('Track your parcel');

    // GraphQL: a shipment sent as null is none.
    const other = await order();
    const viaGraphql = await gql(
      t.http,
      `mutation($id: ID!) { updateOrderStatus(id: $id, status: SHIPPED, shipment: null) { order { status ${SHIPMENT} } } }`,
      { id: other },
      admin.token,
    );
    expect(viaGraphql.body.data.updateOrderStatus.order).toEqual({ status: 'SHIPPED', shipment: null });
  });
});
