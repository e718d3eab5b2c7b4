import { Logger } from '@nestjs/common';
import { JobRunner } from '../../src/jobs/job-runner';
import { Account, expectError, expectGqlError, gql, registerUser } from '../setup/helpers';
import { createTestApp, type TestApp } from '../setup/test-app';

const JOBS = `query Jobs { jobs {
  name everyMs running holder leaseUntil nextRunAt lastStartedAt lastFinishedAt lastFailedAt lastError failures
} }`;

/** What the admin reads of the background jobs, over REST and GraphQL, and who may read it. */
describe('background jobs as the admin sees them', () => {
  let t: TestApp;
  let runner: JobRunner;
  let admin: Account;
  let shopper: Account;

  const restJobs = (account?: Account) =>
    t.http.get('/api/admin/jobs').set(account ? { authorization: `Bearer ${account.token}` } : {});

  beforeAll(async () => {
    t = await createTestApp();
    runner = t.app.get(JobRunner);
    admin = await registerUser(t.http, { role: 'admin', name: 'Store Admin' });
    shopper = await registerUser(t.http, { name: 'Sam Shopper' });
  });

  afterAll(() => t.close());

  it('lists every job with its schedule; one that never ran has no runs and nobody holding its lease', async () => {
    const res = await restJobs(admin);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.jobs.map((job: { name: string }) => job.name)).toEqual([
      'account-deletions',
      'activity',
      'also-bought',
      'card-refunds',
      'catalogue-import',
      'customer-keys',
      'image-sweep',
      'invoices',
      'order-figures',
      'order-repair',
      'outbox',
      'payment-expiry',
      'rating-keys',
      'stock-alerts',
    ]);
    expect(res.body.jobs.find((job: { name: string }) => job.name === 'image-sweep')).toEqual({
      name: 'image-sweep',
      everyMs: 15 * 60_000,
      running: false,
      holder: null,
      leaseUntil: null,
      nextRunAt: null,
      lastStartedAt: null,
      lastFinishedAt: null,
      lastFailedAt: null,
      lastError: '',
      failures: 0,
    });
    expect(res.body.jobs.find((job: { name: string }) => job.name === 'catalogue-import').everyMs).toBeNull();
  });

  it("shows a run's start, end and next run over REST and GraphQL alike", async () => {
    const before = Date.now();
    expect(await runner.runNow('image-sweep')).toBe('ran');
    const res = await restJobs(admin);
    const sweep = res.body.jobs.find((job: { name: string }) => job.name === 'image-sweep');
    expect(sweep).toMatchObject({ running: false, holder: null, failures: 0, lastError: '' });
    const started = new Date(sweep.lastStartedAt).getTime();
    expect(started).toBeGreaterThanOrEqual(before - 5);
    expect(new Date(sweep.lastFinishedAt).getTime()).toBeGreaterThanOrEqual(started);
    expect(new Date(sweep.nextRunAt).getTime()).toBe(started + 15 * 60_000);

    const graphql = await gql(t.http, JOBS, {}, admin.token);
    expect(graphql.body.errors).toBeUndefined();
    expect(graphql.body.data.jobs).toEqual(res.body.jobs);
  });

  it("shows a failing job's error, its failures in a row and its retry, and who held it while it ran", async () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    let seenWhileRunning: { running: boolean; holder: string | null } | undefined;
    try {
      runner.define({
        name: 'shelf-count',
        everyMs: 60_000,
        run: async () => {
          const during = await restJobs(admin);
          seenWhileRunning = during.body.jobs.find((job: { name: string }) => job.name === 'shelf-count');
          throw new Error('The shelves could not be counted');
        },
      });
      expect(await runner.runNow('shelf-count')).toBe('failed');
      expect(await runner.runNow('shelf-count')).toBe('failed');
      expect(error).toHaveBeenCalledWith('Job shelf-count failed (2 in a row): The shelves could not be counted');
    } finally {
      error.mockRestore();
    }
    expect(seenWhileRunning).toMatchObject({ running: true, holder: runner.instance });

    const res = await restJobs(admin);
    const failing = res.body.jobs.find((job: { name: string }) => job.name === 'shelf-count');
    expect(failing).toMatchObject({
      running: false,
      holder: null,
      failures: 2,
      lastError: 'The shelves could not be counted',
    });
    // The second failure's retry: 2 s after it (1 s, then 2 s, … at most the job's period).
    const retryIn = new Date(failing.nextRunAt).getTime() - new Date(failing.lastFailedAt).getTime();
    expect(retryIn).toBeGreaterThan(1_900);
    expect(retryIn).toBeLessThanOrEqual(2_000);

    const graphql = await gql(t.http, JOBS, {}, admin.token);
    expect(graphql.body.data.jobs.find((job: { name: string }) => job.name === 'shelf-count')).toEqual(failing);
  });

  it('refuses a shopper with 403 and a visitor with 401, on both transports', async () => {
    expectError(await restJobs(shopper), 403, 'FORBIDDEN');
    expectError(await restJobs(), 401, 'UNAUTHENTICATED');
    expectGqlError(await gql(t.http, JOBS, {}, shopper.token), 'FORBIDDEN');
    expectGqlError(await gql(t.http, JOBS), 'UNAUTHENTICATED');
  });
});
