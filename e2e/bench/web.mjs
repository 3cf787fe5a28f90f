// pnpm bench:web — how fast the built front end shows its first screens in Chromium with a 4x slower
// CPU and a cold cache (a fresh browser context per run), against the built backend with its demo
// world and simulated units, measured against the floor: reference pages served by the same backend
// (same compression, caching and throttling) and timed in the same rounds (issue 46):
//   reference form: React 19 rendering one login form from one script, no other code
//   reference deep link: React 19 rendering twenty rows of static values after one fetch
//   (a) login form: open / logged out until the user-name field is visible   ≤ 1.3 × reference form
//   (b) login → unit list: submit the form until the start page shows unit rows ≤ 1.5 × reference deep link
//   (c) deep link: open /<sn>/dashboard logged in until it shows a live value ≤ 2 × reference deep link
//   frame: open / logged in (the app's cookies of an earlier visit) until the menu shows (ADR 0032;
//   no target: the first paint of a logged-in page, beside the reference form's), and appFrame: the
//   same without those cookies, the frame as the app draws it
// Prints median and p90 per scenario, the reference's median, the ratio of the medians, the target and
// 'met' or 'MISSED'; figures of a run on a shared machine, not a test.
// Timed in the page: from navigation start (or the click) to the first frame after the element
// appeared, as a user sees it. The bench's own view from outside (its command until the page's answer
// that the element is shown, round trips included) is printed beside it.
//   BENCH_RUNS (7)  BENCH_CPU_SLOWDOWN (4)  BENCH_PORT (a free one)  CHROMIUM_PATH (/usr/bin/chromium)
//   BENCH_SCENARIOS (all: login,units,dashboard,frame,appFrame)  WEB_ROOT (the repository: where the builds are)
//   BENCH_COMPARE (another web root, e.g. a copy of the dist folders: its scenarios run in the same
//   rounds, interleaved, on a second backend, printed as 'B')  BENCH_COMPARE_BACKEND (that backend's
//   main.js when B's backend differs too: a copy of an older backend/dist inside backend/node_modules,
//   so its imports resolve, with drizzle/, reference-data/ and package.json beside it)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { buildReference } from './reference/build.mjs';

/* global window, document, addEventListener, requestAnimationFrame, MutationObserver -- in the page */

const runs = Number(process.env.BENCH_RUNS ?? 7);
const cpuSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const user = 'betreiber';
const password = 'portal-demo-1';
const repository = join(import.meta.dirname, '../..');
/** Each scenario's reference page and the most its median may take, as a multiple of the reference's. */
const targets = {
  login: { reference: 'referenceForm', ratio: 1.3 },
  units: { reference: 'referenceRows', ratio: 1.5 },
  dashboard: { reference: 'referenceRows', ratio: 2 },
};

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

/**
 * A web root for the backend: the builds of `root` (linked) and the reference pages in the folder the
 * backend serves at /docs/ (the same static files middleware as the builds: .br twins, ETags,
 * Cache-Control by content hash).
 */
function webRootWithReference(root, referenceDir, into) {
  const link = (folder) => {
    mkdirSync(join(into, folder, '..'), { recursive: true });
    symlinkSync(join(root, folder), join(into, folder));
  };
  link('shell/dist');
  // The shell's server module, which draws the logged-out page's login form (ADR 0030).
  link('shell/dist-server');
  for (const name of ['units', 'dashboard', 'hzatool', 'shop', 'device', 'fleet']) link(`mf-${name}/dist`);
  for (const skin of ['none', 'remeha', 'broetje', 'dachs']) link(`skins/${skin}/dist`);
  mkdirSync(join(into, 'shell/public'), { recursive: true });
  symlinkSync(referenceDir, join(into, 'shell/public/docs'));
}

/** The built backend on a fresh data directory with the demo world and five simulated units. */
async function startPortal(root, referenceDir, main = join(repository, 'backend/dist/main.js')) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-web-'));
  const webRoot = join(dataDir, 'web');
  webRootWithReference(root, referenceDir, webRoot);
  const backend = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      WEB_ROOT: webRoot,
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
  frame: { selector: '[data-menu="start"]' },
  appFrame: { selector: '[data-menu="start"]' },
  referenceForm: { selector: '#login-user' },
  referenceRows: { selector: '.reference-row td', text: '\\d' },
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

/** Opens `path` in a cold page and times it until `name` is shown. */
async function timedOpen(browser, url, name, path, cookies = []) {
  const page = await coldPage(browser, cookies);
  const timings = await timedUntilShown(page, name, () =>
    page.page.goto(`${url}${path}`, { waitUntil: 'commit' }),
  );
  await page.close();
  return timings;
}

/** The reference pages (served at /docs/, see webRootWithReference). */
const references = {
  referenceForm: (browser, { url }) => timedOpen(browser, url, 'referenceForm', '/docs/form.html'),
  referenceRows: (browser, { url }) => timedOpen(browser, url, 'referenceRows', '/docs/rows.html'),
};

