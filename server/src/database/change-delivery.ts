import type { Logger } from '@nestjs/common';

/** What changed in a collection: these documents (by `_id`), or possibly everything. */
export type FeedChange = { all: true } | { all: false; ids: string[] };

export type ChangeListener = (change: FeedChange) => Promise<void> | void;

/** A failed delivery is tried again after this long, with whatever arrived meanwhile merged in. */
const RETRY_MS = 1000;

/**
 * Hands changes to one listener, one call at a time: changes that arrive while a call runs are
 * merged (ids into one set, or "everything") and delivered next; a call that fails is logged and
 * its changes are kept for the next attempt, so nothing is lost to a passing database error.
 */
export class ChangeDelivery {
  private ids = new Set<string>();
  private all = false;
  private running: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly listener: ChangeListener,
    private readonly logger: Pick<Logger, 'warn'>,
    private readonly name: string,
  ) {}

  get pending(): boolean {
    return this.all || this.ids.size > 0;
  }

  push(change: FeedChange): void {
    if (change.all) {
      this.all = true;
      this.ids.clear();
    } else if (!this.all) {
      for (const id of change.ids) this.ids.add(id);
    }
  }

  /** Delivers after `delayMs` (a short delay gathers a burst of events into one call). */
  schedule(delayMs: number): void {
    if (this.timer || this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, delayMs);
  }

  /** Delivers what is pending now; resolves once it was handed over (or failed and was kept). */
  async flush(): Promise<void> {
    while (this.running) await this.running;
    if (!this.pending || this.stopped) return;
    const change: FeedChange = this.all ? { all: true } : { all: false, ids: [...this.ids] };
    this.all = false;
    this.ids = new Set();
    this.running = this.deliver(change).finally(() => (this.running = undefined));
    await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private async deliver(change: FeedChange): Promise<void> {
    try {
      await this.listener(change);
    } catch (error) {
      this.logger.warn(
        `Could not apply ${change.all ? 'a full reload' : `${change.ids.length} changes`} of ${this.name}, ` +
          `trying again in ${RETRY_MS} ms: ${(error as Error).message}`,
      );
      this.push(change);
      this.schedule(RETRY_MS);
    }
  }
}
