import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { CatalogueChange } from '../books/book-events';
import { EventBus } from '../common/events/event-bus';
import { EventStream } from '../common/events/event-stream';
import { OrderChange } from '../orders/order-events';
import { DashboardService } from './dashboard.service';
import type { Dashboard } from './models/dashboard.model';

/** At most one new set of figures per this many milliseconds, whatever the rate of orders. */
export const DASHBOARD_INTERVAL_MS = 1000;

/**
 * `dashboardChanged`: after an order or the catalogue changed, the figures are computed once
 * (at most once a second, trailing, so the last change is always in a delivered set) and handed
 * to every admin watching. Nothing is computed while nobody watches.
 */
@Injectable()
export class DashboardChanges implements OnModuleDestroy {
  private readonly logger = new Logger('DashboardChanges');
  private readonly watchers = new Set<(dashboard: Promise<Dashboard | undefined>) => void>();
  private timer: NodeJS.Timeout | undefined;
  private lastRun = 0;

  constructor(
    bus: EventBus,
    private readonly dashboards: DashboardService,
  ) {
    bus.subscribe(OrderChange, () => this.changed());
    bus.subscribe(CatalogueChange, () => this.changed());
  }

  watch(): AsyncIterableIterator<Dashboard> {
    return new EventStream<Dashboard>((push) => {
      this.watchers.add(push);
      return () => this.watchers.delete(push);
    });
  }

  onModuleDestroy(): void {
    clearTimeout(this.timer);
  }

  private changed(): void {
    if (!this.watchers.size || this.timer) return;
    const wait = Math.max(0, this.lastRun + DASHBOARD_INTERVAL_MS - Date.now());
    this.timer = setTimeout(() => this.compute(), wait);
  }

  private compute(): void {
    this.timer = undefined;
    this.lastRun = Date.now();
    const figures = this.dashboards.dashboard().catch((error: unknown) => {
      this.logger.warn(`Could not compute the dashboard's figures: ${(error as Error).message}`);
      return undefined;
    });
    for (const push of this.watchers) push(figures);
  }
}
