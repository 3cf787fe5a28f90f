import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { collectPageErrors, logIn, screenshotBothWidths } from '../support/pages.js';

// Draft (not run yet): the chart widget and the runtime analysis against the main portal, whose
// simulated grid units have quarter-hour and daily rollups.

async function gridUnit(page: Page): Promise<string> {
  const response = await page.request.post('/rest/info/units', {
    data: { limit: 100, offset: 0, filter: { sortByLocation: false } },
  });
  expect(response.ok()).toBe(true);
  const units = ((await response.json()) as { units: { seriennummer: string; productGroup: string }[] })
    .units;
  const unit = units.find((entry) => entry.productGroup === 'netz');
  expect(unit, 'a grid unit').toBeDefined();
  return unit!.seriennummer;
}

test('the power chart of a grid unit loads Highcharts lazily and switches to a table', async ({ page }) => {
  const errors = collectPageErrors(page);
  await logIn(page, 'partner');
  const sn = await gridUnit(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`/${sn}/dashboard`);
  const chart = page.getByRole('region', { name: 'Leistung' });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('.highcharts-container')).toBeVisible();
  expect(scripts.some((url) => url.includes('highcharts'))).toBe(true);
  await chart.getByRole('button', { name: 'Als Tabelle' }).click();
  await expect(chart.getByRole('table')).toBeVisible();
  await chart.getByRole('button', { name: 'Vergrößern: Leistung' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
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
