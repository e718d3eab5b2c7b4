/**
 * Two lanes (Jest projects), chosen by where a file lives, so a new file lands in the right one:
 * - unit: specs next to the code (src/**\/*.spec.ts). No database and no global set-up; they
 *   run in seconds (`npm run test:unit`).
 * - integration: test/**\/*.e2e-spec.ts, over HTTP against the real local database. The global
 *   set-up starts one database server for the run; each file works in a database of its own on
 *   it (test/setup/test-app.ts), so the files run in parallel (`npm run test:integration`).
 */
const shared = {
  rootDir: '.',
  testEnvironment: 'node',
  moduleFileExtensions: ['js', 'json', 'ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }],
  },
};

module.exports = {
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/setup/global-setup.ts',
      globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
    },
  ],
  // Run-wide options (Jest ignores them inside a project). At most two workers, so that a shared
  // machine stays usable (--maxWorkers changes it; --runInBand for one file). The timeout only
  // catches a test that hangs: on a busy machine, a test making hundreds of calls takes a while.
  testTimeout: 120_000,
  maxWorkers: 2,
};