/** The scenarios; each answers its timings (see timedUntilShown). */
const scenarios = {
  login: (browser, { url }) => timedOpen(browser, url, 'login', '/'),
  units: async (browser, { url }) => {
    const page = await coldPage(browser);
    await page.page.goto(`${url}/`);
    await userField(page.page).waitFor();
    // A person takes seconds to type: whatever the login page fetches meanwhile has arrived, and the
    // app has taken over the server-drawn form (ADR 0030; before, the form sends nothing).
    await page.page.waitForLoadState('networkidle');
    await page.page.locator('#login-entry').waitFor({ state: 'detached' });
    await userField(page.page).fill(user);
    await page.page.getByLabel('Passwort', { exact: true }).fill(password);
    const timings = await timedUntilShown(
      page,
      'units',
      () => page.page.getByRole('button', { name: 'Anmelden' }).click(),
      true,
    );
    // The login answer's own time (the server checks the password with scrypt, slow on purpose).
    const login = await page.page.evaluate(
      () =>
        performance.getEntriesByType('resource').find(({ name }) => name.endsWith('/rest/info/login'))
          ?.duration,
    );
    await page.close();
    return { ...timings, login };
  },
  dashboard: (browser, { url, cookie, sn }) =>
    timedOpen(browser, url, 'dashboard', `/${sn}/dashboard`, [cookie]),
  // The cookies the app mirrors on every visit: the server draws the frame for them (ADR 0032).
  frame: (browser, { url, cookie }) =>
    timedOpen(browser, url, 'frame', '/', [
      cookie,
      { name: 'portal.screen', value: 'large', url },
      { name: 'portal.listView', value: 'locations', url },
    ]),
  appFrame: (browser, { url, cookie }) => timedOpen(browser, url, 'appFrame', '/', [cookie]),
};

const labels = {
  referenceForm: 'reference form',
  referenceRows: 'reference deep link',
  login: '(a) login form visible',
  units: '(b) login → unit list',
  dashboard: '(c) deep link → live dashboard',
  frame: 'logged-in page: its frame shown',
  appFrame: "  the app's frame (no cookies)",
};

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Median and p90 of one key of a scenario's results. */
const figures = (results, key) => {
  const times = results.map((result) => result[key]).sort((a, b) => a - b);
  return [50, 90].map((p) => percentile(times, p));
};

const referenceDir = mkdtempSync(join(tmpdir(), 'portal-bench-reference-'));
await buildReference(referenceDir);
const roots = [
  resolve(process.env.WEB_ROOT ?? repository),
  ...(process.env.BENCH_COMPARE ? [resolve(process.env.BENCH_COMPARE)] : []),
];
const portals = [];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
try {
  const mains = [undefined, process.env.BENCH_COMPARE_BACKEND && resolve(process.env.BENCH_COMPARE_BACKEND)];
  for (const [index, root] of roots.entries())
    portals.push(await startPortal(root, referenceDir, mains[index]));
  const contexts = [];
  for (const portal of portals)
    contexts.push({ url: portal.url, ...(await sessionAndOnlineUnit(portal.url)) });
  const chosen = process.env.BENCH_SCENARIOS?.split(',') ?? Object.keys(scenarios);
  // Each round runs every reference page and every chosen scenario once, on each build, interleaved:
  // a slower minute of the shared machine weighs on all of them alike.
  const runsOf = [
    ...Object.entries(references).map(([name, run]) => ({ key: name, name, run, context: contexts[0] })),
    ...Object.entries(scenarios)
      .filter(([name]) => chosen.includes(name))
      .flatMap(([name, run]) =>
        contexts.map((context, index) => ({ key: `${name}${index ? ' B' : ''}`, name, run, context })),
      ),
  ];
  const results = Object.fromEntries(runsOf.map(({ key }) => [key, []]));
  console.log(
    `bench:web  ${runs} runs each, CPU ${cpuSlowdown}x slower, cold cache, unit ${contexts[0].sn}` +
      (roots.length > 1 ? `\n  A: ${roots[0]}\n  B: ${roots[1]}` : ''),
  );
  // One round first, not counted: the backend's own first requests (compression, file reads).
  for (let round = 0; round <= runs; round += 1)
    for (const { key, run, context } of runsOf) {
      const timings = await run(browser, context);
      if (round > 0) results[key].push(timings);
    }
  console.log(
    `${'scenario (ms)'.padEnd(34)}  in page: median    p90  reference  ratio  target` +
      `          bench saw: median    p90`,
  );
  for (const { key, name } of runsOf) {
    const [shown50, shown90] = figures(results[key], 'shown');
    const [seen50, seen90] = figures(results[key], 'seen');
    const target = targets[name];
    const reference = target && figures(results[target.reference], 'shown')[0];
    const ratio = target && shown50 / reference;
    const verdict = target ? `≤ ${target.ratio.toFixed(1)} ${ratio <= target.ratio ? 'met' : 'MISSED'}` : '';
    console.log(
      `${(labels[name] + (key === name ? '' : ' B')).padEnd(34)}  ${shown50.toFixed(0).padStart(15)}  ${shown90.toFixed(0).padStart(5)}` +
        `  ${(target ? reference.toFixed(0) : '').padStart(9)}  ${(target ? ratio.toFixed(2) : '').padStart(5)}` +
        `  ${verdict.padEnd(12)}  ${seen50.toFixed(0).padStart(17)}  ${seen90.toFixed(0).padStart(5)}`,
    );
    if (name === 'units') {
      const [login50, login90] = figures(results[key], 'login');
      console.log(
        `${'  of which the login answer'.padEnd(34)}  ${login50.toFixed(0).padStart(15)}  ${login90.toFixed(0).padStart(5)}`,
      );
    }
  }
} finally {
  await browser.close();
  for (const portal of portals) portal.stop();
  rmSync(referenceDir, { recursive: true, force: true });
}
