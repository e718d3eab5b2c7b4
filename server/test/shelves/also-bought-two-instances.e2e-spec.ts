import { BooksService } from '../../src/books/books.service';
import { AlsoBoughtRelay } from '../../src/shelves/also-bought-relay';
import { addBooks } from '../orders/order-fixtures';
import { type Account, registerUser } from '../setup/helpers';
import { createTestApp, sharedTestDatabase, type TestApp } from '../setup/test-app';
import { cancel, order, recountPairs, storedPairs } from './shelves-fixtures';

const ORDERS = 24;

/**
 * Two instances of the store on one database, each running the also-bought pass all the while
 * orders are placed and cancelled through both: every order's pairs are counted once, so the
 * counts equal a recount of the orders (docs/architecture.md "Shelves").
 */
describe('also-bought counted by two instances at once', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const database = sharedTestDatabase();
    a = await createTestApp({}, database);
    b = await createTestApp({}, database);
  });

  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it(`counts ${ORDERS} orders and their cancellations once between them`, async () => {
    const books = await addBooks(a.app.get(BooksService), [500, 500, 500, 500, 500], 'Paired Book');
    await b.app.get(BooksService).findMany(books);
    const admin = await registerUser(a.http, { role: 'admin', name: 'Pairs Admin' });
    const shoppers: Account[] = await Promise.all(
      Array.from({ length: 4 }, (_, i) => registerUser(i % 2 ? b.http : a.http, { name: `Pairs Shopper ${i}` })),
    );
    let placing = true;
    const passes = [a, b].map(async (app) => {
      const relay = app.app.get(AlsoBoughtRelay);
      while (placing) await relay.pass();
    });
    const placed = await Promise.all(
      Array.from({ length: ORDERS }, (_, i) =>
        order((i % 2 ? b : a).http, shoppers[i % shoppers.length], [
          books[i % 5],
          books[(i + 1) % 5],
          books[(i * 2) % 5],
        ]),
      ),
    );
    await Promise.all(placed.filter((_, i) => i % 3 === 0).map((id, i) => cancel((i % 2 ? b : a).http, admin, id)));
    placing = false;
    await Promise.all(passes);
    await Promise.all([a, b].map((app) => app.app.get(AlsoBoughtRelay).pass()));

    const db = a.connection.db!;
    const expected = await recountPairs(db);
    expect(Object.values(expected).reduce((sum, n) => sum + n, 0)).toBeGreaterThan(ORDERS);
    expect(await storedPairs(db)).toEqual(expected);
  });
});
