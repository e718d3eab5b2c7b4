import { Injectable } from '@nestjs/common';
import { EventBus, type DomainEvent, type EventType } from './event-bus';
import { EventStream, type Pending } from './event-stream';

type Listener = (event: DomainEvent) => void;

/**
 * The subscribers of one kind of event split by what each event concerns (an order's shopper, a
 * book), from `LiveStreams.topic`: an event reaches the watchers of the keys it names and no
 * others.
 */
export interface Topic<T> {
  /** The events that concern `key`, as its watchers see them. */
  watch(key: string): AsyncIterableIterator<T>;
}

/**
 * Subscriptions' source: events of one class from the EventBus (this instance's writes, and other
 * instances' through the change feed), each turned into what a subscriber may see, or nothing.
 * The bus's listener only queues: a write never waits for its subscribers.
 *
 * The bus holds one listener per event class however many subscribe (none once the last one
 * stops), so an event of another class costs nothing per subscriber. A subscription to what
 * concerns one key (one shopper's orders, one book) goes through a `Topic`, which keeps its
 * watchers by key: an event does work for the subscribers it concerns, not for every subscriber.
 */
@Injectable()
export class LiveStreams {
  /** Per event class: its subscribers' listeners, and how to remove the one bus listener they share. */
  private readonly channels = new Map<EventType<DomainEvent>, { listeners: Set<Listener>; stop: () => void }>();

  constructor(private readonly bus: EventBus) {}

  /** Every event of this class (or a subclass), each turned into what this subscriber may see (`pick`). */
  of<E extends DomainEvent, T>(type: EventType<E>, pick: (event: E) => Pending<T>): AsyncIterableIterator<T> {
    return new EventStream<T>((push) => this.listen(type, (event) => push(pick(event as E))));
  }

  /**
   * The events of this class split by key: `concerns` names the keys an event is about ('all':
   * every key watched), and `value` is what the watchers of one key receive, computed once per
   * event and key however many watch it. Keys are compared as given: normalise them first.
   */
  topic<E extends DomainEvent, T>(
    type: EventType<E>,
    concerns: (event: E) => readonly string[] | 'all',
    value: (event: E, key: string) => Pending<T>,
  ): Topic<T> {
    const watchers = new Map<string, Set<(value: Pending<T>) => void>>();
    let stop: (() => void) | undefined;
    const deliver = (event: DomainEvent) => {
      const keys = concerns(event as E);
      for (const key of keys === 'all' ? [...watchers.keys()] : keys) {
        const mine = watchers.get(key);
        if (!mine) continue;
        const delivery = value(event as E, key);
        for (const push of mine) push(delivery);
      }
    };
    return {
      watch: (key) =>
        new EventStream<T>((push) => {
          let mine = watchers.get(key);
          if (!mine) watchers.set(key, (mine = new Set()));
          mine.add(push);
          stop ??= this.listen(type, deliver);
          return () => {
            mine.delete(push);
            if (!mine.size && watchers.get(key) === mine) watchers.delete(key);
            if (!watchers.size) {
              stop?.();
              stop = undefined;
            }
          };
        }),
    };
  }

  /** Adds a listener to the class's one bus listener (subscribing it with the first); returns its removal. */
  private listen(type: EventType<DomainEvent>, listener: Listener): () => void {
    let channel = this.channels.get(type);
    if (!channel) {
      const listeners = new Set<Listener>();
      const stop = this.bus.subscribe(type, (event) => {
        for (const each of listeners) each(event);
      });
      this.channels.set(type, (channel = { listeners, stop }));
    }
    const mine = channel;
    mine.listeners.add(listener);
    return () => {
      mine.listeners.delete(listener);
      if (mine.listeners.size || this.channels.get(type) !== mine) return;
      this.channels.delete(type);
      mine.stop();
    };
  }
}
