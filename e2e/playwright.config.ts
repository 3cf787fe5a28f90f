import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { portals, shopStandin } from './support/portals.js';

const backend = join(import.meta.dirname, '../backend/dist/main.js');
const shopCli = join(import.meta.dirname, '../packages/shop-standin/dist/cli.js');
// The main portal and the stand-in shop share it; only the web servers (started once) use it.
const shopSecret = randomBytes(24).toString('hex');
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
 * embedded database and the demo world. Browser: Debian's Chromium headless shell, nothing is
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
  timeout: 45_000,
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
  webServer: [
    ...Object.values(portals).map((portal) => portalServer(portal)),
    // The stand-in web shop beside the main portal (the real shop is an outside system).
    {
      command: `node ${shopCli} --port ${shopStandin.port} --portal-url ${portals.main.url}`,
      env: { SHOP_NOTIFY_SECRET: shopSecret },
      url: `${shopStandin.url}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});

function portalServer(portal: (typeof portals)[keyof typeof portals]) {
  return {
    command: `node ${backend}`,
    url: `${portal.url}/rest/health`,
    reuseExistingServer: false,
    // Five portals seed at once (the main one 400 days of history): about 40 s on a quiet machine,
    // and these machines differ by up to 2.4 times. Only a hung start waits this long.
    timeout: 240_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(portal.port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), `portal-e2e-${portal.port}-`)),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Each backend's embedded MQTT broker on a free port; 1883 may belong to a broker already running.
      MQTT_PORT: '0',
      ...(portal === portals.main
        ? { SHOP_ORDER_URL: `${shopStandin.url}/order`, SHOP_NOTIFY_SECRET: shopSecret }
        : {}),
      ...portal.env,
    },
  };
}
