import { Logger } from '@nestjs/common';
import { DomainEvent, EventBus } from './event-bus';

abstract class ShelfEvent extends DomainEvent {}
class BookShelved extends ShelfEvent {
  constructor(readonly title: string) {
    super();
  }
}
class ShelfEmptied extends ShelfEvent {}
class OrderPlaced extends DomainEvent {}

describe('EventBus', () => {
  let bus: EventBus;
  let errors: jest.SpyInstance;

  beforeEach(() => {
    bus = new EventBus();
    errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('delivers an event to the listeners of its class and of its superclasses, in the order they subscribed', async () => {
    const seen: string[] = [];
    bus.subscribe(BookShelved, (event) => void seen.push(`shelved ${event.title}`));
    bus.subscribe(ShelfEvent, (event) => void seen.push(`shelf ${event.constructor.name}`));
    bus.subscribe(OrderPlaced, () => void seen.push('order'));
    await bus.publish(new BookShelved('Dune'));
    await bus.publish(new ShelfEmptied());
    expect(seen).toEqual(['shelved Dune', 'shelf BookShelved', 'shelf ShelfEmptied']);
  });

  it('resolves only once every listener has finished, so a publisher that awaits it sees their work done', async () => {
    let applied = false;
    bus.subscribe(BookShelved, async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      applied = true;
    });
    await bus.publish(new BookShelved('Emma'));
    expect(applied).toBe(true);
  });

  it('runs a listener without awaits before publish returns its promise', () => {
    let applied = false;
    bus.subscribe(BookShelved, () => void (applied = true));
    void bus.publish(new BookShelved('Ulysses'));
    expect(applied).toBe(true);
  });

  it('logs a failing listener, whether it throws or rejects, and neither fails the publisher nor stops the others', async () => {
    const seen: string[] = [];
    bus.subscribe(BookShelved, () => {
      throw new Error('index broken');
    });
    bus.subscribe(BookShelved, async () => {
      throw new Error('outbox down');
    });
    bus.subscribe(BookShelved, () => void seen.push('third'));
    await expect(bus.publish(new BookShelved('Beloved'))).resolves.toBeUndefined();
    expect(seen).toEqual(['third']);
    expect(errors).toHaveBeenCalledTimes(2);
    expect(errors.mock.calls.map(([message]) => message)).toEqual([
      expect.stringMatching(/^A listener of BookShelved failed: Error: index broken/),
      expect.stringMatching(/^A listener of BookShelved failed: Error: outbox down/),
    ]);
  });

  it('stops delivering to a listener that unsubscribed', async () => {
    const seen: string[] = [];
    const stop = bus.subscribe(BookShelved, (event) => void seen.push(event.title));
    await bus.publish(new BookShelved('Before'));
    stop();
    await bus.publish(new BookShelved('After'));
    expect(seen).toEqual(['Before']);
  });
});
