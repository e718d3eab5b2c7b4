import { Inject, Injectable } from '@nestjs/common';
import { BooksService } from '../books/books.service';
import { fromCents } from '../common/money/money';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { OrderFigures } from '../orders/order-figures';
import { OrdersService } from '../orders/orders.service';
import type { Dashboard } from './models/dashboard.model';

/** How many of the newest orders the dashboard shows. */
export const RECENT_ORDERS = 5;
/** How many UTC days of revenue, today included. */
export const REVENUE_DAYS = 30;
/** At most this many low-stock books. */
export const LOW_STOCK_LIMIT = 10;

/**
 * The admin dashboard's figures: the orders' running totals (OrderFigures, a few documents
 * whatever the number of orders), the newest orders (an index read backwards) and the catalogue's
 * counts (BooksService): no order list is ever loaded whole. Money is summed in cents and shown as
 * decimals; the average is rounded to the nearest cent. Cancelled orders earn nothing: they are
 * left out of the revenue, the order count, the average and the chart, and counted on their own.
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly orders: OrdersService,
    private readonly figures: OrderFigures,
    private readonly books: BooksService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async dashboard(): Promise<Dashboard> {
    const threshold = this.config.lowStockThreshold;
    const [{ totals, revenueByDay: days }, books, recentOrders, lowStock, lowStockCount] = await Promise.all([
      this.figures.dashboard(REVENUE_DAYS),
      this.books.count(),
      this.orders.recent(RECENT_ORDERS),
      this.books.lowStock(threshold, LOW_STOCK_LIMIT),
      this.books.countLowStock(threshold),
    ]);
    return {
      totals: {
        books,
        orders: totals.orders,
        revenue: fromCents(totals.revenueCents),
        pending: totals.pending,
        completed: totals.orders - totals.pending,
        cancelled: totals.cancelled,
        averageOrderValue: fromCents(Math.round(totals.revenueCents / Math.max(totals.orders, 1))),
      },
      recentOrders,
      revenueByDay: days.map(({ date, revenueCents, orders }) => ({ date, revenue: fromCents(revenueCents), orders })),
      lowStock,
      lowStockCount,
      lowStockThreshold: threshold,
    };
  }
}
