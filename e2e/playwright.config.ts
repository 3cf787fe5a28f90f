import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { portals } from './support/portals.js';

const backend = join(import.meta.dirname, '../backend/dist/main.js');

/**
 * One real backend per configuration (skins, broken remotes), each on its own port with a fresh
 * embedded database and the demo world. Browser: Debian's Chromium, nothing is downloaded.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: portals.main.url,
    locale: 'de-DE',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: Object.values(portals).map((portal) => ({
    command: `node ${backend}`,
    url: `${portal.url}/rest/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(portal.port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), `portal-e2e-${portal.port}-`)),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Each backend's embedded MQTT broker on a free port; 1883 may belong to a broker already running.
      MQTT_PORT: '0',
      ...portal.env,
    },
  })),
});
