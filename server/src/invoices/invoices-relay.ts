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

/** The orders waiting for their documents of one kind on this instance, and who waits for each. */
interface Batch {
  waiting: Map<string, Array<() => void>>;
  running: Promise<void> | null;
}

/**
 * When documents are issued: the invoice as soon as an order placed on this instance is
 * acknowledged, the credit note as soon as a cancellation decided here is (the events of this
 * instance's own writes: another instance issues its own), awaited by the event so that the
 * request's answer comes after the number; and the `invoices` job, at start and every 30 s, for
 * what a crash left: a claimed number not finished, an order due and never numbered. The orders
 * that arrive while a batch is being numbered wait for the next, numbered together with one claim
 * (invoice-numbering.ts), so that concurrent orders share the numbering's commands instead of
 * taking turns at the counter. Every instance may run any of these at once: numbering allows it. A
 * failure is logged and left to the job (the orders stay due).
 */
@Injectable()
export class InvoicesRelay {
  private readonly logger = new Logger(InvoicesRelay.name);
  private readonly batches = new Map<OrderDocumentKind, Batch>(
    [OrderDocumentKind.INVOICE, OrderDocumentKind.CREDIT_NOTE].map((kind) => [
      kind,
      { waiting: new Map(), running: null },
    ]),
  );

  constructor(
    private readonly invoices: InvoicesService,
    events: EventBus,
    runner: JobRunner,
  ) {
    runner.define({ name: INVOICES_JOB, everyMs: PASS_EVERY_MS, atStart: 'soon', run: (job) => this.run(job) });
    // `notice` marks this instance's own writes (changes seen through the change feed carry none).
    events.subscribe(OrderPlaced, ({ order, notice }) =>
      notice ? this.issue(order._id, OrderDocumentKind.INVOICE) : undefined,
    );
    events.subscribe(OrderUpdated, ({ order, notice }) =>
      notice && order.status === OrderStatus.CANCELLED
        ? this.issue(order._id, OrderDocumentKind.CREDIT_NOTE)
        : undefined,
    );
  }

  /** Resolves once the order's document of `kind` was issued with the batch it joined (or left to the job). */
  private issue(orderId: string, kind: OrderDocumentKind): Promise<void> {
    const batch = this.batches.get(kind)!;
    const done = new Promise<void>((resolve) => {
      const waiters = batch.waiting.get(orderId) ?? [];
      waiters.push(resolve);
      batch.waiting.set(orderId, waiters);
    });
    batch.running ??= this.drain(kind, batch);
    return done;
  }

  /** Numbers the waiting orders a batch at a time until none wait. */
  private async drain(kind: OrderDocumentKind, batch: Batch): Promise<void> {
    try {
      while (batch.waiting.size) {
        const waiting = [...batch.waiting].slice(0, ISSUE_BATCH);
        for (const [orderId] of waiting) batch.waiting.delete(orderId);
        try {
          await this.invoices.issueMany(
            waiting.map(([orderId]) => orderId),
            kind,
          );
        } catch (error) {
          this.logger.warn(
            `The ${kind}s of ${waiting.length} order(s) are left to the ${INVOICES_JOB} job: ${(error as Error).message}`,
          );
        }
        for (const [, waiters] of waiting) for (const resolve of waiters) resolve();
      }
    } finally {
      batch.running = null;
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
