import type { Model } from 'mongoose';
import type { AppConfig } from '../config/app-config';
import { DomainEvent, EventBus, WITH_NOTICE } from '../common/events/event-bus';
import type { ChangeFeed } from '../database/change-feed';
import type { JobContext, JobDefinition, JobRunner, RunReason } from '../jobs/job-runner';
import { MailRegistry } from './mail-registry';
import type { MailTransport } from './mail-transport';
import { OutboxService } from './outbox.service';
import type { OutgoingMail } from './schemas/outgoing-mail.schema';

class OrderMoved extends DomainEvent {
  constructor() {
    super(WITH_NOTICE);
  }
}
class PasswordChanged extends DomainEvent {
  constructor() {
    super(WITH_NOTICE);
  }
}
class Unregistered extends DomainEvent {
  constructor() {
    super(WITH_NOTICE);
  }
}
class NoNotice extends DomainEvent {}

/**
 * Which notice sources a pass of the outbox relays: a pass asked for by events looks at the sources
 * those events name (an order's does not look at every account), one asked for by an event no source
 * registered looks at all, and the start, a run asked for now and the timed relay look at all.
 * The passes run here on the job's own function with the email off (nothing is recorded or sent);
 * the database is not involved (the outbox's e2e tests cover what it stores).
 */
describe('the outbox relays the sources the events named', () => {
  let asked: string[];
  let triggered: number;
  let job: JobDefinition;
  let events: EventBus;
  let now: number;

  const pass = async (reason: RunReason) => {
    asked = [];
    await job.run!({ reason, signal: new AbortController().signal } as JobContext);
    return [...asked].sort();
  };

  beforeEach(() => {
    asked = [];
    triggered = 0;
    now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const registry = new MailRegistry({ enabled: false } as MailTransport);
    for (const [name, signalledBy] of [
      ['orders', OrderMoved],
      ['accounts', PasswordChanged],
    ] as const) {
      registry.registerSource(
        name,
        {
          pendingNotices: async () => {
            asked.push(name);
            return [];
          },
        },
        signalledBy,
      );
    }
    const runner = {
      define: (definition: JobDefinition) => (job = definition),
      trigger: () => triggered++,
    } as unknown as JobRunner;
    events = new EventBus();
    const config = { store: { name: 'Books' }, storeCurrency: 'EUR', publicUrl: 'http://shop', nodeEnv: 'test' };
    const outbox = { deleteMany: async () => ({ deletedCount: 0 }) } as unknown as Model<OutgoingMail>;
    new OutboxService(
      outbox,
      { enabled: false } as MailTransport,
      registry,
      { mode: 'polling' } as ChangeFeed,
      runner,
      events,
      config as unknown as AppConfig,
    );
  });

  afterEach(() => jest.restoreAllMocks());

  it("relays an event's own source at once, and nothing more until the timed relay", async () => {
    expect(await pass('start')).toEqual(['accounts', 'orders']);
    await events.publish(new OrderMoved());
    await events.publish(new OrderMoved());
    expect(triggered).toBe(2);
    expect(await pass('trigger')).toEqual(['orders']);
    // Asked for again with nothing new (a run once more after this one): no source is looked at.
    expect(await pass('trigger')).toEqual([]);
    await events.publish(new PasswordChanged());
    await events.publish(new OrderMoved());
    expect(await pass('trigger')).toEqual(['accounts', 'orders']);
    now += 5_000;
    expect(await pass('schedule')).toEqual([]);
    now += 30_000;
    expect(await pass('schedule')).toEqual(['accounts', 'orders']);
  });

  it('relays every source for an event that stored a notice no source registered, and for a run asked for now', async () => {
    await pass('start');
    await events.publish(new NoNotice());
    expect(triggered).toBe(0);
    await events.publish(new Unregistered());
    expect(await pass('trigger')).toEqual(['accounts', 'orders']);
    expect(await pass('now')).toEqual(['accounts', 'orders']);
  });
});
