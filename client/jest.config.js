/** Component tests: jsdom + babel-jest. Run with `npm test -w client`. */
export default {
  testEnvironment: '<rootDir>/src/test/jsdom-environment.cjs',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.[jt]sx?$': 'babel-jest' },
  moduleNameMapper: {
    '\\.css$': '<rootDir>/src/test/style-stub.js',
    '^@/(.*)$': '<rootDir>/src/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  // At most two workers, so that a shared machine stays usable (--maxWorkers changes it).
  maxWorkers: 2,
  // A test may wait for several screens in turn (see asyncUtilTimeout in src/test/setup.ts).
  testTimeout: 30_000,
  clearMocks: true,
  restoreMocks: true,
};
