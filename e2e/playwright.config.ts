import { defineConfig } from '@playwright/test';
import { portals } from './support/portals.js';

const browser = { browserName: 'chromium', viewport: { width: 1280, height: 800 } } as const;

// Tests that only read, use portals of their own, or (the service level's time-out) a session and a
// unit no other test uses, run beside the main portal's tests; those share
// one demo world whose users, languages, locations and units they change (and put back), so they
// run one after another, in file order.
const besideMain = [
  'accessibility.spec.ts',
  'api-docs.spec.ts',
  'device-timeout.spec.ts',
  'help.spec.ts',
  'remotes.spec.ts',
  'visual.spec.ts',
];

/**
 * One real backend per configuration (skins, broken remotes), each on its own port with a fresh
 * embedded database and the demo world (support/servers.ts). Browser: Debian's Chromium headless shell, nothing is
 * downloaded. A setup project logs each role in once; the tests reuse those sessions.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Reference images beside each spec, one per screen (one browser, one platform: no suffixes).
  snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}{ext}',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A test's time limit measures no speed (the benches do): in a slow hour the longer walks through
  // several screens passed 45 s on the two cores with every step well within its own 10 s.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    // Read by scripts/slowest-tests.mjs.
    ['json', { outputFile: '../test-reports/e2e.json' }],
  ],
  use: {
    baseURL: portals.main.url,
    locale: 'de-DE',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless shell (scripts/ensure-chromium.sh), as Playwright runs headless Chromium.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts$/, use: browser },
    {
      name: 'main',
      testIgnore: [/auth\.setup\.ts$/, ...besideMain],
      dependencies: ['setup'],
      workers: 1,
      use: browser,
    },
    { name: 'beside', testMatch: besideMain, dependencies: ['setup'], workers: 1, use: browser },
  ],
  // Every backend and the stand-in shop, started at once (support/servers.ts).
  globalSetup: './support/servers.ts',
});
