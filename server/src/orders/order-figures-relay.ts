import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { EventBus } from '../common/events/event-bus';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { OrderChange } from './order-events';
import { FOLD_BATCH, OrderFigures } from './order-figures';

/** How often every instance also looks for moves nobody counted (a crash between a move and its fold). */
const PASS_EVERY_MS = 30_000;

/**
 * When the dashboard's running figures count the orders' moves (OrderFigures.foldDue): at start,
 * after every order change this instance hears of (at once, in the background: the request that
 * made the move does not wait, and the figures are exact meanwhile), and every 30 s for what a
 * crash left. `pass()` is one pass, folding until nothing is due; the timer only calls it, so that
 * it can become a job of a job runner as it is. Passes never overlap in one instance; two instances'
 * passes may, which the folds allow. Under NODE_ENV=test nothing runs by itself: the tests call
 * `pass()`, as they call the outbox's sweep.
 */
@Injectable()
export class OrderFiguresRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OrderFigures');
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private again = false;
  private closed = false;

  constructor(
    private readonly figures: OrderFigures,
    events: EventBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    events.subscribe(OrderChange, () => this.nudge());
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.nodeEnv === 'test') return;
    await this.figures.open();
    this.timer = setInterval(() => void this.pass(), PASS_EVERY_MS);
    this.timer.unref();
    this.nudge();
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** A pass soon, after an order changed; one already running passes once more. */
  private nudge(): void {
    if (this.config.nodeEnv === 'test' || this.closed) return;
    void this.pass();
  }

  /** Folds every order whose figures are due, a batch at a time; resolves with how many were counted. */
  pass(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let counted = 0;
      do {
        this.again = false;
        try {
          // A full batch may leave more: fold on (a backlog, such as the orders from before the figures).
          let batch: number;
          do {
            batch = await this.figures.foldDue(FOLD_BATCH);
            counted += batch;
          } while (batch === FOLD_BATCH && !this.closed);
        } catch (error) {
          this.logger.error(
            `Counting order moves in the figures failed; it runs again soon: ${(error as Error).message}`,
          );
        }
      } while (this.again && !this.closed);
      return counted;
    })().finally(() => (this.running = undefined));
    return this.running;
  }
}
