// pnpm bench:web — how fast the built front end shows its first screens in Chromium with a 4x slower
// CPU and a cold cache (a fresh browser context per run), against the built backend with its demo
// world and simulated units. Prints median and p90 per scenario; figures, not a pass/fail test.
//   (a) login form: open / logged out until the user-name field is visible
//   (b) login → unit list: submit the form until the start page shows unit rows
//   (c) deep link: open /<sn>/dashboard logged in until the dashboard shows a live value
// Timed in the page: from navigation start (or the click) to the first frame after the element
// appeared, as a user sees it. The bench's own view from outside (its command until the page's answer
// that the element is shown, round trips included) is printed beside it.
//   BENCH_RUNS (7)  BENCH_CPU_SLOWDOWN (4)  BENCH_PORT (a free one)  CHROMIUM_PATH (/usr/bin/chromium)
//   BENCH_SCENARIOS (all: login,units,dashboard)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

/* global window, document, addEventListener, requestAnimationFrame, MutationObserver -- in the page */

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

/** What the page watches for: the first frame showing an element that matches. */
const watched = {
  login: { selector: '#login-user' },
  units: { selector: '.unit-table tbody tr' },
  // A value row whose value holds a digit: a live value from the unit, not the '–' placeholder.
  dashboard: { selector: '.mfd-value-row .fw-semibold', text: '\\d' },
};

/**
 * Runs in the page before its scripts: notes when each watched element is first shown (the start of
 * the frame that paints it) and when the user last clicked, in the page's clock (0 = navigation).
 * It looks once per frame after the DOM changed, in that frame's animation callbacks: asking for an
 * element's boxes there lays out what the frame lays out anyway, where a look on each change would
 * force extra layouts the page itself does not cost. `shownAt(name)` resolves with that time.
 */
function watchInPage(targets) {
  const seen = {};
  const waiting = {};
  let clickedAt;
  addEventListener('click', () => (clickedAt = performance.now()), true);
  const shown = ({ selector, text }) =>
    [...document.querySelectorAll(selector)].some(
      (element) =>
        (!text || new RegExp(text).test(element.textContent ?? '')) && element.getClientRects().length > 0,
    );
  let pending = false;
  const check = () => {
    pending = false;
    for (const [name, target] of Object.entries(targets))
      if (!(name in seen) && shown(target)) {
        seen[name] = performance.now();
        waiting[name]?.(seen[name]);
      }
  };
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(check);
  }).observe(document, { childList: true, subtree: true, characterData: true });
  window.__bench = {
    shownAt: (name, sinceClick) =>
      new Promise((resolve) => {
        if (name in seen) resolve(seen[name]);
        else waiting[name] = resolve;
      }).then((at) => at - (sinceClick ? clickedAt : 0)),
  };
}

/**
 * The page's own time for a watched element: from navigation start, or from the last click. Asked
 * through the DevTools protocol, not Playwright's locators: those inject a script and poll on the
 * page's (throttled) main thread, work a user's page does not do (~70 ms at 4x for the injection).
 */
async function shownInPage({ cdp }, name, fromClick = false) {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    expression: `window.__bench.shownAt(${JSON.stringify(name)}, ${fromClick})`,
    awaitPromise: true,
    returnByValue: true,
  });
  if (exceptionDetails) throw new Error(`watching ${name}: ${exceptionDetails.text}`);
  return result.value;
}

/** A page in a fresh context (nothing cached, no cookies but `cookies`) on a throttled CPU. */
async function coldPage(browser, cookies = []) {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 800 } });
  await context.addCookies(cookies);
  await context.addInitScript(watchInPage, watched);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { page, cdp, close: () => context.close() };
}

const userField = (page) => page.getByLabel('Benutzername oder E-Mail');

/**
 * Runs `act` (a navigation or a click) and answers when the page shows `name`: the page's own time
 * and the bench's from outside (from the command to the answer, round trips included), in ms.
 */
async function timedUntilShown(page, name, act, fromClick = false) {
  const begin = performance.now();
  await act();
  const shown = await shownInPage(page, name, fromClick);
  return { shown, seen: performance.now() - begin };
}

/** The three scenarios; each answers its timings (see timedUntilShown). */
const scenarios = {
  login: async (browser, { url }) => {
    const page = await coldPage(browser);
    const timings = await timedUntilShown(page, 'login', () =>
      page.page.goto(`${url}/`, { waitUntil: 'commit' }),
    );
    await page.close();
    return timings;
  },
  units: async (browser, { url }) => {
    const page = await coldPage(browser);
    await page.page.goto(`${url}/`);
    await userField(page.page).waitFor();
    // A person takes seconds to type: whatever the login page fetches meanwhile has arrived.
    await page.page.waitForLoadState('networkidle');
    await userField(page.page).fill(user);
    await page.page.getByLabel('Passwort', { exact: true }).fill(password);
    const timings = await timedUntilShown(
      page,
      'units',
      () => page.page.getByRole('button', { name: 'Anmelden' }).click(),
      true,
    );
    await page.close();
    return timings;
  },
  dashboard: async (browser, { url, cookie, sn }) => {
    const page = await coldPage(browser, [cookie]);
    const timings = await timedUntilShown(page, 'dashboard', () =>
      page.page.goto(`${url}/${sn}/dashboard`, { waitUntil: 'commit' }),
    );
    await page.close();
    return timings;
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
  console.log(`${'scenario (ms)'.padEnd(32)}  in page: median    p90  target  bench saw: median    p90`);
  const chosen = process.env.BENCH_SCENARIOS?.split(',') ?? Object.keys(scenarios);
  for (const [name, run] of Object.entries(scenarios).filter(([key]) => chosen.includes(key))) {
    // One run first, not counted: the backend's own first requests (compression, file reads).
    await run(browser, context);
    const results = [];
    for (let i = 0; i < runs; i += 1) results.push(await run(browser, context));
    const figures = (key) => {
      const times = results.map((result) => result[key]).sort((a, b) => a - b);
      return [50, 90].map((p) => percentile(times, p).toFixed(0));
    };
    const [shown50, shown90] = figures('shown');
    const [seen50, seen90] = figures('seen');
    console.log(
      `${labels[name].padEnd(32)}  ${shown50.padStart(15)}  ${shown90.padStart(5)}  ${String(targetsMs[name]).padStart(6)}` +
        `  ${seen50.padStart(16)}  ${seen90.padStart(5)}`,
    );
  }
} finally {
  await browser.close();
  portal.stop();
}
