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
  testTimeout: 60000,
  // Two journey files at a time, each with its store and its browser: a shared machine stays usable.
  maxWorkers: 2,
};
