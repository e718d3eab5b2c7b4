/**
 * Browser journeys: Debian's Chromium driven by playwright-core against the built store,
 * started exactly as `npm start` starts it (node server/dist/main.js) with a fresh data folder.
 */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testRegex: '.*\\.e2e\\.ts$',
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  globalSetup: '<rootDir>/support/global-setup.ts',
  // A whole journey's budget: the longest (a cart by keyboard, axe, screenshots at two widths) take
  // about a minute on a slow two-core machine. Each browser step still fails on its own after
  // Playwright's 30 s, with what it was waiting for.
  testTimeout: 120000,
  // Two journey files at a time, each with its store and its browser: a shared machine stays usable.
  maxWorkers: 2,
};
