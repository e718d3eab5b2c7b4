#!/usr/bin/env node
/**
 * Lighthouse performance of the built store: the public pages (`/`, `/about`, `/login`, `/register`,
 * `/contact`, as a visitor) and `/books` (a signed-in shopper), with Lighthouse's mobile preset (simulated slow 4G, 4x CPU slowdown) and its desktop preset.
 *
 * Starts the built store as `npm start` does (node server/dist/main.js) on 127.0.0.1 with a
 * fresh data folder and the demo catalogue, runs Debian's Chromium (/usr/bin/chromium, or
 * CHROMIUM_PATH) headless, prints the scores and the key metrics, and writes the JSON summary
 * to bench/results/lighthouse-<time>.json. Bench only: not part of npm test.
 *
 *   npm run build && npm run lighthouse
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Every page a visitor can open first, and the catalogue as a signed-in shopper opens it.
const PAGES = [
  { path: '/', signedIn: false },
  { path: '/about', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/register', signedIn: false },
  { path: '/contact', signedIn: false },
  { path: '/books', signedIn: true },
];
const PRESETS = { mobile: undefined, desktop: desktopConfig };
// LIGHTHOUSE_ONLY=mobile:/books (comma-separated) measures just those; LIGHTHOUSE_RUNS=3 repeats
// each and prints the median score too (the machine is noisy).
const ONLY = process.env.LIGHTHOUSE_ONLY?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function startStore() {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bookstore-lighthouse-'));
  const child = spawn(process.execPath, [join(ROOT, 'server', 'dist', 'main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DEMO_CATALOGUE: 'true',
      MONGODB_URI: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log = (log + chunk).slice(-20_000)));
  child.stderr.on('data', (chunk) => (log = (log + chunk).slice(-20_000)));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  // main.js loads the demo catalogue before it listens: healthy means the books are in.
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the store exited (${child.exitCode}):\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`the store did not become healthy within 120 s:\n${log}`);
}

/** Registers a shopper over REST and returns the two session cookies the client reads. */
async function shopperCookies(baseUrl) {
  const form = new FormData();
  form.set('name', 'Lighthouse Shopper');
  form.set('email', `lighthouse-${Date.now()}@example.com`);
  form.set('password', 'lighthouse-secret-1');
  const res = await fetch(`${baseUrl}/api/user/register`, { method: 'POST', body: form });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  const { token, user } = await res.json();
  const sessionUser = {
    id: user._id ?? user.id,
    name: user.name,
    email: user.email,
    role: String(user.role).toLowerCase() === 'admin' ? 'admin' : 'user',
    photo: user.photo ?? '',
    createdAt: user.createdAt ?? '',
  };
  const { hostname } = new URL(baseUrl);
  return [
    { name: 'token', value: token, domain: hostname, path: '/' },
    { name: 'user', value: encodeURIComponent(JSON.stringify(sessionUser)), domain: hostname, path: '/' },
  ];
}

function summarise(lhr) {
  const metrics = {};
  for (const [name, id] of Object.entries(METRICS)) {
    const audit = lhr.audits[id];
    metrics[name] = { value: audit.numericValue, display: audit.displayValue, score: audit.score };
  }
  const failing = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.details?.type === 'opportunity')
    .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
  // A run Lighthouse could not finish (a page that did not load in time, say) has no score: say
  // why instead of a number, and leave it out of the median.
  const error = lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined;
  return { score: lhr.categories.performance.score, error, metrics, opportunities: failing };
}

const store = await startStore();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const results = [];
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const cookies = await shopperCookies(store.baseUrl);
  for (const [preset, config] of Object.entries(PRESETS)) {
    for (const { path, signedIn } of PAGES) {
      if (ONLY && !ONLY.includes(`${preset}:${path}`)) continue;
      const scores = [];
      for (let run = 0; run < RUNS; run += 1) {
        const page = await browser.newPage();
        const client = await page.createCDPSession();
        // Every run starts with an empty HTTP cache (the storage reset is off, to keep the cookies).
        await client.send('Network.clearBrowserCache');
        await client.send('Network.clearBrowserCookies');
        if (signedIn) await client.send('Network.setCookies', { cookies });
        const url = `${store.baseUrl}${path}`;
        const { lhr } = await lighthouse(
          url,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            disableStorageReset: true,
          },
          config,
          page,
        );
        const summary = { preset, path, finalUrl: lhr.finalDisplayedUrl, ...summarise(lhr) };
        if (process.env.LIGHTHOUSE_FULL) {
          writeFileSync(
            join(
              process.env.LIGHTHOUSE_FULL,
              `${preset}${path.replace(/\//g, '_')}${RUNS > 1 ? `-${run + 1}` : ''}.json`,
            ),
            JSON.stringify(lhr),
          );
        }
        results.push(summary);
        const m = summary.metrics;
        const score = summary.score === null ? 'none' : summary.score.toFixed(2);
        console.log(
          `${preset.padEnd(7)} ${path.padEnd(9)} score ${score}  FCP ${m.FCP.display}  LCP ${m.LCP.display}  TBT ${m.TBT.display}  CLS ${m.CLS.display}  SI ${m.SI.display}` +
            (summary.finalUrl.endsWith(path) ? '' : `  (ended at ${summary.finalUrl})`),
        );
        if (summary.error) console.log(`        no score: ${summary.error}`);
        if (summary.opportunities.length) console.log(`        opportunities: ${summary.opportunities.join(', ')}`);
        await page.close();
        if (summary.score !== null) scores.push(summary.score);
      }
      if (RUNS > 1 && scores.length) {
        const sorted = [...scores].sort((a, b) => a - b);
        const failed = RUNS - scores.length;
        console.log(
          `${preset.padEnd(7)} ${path.padEnd(9)} median ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} of ${scores.length} (${scores.map((s) => s.toFixed(2)).join(' ')})` +
            (failed ? `; ${failed} run(s) without a score` : ''),
        );
      }
    }
  }
  await browser.disconnect();
} finally {
  await chrome.kill();
  await store.stop();
}

// Per page, the score and the layout shift of every run: CLS at or above 0.1 is "needs improvement".
console.log('\nPer page: performance score and CLS of each run');
for (const preset of Object.keys(PRESETS)) {
  for (const { path } of PAGES) {
    const runs = results.filter((r) => r.preset === preset && r.path === path);
    if (!runs.length) continue;
    const scores = runs.map((r) => (r.score === null ? 'none' : r.score.toFixed(2))).join(' ');
    const shifts = runs.map((r) => r.metrics.CLS.value);
    const flag = shifts.some((cls) => cls >= 0.1) ? '  CLS at or above 0.1' : '';
    const shown = shifts.map((cls) => (typeof cls === 'number' ? cls.toFixed(3) : 'none')).join(' ');
    console.log(`${preset.padEnd(7)} ${path.padEnd(9)} score ${scores}  CLS ${shown}${flag}`);
  }
}

const resultsDir = join(ROOT, 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), chromium: CHROMIUM, results }, null, 2));
console.log(`Written ${file}`);
