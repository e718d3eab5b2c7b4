import { Injectable } from '@nestjs/common';
import type { Types } from 'mongoose';
import type { ImageKeeper } from '../images/image-sweep.service';
import { OrdersRepository } from './orders.repository';

/**
 * How long a question waits for the orders being placed to be acknowledged or given up: an order
 * takes milliseconds, and giving up only keeps images a while longer, so the wait is short (it
 * also delays the start-up sweep after a crash left orders `placing`).
 */
const SETTLE_MS = 1_000;
const SETTLE_POLL_MS = 50;
/** Image ids asked about in one query. */
const BATCH = 1_000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An order keeps its books' covers as they were when it was placed (the snapshot's `image`), so
 * the images it refers to outlive the books: the image sweep and every release of a cover ask
 * here first (registered with ImageSweepService by OrdersModule).
 *
 * The snapshot is written when the order is acknowledged, a moment after its stock was taken,
 * and the take is where the cover was read: a cover replaced between the two would be missed by
 * a look at acknowledged orders alone. Every such order is `placing` from before its take until
 * it is acknowledged (its snapshot then shows the cover) or given up (it never shows one), so
 * the question first waits for the orders placing at that moment to get there. When they do not
 * within a second (a crashed instance's order waits for the repair), every image asked about
 * counts as kept, and a later sweep decides.
 */
@Injectable()
export class OrderImages implements ImageKeeper {
  constructor(private readonly repository: OrdersRepository) {}

  async keptAmong(ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    if (!(await this.placingSettled())) return new Set(ids);
    const kept = new Set<string>();
    for (let start = 0; start < ids.length; start += BATCH) {
      const batch = ids.slice(start, start + BATCH);
      const shown = await this.repository.imagesShown(batch);
      const wanted = new Set(batch);
      for (const ref of shown) if (typeof ref === 'string' && wanted.has(ref)) kept.add(ref);
    }
    return kept;
  }

  /** Waits until no order that was being placed when called still is; false when some still is after SETTLE_MS. */
  private async placingSettled(): Promise<boolean> {
    const deadline = Date.now() + SETTLE_MS;
    let waiting: Types.ObjectId[] = await this.repository.placing();
    while (waiting.length) {
      if (Date.now() >= deadline) return false;
      await delay(SETTLE_POLL_MS);
      waiting = await this.repository.stillPlacing(waiting);
    }
    return true;
  }
}
