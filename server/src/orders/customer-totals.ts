import { Injectable } from '@nestjs/common';
import { type CustomerFold, CustomerTotalsRepository, type TotalsChange } from './customer-totals.repository';
import { isVisible } from './order-states';
import { OrderStatus } from './order-status';
import { OrdersRepository, type FiguresDueHead } from './orders.repository';
import type { CountedMove, CustomerTotalsRecord } from './schemas/customer-totals.schema';

/** A customer's orders in figures, as the admin's customers list shows them. */
export interface CustomerFigures {
  /** Orders not cancelled. */
  orderCount: number;
  /** What those orders come to, in cents. */
  totalCents: number;
  /** When the newest order (of any status people see) was placed; null with none. */
  lastOrderAt: Date | null;
}

/** A fold that loses this many races in a row is left to the next pass. */
const FOLD_ATTEMPTS = 5;

const movesOf = (order: FiguresDueHead) => order.statusHistory.length;
/** An order counts in the order count and the total spent unless it was cancelled (as on the dashboard). */
const counts = (status: OrderStatus | undefined): number => (status && status !== OrderStatus.CANCELLED ? 1 : 0);

/** What counting `order`'s latest move adds to totals that counted `previous` of it. */
function changeOf(order: FiguresDueHead, previous: CountedMove | undefined): TotalsChange {
  const orders = counts(order.status as OrderStatus) - counts(previous?.s);
  return { orders, totalCents: orders * order.totalCents, lastOrderAt: order.orderedAt };
}

function addChanges(a: TotalsChange, b: TotalsChange): TotalsChange {
  return {
    orders: a.orders + b.orders,
    totalCents: a.totalCents + b.totalCents,
    lastOrderAt: a.lastOrderAt > b.lastOrderAt ? a.lastOrderAt : b.lastOrderAt,
  };
}

/**
 * Each customer's order count, total spent and last order as running totals (`customertotals`),
 * so that the admin's customers list costs the customers it shows, never their history. They are
 * folded by the dashboard figures' pass (OrderFigures.foldDue), from the same marks: every move
 * people see marks its order `figuresDue`, and the mark goes only once the day's figures and the
 * customer's totals both count it. A customer's fold is one update conditional on what the totals
 * counted of each order before, so a move is counted once however many folds race or repeat after
 * a crash. Reads add the customers' orders still marked, so a figure is exact as soon as the move is
 * written.
 */
@Injectable()
export class CustomerTotals {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly totals: CustomerTotalsRepository,
  ) {}

  /** Each customer's figures, exact now (customers without an order people see are absent). */
  async of(userIds: readonly string[]): Promise<Map<string, CustomerFigures>> {
    const figures = new Map<string, CustomerFigures>();
    if (!userIds.length) return figures;
    // In this order: a move folded between the two reads is then either still marked when the
    // orders are read, or in the totals read last (and its mark says it is counted).
    const due = (await this.orders.figuresDueOfCustomers(userIds)).filter((order) => isVisible(order.status));
    const stored = await this.totals.of(
      userIds,
      due.map((order) => String(order._id)),
    );
    const counted = new Map<string, Record<string, CountedMove>>();
    for (const totals of stored) {
      counted.set(totals.userId, totals.counted);
      if (totals.orders || totals.lastOrderAt) {
        figures.set(totals.userId, {
          orderCount: totals.orders,
          totalCents: totals.totalCents,
          lastOrderAt: totals.lastOrderAt,
        });
      }
    }
    for (const order of due) {
      const userId = String(order.user);
      const previous = counted.get(userId)?.[String(order._id)];
      if (previous && previous.m >= movesOf(order)) continue;
      const change = changeOf(order, previous);
      const current = figures.get(userId) ?? { orderCount: 0, totalCents: 0, lastOrderAt: null };
      figures.set(userId, {
        orderCount: current.orderCount + change.orders,
        totalCents: current.totalCents + change.totalCents,
        lastOrderAt:
          current.lastOrderAt && current.lastOrderAt > order.orderedAt ? current.lastOrderAt : order.orderedAt,
      });
    }
    return figures;
  }

  /**
   * Counts the latest moves of these marked orders in their customers' totals: one update per
   * customer, one by one when another fold came first. Returns the ids of the orders counted (or
   * found counted already); the others keep their marks for the next pass.
   */
  async fold(orders: readonly FiguresDueHead[]): Promise<Set<string>> {
    const byUser = new Map<string, FiguresDueHead[]>();
    for (const order of orders) {
      if (!order.user) continue;
      const userId = String(order.user);
      byUser.set(userId, [...(byUser.get(userId) ?? []), order]);
    }
    const done = new Set<string>(orders.filter((order) => !order.user).map((order) => String(order._id)));
    await Promise.all(
      [...byUser].map(async ([userId, mine]) => {
        if (await this.foldAll(userId, mine)) for (const order of mine) done.add(String(order._id));
        else for (const order of mine) if (await this.foldOne(userId, order)) done.add(String(order._id));
      }),
    );
    return done;
  }

  /** The customer's orders folded by one update over their totals as read now; false when a race was lost. */
  private async foldAll(userId: string, orders: readonly FiguresDueHead[]): Promise<boolean> {
    const [stored] = await this.totals.of(
      [userId],
      orders.map((order) => String(order._id)),
    );
    const folds: CustomerFold[] = [];
    let change: TotalsChange | undefined;
    for (const order of orders) {
      const orderId = String(order._id);
      const previous = stored?.counted[orderId];
      const next: CountedMove = { m: movesOf(order), s: order.status as OrderStatus };
      if (previous && previous.m >= next.m) continue; // counted already: only its mark is left
      folds.push({ orderId, previous, next });
      change = change ? addChanges(change, changeOf(order, previous)) : changeOf(order, previous);
    }
    if (!change) return true;
    return this.totals.fold(userId, folds, change);
  }

  /** One order folded over the totals as they are, tried again after a lost race; false after too many. */
  private async foldOne(userId: string, order: FiguresDueHead): Promise<boolean> {
    for (let attempt = 0; attempt < FOLD_ATTEMPTS; attempt++) {
      if (await this.foldAll(userId, [order])) return true;
    }
    return false;
  }
}

/** An order as loading in bulk gives it (customerTotalsOf). */
export interface TotalledOrder {
  id: string;
  /** The customer's id. */
  user: string;
  status: OrderStatus;
  totalCents: number;
  orderedAt: Date;
  /** Its moves so far (`statusHistory` length). */
  moves: number;
}

/**
 * The stored totals of these orders' customers with every move counted, as folding each once
 * leaves them: for loading orders in bulk (the history benchmark, tests) without folding them.
 */
export function customerTotalsOf(orders: Iterable<TotalledOrder>): CustomerTotalsRecord[] {
  const totals = new Map<string, CustomerTotalsRecord>();
  for (const order of orders) {
    const mine = totals.get(order.user) ?? {
      _id: order.user,
      orders: 0,
      totalCents: 0,
      lastOrderAt: null,
      counted: {},
    };
    mine.orders += counts(order.status);
    mine.totalCents += counts(order.status) * order.totalCents;
    if (!mine.lastOrderAt || order.orderedAt > mine.lastOrderAt) mine.lastOrderAt = order.orderedAt;
    mine.counted[order.id] = { m: order.moves, s: order.status };
    totals.set(order.user, mine);
  }
  return [...totals.values()];
}
