import { Injectable, Logger } from '@nestjs/common';

/** What an event says beyond its facts. */
export interface EventOptions {
  /**
   * The write that publishes the event stored a notice with its change (an email for later, see
   * mail/notices.ts): the outbox, listening to every event, relays and sends at once.
   */
  notice?: boolean;
  /**
   * The write stored an audit entry with its change (common/audit): the activity relay, listening
   * to every event, copies it into the activity log at once.
   */
  audit?: boolean;
}

/**
 * Something that happened in the store, told to whoever listens (`EventBus`). Each kind of event
 * is a class of its own extending this one, with the facts as read-only fields; a listener
 * subscribes to a class and receives its instances and those of its subclasses.
 */
export abstract class DomainEvent {
  /** Whether the write stored a notice with its change (EventOptions); never for changes seen through the change feed. */
  readonly notice: boolean;
  /** Whether the write stored an audit entry with its change (EventOptions); never for changes seen through the change feed. */
  readonly audit: boolean;

  constructor(options: EventOptions = {}) {
    this.notice = options.notice ?? false;
    this.audit = options.audit ?? false;
  }
}

/** For a write that stored a notice with its change. */
export const WITH_NOTICE: EventOptions = { notice: true };

/** For an admin's write that stored an audit entry with its change. */
export const WITH_AUDIT: EventOptions = { audit: true };

/** For an admin's write that stored a notice and an audit entry with its change. */
export const WITH_NOTICE_AND_AUDIT: EventOptions = { notice: true, audit: true };

/** An event class, as `subscribe` takes it (abstract classes too: a family of events). */
export type EventType<T extends DomainEvent> = abstract new (...args: never[]) => T;

export type EventHandler<T extends DomainEvent> = (event: T) => void | Promise<void>;

interface Subscription {
  type: EventType<DomainEvent>;
  handler: EventHandler<DomainEvent>;
}

/**
 * The store's one path after a write: a service writes its change (with any notice, an email for
 * later, in the same document update) and publishes one event here. Everything after it listens:
 * the catalogue's index and mirror, live subscriptions (LiveStreams), low-stock alerts, the
 * session cache, and the outbox, which relays at once when the event says its write stored a
 * notice (`notice`). The publisher knows none of them.
 *
 * `publish` hands the event to every listener in the order they subscribed and resolves once
 * each has finished, so a write that awaits it returns after everything it feeds is current
 * (read-your-writes); a listener that only queues work (live streams, the outbox) returns at
 * once. A listener that fails is logged and does not fail the publisher: the write already
 * happened, and the listener recovers on its own (the catalogue index re-reads what it could not
 * apply). Delivery is in this process only; other instances' changes arrive through the change
 * feed, which database/feed-to-bus.ts publishes here as each domain's events.
 */
@Injectable()
export class EventBus {
  private readonly logger = new Logger('EventBus');
  private subscriptions: Subscription[] = [];

  /** Calls `handler` with every event of this class (or a subclass) published from now on; returns a function that stops it. */
  subscribe<T extends DomainEvent>(type: EventType<T>, handler: EventHandler<T>): () => void {
    const subscription: Subscription = { type, handler: handler as EventHandler<DomainEvent> };
    this.subscriptions = [...this.subscriptions, subscription];
    return () => {
      this.subscriptions = this.subscriptions.filter((entry) => entry !== subscription);
    };
  }

  /** Delivers the event to its listeners and waits for them; never rejects. */
  async publish(event: DomainEvent): Promise<void> {
    const deliveries: Array<Promise<void>> = [];
    for (const { type, handler } of this.subscriptions) {
      if (!(event instanceof type)) continue;
      try {
        const running = handler(event);
        if (running) deliveries.push(running.catch((error: unknown) => this.failed(event, error)));
      } catch (error) {
        this.failed(event, error);
      }
    }
    if (deliveries.length) await Promise.all(deliveries);
  }

  private failed(event: DomainEvent, error: unknown): void {
    const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
    this.logger.error(`A listener of ${event.constructor.name} failed: ${reason}`);
  }
}
