import { Injectable, Logger } from '@nestjs/common';
import { AuditRegistry } from '../common/audit/audit-registry';
import type { AuditEntryRecord } from '../common/audit/audit-entry';
import { DAY_MS, dayRange, dayStart } from '../common/dates/days';
import { DomainEvent, EventBus } from '../common/events/event-bus';
import type { Connection } from '../common/pagination/paginated';
import { type JobContext, JobRunner } from '../jobs/job-runner';
import { ActivityRepository } from './activity.repository';
import type { ListActivityArgs } from './dto/list-activity.args';
import type { ActivityEntry } from './models/activity-entry.model';

/** The relay's job (jobs/job-runner.ts). */
export const ACTIVITY_JOB = 'activity';
/** How often the job looks for entries nobody relayed: only what a crash left (an event relays at once). */
const RELAY_EVERY_MS = 30_000;
/** Entries relayed per source and pass at most; a full batch is followed by another at once. */
const BATCH = 100;
/** A deletion's intent older than this was left by a crash (a deletion takes milliseconds). */
export const INTENT_SETTLES_AFTER_MS = 60_000;

/**
 * The activity log. An admin's write records its entry on the document it changes, in the same
 * update (common/audit: `withAudit`), and publishes its event with `audit`; this relay, the
 * `activity` job, then copies every pending entry into `activity` under the entry's own `_id` and
 * has its source remove it. It runs at once on the instance whose event said so and every 30 s
 * for what a crash left; the job's lease runs it on one instance at a time, and a copy made twice
 * (a crash between the copy and the removal, or two relays at once) is refused by the unique id.
 */
@Injectable()
export class ActivityService {
  private readonly logger = new Logger('Activity');

  constructor(
    private readonly repository: ActivityRepository,
    private readonly registry: AuditRegistry,
    private readonly runner: JobRunner,
    events: EventBus,
  ) {
    runner.define({ name: ACTIVITY_JOB, everyMs: RELAY_EVERY_MS, atStart: 'soon', run: (job) => this.pass(job) });
    events.subscribe(DomainEvent, (event) => {
      if (event.audit) runner.trigger(ACTIVITY_JOB);
    });
  }

  /** A page of the log, newest first, with the filters asked for. */
  list(args: ListActivityArgs): Promise<Connection<ActivityEntry>> {
    const { start: from, end: until } =
      args.from && args.to
        ? dayRange(args.from, args.to)
        : {
            start: args.from ? dayStart(args.from, 'from') : undefined,
            end: args.to ? new Date(dayStart(args.to, 'to').getTime() + DAY_MS) : undefined,
          };
    return this.repository.page(
      {
        action: args.action ?? undefined,
        actor: args.actor ?? undefined,
        target: args.target ?? undefined,
        targetType: args.targetType ?? undefined,
        from,
        until,
      },
      args.first,
      args.after,
    );
  }

  /**
   * Runs `remove`, the deletion of the document `document` of the source `source`, with its
   * entries (the deletion's, and any the document still carried): written as intents first, logged
   * once `remove` says it deleted something, then forgotten. A crash in between leaves the intents
   * for the job (`settleIntents`), which logs them if the document is gone; a deletion that found
   * nothing to delete logs nothing. Returns what `remove` returned.
   */
  async recordDeletion<T>(
    source: string,
    document: unknown,
    entries: readonly AuditEntryRecord[],
    remove: () => Promise<T | null>,
  ): Promise<T | null> {
    await this.repository.intend(source, document, entries);
    const removed = await remove();
    if (removed) for (const entry of entries) await this.repository.insert(entry);
    await this.repository.forgetIntents(entries);
    return removed;
  }

  /**
   * The deletions' intents a crash left (written over INTENT_SETTLES_AFTER_MS ago): logged when the
   * document is gone, forgotten when it is still there. How many were logged.
   */
  async settleIntents(now = new Date()): Promise<number> {
    let logged = 0;
    for (;;) {
      const stale = await this.repository.staleIntents(new Date(now.getTime() - INTENT_SETTLES_AFTER_MS), BATCH);
      for (const { entry, source, document } of stale) {
        const holder = this.registry.get(source);
        if (holder && !(await holder.holds(document)) && (await this.repository.insert(entry))) logged++;
      }
      await this.repository.forgetIntents(stale.map(({ entry }) => entry));
      if (stale.length < BATCH) return logged;
    }
  }

  /** Copies every pending entry into the log, then removes it from its document; how many were copied. */
  async relay(signal?: AbortSignal): Promise<number> {
    let relayed = 0;
    let full: boolean;
    do {
      full = false;
      for (const source of this.registry.all()) {
        const pending = await source.pendingEntries(BATCH);
        if (pending.length >= BATCH) full = true;
        for (const { entry, handed } of pending) {
          await this.repository.insert(entry);
          await handed();
          relayed++;
        }
      }
    } while (full && !signal?.aborted);
    return relayed;
  }

  private async pass({ signal }: JobContext): Promise<void> {
    const settled = await this.settleIntents();
    if (settled) this.logger.debug(`${settled} deletions' entries recorded after a crash`);
    const relayed = await this.relay(signal);
    if (relayed) this.logger.debug(`${relayed} activity entries recorded`);
  }
}
