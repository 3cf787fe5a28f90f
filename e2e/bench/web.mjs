// pnpm bench:web — how fast the built front end shows its first screens in Chromium with a 4x slower
// CPU and a cold cache (a fresh browser context per run), against the built backend with its demo
// world and simulated units. Prints median and p90 per scenario; figures, not a pass/fail test.
//   (a) login form: open / logged out until the user-name field is visible
//   (b) login → unit list: submit the form until the start page shows unit rows
//   (c) deep link: open /<sn>/dashboard logged in until the dashboard shows a live value
//   BENCH_RUNS (7)  BENCH_CPU_SLOWDOWN (4)  BENCH_PORT (a free one)  CHROMIUM_PATH (/usr/bin/chromium)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const runs = Number(process.env.BENCH_RUNS ?? 7);
const cpuSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const user = 'betreiber';
const password = 'portal-demo-1';
const targetsMs = { login: 1500, units: 1000, dashboard: 1500 };

async function freePort() {
  if (process.env.BENCH_PORT) return Number(process.env.BENCH_PORT);
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function until(what, check, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The built backend on a fresh data directory with the demo world and five simulated units. */
async function startPortal() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-web-'));
  const backend = spawn(process.execPath, [join(import.meta.dirname, '../../backend/dist/main.js')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      MQTT_PORT: '0',
      SEED_DEMO: 'true',
      SIM_UNITS: '5',
      DEMO_HISTORY_DAYS: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    backend.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await until('the backend', async () => (await fetch(`${url}/rest/health`)).ok);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}

/** A logged-in session cookie and the serial of one of the user's online (simulated) units. */
async function sessionAndOnlineUnit(url) {
  const json = { 'content-type': 'application/json' };
  const login = await fetch(`${url}/rest/info/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ user, password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  const [name, value] = login.headers.getSetCookie()[0].split(';')[0].split('=');
  const cookie = { name, value, url };
  // The simulated units connect over MQTT a moment after the backend is up.
  const sn = await until('an online unit', async () => {
    const answer = await fetch(`${url}/rest/info/units`, {
      method: 'POST',
      headers: { ...json, cookie: `${name}=${value}` },
      body: JSON.stringify({ limit: 100, offset: 0, filter: { sortByLocation: false } }),
    });
    const { units } = await answer.json();
    return units.find((unit) => unit.online)?.seriennummer;
  });
  return { cookie, sn };
}

/** A page in a fresh context (nothing cached, no cookies but `cookies`) on a throttled CPU. */
async function coldPage(browser, cookies = []) {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 800 } });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { page, close: () => context.close() };
}

const userField = (page) => page.getByLabel('Benutzername oder E-Mail');

/** Milliseconds from `start` until `done` resolves. */
async function timed(start, done) {
  const begin = performance.now();
  await start();
  await done();
  return performance.now() - begin;
}

/** The three scenarios; each returns one timing in ms. */
const scenarios = {
  login: async (browser, { url }) => {
    const { page, close } = await coldPage(browser);
    const ms = await timed(
      () => page.goto(`${url}/`, { waitUntil: 'commit' }),
      () => userField(page).waitFor(),
    );
    await close();
    return ms;
  },
  units: async (browser, { url }) => {
    const { page, close } = await coldPage(browser);
    await page.goto(`${url}/`);
    await userField(page).waitFor();
    // A person takes seconds to type: whatever the login page fetches meanwhile has arrived.
    await page.waitForLoadState('networkidle');
    await userField(page).fill(user);
    await page.getByLabel('Passwort', { exact: true }).fill(password);
    const ms = await timed(
      () => page.getByRole('button', { name: 'Anmelden' }).click(),
      () => page.locator('.unit-table tbody tr').first().waitFor(),
    );
    await close();
    return ms;
  },
  dashboard: async (browser, { url, cookie, sn }) => {
    const { page, close } = await coldPage(browser, [cookie]);
    const ms = await timed(
      () => page.goto(`${url}/${sn}/dashboard`, { waitUntil: 'commit' }),
      // A value row whose value holds a digit: a live value from the unit, not the '–' placeholder.
      () => page.locator('.mfd-value-row .fw-semibold', { hasText: /\d/ }).first().waitFor(),
    );
    await close();
    return ms;
  },
};

const labels = {
  login: '(a) login form visible',
  units: '(b) login → unit list',
  dashboard: '(c) deep link → live dashboard',
};

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const portal = await startPortal();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
try {
  const context = { url: portal.url, ...(await sessionAndOnlineUnit(portal.url)) };
  console.log(`bench:web  ${runs} runs each, CPU ${cpuSlowdown}x slower, cold cache, unit ${context.sn}`);
  console.log(`${'scenario'.padEnd(32)}  median ms  p90 ms  target ms`);
  for (const [name, run] of Object.entries(scenarios)) {
    // One run first, not counted: the backend's own first requests (compression, file reads).
    await run(browser, context);
    const times = [];
    for (let i = 0; i < runs; i += 1) times.push(await run(browser, context));
    times.sort((a, b) => a - b);
    const [median, p90] = [50, 90].map((p) => percentile(times, p).toFixed(0));
    console.log(
      `${labels[name].padEnd(32)}  ${median.padStart(9)}  ${p90.padStart(6)}  ${String(targetsMs[name]).padStart(9)}`,
    );
  }
} finally {
  await browser.close();
  portal.stop();
}
