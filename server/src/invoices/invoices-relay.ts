import { Injectable, Logger } from '@nestjs/common';
import { EventBus } from '../common/events/event-bus';
import { type JobContext, JobRunner } from '../jobs/job-runner';
import { OrderPlaced, OrderUpdated } from '../orders/order-events';
import { OrderDocumentKind } from '../orders/order-states';
import { OrderStatus } from '../orders/order-status';
import { InvoicesService } from './invoices.service';

/** The invoices' job (jobs/job-runner.ts): issue what a crash left due, finish what it left claimed. */
export const INVOICES_JOB = 'invoices';
const PASS_EVERY_MS = 30_000;
/** Due documents issued per batch; a pass goes on while batches come back full. */
const ISSUE_BATCH = 100;

/**
 * When documents are issued: the invoice as soon as this instance hears an order was placed (its
 * own, or another instance's through the change feed), the credit note as soon as it hears of a
 * cancellation, awaited by the event (so the request's answer comes after the number); and the
 * `invoices` job, at start and every 30 s, for what a crash left: a claimed number not finished,
 * an order due and never numbered. Every instance may run any of these at once: numbering allows it
 * (invoice-numbering.ts). A failure is logged and left to the job (the order stays due).
 */
@Injectable()
export class InvoicesRelay {
  private readonly logger = new Logger(InvoicesRelay.name);

  constructor(
    private readonly invoices: InvoicesService,
    events: EventBus,
    runner: JobRunner,
  ) {
    runner.define({ name: INVOICES_JOB, everyMs: PASS_EVERY_MS, atStart: 'soon', run: (job) => this.run(job) });
    events.subscribe(OrderPlaced, ({ order }) => this.issue(order._id, OrderDocumentKind.INVOICE));
    events.subscribe(OrderUpdated, ({ order }) =>
      order.status === OrderStatus.CANCELLED ? this.issue(order._id, OrderDocumentKind.CREDIT_NOTE) : undefined,
    );
  }

  private async issue(orderId: string, kind: OrderDocumentKind): Promise<void> {
    try {
      await this.invoices.issue(orderId, kind);
    } catch (error) {
      this.logger.warn(
        `The ${kind} of order ${orderId} is left to the ${INVOICES_JOB} job: ${(error as Error).message}`,
      );
    }
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
