import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { collectPageErrors, logIn, screenshotBothWidths } from '../support/pages.js';

// Charts against the main portal, whose demo units got 400 days of history on the first start.

test.use({ timezoneId: 'Europe/Berlin' });

interface ListedUnit {
  seriennummer: string;
  productGroup: string;
  online: boolean;
}

async function units(page: Page): Promise<ListedUnit[]> {
  const response = await page.request.post('/rest/info/units', {
    data: { limit: 100, offset: 0, filter: { sortByLocation: false } },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { units: ListedUnit[] }).units;
}

const onlineUnitOf = async (page: Page, group: string) => {
  const unit = (await units(page)).find((entry) => entry.productGroup === group && entry.online);
  expect(unit, `an online ${group} unit`).toBeDefined();
  return unit!.seriennummer;
};

test('every chart of every unit kind has history for day, week, month, year and all', async ({ page }) => {
  await logIn(page, 'partner');
  // Per kind a live unit where there is one (its history runs up to now); units that went quiet
  // long ago have history up to their last word, so only the year and all are asked of them.
  // Units of kinds that cannot be connected (old Dachs 0.8) have no charts to ask for.
  const listed = (await units(page)).sort((a, b) => Number(b.online) - Number(a.online));
  const byKind = new Map<string, { unit: ListedUnit; charts: { name: string }[] }>();
  for (const unit of listed) {
    if (byKind.has(unit.productGroup)) continue;
    const connected = await page.request.get(`/rest/canip/${unit.seriennummer}?offline`);
    if (connected.ok())
      byKind.set(unit.productGroup, {
        unit,
        charts: ((await connected.json()) as { charts: { name: string }[] }).charts,
      });
  }
  expect(byKind.size).toBeGreaterThanOrEqual(4);
  expect([...byKind.values()].filter(({ unit }) => unit.online).length).toBeGreaterThanOrEqual(3);
  for (const [group, { unit, charts }] of byKind) {
    const sn = unit.seriennummer;
    for (const chart of charts) {
      for (const period of unit.online ? ['d', 'w', 'M', 'y', 'a'] : ['y', 'a']) {
        const answer = await page.request.post(`/rest/charts/${sn}/data`, {
          data: { name: chart.name, start: periodStart(Date.now(), period), parameters: { period } },
        });
        expect(answer.ok(), `${group} ${chart.name} ${period}`).toBe(true);
        const { rows } = (await answer.json()) as { rows: Record<string, (number | null)[]> };
        const values = Object.values(rows)
          .flat()
          .filter((value) => value !== null);
        expect(values.length, `${group} ${chart.name} ${period} has values`).toBeGreaterThan(0);
      }
    }
  }
});

/** The period's first moment in the browser's (Berlin) sense, as the date picker sends it. */
function periodStart(now: number, period: string): number {
  const day = new Date(now);
  const midnight = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  if (period === 'w') midnight.setDate(midnight.getDate() - ((midnight.getDay() + 6) % 7));
  if (period === 'M') midnight.setDate(1);
  if (period === 'y') midnight.setMonth(0, 1);
  if (period === 'a') return new Date(2018, 0, 1).getTime();
  return midnight.getTime();
}

test('a grid unit dashboard draws its power chart, shows it as a table, exports CSV and zooms', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await logIn(page, 'partner');
  const sn = await onlineUnitOf(page, 'netz');
  await page.goto(`/${sn}/dashboard`);
  const chart = page.getByRole('region', { name: 'Leistung' });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('.highcharts-series path.highcharts-graph').first()).toBeVisible();
  await screenshotBothWidths(page, 'chart-dashboard-grid');

  await chart.getByRole('button', { name: 'Als Tabelle' }).click();
  const table = chart.getByRole('table');
  await expect(table).toBeVisible();
  expect(await table.getByRole('row').count()).toBeGreaterThan(10);

  await chart.getByRole('button', { name: 'Exportieren' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV-Datei' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^${sn}_.*\\.csv$`));
  const text = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(text).toString('utf8')).toContain('Erzeugung');

  await chart.getByRole('button', { name: 'Als Diagramm' }).click();
  await chart.getByRole('button', { name: /Vergrößern/ }).click();
  const zoom = page.locator('.offcanvas.show');
  await expect(zoom.locator('.highcharts-container')).toBeVisible();
  await screenshotBothWidths(page, 'chart-zoom');
  expect(errors).toEqual([]);
});

test('the runtime analysis shows the day curve, both shares and the balance', async ({ page }) => {
  const errors = collectPageErrors(page);
  await logIn(page, 'partner');
  await page.goto('/charts');
  await expect(page.getByRole('heading', { level: 1, name: 'Laufzeitanalyse' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Tageskurve' }).locator('.highcharts-container'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Eigenverbrauch' })).toContainText('Heute');
  await expect(page.getByRole('region', { name: 'Autarkie' })).toContainText('Vorgestern');
  await expect(page.getByRole('region', { name: 'Bilanz' }).getByRole('row')).toHaveCount(6);
  await screenshotBothWidths(page, 'runtime-analysis');
  expect(errors).toEqual([]);
});
