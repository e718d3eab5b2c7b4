import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { randomBytes } from 'node:crypto';
import { Model, trusted } from 'mongoose';
import { isDuplicateKey } from '../common/database/duplicate-key';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DomainEvent, EventBus } from '../common/events/event-bus';
import { ChangeFeed } from '../database/change-feed';
import { type JobContext, JobRunner } from '../jobs/job-runner';
import { MailRegistry } from './mail-registry';
import { MailTransport } from './mail-transport';
import type { SingleMail } from './notices';
import { collectEntry } from './outbox-digests';
import { MailState, OutgoingMail } from './schemas/outgoing-mail.schema';
import { type MailContext, renderMail } from './templates/layout';

/** How often the outbox sends what is due (one instance at a time, the one holding the job's lease). */
const SEND_EVERY_MS = 5_000;
/**
 * How often a pass also looks for notices nobody relayed (a write that stores one says so in its
 * event, and its instance relays at once, so this only finds what a crash left): a look at each
 * source's collection, which the embedded engine scans.
 */
const RELAY_EVERY_MS = 30_000;
/**
 * A pass asked for by a notice waits this long for the notices stored meanwhile, relayed with it:
 * a burst of orders shares one look at their source instead of one per order. Such a pass looks at
 * the sources the events named only (MailRegistry's `signalledBy`): an order does not have every
 * account and complaint looked at.
 */
const GATHER_MS = 200;
/** Sent messages are kept this long (what was sent, to whom, when), then deleted. */
export const KEEP_SENT_MS = 7 * 24 * 60 * 60_000;
/** How long a claim holds a message: longer than an SMTP exchange may take (mail-transport.ts). */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** The first retry's delay; each later one doubles it, up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 30_000;
export const RETRY_MAX_MS = 60 * 60_000;
/** A message still failing this long after it was recorded is given up, with a log line. */
export const GIVE_UP_MS = 24 * 60 * 60_000;
/** Notices relayed, and messages sent, per source and pass at most. */
const BATCH = 100;

/** The delay before attempt `attempts + 1`, after `attempts` failed. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/** The outbox's job (jobs/job-runner.ts): relay notices, forget old messages, send what is due. */
export const OUTBOX_JOB = 'outbox';

/**
 * The outbox. Notices written with their events (see notices.ts) are relayed into it, each mail
 * under its event's key (or into its digest); a message is then sent by exactly one instance at a
 * time: the one whose conditional update claimed it (`due`, or `sending` whose lease ran out, →
 * `sending` with a new lease). A failed attempt is retried after 30 s, 1 min, 2 min … at most an
 * hour apart, and given up a day after the message was recorded, with a log line. Its passes are
 * the job runner's `outbox` job: every 5 s it sends what is due, relaying notices first when asked
 * to or every 30 s; it listens on the EventBus, and an event whose write stored a notice (`notice`)
 * has this instance run a pass at once, relaying that event's source (every source for an event no
 * source registered). No other module calls it. Sent messages are kept a week. With the embedded
 * database no other process can hold a claim at start-up, so claims left by a killed process are
 * released then, and their messages go out at once; elsewhere they go when their lease ends.
 */
