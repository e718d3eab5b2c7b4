import { Injectable } from '@nestjs/common';
import { EventBus } from '../common/events/event-bus';
import { type JobContext, JobRunner } from '../jobs/job-runner';
import { OrderPlaced, OrderUpdated } from '../orders/order-events';
import { OrderStatus } from '../orders/order-status';
import { InvoicesService } from './invoices.service';

/** The invoices' job (jobs/job-runner.ts): issue the documents due, finish the claims a crash left. */
export const INVOICES_JOB = 'invoices';
const PASS_EVERY_MS = 30_000;
/** How long a run asked for by an order waits for the orders placed meanwhile. */
export const INVOICES_GATHER_MS = 200;
/** Due documents issued per batch; a pass goes on while batches come back full. */
const ISSUE_BATCH = 100;

/**
 * When documents are issued: by the `invoices` job, run after orders are placed or cancellations
 * decided on this instance (the events of its own writes; another instance asks for its own),
 * gathered for INVOICES_GATHER_MS so that the orders of a burst are numbered together with one claim
 * (invoice-numbering.ts) instead of taking turns at the counter; at start and every 30 s for what a
 * crash left (a claimed number not finished, an order due and never numbered). A request never
 * waits for its number: an order's `invoice` is null for the moment it takes. One instance runs the
 * job at a time (its lease), though numbering would allow several. A failure is logged by the
 * runner and retried (the orders stay due).
 */
@Injectable()
export class InvoicesRelay {
  constructor(
    private readonly invoices: InvoicesService,
    events: EventBus,
    runner: JobRunner,
  ) {
    runner.define({
      name: INVOICES_JOB,
      everyMs: PASS_EVERY_MS,
      gatherMs: INVOICES_GATHER_MS,
      atStart: 'soon',
      run: (job) => this.run(job),
    });
    // `notice` marks this instance's own writes (changes seen through the change feed carry none).
    events.subscribe(OrderPlaced, ({ notice }) => (notice ? runner.trigger(INVOICES_JOB) : undefined));
    events.subscribe(OrderUpdated, ({ order, notice }) =>
      notice && order.status === OrderStatus.CANCELLED ? runner.trigger(INVOICES_JOB) : undefined,
    );
  }

  private async run({ signal }: JobContext): Promise<void> {
    await this.pass(signal);
  }

  /** One pass: the claims left finished, then every due document issued; how many were issued. The tests call it. */
  async pass(signal?: AbortSignal): Promise<number> {
    await this.invoices.finishClaims();
    let issued = 0;
    let batch: number;
    do {
      batch = await this.invoices.issueDue(ISSUE_BATCH);
      issued += batch;
    } while (batch >= ISSUE_BATCH && !signal?.aborted);
    return issued;
  }
}
