import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AlarmBell } from '../support/pages/alarms.js';
import { PortalFrame, collectPageErrors } from '../support/pages/frame.js';
import { LoginPage } from '../support/pages/login.js';
import { expectScreen } from '../support/pages/screen.js';
import { StartPage } from '../support/pages/start.js';
import { expect, test } from '../support/test.js';
import { onlineUnit } from '../support/units.js';

// Module federation at work: a remote that is missing or throws leaves the rest of the portal
// working; a deep link loads what its first screen needs early and once.

const throwingRemote = join(import.meta.dirname, '../fixtures/throwing-remote/dist');

test.describe('on the remeha portal (its energy-tax remote is missing)', () => {
  test.use({ portal: 'remeha', role: 'partner' });

  test('a remote whose manifest answers 404 shows the retry panel while the rest works', async ({ page }) => {
    const errors = collectPageErrors(page);
    const frame = new PortalFrame(page);
    await page.goto('/');
    await frame.menuEntry('Energiesteuer').click();
    await expect(page).toHaveURL(/\/hzatool$/);
    const panel = frame.moduleUnavailable;
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
    await expectScreen(page, 'module-unavailable');
    // Retrying a still-missing remote shows the panel again.
    await panel.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(frame.moduleUnavailable).toBeVisible();
    // The frame and the other remotes keep working.
    await frame.menuEntry(/^Anlagen/).click();
    await expect(frame.moduleUnavailable).toHaveCount(0);
    await new StartPage(page).shown();
    expect(errors).toEqual([]);
  });

  test('a remote that throws while rendering shows the retry panel while the rest works', async ({
    page,
  }) => {
    await page.route('**/mf/shop/**', (route) => {
      const file = new URL(route.request().url()).pathname.replace('/mf/shop/', '');
      return route.fulfill({ path: join(throwingRemote, file) });
    });
    const errors = collectPageErrors(page);
    const frame = new PortalFrame(page);
    const start = await new StartPage(page).goto();
    // The start page's services column is the shop's: broken, it stays empty and the list works on.
    await expect(start.rows.first()).toBeVisible();
    // No service of the shop's in it: no order button, no booked or unbookable badge.
    await expect(start.table.getByText(/^(Fernwartung|Energiesteuer-Tool)\b/)).toHaveCount(0);
    expect(errors).toEqual([]);
    await frame.menuEntry('Services').click();
    await expect(frame.moduleUnavailable).toBeVisible();
    await expect(frame.header).toBeVisible();
    await frame.menuEntry('Konto').click();
    await expect(page).toHaveURL(/\/usersettings$/);
    await expect(frame.moduleUnavailable).toHaveCount(0);
  });

  test('a deep link asks for init before the shell chunks, once, and downloads the skin and its remote once', async ({
    page,
  }) => {
    const asked = await requestsOfNextDocument(page);
    // The shop's routes: a remote the new document has not loaded yet.
    await page.goto('/services');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const count = (pattern: RegExp) => asked.filter((path) => pattern.test(path)).length;
    // The entry's early request is used: bootstrap does not ask again.
    expect(count(/^\/rest\/info\/init$/)).toBe(1);
    // Preloaded early, then used by the runtime without a second download.
    expect(count(/^\/skins\/remeha\/remoteEntry\.js$/)).toBe(1);
    expect(count(/^\/skins\/remeha\/__federation_expose_theme\./)).toBe(1);
    expect(count(/^\/mf\/shop\/remoteEntry\.js$/)).toBe(1);
    expect(count(/^\/mf\/shop\/__federation_expose_routes\./)).toBe(1);
    // The entry asks before it loads the shell's chunks (then the skin and the remote follow the
    // answer instead of the chunks' download and run).
    const firstShellChunk = asked.findIndex((path) => /^\/[\w-]+\.[0-9a-f]{8}\.js$/.test(path));
    expect(asked.indexOf('/rest/info/init')).toBeLessThan(firstShellChunk);
  });
});

test.describe('with simulated units', () => {
  test.use({ role: 'partner' });

  test("a deep link to a unit's page asks for the unit once, early, and shows it", async ({ page }) => {
    const sn = await onlineUnit(page, 'dachsII');
    const asked = await requestsOfNextDocument(page);
    await page.goto(`/${sn}/dashboard`);
    // The serial as the header groups it: 52 4225 2424.
    await expect(page.getByTestId('header-serial')).toHaveText(
      `SN ${sn.replace(/^(\d{2})(\d{4})(\d{4})$/, '$1 $2 $3')}`,
    );
    await expect(page.getByRole('main').getByRole('region').first()).toBeVisible();
    // The entry asked with init's answer; the dashboard used that answer instead of asking again.
    expect(asked.filter((path) => path === `/rest/canip/${sn}`)).toHaveLength(1);
    const dashboardRoutes = asked.findIndex((path) =>
      /^\/mf\/dashboard\/__federation_expose_routes\./.test(path),
    );
    expect(asked.indexOf(`/rest/canip/${sn}`)).toBeLessThan(dashboardRoutes);
  });
});

