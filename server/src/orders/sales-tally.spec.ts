import { figuresOf } from './figure-tally';
import { OrderStatus } from './order-status';
import { addSales, emptySales, salesOf, salesSign, salesUpdate, sells, splitDiscount } from './sales-tally';

describe('sales tally', () => {
  it('splits a discount over the lines in proportion, adding up to it to the cent', () => {
    expect(splitDiscount([1010, 2620, 0], 1209)).toEqual([336, 873, 0]);
    expect(splitDiscount([100, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(splitDiscount([500], 900)).toEqual([500]);
    expect(splitDiscount([500, 700], 0)).toEqual([0, 0]);
    const huge = [100_000_000 * 99, 1];
    expect(splitDiscount(huge, 5_000_000_000).reduce((a, b) => a + b, 0)).toBe(5_000_000_000);
  });

  it("counts an order's books once each, after the discount, in their categories", () => {
    const sales = salesOf({
      books: [
        { book: { _id: 'a', title: 'A', author: 'X', category: 'Fiction' }, quantity: 2, priceCents: 1000 },
        { book: { _id: 'b', title: 'B', author: 'Y' }, quantity: 1, priceCents: 1000 },
      ],
      totals: { discountCents: 300 },
    });
    expect(sales).toEqual([
      { bookId: 'a', title: 'A', author: 'X', category: 'Fiction', copies: 2, revenueCents: 1800 },
      { bookId: 'b', title: 'B', author: 'Y', category: 'Uncategorised', copies: 1, revenueCents: 900 },
    ]);
    const day = addSales(emptySales(), sales, 1);
    expect(day.sales).toEqual({ o: 1, c: 3, r: 2700 });
    expect(addSales(day, sales, -1).sales).toEqual({ o: 0, c: 0, r: 0 });
    expect(salesUpdate(sales, 1).inc).toMatchObject({ 'sales.o': 1, 'books.a.c': 2, 'categories.Fiction.r': 1800 });
    expect(salesUpdate(sales, 0)).toEqual({ inc: {}, set: {} });
  });

  it('adds an order when it starts counting and takes it off when cancelled', () => {
    expect(salesSign(sells(undefined), sells(OrderStatus.PENDING))).toBe(1);
    expect(salesSign(sells(OrderStatus.PENDING), sells(OrderStatus.SHIPPED))).toBe(0);
    expect(salesSign(sells(OrderStatus.PENDING), sells(OrderStatus.CANCELLED))).toBe(-1);
    expect(salesSign(sells(undefined), sells(OrderStatus.CANCELLED))).toBe(0);
  });

  it('builds stored days with the sales of the orders that count, as the folds leave them', () => {
    const line = (id: string, quantity: number) => ({
      book: { _id: id, title: id, category: 'Fiction' },
      quantity,
      priceCents: 500,
    });
    const { days } = figuresOf([
      {
        id: 'o1',
        day: '2026-01-02',
        status: OrderStatus.SHIPPED,
        totalCents: 1500,
        moves: 2,
        sales: salesOf({ books: [line('a', 3)] }),
      },
      {
        id: 'o2',
        day: '2026-01-02',
        status: OrderStatus.CANCELLED,
        totalCents: 500,
        moves: 2,
        sales: salesOf({ books: [line('a', 1)] }),
      },
      {
        id: 'o3',
        day: '2026-01-02',
        status: OrderStatus.PENDING,
        totalCents: 500,
        moves: 1,
        sales: salesOf({ books: [line('b', 1)] }),
      },
    ]);
    expect(days[0]).toMatchObject({
      sales: { o: 2, c: 4, r: 2000 },
      books: { a: { c: 3, r: 1500 }, b: { c: 1, r: 500 } },
      categories: { Fiction: { o: 2, c: 4, r: 2000 } },
      orders: { o1: { m: 2, b: 1 }, o2: { m: 2, b: 1 }, o3: { m: 1, b: 1 } },
    });
  });
});
