import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus } from '../common/events/event-bus';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { type JobContext, JobRunner } from '../jobs/job-runner';
import { OrderChange } from './order-events';
import { FOLD_BATCH, OrderFigures } from './order-figures';

/** The figures' job (jobs/job-runner.ts): count the moves not yet in the dashboard's running figures. */
export const ORDER_FIGURES_JOB = 'order-figures';
/** How often a run also looks for moves nobody counted (a crash between a move and its fold). */
const PASS_EVERY_MS = 30_000;
/** A run asked for by an order change waits this long for the changes made meanwhile, folded with it. */
const GATHER_MS = 500;

/**
 * When the dashboard's running figures count the orders' moves (OrderFigures.foldDue): the
 * `order-figures` job, run at start, on this instance after the order changes it hears of (in the
 * background, those of half a second together: the request that made the move does not wait, and
 * the figures are exact meanwhile),
 * and every 30 s for what a crash left. Its runs wait for `OrderFigures.open` (at start-up, before
 * the store listens). `pass()` is one pass, folding until nothing is due; the tests call it, as
 * they call the outbox's sweep. Two passes may overlap (a test's, another instance's), which the
 * folds allow.
 */
@Injectable()
export class OrderFiguresRelay implements OnApplicationBootstrap {
  private readonly opened: Promise<void>;
  private markOpened!: () => void;

  constructor(
    private readonly figures: OrderFigures,
    events: EventBus,
    runner: JobRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.opened = new Promise((resolve) => (this.markOpened = resolve));
    runner.define({
      name: ORDER_FIGURES_JOB,
      everyMs: PASS_EVERY_MS,
      gatherMs: GATHER_MS,
      atStart: 'soon',
      run: (job) => this.run(job),
    });
    events.subscribe(OrderChange, () => runner.trigger(ORDER_FIGURES_JOB));
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.nodeEnv !== 'test') await this.figures.open();
    this.markOpened();
  }

  private async run({ signal }: JobContext): Promise<void> {
    await this.opened;
    await this.pass(signal);
  }

  /** Folds every order whose figures are due, a batch at a time; resolves with how many were counted. */
  async pass(signal?: AbortSignal): Promise<number> {
    let counted = 0;
    let batch: number;
    // A full batch may leave more: fold on (a backlog, such as the orders from before the figures).
    do {
      batch = await this.figures.foldDue(FOLD_BATCH);
      counted += batch;
    } while (batch === FOLD_BATCH && !signal?.aborted);
    return counted;
  }
}
