/**
 * Profiles the request path: the store (1,000 books, NODE_ENV=production) runs as a child process
 * whose V8 CPU profiler (the one `node --cpu-prof` uses, started through node:inspector so that
 * start-up and loading are left out) records while autocannon, in this process, drives one scenario
 * at a time; each profile is then summarised (bench/cpuprofile-summary.ts). See bench/README.md.
 *
 *   npx ts-node --transpile-only --project bench/tsconfig.json bench/request-path.profile.ts
 *
 * Environment: PROFILE_SECONDS (10), PROFILE_BOOKS (1000), PROFILE_SCENARIOS (categories,book; also typo-search),
 * PROFILE_DIR (/tmp/bookstore-profiles), BENCH_CONNECTIONS (10).
 */
import autocannon from 'autocannon';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ChildStore, spawnBenchApp } from './bench-app';
import { log } from './bench-support';
import { printSummary, summarize } from './cpuprofile-summary';
import { TYPO_SEARCHES } from './synthetic-books';

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 10);
const BOOKS = Number(process.env.PROFILE_BOOKS ?? 1000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DIR = process.env.PROFILE_DIR ?? '/tmp/bookstore-profiles';
const SCENARIOS = (process.env.PROFILE_SCENARIOS ?? 'categories,book').split(',');
const HARD_LIMIT_MS = 10 * 60_000;

function request(scenario: string, store: ChildStore): autocannon.Request {
  if (scenario === 'categories') {
    return {
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ categories { category count } }' }),
    };
  }
  let next = 0;
  if (scenario === 'typo-search') {
    // The catalogue benchmark's typo searches in turn, each new to the index's kept results.
    const query = `query Find($search: String) { findBooks(first: 20, search: $search) {
      totalCount books { id title author category price stock image createdAt }
      facets { categories { value count } authors { value count } languages { value count } prices { value count } years { value count } } } }`;
    const body = () => JSON.stringify({ query, variables: { search: TYPO_SEARCHES[next++ % TYPO_SEARCHES.length] } });
    return {
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json' },
      body: body(),
      setupRequest: (req) => ({ ...req, body: body() }),
    };
  }
  return {
    method: 'GET',
    path: `/api/user/book/${store.ids[0]}`,
    setupRequest: (req) => ({ ...req, path: `/api/user/book/${store.ids[next++ % store.ids.length]}` }),
  };
}

async function profile(store: ChildStore, scenario: string) {
  const auth = { authorization: `Bearer ${store.token}` };
  const req = request(scenario, store);
  const requests = [{ ...req, headers: { ...req.headers, ...auth } }];
  const probe = await fetch(`${store.base}${req.path}`, {
    method: req.method,
    headers: requests[0].headers,
    body: req.body,
  });
  if (probe.status !== 200) throw new Error(`${scenario}: ${probe.status} ${await probe.text()}`);
  // A short warm-up, so that the profile shows the steady state rather than V8 compiling.
  await autocannon({ url: store.base, connections: CONNECTIONS, duration: 2, requests });
  await store.startProfile();
  const result = await autocannon({ url: store.base, connections: CONNECTIONS, duration: SECONDS, requests });
  mkdirSync(DIR, { recursive: true });
  const file = join(DIR, `${scenario}-${Date.now()}.cpuprofile`);
  await store.stopProfile(file);
  log(
    `\n=== ${scenario}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (under the profiler), non-2xx ${result.non2xx}`,
  );
  log(`profile: ${file}`);
  printSummary(summarize(file, 20), log);
}

async function main() {
  const watchdog = setTimeout(() => {
    log('profiling exceeded its 10-minute limit; stopping');
    process.exit(2);
  }, HARD_LIMIT_MS);
  watchdog.unref();
  const store = await spawnBenchApp(BOOKS);
  try {
    for (const scenario of SCENARIOS) await profile(store, scenario);
  } finally {
    await store.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${(error as Error)?.stack ?? String(error)}\n`);
    process.exit(1);
  },
);
