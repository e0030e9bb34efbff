import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: '<rootDir>/jest.environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/{__tests__,features}/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/e2e/', '<rootDir>/.tmp/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // Firebase SDK connections keep sockets open a moment after the last test.
  testTimeout: 20000,
};

export default createJestConfig(config);
