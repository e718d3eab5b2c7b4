import { Injectable } from '@nestjs/common';
import { utcDay } from './order-filters';
import { OrderStatus } from './order-status';
import { OrdersRepository } from './orders.repository';

export interface OrderTotals {
  /** Orders that count: acknowledged and not cancelled. */
  orders: number;
  /** Their total, in cents. */
  revenueCents: number;
  pending: number;
  /** Cancelled orders, counted on their own: they are in neither `orders` nor the revenue. */
  cancelled: number;
}

export interface DayRevenue {
  date: string;
  revenueCents: number;
  orders: number;
}

/** Orders that count towards the store's figures: acknowledged, and not cancelled. */
const COUNTED = Object.values(OrderStatus).filter((status) => status !== OrderStatus.CANCELLED);

/**
 * The figures the dashboard shows, computed by the database (grouping aggregations; no order list
 * is loaded whole). A cancelled order earns nothing: it is left out of the revenue, the order
 * count, the average and the revenue by day, and counted on its own.
 */
@Injectable()
export class OrderFigures {
  constructor(private readonly repository: OrdersRepository) {}

  /** Order count, revenue, pending and cancelled counts. */
  async totals(): Promise<OrderTotals> {
    const groups = await this.repository.byStatus();
    const counted = groups.filter((group) => group._id !== OrderStatus.CANCELLED);
    const count = (status: OrderStatus) => groups.find((group) => group._id === status)?.orders ?? 0;
    return {
      orders: counted.reduce((sum, group) => sum + group.orders, 0),
      revenueCents: counted.reduce((sum, group) => sum + group.cents, 0),
      pending: count(OrderStatus.PENDING),
      cancelled: count(OrderStatus.CANCELLED),
    };
  }

  /** Revenue and order count per UTC day for the last `days` days (today included), oldest first, days without orders as 0. */
  async revenueByDay(days: number, now = new Date()): Promise<DayRevenue[]> {
    const dates = Array.from({ length: days }, (_, i) => utcDay(new Date(now.getTime() - (days - 1 - i) * 86_400_000)));
    const groups = await this.repository.byDay(COUNTED, dates[0]);
    const byDay = new Map(groups.map((group) => [group._id, group]));
    return dates.map((date) => ({
      date,
      revenueCents: byDay.get(date)?.cents ?? 0,
      orders: byDay.get(date)?.orders ?? 0,
    }));
  }
}
