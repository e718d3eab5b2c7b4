import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Types } from 'mongoose';
import { startJavaServer } from '../../src/database/mongo-java-server';
import type { ResolvedDatabase } from '../../src/database/resolved-database';
import { customerTotalsOf } from '../../src/orders/customer-totals';
import { OrderStatus } from '../../src/orders/order-status';
import { Account, gql, registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';

const CUSTOMERS = 60;
const ORDERS = 3000;
const DAY_MS = 86_400_000;
const STATUSES = [OrderStatus.DELIVERED, OrderStatus.SHIPPED, OrderStatus.PENDING, OrderStatus.CANCELLED];

/**
 * The customers screens read what they show, not the shop's history: on the embedded engine's H2
 * file (which keeps and uses the indexes), with 3,000 orders of 60 customers and their running
 * totals, a page of 20 customers reads those accounts and their totals (never their orders), a
 * search the accounts it finds, and neither scans the users, the orders or the totals. The engine counts what it reads
 * (`serverStatus().launcherIndexes`); speed itself is measured by bench/history.bench.ts.
 */
describe('customers: the cost of a page follows its customers, not the history', () => {
  let dataDir: string;
  let database: ResolvedDatabase;
  let t: TestApp;
  let admin: Account;
  /** Each customer's orders not cancelled: their order count. */
  const countedOf = new Map<string, number>();

  /** The documents read (through an index), and those scanned in users and orders, while `request` runs. */
  async function readsOf(request: () => Promise<unknown>) {
    const status = async () => (await t.connection.db!.admin().command({ serverStatus: 1 })).launcherIndexes;
    const before = await status();
    await request();
    const after = await status();
    const scanned = (name: string) =>
      (after.documentsScanned[`${t.connection.db!.databaseName}.${name}`] ?? 0) -
      (before.documentsScanned[`${t.connection.db!.databaseName}.${name}`] ?? 0);
    return {
      read: after.documentsRead - before.documentsRead,
      scanned: { users: scanned('users'), orders: scanned('orders'), totals: scanned('customertotals') },
    };
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bookstore-customers-cost-'));
    database = await startJavaServer({ dataDir, supervise: false });
    t = await createTestApp({}, database);
    admin = await registerUser(t.http, { role: 'admin', name: 'History Admin' });
    const customers: Account[] = [];
    for (let i = 0; i < CUSTOMERS; i++)
      customers.push(await registerUser(t.http, { name: `Customer ${String(i).padStart(2, '0')}` }));
    const now = Date.now();
    const documents = Array.from({ length: ORDERS }, (_, i) => {
      const _id = new Types.ObjectId();
      const customer = customers[i % CUSTOMERS];
      const orderedAt = new Date(now - i * 60_000 - DAY_MS);
      const status = STATUSES[i % STATUSES.length];
      const by = new Types.ObjectId(customer.user._id);
      if (status !== OrderStatus.CANCELLED)
        countedOf.set(customer.user._id, (countedOf.get(customer.user._id) ?? 0) + 1);
      return {
        _id,
        user: by,
        status,
        books: [{ book: { _id: new Types.ObjectId(), title: `Book ${i % 50}` }, quantity: 1, priceCents: 1000 }],
        totalCents: 1000,
        itemCount: 1,
        orderedAt,
        orderedDay: orderedAt.toISOString().slice(0, 10),
        shortId: String(_id).slice(-8),
        statusHistory: [{ status: OrderStatus.PENDING, at: orderedAt, by }],
        shippingAddress: null,
        createdAt: orderedAt,
        updatedAt: orderedAt,
        __v: 0,
      };
    });
    await t.connection.db!.collection('orders').insertMany(documents);
    const totals = customerTotalsOf(
      documents.map((order) => ({
        id: String(order._id),
        user: String(order.user),
        status: order.status,
        totalCents: order.totalCents,
        orderedAt: order.orderedAt,
        moves: order.statusHistory.length,
      })),
    );
    await t.connection.db!.collection('customertotals').insertMany(totals as never[]);
  }, 300_000);

  afterAll(async () => {
    await t?.close();
    await database?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const LIST = `query($search: String, $after: String) {
    customers(search: $search, first: 20, after: $after) {
      totalCount edges { node { id name orderCount } } pageInfo { endCursor }
    }
  }`;
  const list = (variables: Record<string, unknown>) => gql(t.http, LIST, variables, admin.token);

  it("reads a page's 20 accounts and their totals, never their orders, the first page and the next alike, scanning nothing", async () => {
    type Page = {
      totalCount: number;
      edges: Array<{ node: { id: string; orderCount: number } }>;
      pageInfo: { endCursor: string };
    };
    let first: Page | undefined;
    const firstCost = await readsOf(async () => (first = (await list({})).body.data.customers));
    expect(first!.totalCount).toBe(CUSTOMERS);
    expect(first!.edges).toHaveLength(20);
    let next: Page | undefined;
    const nextCost = await readsOf(
      async () => (next = (await list({ after: first!.pageInfo.endCursor })).body.data.customers),
    );
    for (const [page, cost] of [
      [first!, firstCost],
      [next!, nextCost],
    ] as const) {
      for (const { node } of page.edges) expect(node.orderCount).toBe(countedOf.get(node.id) ?? 0);
      expect(cost.scanned).toEqual({ users: 0, orders: 0, totals: 0 });
      // The page's accounts (one more to know a page follows), their totals, the session and the count's few.
      expect(cost.read).toBeLessThanOrEqual(2 * 20 + 30);
    }
  });

  it('reads what a search finds', async () => {
    let found: { totalCount: number } | undefined;
    const cost = await readsOf(async () => (found = (await list({ search: 'customer 07' })).body.data.customers));
    expect(found!.totalCount).toBe(1);
    expect(cost.scanned).toEqual({ users: 0, orders: 0, totals: 0 });
    expect(cost.read).toBeLessThanOrEqual(10);
  });
});
