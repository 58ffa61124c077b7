import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit'],
  // The family's edits run the suites that read content/ again, in an edited copy of the project
  // (a minute and a half): `npm run test:family-edits` runs that file alone.
  testPathIgnorePatterns:
    process.env.FAMILY_EDITS === '1' ? [] : ['/tests/unit/family-edits\\.test\\.ts$'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // A limit, not a speed goal: the form's tests type and wait out the real send delay, which on
  // a slower or busy machine takes 10 s where a quiet one takes 2 s; 5 s failed them there.
  testTimeout: 30_000,
  // Jest's default leaves one processor to its own parent process, which only waits: on a
  // two-core machine that is one worker for 56 suites. Every processor runs a worker instead.
  maxWorkers: '100%',
});
