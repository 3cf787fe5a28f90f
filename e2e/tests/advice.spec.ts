import { AlarmsPage } from '../support/pages/alarms.js';
import { expect, test } from '../support/test.js';

// Warnings before failure (issue 45, docs/adr/0024): the demo's showcase Dachs of the operator has a
// short-cycling advice; its row shows the finding, what to check and the evidence as a small chart
// with the limit, as a table on a desktop and as a card on a phone.

test.describe('as an operator', () => {
  test.use({ role: 'betreiber' });

  for (const { width, height, name } of [
    { width: 1280, height: 900, name: 'desktop' },
    { width: 375, height: 812, name: 'phone' },
  ]) {
    test(`an advice incident shows its evidence chart (${width} px)`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height });
      const alarms = new AlarmsPage(page);
      await alarms.goto();
      await expect(alarms.heading).toBeVisible();
      const item = page
        .getByRole('main')
        .getByTestId(/^incident-/)
        .filter({ hasText: /^.*Taktet: bis \d+ Starts pro Stunde/ })
        .first();
      await expect(item).toBeVisible();
      await expect(item).toContainText('Frühwarnung');
      await expect(item).toContainText('Pufferspeicher, Fühler und Mindestlaufzeit prüfen lassen');
      await expect(item).toContainText('Warnung');
      const chart = item.getByRole('figure', { name: /Meiste Starts in einer Stunde, je Tag/ });
      await expect(chart).toBeVisible();
      await expect(chart).toContainText('Rote Linie: Grenze (6 Starts/h).');
      // Highcharts drew the days' columns and the limit line.
      await expect(chart.locator('.highcharts-series-group .highcharts-point').first()).toBeVisible();
      await expect(chart.locator('.highcharts-plot-line')).toHaveCount(1);
      const box = await chart.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(width);
      await item.scrollIntoViewIfNeeded();
      await testInfo.attach(`advice-${name}`, {
        body: await page.screenshot({ fullPage: false }),
        contentType: 'image/png',
      });
      await page.screenshot({ path: testInfo.outputPath(`advice-${name}.png`) });
    });
  }
});
