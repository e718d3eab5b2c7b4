import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, javaChildOf, killStore, startStore, type StoreProcess } from '../setup/store-process';

/**
 * The real store as a child process on a data folder of its own (mongo-java-server with its H2
 * file). While shoppers submit complaints, only its Java database is killed with SIGKILL: the
 * store itself keeps running, answers 503 (never 500, never 401) while the database is away, says
 * so on /api/health, restarts the database on the same file, and serves again on its own, with
 * every write it acknowledged, before or after the kill.
 */
const CLIENTS = 4;
/** Acknowledged complaints to wait for before the kill (the clients keep sending meanwhile). */
const WRITES_BEFORE_KILL = 30;
/** Acknowledged complaints to wait for after the database is back. */
const WRITES_AFTER_RESTART = 10;
/** The goal: serving again within this long after the kill. */
const BACK_WITHIN_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the embedded database killed under a running store', () => {
  let dataDir: string;
  let store: StoreProcess | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'bookstore-db-restart-'));
  });

  afterAll(async () => {
    if (store) await killStore(store);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('restarts it on the same file: health 503 while it is away, ok again within 15 s, no acknowledged write lost', async () => {
    // Accounts are read again every second, so that the sign-in path meets the outage too.
    store = await startStore(dataDir, { SESSION_CACHE_SECONDS: '1' });
    const base = store.base;
    const registered = await call(base, '/api/user/register', {
      method: 'POST',
      body: { name: 'Shopper', email: 'shopper@restart.test', password: 'secret123' },
    });
    expect(registered.status).toBe(201);
    const token = registered.body.token as string;

    const acknowledged: string[] = [];
    const refusals = new Map<string, number>();
    let killedAt = 0;
    let acknowledgedAfterRestart = 0;
    let stop = false;
    const clients = Array.from({ length: CLIENTS }, async (_, client) => {
      for (let n = 0; !stop; n++) {
        const res = await call(base, '/api/user/complaint', {
          method: 'POST',
          token,
          body: { title: `Complaint ${client}-${n}`, description: 'Written while the database may be away.' },
        });
        if (res.status === 201) {
          acknowledged.push(res.body.complaint._id);
          if (killedAt) acknowledgedAfterRestart += 1;
        } else {
          const key = `${res.status} ${res.body.error}`;
          refusals.set(key, (refusals.get(key) ?? 0) + 1);
          await sleep(100);
        }
      }
    });

    const deadline = Date.now() + 30_000;
    while (acknowledged.length < WRITES_BEFORE_KILL && Date.now() < deadline) await sleep(50);
    expect(acknowledged.length).toBeGreaterThanOrEqual(WRITES_BEFORE_KILL);

    const java = javaChildOf(store.child.pid!);
    expect(java).toBeDefined();
    process.kill(java!, 'SIGKILL');
    killedAt = Date.now();

    // Away: the store says so.
    const states: number[] = [];
    let backAfterMs: number | undefined;
    while (Date.now() - killedAt < BACK_WITHIN_MS + 5_000) {
      const health = await fetch(`${base}/api/health`).then(async (res) => ({
        status: res.status,
        body: (await res.json()) as { status: string },
      }));
      states.push(health.status);
      if (health.status === 200 && states.includes(503)) {
        expect(health.body.status).toBe('ok');
        backAfterMs = Date.now() - killedAt;
        break;
      }
      await sleep(100);
    }
    expect(states).toContain(503);
    expect(backAfterMs).toBeDefined();

    // Back: new writes are acknowledged, without a restart of the store.
    const writesDeadline = Date.now() + 10_000;
    while (acknowledgedAfterRestart < WRITES_AFTER_RESTART && Date.now() < writesDeadline) await sleep(50);
    const servingAfterMs = Date.now() - killedAt;
    stop = true;
    await Promise.all(clients);
    process.stdout.write(
      `health ok ${backAfterMs} ms after the kill; ${WRITES_AFTER_RESTART} writes acknowledged after ${servingAfterMs} ms; ` +
        `refusals meanwhile: ${JSON.stringify(Object.fromEntries(refusals))}\n`,
    );
    expect(acknowledgedAfterRestart).toBeGreaterThanOrEqual(WRITES_AFTER_RESTART);
    expect(servingAfterMs).toBeLessThanOrEqual(BACK_WITHIN_MS);
    // The outage is a 503 with Retry-After to every request: never a 500, never a sign-out.
    expect([...refusals.keys()].filter((key) => key !== '503 SERVICE_UNAVAILABLE')).toEqual([]);

    expect(store.child.exitCode).toBeNull();
    const restarted = javaChildOf(store.child.pid!);
    expect(restarted).toBeDefined();
    expect(restarted).not.toBe(java);
    expect(store.log()).toMatch(
      /mongo-java-server was killed \(SIGKILL\); restarting it on .*bookstore\.mv\.db in 1 s/,
    );
    expect(store.log()).toMatch(/mongo-java-server restarted on .*bookstore\.mv\.db/);

    const listed = await call(base, '/api/user/complaints', { token });
    expect(listed.status).toBe(200);
    const stored = new Set((listed.body.complaints as Array<{ _id: string }>).map((complaint) => complaint._id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  }, 90_000);
});
