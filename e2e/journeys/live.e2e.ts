import type { Browser, Page } from 'playwright-core';
import WebSocket from 'ws';
import { newPerson, registerThroughForm, signInThroughForm } from '../support/accounts';
import { addAddress } from '../support/addresses';
import { addBook, gql, tokenOf } from '../support/api';
import { BASE_URL, expectToast, newVisitor, screenshot, useStore, WIDTHS } from '../support/browser';

/** The quiet line a live screen shows while live updates are off. */
const LIVE_OFF_TEXT = 'Live updates are off; this page refreshes when you come back to it.';
/** Live connections the store keeps open per account (docs/api.md "Live updates"). */
const CONNECTIONS_PER_ACCOUNT = 5;

/**
 * Live updates across two browsers: the admin changes an order's status and the shopper's order
 * page, open in another browser context, shows it without a reload; an order placed by the shopper
 * appears on the admin's dashboard and orders list without a reload, with its toast. A signed-out
 * visitor opens no socket. The store opened at 127.0.0.1, a name PUBLIC_URL does not give, is live
 * too; a socket the store refuses leaves one quiet line on the page, which refreshes when the
 * shopper comes back to it.
 */
/**
 * How long a live change may take to show: milliseconds on an idle machine, but CI runs the
 * journeys on two busy cores (an update that never comes still fails; the benchmarks time them).
 */
const LIVE_MS = 30_000;

