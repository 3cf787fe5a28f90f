// Shared jest setup for the front-end packages: jsdom, ESM, swc for TS/TSX.
import { fileURLToPath } from 'node:url';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));

export const frontendJestConfig = {
  testEnvironment: 'jsdom',
  // Longer than findBy's 5 s (jest-setup.js): a missing element fails with what was looked for.
  testTimeout: 20_000,
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '\\.css$': here('./style-mock.js') },
  setupFiles: [here('./jest-polyfills.js')],
  setupFilesAfterEnv: [here('./jest-setup.js')],
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'es6' },
        swcrc: false,
      },
    ],
  },
};
