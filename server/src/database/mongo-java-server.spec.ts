import { EventEmitter } from 'node:events';
import type { ChildProcess } from 'node:child_process';
import { JavaServerSupervisor, type Launched, restartDelayMs } from './mongo-java-server';

/** A stand-in for a launcher process: it can be made to die, and ends when its stdin closes. */
function fakeLaunched(port = 27017): Launched & { die: (signal?: string) => void } {
  const child = Object.assign(new EventEmitter(), {
    exitCode: null as number | null,
    signalCode: null as string | null,
  });
  const die = (signal = 'SIGKILL') => {
    child.signalCode = signal;
    child.emit('exit', null, signal);
  };
  Object.assign(child, { stdin: { end: () => die('SIGTERM') }, kill: () => die() });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child: child as unknown as ChildProcess, port, exited, die };
}

describe('restartDelayMs', () => {
  it('waits 1 s, then doubles, at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(restartDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('JavaServerSupervisor', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const logger = () => ({ log: jest.fn(), warn: jest.fn() });
  /** Lets the restart's promise callbacks run after a timer fired. */
  const settle = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };

  it('restarts a launcher that died after 1 s, on the same port, logs it and tells the listeners', async () => {
    const first = fakeLaunched();
    const second = fakeLaunched();
    const relaunch = jest.fn().mockResolvedValue(second);
    const log = logger();
    const supervisor = new JavaServerSupervisor(first, relaunch, '/data/bookstore.mv.db', log);
    const restarted = jest.fn();
    supervisor.onRestart(restarted);

    first.die();
    expect(log.warn).toHaveBeenCalledWith(
      'mongo-java-server was killed (SIGKILL); restarting it on /data/bookstore.mv.db in 1 s',
    );
    await jest.advanceTimersByTimeAsync(999);
    expect(relaunch).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await settle();
    expect(relaunch).toHaveBeenCalledTimes(1);
    expect(log.log).toHaveBeenCalledWith(
      expect.stringMatching(/^mongo-java-server restarted on \/data\/bookstore\.mv\.db/),
    );
    expect(restarted).toHaveBeenCalledTimes(1);
    await supervisor.stop();
  });

  it('backs off 1 s, 2 s, 4 s … while restarts fail, at most 30 s, and logs each try', async () => {
    const first = fakeLaunched();
    const relaunch = jest.fn().mockRejectedValue(new Error('mongo-java-server exited with code 1: port in use'));
    const log = logger();
    const supervisor = new JavaServerSupervisor(first, relaunch, 'file', log);

    first.die();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const message = String(log.warn.mock.calls.at(-1)?.[0]);
      waits.push(Number(/in (\d+) s$/.exec(message)?.[1]));
      await jest.advanceTimersByTimeAsync(waits.at(-1)! * 1000);
      await settle();
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30]);
    expect(relaunch).toHaveBeenCalledTimes(7);
    expect(log.warn).toHaveBeenCalledWith(
      'mongo-java-server could not restart (mongo-java-server exited with code 1: port in use); restarting it on file in 2 s',
    );

    relaunch.mockResolvedValue(fakeLaunched());
    await jest.advanceTimersByTimeAsync(30_000);
    await settle();
    expect(log.log).toHaveBeenCalledTimes(1);
    await supervisor.stop();
  });

  it('starts the count again at 1 s for a launcher that ran a while, and restarts nothing once stopped', async () => {
    const first = fakeLaunched();
    const second = fakeLaunched();
    const relaunch = jest.fn().mockResolvedValue(second);
    const log = logger();
    const supervisor = new JavaServerSupervisor(first, relaunch, 'file', log);

    first.die();
    await jest.advanceTimersByTimeAsync(1000);
    await settle();
    await jest.advanceTimersByTimeAsync(60_000);
    second.die();
    expect(String(log.warn.mock.calls.at(-1)?.[0])).toMatch(/in 1 s$/);

    await supervisor.stop();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(relaunch).toHaveBeenCalledTimes(1);
  });
});
