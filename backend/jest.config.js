const transform = {
  '^.+\\.ts$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true },
        target: 'es2022',
        keepClassNames: true,
      },
      module: { type: 'es6' },
      swcrc: false,
    },
  ],
};
const common = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform,
};
// API test portals start from a demo world seeded once per run (test/portal-template.ts).
const templates = {
  globalSetup: '<rootDir>/test/templates.setup.js',
  globalTeardown: '<rootDir>/test/templates.teardown.js',
};

/**
 * unit: specs beside the code. api: the real app over HTTP on embedded PGlite. services: the same
 * API tests against a PostgreSQL server (TEST_DATABASE_URL, set by `pnpm test:services`).
 */
export default {
  // API tests boot the whole app (PGlite initdb, migrations, demo seed) several times.
  testTimeout: 60000,
  // A worker's heap grows some 70 MB with every API test file (each boots the app; jest's ESM module
  // sandbox keeps what they load). Near the heap's limit the collector ran most of the time: a 2 s
  // migration test took 79 s late in a CI run. A worker past this is replaced after its file.
  workerIdleMemoryLimit: '1GB',
  projects: [
    { ...common, displayName: 'unit', roots: ['<rootDir>/src'], testMatch: ['**/*.spec.ts'] },
    {
      ...common,
      ...templates,
      displayName: 'api',
      roots: ['<rootDir>/test'],
      testMatch: ['**/*.api.spec.ts'],
    },
    {
      ...common,
      displayName: 'services',
      roots: ['<rootDir>/test'],
      ...templates,
      testMatch: ['**/*.api.spec.ts', '**/*.services.spec.ts'],
      setupFiles: ['<rootDir>/test/services.setup.js'],
    },
  ],
};