describe('live updates in the browser', () => {
  const store = useStore();
  const tag = Date.now().toString(36);
  const shopperPerson = newPerson('watcher');
  let browser: Browser;
  let admin: Page;
  let shopper: Page;
  let adminToken = '';
  let shopperToken = '';
  let bookId = '';

  async function placeOrder(quantity = 1, token = shopperToken): Promise<string> {
    const { placeOrderNow } = await gql<{ placeOrderNow: { order: { id: string } } }>(
      token,
      'mutation Now($lines: [OrderLineInput!]!) { placeOrderNow(lines: $lines) { order { id } } }',
      { lines: [{ bookId, quantity }] },
    );
    return placeOrderNow.order.id;
  }

  /** A shopper with a delivery address, signed up outside any browser; their token. */
  async function shopperWithAddress(person: ReturnType<typeof newPerson>): Promise<string> {
    const response = await fetch(`${BASE_URL()}/api/user/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(person),
    });
    const { token } = (await response.json()) as { token: string };
    await addAddress(token, {
      fullName: person.name,
      line1: '9 Dock Road',
      city: 'Cork',
      postalCode: 'T12 X2Y3',
      country: 'IE',
    });
    return token;
  }

  /** The admin moves an order on, as the orders screen does. */
  const setStatus = (orderId: string, status: string) =>
    gql(
      adminToken,
      'mutation Set($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { order { id } } }',
      {
        id: orderId,
        status,
      },
    );

  /** Live connections for this token, opened outside the browser and acknowledged; close them when done. */
  async function holdLiveConnections(token: string, count: number): Promise<WebSocket[]> {
    const url = `${BASE_URL().replace(/^http/, 'ws')}/graphql`;
    const open = () =>
      new Promise<WebSocket>((resolve, reject) => {
        const socket = new WebSocket(url, 'graphql-transport-ws');
        socket.on('open', () =>
          socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })),
        );
        socket.on('message', (data) => {
          if ((JSON.parse(String(data)) as { type: string }).type === 'connection_ack') resolve(socket);
        });
        socket.on('close', (code) => reject(new Error(`the held connection closed with ${code}`)));
        socket.on('error', reject);
      });
    const sockets: WebSocket[] = [];
    for (let i = 0; i < count; i++) sockets.push(await open());
    return sockets;
  }

  /** The order page's tracker: resolves once step `index` (0 pending, 1 shipped, 2 delivered) is the current one. */
  const currentStep = (page: Page, index: number, timeout = LIVE_MS) =>
    page.getByTestId('status-step').nth(index).and(page.locator('[aria-current=step]')).waitFor({ timeout });

  /**
   * Resolves once the page has sent a subscription for each of these operations over its live
   * socket (events are at most once: one sent before the subscription is not delivered). Call
   * before the navigation that subscribes.
   */
  function subscribed(page: Page, operations: readonly string[]): Promise<void> {
    const waiting = new Set(operations);
    return new Promise((resolve) => {
      page.on('websocket', (socket) =>
        socket.on('framesent', ({ payload }) => {
          const message = JSON.parse(String(payload)) as { type: string; payload?: { operationName?: string } };
          if (message.type === 'subscribe' && message.payload?.operationName)
            waiting.delete(message.payload.operationName);
          if (waiting.size === 0) resolve();
        }),
      );
    });
  }

  /** A screenshot of what is in view once the toasts have slid in (react-toastify's entrance takes 0.75 s). */
  async function settledScreenshot(page: Page, name: string) {
    await page.waitForTimeout(800);
    await screenshot(page, name, { fullPage: false });
  }

  /** Marks the page's document: a reload or a new document loses the mark. */
  const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const sameDocument = (page: Page) =>
    page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

  beforeAll(async () => {
    browser = store.browser();
    ({ page: admin } = await newVisitor(browser));
    await registerThroughForm(admin, newPerson('keeper'), { role: 'admin' });
    adminToken = await tokenOf(admin.context());
    bookId = await addBook(adminToken, { title: `Tide Tables ${tag}`, price: 12, stock: 20 });
    ({ page: shopper } = await newVisitor(browser));
    await registerThroughForm(shopper, shopperPerson);
    shopperToken = await tokenOf(shopper.context());
    await addAddress(shopperToken, {
      fullName: shopperPerson.name,
      line1: '3 Quay Street',
      city: 'Galway',
      postalCode: 'H91 X2Y3',
      country: 'IE',
    });
  });

  it('opens no socket for a signed-out visitor, one for a signed-in shopper', async () => {
    const { context, page: visitor } = await newVisitor(browser);
    const sockets: string[] = [];
    visitor.on('websocket', (socket) => sockets.push(socket.url()));
    await visitor.goto('/');
    await visitor.waitForLoadState('networkidle');
    await visitor.goto('/about');
    await visitor.waitForLoadState('networkidle');
    expect(sockets).toEqual([]);
    await context.close();

    const opened = shopper.waitForEvent('websocket');
    await shopper.goto('/orders');
    expect(new URL((await opened).url()).pathname).toBe('/graphql');
  });

  it("shows the admin's status change on the shopper's order page without a reload", async () => {
    const orderId = await placeOrder();
    const short = orderId.slice(-8);
    const live = subscribed(shopper, ['MyOrderUpdated']);
    await shopper.goto(`/orders/${orderId}`);
    await shopper.getByRole('heading', { level: 1, name: `Order #${short}` }).waitFor();
    await live;
    const steps = shopper.getByTestId('status-step');
    await steps.nth(0).and(shopper.locator('[aria-current=step]')).waitFor();
    await markDocument(shopper);

    await admin.goto(`/admin/orders?q=${short}`);
    const status = admin.getByRole('combobox', { name: `Status of order #${short}` });
    await status.selectOption('SHIPPED');
    await admin.getByRole('button', { name: 'Mark as Shipped' }).click();
    await expectToast(admin, 'Order status updated to shipped');

    await steps.nth(1).and(shopper.locator('[aria-current=step]')).waitFor({ timeout: LIVE_MS });
    await expectToast(shopper, `Your order #${short} has shipped`);
    expect(await sameDocument(shopper)).toBe(true);
    await settledScreenshot(shopper, 'live-order-shipped');

    await shopper.setViewportSize({ width: WIDTHS.phone, height: 780 });
    await status.selectOption('DELIVERED');
    await admin.getByRole('button', { name: 'Mark as Delivered' }).click();
    await steps.nth(2).and(shopper.locator('[aria-current=step]')).waitFor({ timeout: LIVE_MS });
    await expectToast(shopper, `Your order #${short} was delivered`);
    expect(await sameDocument(shopper)).toBe(true);
    await shopper.getByRole('list', { name: 'Order status' }).scrollIntoViewIfNeeded();
    await settledScreenshot(shopper, 'live-order-delivered');
    await shopper.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  });

  it("puts a new order on the admin's dashboard without a reload, with its toast", async () => {
    const live = subscribed(admin, ['OrderPlaced', 'DashboardChanged']);
    await admin.goto('/admin');
    await live;
    const totals = admin.getByRole('region', { name: 'Totals' });
    const totalOrders = totals.getByText('Orders (not cancelled)').locator('xpath=following-sibling::*[1]');
    await totalOrders.waitFor();
    const before = Number(await totalOrders.textContent());
    await markDocument(admin);

    const orderId = await placeOrder(2);
    const short = orderId.slice(-8);
    await expectToast(admin, `New order #${short} from ${shopperPerson.name}`);
    await admin
      .getByRole('link', { name: new RegExp(short) })
      .first()
      .waitFor({ timeout: LIVE_MS });
    await admin.waitForFunction(
      ([expected]) =>
        [...document.querySelectorAll('dt')].find((dt) => dt.textContent === 'Orders (not cancelled)')
          ?.nextElementSibling?.textContent === expected,
      [String(before + 1)],
      { timeout: LIVE_MS },
    );
    expect(await sameDocument(admin)).toBe(true);
    await settledScreenshot(admin, 'live-admin-dashboard');
  });

  it("puts a new order on top of the admin's orders list, highlighted for a moment", async () => {
    for (const width of [WIDTHS.desktop, WIDTHS.phone]) {
      await admin.setViewportSize({ width, height: width < 600 ? 780 : 900 });
      const live = subscribed(admin, ['OrderPlaced']);
      await admin.goto('/admin/orders');
      await admin.getByTestId('admin-order-row').first().waitFor();
      await live;
      await markDocument(admin);

      const orderId = await placeOrder();
      const row = admin.locator(`[data-testid=admin-order-row][data-order-id="${orderId}"]`);
      await row.waitFor({ timeout: LIVE_MS });
      expect(await row.getAttribute('data-fresh')).toBe('true');
      expect(await admin.getByTestId('admin-order-row').first().getAttribute('data-order-id')).toBe(orderId);
      expect(await sameDocument(admin)).toBe(true);
      await row.scrollIntoViewIfNeeded();
      await settledScreenshot(admin, 'live-admin-orders');
      // The highlight goes after a few seconds.
      await admin.waitForFunction((id) => !document.querySelector(`[data-order-id="${id}"][data-fresh]`), orderId, {
        timeout: 15_000,
      });
    }
    await admin.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  });

  it('gets live updates on the store opened at 127.0.0.1 while PUBLIC_URL names localhost', async () => {
    const otherName = BASE_URL().replace('//localhost:', '//127.0.0.1:');
    expect(otherName).not.toBe(BASE_URL());
    const context = await browser.newContext({ baseURL: otherName, viewport: { width: WIDTHS.desktop, height: 900 } });
    const page = await context.newPage();
    const person = newPerson('elsewhere');
    const token = await shopperWithAddress(person);
    const orderId = await placeOrder(1, token);

    await page.goto('/login');
    await signInThroughForm(page, person);
    const live = subscribed(page, ['MyOrderUpdated']);
    await page.goto(`/orders/${orderId}`);
    await page.getByRole('heading', { level: 1, name: `Order #${orderId.slice(-8)}` }).waitFor();
    // A refused socket says so on the page instead of subscribing: fail at once, not at the timeout.
    const off = page
      .getByText(LIVE_OFF_TEXT)
      .waitFor()
      .then(() => {
        throw new Error('live updates are off at 127.0.0.1');
      });
    await Promise.race([live, off]);
    await currentStep(page, 0);
    await markDocument(page);

    await setStatus(orderId, 'SHIPPED');
    await currentStep(page, 1);
    await expectToast(page, `Your order #${orderId.slice(-8)} has shipped`);
    expect(await sameDocument(page)).toBe(true);
    expect(await page.getByText(LIVE_OFF_TEXT).count()).toBe(0);
    await context.close();
  });

  it('says in one quiet line that live updates are off when the socket is refused, and refreshes when the shopper comes back', async () => {
    const person = newPerson('crowded');
    const token = await shopperWithAddress(person);
    const orderId = await placeOrder(1, token);
    // The account already has every live connection it may have: the browser's is refused (4403).
    const held = await holdLiveConnections(token, CONNECTIONS_PER_ACCOUNT);
    const { context, page } = await newVisitor(browser);
    try {
      await page.goto('/login');
      await signInThroughForm(page, person);
      await page.goto(`/orders/${orderId}`);
      const line = page.getByText(LIVE_OFF_TEXT);
      await line.waitFor();
      expect(await line.getAttribute('role')).toBe('status');
      expect(await page.getByRole('alert').count()).toBe(0);
      await currentStep(page, 0);
      for (const width of [WIDTHS.desktop, WIDTHS.phone]) {
        await page.setViewportSize({ width, height: width < 600 ? 780 : 900 });
        await settledScreenshot(page, 'live-off-order');
      }
      await markDocument(page);

      // Not live: the change does not arrive by itself...
      await setStatus(orderId, 'SHIPPED');
      await page.waitForTimeout(1500);
      expect(await page.locator('[aria-current=step]').textContent()).toContain('Pending');
      // ...but coming back to the window fetches it, without a reload.
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await currentStep(page, 1);
      expect(await sameDocument(page)).toBe(true);
    } finally {
      for (const socket of held) socket.close();
      await context.close();
    }
  });
});
