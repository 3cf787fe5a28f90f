import { AlarmsPage } from '../support/pages/alarms.js';
import { expect, test } from '../support/test.js';

// Warnings before failure (issue 45, docs/adr/0024): the demo's showcase Dachs of the operator has a
// short-cycling advice; its row shows the finding, what to check and the evidence as a small chart
// with the limit, as a table on a desktop and as a card on a phone — on /alarms and in the incident
// history of the unit's errors page (one chart component from web-kit). The screenshots are saved,
// not compared: the demo's dates move every day.

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

  for (const { width, height, name } of [
    { width: 1280, height: 900, name: 'desktop' },
    { width: 375, height: 812, name: 'phone' },
  ]) {
    test(`the unit's errors page shows the advice with its evidence in its history (${width} px)`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height });
      const alarms = new AlarmsPage(page);
      await alarms.goto();
      const item = page
        .getByRole('main')
        .getByTestId(/^incident-/)
        .filter({ hasText: /Taktet: bis \d+ Starts pro Stunde/ })
        .first();
      await item.getByRole('link', { name: 'Fehlerliste' }).click();
      await expect(page).toHaveURL(/\/\d+\/errors$/);
      const history = page.getByRole('region', { name: 'Verlauf der Meldungen' });
      const entry = history
        .getByTestId('incident-entry')
        .filter({ hasText: /Taktet: bis \d+ Starts pro Stunde/ })
        .first();
      await expect(entry).toBeVisible();
      const chart = entry.getByRole('figure', { name: /Meiste Starts in einer Stunde, je Tag/ });
      await expect(chart).toBeVisible();
      await expect(chart).toContainText('Rote Linie: Grenze (6 Starts/h).');
      await expect(chart.locator('.highcharts-series-group .highcharts-point').first()).toBeVisible();
      await expect(chart.locator('.highcharts-plot-line')).toHaveCount(1);
      // Inside the page: no sideways scrolling on a phone, a readable width on a desktop.
      const box = (await chart.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(box.width).toBeGreaterThanOrEqual(Math.min(300, width - 80));
      await expect(entry).toContainText(
        'Empfehlung: Pufferspeicher, Fühler und Mindestlaufzeit prüfen lassen',
      );
      await entry.scrollIntoViewIfNeeded();
      // The pointer left where the link was: no row lit by hovering in the picture.
      await page.mouse.move(1, 1);
      await testInfo.attach(`advice-errors-${name}`, {
        body: await page.screenshot({ fullPage: false }),
        contentType: 'image/png',
      });
      await page.screenshot({ path: testInfo.outputPath(`advice-errors-${name}.png`) });
    });
  }
});
