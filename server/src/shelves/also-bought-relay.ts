import { Injectable } from '@nestjs/common';
import { EventBus } from '../common/events/event-bus';
import { type JobContext, JobRunner } from '../jobs/job-runner';
import { OrderChange } from '../orders/order-events';
import { AlsoBoughtCounts } from './also-bought-counts';

/** The also-bought job (jobs/job-runner.ts): count the pairs of the orders changed since the last run. */
export const ALSO_BOUGHT_JOB = 'also-bought';
/** How often a run looks for orders changed elsewhere (another instance, a crash before a run). */
const PASS_EVERY_MS = 60_000;
/** A run asked for by an order change waits this long for the changes made meanwhile. */
const GATHER_MS = 2_000;

/**
 * When the also-bought counts follow the orders: the `also-bought` job, at start, every minute,
 * and a little after the order changes this instance hears of. One instance runs it at a time
 * (its lease); passes that overlap anyway (a test's, a lost lease) count each move once
 * (AlsoBoughtCounts). `pass()` is one pass; the tests call it.
 */
@Injectable()
export class AlsoBoughtRelay {
  constructor(
    private readonly counts: AlsoBoughtCounts,
    events: EventBus,
    runner: JobRunner,
  ) {
    runner.define({
      name: ALSO_BOUGHT_JOB,
      everyMs: PASS_EVERY_MS,
      gatherMs: GATHER_MS,
      atStart: 'soon',
      run: ({ signal }: JobContext) => this.pass(signal).then(() => undefined),
    });
    events.subscribe(OrderChange, () => runner.trigger(ALSO_BOUGHT_JOB));
  }

  pass(signal?: AbortSignal): Promise<number> {
    return this.counts.pass(signal);
  }
}
