import { Logger } from '@nestjs/common';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { setTimeout as sleep } from 'node:timers/promises';
import { type JobDefinition, JobRunner, RETRY_FIRST_MS } from '../../src/jobs/job-runner';
import { JobState } from '../../src/jobs/schemas/job-state.schema';
import { createTestApp, type TestApp } from '../setup/test-app';

/** A run as a job saw it: which instance, when it began and ended. */
interface Run {
  instance: string;
  start: number;
  end: number;
}

/**
 * The job runner on a real database: several runners on one connection stand for several
 * instances of the store sharing one database.
 */
describe('the job runner', () => {
  let t: TestApp;
  let jobs: Model<JobState>;
  const runners: JobRunner[] = [];

  const runner = (instance: string, { alone = false } = {}) => {
    const made = new JobRunner(jobs, { scheduled: true, alone, instance });
    runners.push(made);
    return made;
  };
  const stateOf = (name: string) => jobs.findById(name).lean<JobState>().exec();

  /** A job that records its runs and how many ran at once, each run lasting `ms`. */
  const recorded = (name: string, runs: Run[], ms: number, extra: Partial<JobDefinition> = {}) => {
    let active = 0;
    const seen = { most: 0 };
    const define = (on: JobRunner) =>
      on.define({
        name,
        ...extra,
        run: async () => {
          active++;
          seen.most = Math.max(seen.most, active);
          const start = Date.now();
          await sleep(ms);
          runs.push({ instance: on.instance, start, end: Date.now() });
          active--;
        },
      });
    return { define, seen };
  };

  beforeAll(async () => {
    t = await createTestApp();
    jobs = t.app.get<Model<JobState>>(getModelToken(JobState.name));
  });

  afterEach(async () => {
    await Promise.all(runners.splice(0).map((made) => made.stop()));
  });

  afterAll(() => t.close());

  it('runs a job on one of two instances once per period, never on both at once', async () => {
    const runs: Run[] = [];
    const period = 200;
    const job = recorded('every-200-ms', runs, 40, { everyMs: period });
    const [a, b] = [runner('instance-a'), runner('instance-b')];
    job.define(a);
    job.define(b);
    await Promise.all([a.start(), b.start()]);
    await sleep(2_100);
    await Promise.all([a.stop(), b.stop()]);

    expect(job.seen.most).toBe(1);
    // About 2,100 / 200 runs: never two in one period (each start at least a period after the one before).
    expect(runs.length).toBeGreaterThanOrEqual(4);
    expect(runs.length).toBeLessThanOrEqual(12);
    const starts = runs.map((run) => run.start).sort((x, y) => x - y);
    // (Measured where the job starts, after the lease's round trip, which on a busy machine can take
    // up to half a period: allow for it. The count above bounds the rate over the whole time.)
    for (let i = 1; i < starts.length; i++) expect(starts[i] - starts[i - 1]).toBeGreaterThanOrEqual(period / 2);
    const state = await stateOf('every-200-ms');
    expect(state).toMatchObject({ everyMs: period, failures: 0 });
    expect(state!.holder).toBeUndefined();
  });

  it('runs a job asked for on two instances at the same moment once: the other is told it did not run', async () => {
    const runs: Run[] = [];
    const job = recorded('asked-twice', runs, 100);
    const [a, b] = [runner('instance-a'), runner('instance-b')];
    job.define(a);
    job.define(b);
    const outcomes = await Promise.all([a.runNow('asked-twice'), b.runNow('asked-twice')]);
    expect(outcomes.sort()).toEqual(['ran', 'skipped']);
    expect(runs).toHaveLength(1);
  });

  it('logs a failed run in one line, keeps the error on its document, and retries it after 1 s, then 2 s', async () => {
    const errors: string[] = [];
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation((message: unknown) => {
      errors.push(String(message));
    });
    try {
      const starts: number[] = [];
      const a = runner('instance-a');
      a.define({
        name: 'flaky',
        everyMs: 60_000,
        run: async () => {
          starts.push(Date.now());
          if (starts.length <= 2) throw new Error('The shelf was not there');
        },
      });
      await a.start();
      const deadline = Date.now() + 10_000;
      while (starts.length < 2 && Date.now() < deadline) await sleep(20);
      await sleep(50);
      const failing = await stateOf('flaky');
      expect(failing).toMatchObject({ failures: 2, lastError: 'The shelf was not there' });
      expect(failing!.nextRunAt!.getTime() - failing!.lastFailedAt!.getTime()).toBeGreaterThanOrEqual(
        2 * RETRY_FIRST_MS - 5,
      );
      while (starts.length < 3 && Date.now() < deadline) await sleep(20);
      await sleep(100);

      expect(errors).toEqual([
        'Job flaky failed (1 in a row): The shelf was not there',
        'Job flaky failed (2 in a row): The shelf was not there',
      ]);
      expect(starts[1] - starts[0]).toBeGreaterThanOrEqual(RETRY_FIRST_MS - 5);
      expect(starts[1] - starts[0]).toBeLessThan(RETRY_FIRST_MS + 1_500);
      expect(starts[2] - starts[1]).toBeGreaterThanOrEqual(2 * RETRY_FIRST_MS - 5);
      const recovered = await stateOf('flaky');
      // Back on its schedule; the last error stays readable, no longer counted.
      expect(recovered).toMatchObject({ failures: 0, lastError: 'The shelf was not there' });
      expect(recovered!.nextRunAt!.getTime() - recovered!.lastStartedAt!.getTime()).toBe(60_000);
    } finally {
      error.mockRestore();
    }
  });

  it('takes over a lease left by a crashed holder once it ends, and not before', async () => {
    const runs: Run[] = [];
    const job = recorded('orphaned', runs, 10, { everyMs: 100 });
    const a = runner('instance-a');
    job.define(a);
    const leaseUntil = new Date(Date.now() + 700);
    await jobs.create({ _id: 'orphaned', holder: 'crashed:1:dead', leaseUntil, nextRunAt: new Date(0), failures: 0 });

    expect(await a.runNow('orphaned')).toBe('skipped');
    await a.start();
    await sleep(1_200);
    await a.stop();

    expect(runs.length).toBeGreaterThanOrEqual(1);
    expect(runs[0].start).toBeGreaterThanOrEqual(leaseUntil.getTime());
    expect((await stateOf('orphaned'))!.holder).toBeUndefined();
  });

  it('takes again a lease it left itself, when the database was away as the run ended', async () => {
    const runs: Run[] = [];
    const job = recorded('end-not-written', runs, 10);
    const [a, b] = [runner('instance-a'), runner('instance-b')];
    job.define(a);
    job.define(b);
    const leaseUntil = new Date(Date.now() + 60_000);
    await jobs.create({ _id: 'end-not-written', holder: 'instance-a', leaseUntil, failures: 0 });
    expect(await b.runNow('end-not-written')).toBe('skipped'); // another instance's lease is not free
    expect(await a.runNow('end-not-written')).toBe('ran');
    expect(runs).toHaveLength(1);
  });

  it('gives back at start every lease a killed process left, when no other process can hold one', async () => {
    const runs: Run[] = [];
    const job = recorded('left-by-a-kill', runs, 10, { everyMs: 60_000, atStart: 'before-listening' });
    await jobs.create({
      _id: 'left-by-a-kill',
      holder: 'killed:1:dead',
      leaseUntil: new Date(Date.now() + 60 * 60_000),
      nextRunAt: new Date(Date.now() + 60 * 60_000),
      failures: 0,
    });
    const a = runner('instance-a', { alone: true });
    job.define(a);
    await a.start(); // the start-up run is waited for
    expect(runs).toHaveLength(1);
  });

  it('runs a requested job on this instance, once more when asked while it runs, and after another instance lets go', async () => {
    const runs: Run[] = [];
    const job = recorded('on-request', runs, 150);
    const [a, b] = [runner('instance-a'), runner('instance-b')];
    job.define(a);
    job.define(b);
    await Promise.all([a.start(), b.start()]);

    a.trigger('on-request');
    await sleep(50);
    a.trigger('on-request');
    a.trigger('on-request'); // asked twice while it runs: one more run
    await sleep(50);
    b.trigger('on-request'); // a holds the lease: b runs once a lets go
    await a.settled('on-request');
    const deadline = Date.now() + 5_000;
    while (runs.length < 3 && Date.now() < deadline) await sleep(20);
    await b.settled('on-request');

    expect(runs.map((run) => run.instance)).toEqual(['instance-a', 'instance-a', 'instance-b']);
    expect(runs[2].start).toBeGreaterThanOrEqual(runs[1].end);
  });

  it('gathers the requests of a burst into one run, and those made while it runs into one more', async () => {
    const runs: Run[] = [];
    const job = recorded('gathered', runs, 100, { gatherMs: 200 });
    const a = runner('instance-a');
    job.define(a);
    await a.start();

    const asked = Date.now();
    for (let i = 0; i < 5; i++) {
      a.trigger('gathered');
      await sleep(20);
    }
    await a.settled('gathered');
    expect(runs).toHaveLength(1);
    expect(runs[0].start - asked).toBeGreaterThanOrEqual(190);

    a.trigger('gathered');
    await sleep(250); // running now
    a.trigger('gathered');
    a.trigger('gathered');
    await a.settled('gathered');
    expect(runs).toHaveLength(3);
    expect(runs[2].start - runs[1].end).toBeGreaterThanOrEqual(190);
  });

  it('waits at shutdown for a run in progress, whose signal says the store is stopping', async () => {
    const a = runner('instance-a');
    let stopped = false;
    a.define({
      name: 'long',
      run: async ({ signal }) => {
        await new Promise((resolve) => signal.addEventListener('abort', resolve));
        await sleep(100);
        stopped = true;
      },
    });
    const running = a.runNow('long');
    await sleep(100);
    await a.stop();
    expect(stopped).toBe(true);
    expect(await running).toBe('ran');
    expect((await stateOf('long'))!.holder).toBeUndefined();
  });
});
