import { Injectable } from '@nestjs/common';
import { EventBus, type DomainEvent, type EventType } from './event-bus';
import { EventStream, type Pending } from './event-stream';

/**
 * Subscriptions' source: events of one class from the EventBus (this instance's writes, and other
 * instances' through the change feed), each turned into what one subscriber may see, or nothing.
 * The bus's listener only queues: a write never waits for its subscribers.
 */
@Injectable()
export class LiveStreams {
  constructor(private readonly bus: EventBus) {}

  of<E extends DomainEvent, T>(type: EventType<E>, pick: (event: E) => Pending<T>): AsyncIterableIterator<T> {
    return new EventStream<T>((push) =>
      this.bus.subscribe(type, (event) => {
        push(pick(event));
      }),
    );
  }
}
