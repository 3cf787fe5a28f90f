import { frontendJestConfig } from '@portal/web-kit/jest-preset';

// Benchmarks run on the tests' transform and jsdom; they print figures and assert nothing timed.
export default {
  ...frontendJestConfig,
  rootDir: '..',
  roots: ['<rootDir>/bench'],
  testMatch: ['**/*.bench.tsx'],
  setupFiles: [...frontendJestConfig.setupFiles, '<rootDir>/bench/render-counter.ts'],
};