test("a login asks for the start page's list and the alarm bell's count once each", async ({ page }) => {
  const login = await new LoginPage(page).goto();
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await login.logIn('betreiber');
  await expect(new AlarmBell(page).link).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.filter((path) => path === '/rest/info/units')).toHaveLength(1);
  // The login page's frame once opened a bell of its own before the app left for the start page.
  expect(asked.filter((path) => path === '/rest/alarms/count')).toHaveLength(1);
});

test.describe('with simulated units, on a cold cache', () => {
  test.use({ role: 'partner' });

  test("a deep link's page names every script, style and manifest its first screen loads, each downloaded once", async ({
    page,
  }) => {
    const sn = await onlineUnit(page, 'dachsII');
    // As a first visit: nothing the login loaded may stand in for a file the page does not name.
    await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
    await page.addInitScript(() => {
      const seen = window as unknown as { firstWidgetAt?: number };
      new MutationObserver(() => {
        if (seen.firstWidgetAt === undefined && document.querySelector('.mfd-data-widget'))
          seen.firstWidgetAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    const asked = await requestsOfNextDocument(page);
    await page.goto(`/${sn}/dashboard`);
    await expect(page.getByRole('main').getByRole('region').first()).toBeVisible();
    const { named, loaded } = await page.evaluate(() => {
      const firstWidgetAt = (window as unknown as { firstWidgetAt: number }).firstWidgetAt;
      return {
        named: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map(
          (link) => new URL(link.href).pathname,
        ),
        loaded: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < firstWidgetAt)
          .map((entry) => new URL(entry.name).pathname),
      };
    });
    // The unit and init are named too, before any file of the build.
    expect(named.slice(0, 2)).toEqual(['/rest/info/init', `/rest/canip/${sn}`]);
    const files = loaded.filter((path) => /\.(js|css|json)$/.test(path) && path !== '/main.js');
    // The shell's, the skin's and the dashboard's files: more than a dozen.
    expect(files.length).toBeGreaterThan(12);
    expect(files.filter((path) => !named.includes(path))).toEqual([]);
    // Each named file or answer is asked for once: the page's own request took the preloaded one.
    expect(named.filter((path) => asked.filter((url) => url === path).length !== 1)).toEqual([]);
  });
});

test.describe('on the remeha portal', () => {
  test.use({ portal: 'remeha' });

  test('the login page comes without zod: the schemas load with the form that needs them', async ({
    page,
  }) => {
    const shellDist = join(import.meta.dirname, '../../shell/dist');
    // The start page's remote, which the login page loads while the person types, brings the schemas
    // too: held back here, so what is seen is the shell's own.
    await page.route('**/mf/units/**', (route) => route.abort());
    const scripts: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (/^\/[\w-]+(\.[0-9a-f]{8})?\.js$/.test(path)) scripts.push(path.slice(1));
    });
    const withZod = new Map<string, boolean>();
    // Each script's source map read once.
    const holdingZod = (script: string) => {
      if (!withZod.has(script)) {
        const map = JSON.parse(readFileSync(join(shellDist, `${script}.map`), 'utf8')) as {
          sources: string[];
        };
        withZod.set(
          script,
          map.sources.some((source) => source.includes('/zod@')),
        );
      }
      return withZod.get(script);
    };
    // The last the login page asks for is the start page's remote (held back): by then its own
    // scripts are in. (Waiting for an idle network instead hung at times after the refusal.)
    const remoteRefused = page.waitForEvent('requestfailed', (request) =>
      request.url().includes('/mf/units/'),
    );
    const login = await new LoginPage(page).goto();
    await remoteRefused;
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter(holdingZod)).toEqual([]);
    // Asking for a password reset checks the address with the contracts' schema, loaded now.
    await login.user.fill('kein-mail');
    await login.forgotPassword.click();
    await expect(page.getByText('Ungültige E-Mail-Adresse.')).toBeVisible();
    expect(scripts.filter(holdingZod)).toHaveLength(1);
  });
});

/**
 * The paths the next document of the page asks for. The page before loads parts lazily (the start
 * page the shop's services column), and a request it makes while the next navigation is already
 * under way would count as the next document's: so it is closed first (about:blank).
 */
async function requestsOfNextDocument(page: Page): Promise<string[]> {
  await page.goto('about:blank');
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  return asked;
}
