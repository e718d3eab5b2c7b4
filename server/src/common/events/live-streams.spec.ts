import { DomainEvent, EventBus } from './event-bus';
import { LiveStreams } from './live-streams';

abstract class ParcelEvent extends DomainEvent {
  constructor(
    readonly owner: string,
    readonly label: string,
  ) {
    super();
  }
}
class ParcelShipped extends ParcelEvent {}
class ParcelLost extends ParcelEvent {}
class WeatherChanged extends DomainEvent {}

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** Takes what a stream has delivered so far (its queued values), without waiting for more. */
async function drain<T>(stream: AsyncIterableIterator<T>): Promise<T[]> {
  const values: T[] = [];
  for (;;) {
    const next = await Promise.race([stream.next(), tick().then(() => undefined)]);
    if (!next || next.done) return values;
    values.push(next.value);
  }
}

describe('LiveStreams', () => {
  let bus: EventBus;
  let streams: LiveStreams;
  let subscribe: jest.SpyInstance;
  beforeEach(() => {
    bus = new EventBus();
    subscribe = jest.spyOn(bus, 'subscribe');
    streams = new LiveStreams(bus);
  });

  it('delivers an event to the watchers of the keys it concerns only, computing each value once per key', async () => {
    const values = jest.fn((event: ParcelEvent, key: string) => `${key}: ${event.label}`);
    const parcels = streams.topic(ParcelEvent, (event) => [event.owner], values);
    const ann = [parcels.watch('ann'), parcels.watch('ann')];
    const bob = parcels.watch('bob');
    const others = Array.from({ length: 1000 }, (_, i) => parcels.watch(`shopper-${i}`));
    await bus.publish(new ParcelShipped('ann', 'books'));
    await bus.publish(new ParcelLost('bob', 'lamp'));
    await bus.publish(new ParcelShipped('nobody', 'socks'));
    expect(await drain(ann[0])).toEqual(['ann: books']);
    expect(await drain(ann[1])).toEqual(['ann: books']);
    expect(await drain(bob)).toEqual(['bob: lamp']);
    expect(await drain(others[0])).toEqual([]);
    expect(values).toHaveBeenCalledTimes(2);
  });

  it("gives an event that concerns 'all' to every key watched", async () => {
    const parcels = streams.topic(
      ParcelEvent,
      (event) => (event.owner === '*' ? 'all' : [event.owner]),
      (event, key) => `${key}: ${event.label}`,
    );
    const ann = parcels.watch('ann');
    const bob = parcels.watch('bob');
    await bus.publish(new ParcelLost('*', 'everything'));
    expect([await drain(ann), await drain(bob)]).toEqual([['ann: everything'], ['bob: everything']]);
  });

  it('holds one bus listener per event class however many subscribe, and none once the last one stops', async () => {
    const parcels = streams.topic(
      ParcelEvent,
      (event) => [event.owner],
      (event) => event.label,
    );
    const watching = Array.from({ length: 50 }, (_, i) => parcels.watch(`shopper-${i % 5}`));
    const everything = Array.from({ length: 50 }, () => streams.of(ParcelEvent, (event) => event.label));
    const weather = streams.of(WeatherChanged, () => 'rain');
    expect(subscribe).toHaveBeenCalledTimes(2);
    expect(subscribe.mock.calls.map(([type]) => type)).toEqual([ParcelEvent, WeatherChanged]);

    await bus.publish(new ParcelShipped('shopper-1', 'pen'));
    expect(await drain(everything[49])).toEqual(['pen']);
    expect(await drain(watching[1])).toEqual(['pen']);
    expect(await drain(watching[2])).toEqual([]);

    const delivered = jest.fn();
    bus.subscribe(ParcelEvent, delivered);
    for (const stream of [...watching, ...everything, weather]) await stream.return!();
    // The streams' bus listeners are gone: an event reaches only the one added by hand.
    const listeners = (bus as unknown as { subscriptions: unknown[] }).subscriptions;
    expect(listeners).toHaveLength(1);
    await bus.publish(new ParcelShipped('shopper-1', 'ink'));
    expect(delivered).toHaveBeenCalledTimes(1);
  });

  it('subscribes again after the last watcher left, and a new watcher of a key sees its events', async () => {
    const parcels = streams.topic(
      ParcelEvent,
      (event) => [event.owner],
      (event) => event.label,
    );
    const first = parcels.watch('ann');
    await first.return!();
    const again = parcels.watch('ann');
    await bus.publish(new ParcelShipped('ann', 'kettle'));
    expect(await drain(again)).toEqual(['kettle']);
    expect(subscribe).toHaveBeenCalledTimes(2);
  });
});