@Injectable()
export class OutboxService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Mail');
  private readonly instance = randomBytes(8).toString('hex');
  private readonly context: MailContext;
  /** A source handed over a full batch at the last relay: there may be more, relayed at once. */
  private relayBacklog = false;
  private lastRelay = 0;
  /** The sources named by events since their last relay: a pass asked for by a notice relays these. */
  private readonly nudged = new Set<string>();

  constructor(
    @InjectModel(OutgoingMail.name) private readonly outbox: Model<OutgoingMail>,
    private readonly transport: MailTransport,
    private readonly registry: MailRegistry,
    private readonly feed: ChangeFeed,
    private readonly runner: JobRunner,
    events: EventBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.context = { storeName: config.store.name, currency: config.storeCurrency, publicUrl: config.publicUrl };
    runner.define({
      name: OUTBOX_JOB,
      everyMs: SEND_EVERY_MS,
      gatherMs: GATHER_MS,
      atStart: 'soon',
      run: (job) => this.pass(job),
    });
    // A write that stored a notice says so in its event: relay and send, with the others of the moment.
    events.subscribe(DomainEvent, (event) => {
      if (!event.notice) return;
      const named = this.registry.sourcesSignalledBy(event);
      for (const name of named.length ? named : this.registry.noticeSources().keys()) this.nudged.add(name);
      this.nudge();
    });
  }

  /** Whether the store sends email at all (not in production without SMTP_URL). */
  get enabled(): boolean {
    return this.transport.enabled;
  }

  onApplicationBootstrap(): void {
    if (this.config.nodeEnv !== 'test') this.logger.log(this.transport.describe());
  }

  /**
   * Asks for a pass with a relay now, on an event whose write stored a notice (a pass already
   * running here runs once more). Only the outbox's own listener calls it (bench/order-commands.ts
   * replaces it to count the email's commands apart).
   */
  nudge(): void {
    this.runner.trigger(OUTBOX_JOB);
  }

  /**
   * One pass, as the tests run it: the sources' notices into the outbox (now), sent messages older
   * than a week before `now` forgotten, then every message due at `now` sent.
   */
  async sweep(now?: Date): Promise<void> {
    await this.relay();
    await this.forgetSent(now ?? new Date());
    await this.deliverDue(now);
  }

  /**
   * The job's pass: a relay of every source at the start, when asked to now, or when the last was
   * RELAY_EVERY_MS ago; else a relay of the sources that events named since (a notice stored);
   * then the sending. At the start, with the embedded database, the claims a killed process left
   * are released first.
   */
  private async pass({ reason, signal }: JobContext): Promise<void> {
    if (reason === 'start' && this.feed.mode === 'single-instance') await this.releaseClaims();
    const every = (reason !== 'schedule' && reason !== 'trigger') || Date.now() - this.lastRelay >= RELAY_EVERY_MS;
    if (every || this.nudged.size) {
      if (every) this.lastRelay = Date.now();
      const names = every ? undefined : new Set(this.nudged);
      this.nudged.clear();
      // A full batch is not left for the next timed relay (30 s): a burst of requests (every reset
      // request writes a notice, for a known email or not) would queue its emails for minutes.
      do await this.relay(new Date(), names);
      while (this.relayBacklog && !signal.aborted);
      await this.forgetSent(new Date());
    }
    await this.deliverDue(undefined, signal);
  }

  /**
   * Hands every pending notice's mails to the outbox (each message under its notice's key, each
   * digest entry into its digest), then has its source remove the notice. With email off, notices
   * are removed and nothing is recorded. Every source, or those named.
   */
  async relay(now = new Date(), names?: ReadonlySet<string>): Promise<number> {
    let relayed = 0;
    this.relayBacklog = false;
    for (const [name, source] of this.registry.noticeSources()) {
      if (names && !names.has(name)) continue;
      const notices = await source.pendingNotices(BATCH);
      if (notices.length >= BATCH) this.relayBacklog = true;
      for (const notice of notices) {
        for (const mail of this.enabled ? notice.mails : []) {
          if ('digest' in mail) await collectEntry(this.outbox, mail, now);
          else await this.record(`${notice.key}:${mail.recipient}`, mail, now);
        }
        await notice.handed();
        relayed++;
      }
    }
    return relayed;
  }

  /** Records one message under its key; false when the key is already recorded (the same event relayed twice). */
  private async record(key: string, mail: SingleMail, now: Date): Promise<boolean> {
    try {
      await this.outbox.create({
        _id: key,
        to: mail.to,
        replyTo: mail.replyTo,
        template: mail.message.template,
        data: mail.message.data,
        state: MailState.DUE,
        attempts: 0,
        nextAttemptAt: now,
        createdAt: now,
      });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /** Claims and sends every message due at `now`, one at a time; stops between two when `signal` aborts (the store stops). */
  async deliverDue(now?: Date, signal?: AbortSignal): Promise<DeliveryReport> {
    const report = { sent: 0, failed: 0 };
    if (!this.enabled) return report;
    for (let i = 0; i < BATCH && !signal?.aborted; i++) {
      const claimed = await this.claim(now ?? new Date());
      if (!claimed) break;
      if (await this.deliver(claimed, now)) report.sent++;
      else report.failed++;
    }
    return report;
  }

  /** The conditional update that makes this instance the one sending a message. */
  private claim(now: Date): Promise<OutgoingMail | null> {
    return this.outbox
      .findOneAndUpdate(
        {
          state: trusted({ $in: [MailState.DUE, MailState.SENDING, MailState.HELD] }),
          nextAttemptAt: trusted({ $lte: now }),
        },
        {
          $set: {
            state: MailState.SENDING,
            claimedBy: this.instance,
            nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
          },
          $inc: { attempts: 1 },
        },
        { sort: { nextAttemptAt: 1 }, new: true },
      )
      .lean<OutgoingMail>()
      .exec();
  }

  private async deliver(mail: OutgoingMail, at?: Date): Promise<boolean> {
    const mine = { _id: mail._id, state: MailState.SENDING, claimedBy: this.instance };
    try {
      // The store's name as it is now: a message renders (and is sent) with the name the admin last saved.
      const context = { ...this.context, storeName: (await this.registry.storeName()) ?? this.context.storeName };
      const parts = this.registry.partsOf({ template: mail.template, data: mail.data }, context);
      const rendered = await renderMail(parts, context);
      await this.transport.send(rendered, { key: mail._id, to: mail.to, replyTo: mail.replyTo }, context.storeName);
    } catch (error) {
      const now = at ?? new Date();
      const reason = (error as Error).message;
      if (now.getTime() - new Date(mail.heldUntil ?? mail.createdAt).getTime() >= GIVE_UP_MS) {
        await this.outbox.updateOne(mine, {
          $set: { state: MailState.FAILED, lastError: reason },
          $unset: { claimedBy: 1, nextAttemptAt: 1 },
        });
        this.logger.error(
          `Gave up on the ${mail.template} email to ${mail.to} (${mail._id}) after ${mail.attempts} attempts over a day: ${reason}`,
        );
      } else {
        const next = new Date(now.getTime() + retryDelayMs(mail.attempts));
        await this.outbox.updateOne(mine, {
          $set: { state: MailState.DUE, nextAttemptAt: next, lastError: reason },
          $unset: { claimedBy: 1 },
        });
        this.logger.warn(
          `The ${mail.template} email to ${mail.to} failed (${reason}); retrying at ${next.toISOString()}`,
        );
      }
      return false;
    }
    await this.outbox.updateOne(mine, {
      $set: { state: MailState.SENT, sentAt: at ?? new Date() },
      $unset: { claimedBy: 1, nextAttemptAt: 1, lastError: 1 },
    });
    return true;
  }

  /** Sent messages older than KEEP_SENT_MS go, so the outbox stays as small as a week of email. */
  private async forgetSent(now: Date): Promise<void> {
    await this.outbox.deleteMany({
      state: MailState.SENT,
      sentAt: trusted({ $lt: new Date(now.getTime() - KEEP_SENT_MS) }),
    });
  }

  /** Claims left by a process that died (only when no other process can hold one): due again now. */
  private async releaseClaims(): Promise<void> {
    const { modifiedCount } = await this.outbox.updateMany(
      { state: MailState.SENDING },
      { $set: { state: MailState.DUE, nextAttemptAt: new Date() }, $unset: { claimedBy: 1 } },
    );
    if (modifiedCount) this.logger.log(`${modifiedCount} email(s) a stopped process was sending are due again`);
  }
}
