import type { ChildProcess } from 'node:child_process';

export default async function globalTeardown() {
  const child = (globalThis as { __STORE__?: ChildProcess }).__STORE__;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
