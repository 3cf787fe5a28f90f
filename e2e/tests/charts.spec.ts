import type { UnitListEntry } from '@portal/contracts';
import {
  ChartCard,
  DatePickerPage,
  browserMidnight,
  browserToday,
  chartAnswer,
  commissionedUnit,
  germanDate,
  nextChartLoad,
  withHoursOfToday,
} from '../support/pages/charts.js';
import { collectPageErrors } from '../support/pages/frame.js';
import { DashboardPage } from '../support/pages/dashboard.js';
import { expectScreen } from '../support/pages/screen.js';
import { expect, test } from '../support/test.js';
import { listedUnits, onlineUnit } from '../support/units.js';

// Charts against the main portal, whose demo units got 400 days of history on the first start.

test.use({ timezoneId: 'Europe/Berlin' });

const DAY = 86_400_000;

test.describe('as a partner', () => {
  test.use({ role: 'partner' });

  test('every chart of every unit kind has history for day, week, month, year and all', async ({ page }) => {
    // Per kind a live unit where there is one (its history runs up to now); units that went quiet
    // long ago have history up to their last word, so only the year and all are asked of them.
    // Units of kinds that cannot be connected (old Dachs 0.8) have no charts to ask for.
    const listed = (await listedUnits(page)).sort((a, b) => Number(b.online) - Number(a.online));
    const byKind = new Map<string, { unit: UnitListEntry; charts: { name: string }[] }>();
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
        // Live units also back in time: a day ten days ago (before the raw samples), a week and a
        // month two months ago (before the quarter hours): each still shows its stored history.
        const commissioned = unit.inbetriebnahmeDatum ? Date.parse(unit.inbetriebnahmeDatum) : 0;
        const windows = unit.online
          ? [
              ...['d', 'w', 'M', 'y', 'a'].map((period) => ({ period, at: Date.now() })),
              { period: 'd', at: Date.now() - 10 * DAY },
              { period: 'w', at: Date.now() - 60 * DAY },
              { period: 'M', at: Date.now() - 60 * DAY },
            ].filter(({ at }) => at - 40 * DAY > commissioned)
          : ['y', 'a'].map((period) => ({ period, at: Date.now() }));
        for (const { period, at } of windows) {
          const answer = await page.request.post(`/rest/charts/${sn}/data`, {
            data: { name: chart.name, start: periodStart(at, period), parameters: { period } },
          });
          const what = `${group} ${chart.name} ${period} at ${new Date(at).toISOString().slice(0, 10)}`;
          expect(answer.ok(), what).toBe(true);
          const { rows } = (await answer.json()) as { rows: Record<string, (number | null)[]> };
          const values = Object.values(rows)
            .flat()
            .filter((value) => value !== null);
          expect(values.length, `${what} has values`).toBeGreaterThan(0);
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
    const sn = await onlineUnit(page, 'netz');
    await withHoursOfToday(page);
    await page.goto(`/${sn}/dashboard`);
    const power = new ChartCard(page, 'Leistung');
    const chart = power.root;
    await chart.scrollIntoViewIfNeeded();
    await expect(power.drawn).toBeVisible();
    // A line through the day's points. Not toBeVisible: at night the generation is a flat line at
    // zero, whose box has no height.
    await expect(power.lines.first()).toHaveAttribute('d', /^M [\d.]+ [\d.]+ L [\d.]+ [\d.]+ L/);

    await power.showTable();
    expect(await power.table.getByRole('row').count()).toBeGreaterThan(10);

    await chart.getByRole('button', { name: 'Exportieren' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV-Datei' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^${sn}_.*\\.csv$`));
    const text = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(text).toString('utf8')).toContain('Erzeugung');

    // The Excel workbook (the library loads on this first use): an .xlsx is a ZIP archive.
    await chart.getByRole('button', { name: 'Exportieren' }).click();
    const workbookDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Excel-Arbeitsmappe' }).click();
    const workbook = await workbookDownload;
    expect(workbook.suggestedFilename()).toMatch(new RegExp(`^${sn}_.*\\.xlsx$`));
    const bytes = Buffer.concat(await (await workbook.createReadStream()).toArray());
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(bytes.length).toBeGreaterThan(1000);

    await power.showChart();
    await chart.getByRole('button', { name: /Vergrößern/ }).click();
    // The enlarged chart opens in a side panel (a dialog) named by the chart.
    const zoom = new ChartCard(page, page.getByRole('dialog'));
    await expect(zoom.drawn).toBeVisible();
    expect(errors).toEqual([]);
  });
});

for (const login of ['partner', 'betreiber'] as const) {
  test.describe(() => {
    test.use({ role: login });

    test(`the runtime analysis shows ${login} the day curve, both shares and the balance of their grid meter`, async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      // The page's own unit query: the first unit in list order that reports measurement fields.
      const listed = await page.request.post('/rest/info/units', {
        data: { limit: 100, offset: 0, filter: {} },
      });
      const grid = ((await listed.json()) as { units: UnitListEntry[] }).units.find(
        (unit) => unit.productGroup === 'netz',
      );
      expect(grid, `${login} looks after a grid meter`).toBeDefined();
      await page.goto('/charts');
      await expect(page.getByRole('heading', { level: 1, name: 'Laufzeitanalyse' })).toBeVisible();
      // Serials are shown in groups of digits.
      await expect(page.getByTestId('page-serial')).toHaveText(
        new RegExp(grid!.seriennummer.split('').join(' ?')),
      );
      await expect(new ChartCard(page, 'Tageskurve').drawn).toBeVisible();
      await expect(page.getByRole('region', { name: 'Eigenverbrauch' })).toContainText('Heute');
      await expect(page.getByRole('region', { name: 'Autarkie' })).toContainText('Vorgestern');
      const balance = page.getByRole('region', { name: 'Bilanz' });
      await expect(balance.getByRole('row')).toHaveCount(6);
      await expect(
        balance
          .getByRole('cell')
          .filter({ hasText: /\d+,\d{2}/ })
          .first(),
      ).toBeVisible();
      // Today's shares and balance move on with the live values.
      if (login === 'partner')
        await expectScreen(page, 'runtime-analysis', {
          mask: [
            page.getByRole('region', { name: 'Eigenverbrauch' }),
            page.getByRole('region', { name: 'Autarkie' }),
            balance.getByRole('cell'),
          ],
        });
      // On a phone each field stacks its three days (issue 40, 28): every figure beside its day, on
      // one line, inside the card, and the page does not scroll sideways.
      await page.setViewportSize({ width: 375, height: 740 });
      await balance.scrollIntoViewIfNeeded();
      const card = (await balance.boundingBox())!;
      // Data cells (the phone layout stacks them: their table roles may go, the elements stay).
      const cells = await balance.locator('td').evaluateAll((tds) =>
        tds.map((cell) => {
          const text = document.createRange();
          text.selectNodeContents(cell);
          const box = cell.getBoundingClientRect();
          return {
            lines: new Set([...text.getClientRects()].map((rect) => Math.round(rect.top))).size,
            left: box.left,
            right: box.right,
            day: getComputedStyle(cell, '::before').content,
          };
        }),
      );
      expect(cells).toHaveLength(15);
      for (const cell of cells) {
        expect(cell.lines).toBe(1);
        expect(cell.left).toBeGreaterThanOrEqual(card.x - 0.5);
        expect(cell.right).toBeLessThanOrEqual(card.x + card.width + 0.5);
      }
      expect(cells.slice(0, 3).map((cell) => cell.day)).toEqual(['"Vorgestern"', '"Gestern"', '"Heute"']);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(errors).toEqual([]);
    });
  });
}

test.describe('as an operator', () => {
  test.use({ role: 'betreiber' });

  test("the runtime analysis' generation is what the CHP units at the meter's site count themselves", async ({
    page,
  }) => {
    const listed = await page.request.post('/rest/info/units', {
      data: { limit: 100, offset: 0, filter: { sortByLocation: true } },
    });
    const { units, locations } = (await listed.json()) as {
      units: (UnitListEntry & { locationUuid: string | null; ausserbetriebnahmeDatum: string | null })[];
      locations: { uuid: string; locationInfo: Record<string, unknown> }[];
    };
    const meter = units.find((unit) => unit.productGroup === 'netz')!;
    const site = locations.find((location) => location.uuid === meter.locationUuid)!;
    const chps = units.filter(
      (unit) =>
        unit.locationUuid === meter.locationUuid &&
        unit.productGroup === 'dachsII' &&
        unit.ausserbetriebnahmeDatum === null,
    );
    expect(chps.length, 'CHP units beside the grid meter').toBeGreaterThan(0);
    // Yesterday: a whole day, from the history both were computed with.
    const today = await browserToday(page);
    const yesterday = await browserMidnight(page, today.year, today.month, today.day - 1);
    const measured = await page.request.post(`/rest/charts/${meter.seriennummer}/measurements`, {
      data: {
        start: yesterday,
        end: await browserMidnight(page, today.year, today.month, today.day),
        fields: ['e_erzeugung'],
      },
    });
    expect(measured.ok()).toBe(true);
    const { days } = (await measured.json()) as { days: Record<string, { e_erzeugung: number }> };
    const day = await page.evaluate((ms) => new Date(ms).toLocaleDateString('sv-SE'), yesterday);
    const generated = days[day]!.e_erzeugung;
    let chpKwh = 0;
    for (const chp of chps) {
      const { rows } = await chartAnswer(page, chp.seriennummer, 'dachsII.arbeit', yesterday, 'd');
      chpKwh += Object.values(rows).reduce((sum, row) => sum + (row[0] ?? 0), 0);
    }
    expect(chpKwh).toBeGreaterThan(5);
    // The Dachs counts whole kWh; PV adds to it only where the location has PV.
    if (site.locationInfo.PV === true) expect(generated).toBeGreaterThanOrEqual(chpKwh - chps.length);
    else expect(Math.abs(generated - chpKwh)).toBeLessThanOrEqual(chps.length + 0.5);
  });
});

test.describe('as the manufacturer', () => {
  test.use({ role: 'dachs' });

  test('the runtime analysis picks among the grid meters the user sees, by keyboard, kept in the address', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const listed = await page.request.post('/rest/info/units', {
      data: { limit: 100, offset: 0, filter: { productGroups: ['netz'] } },
    });
    const meters = ((await listed.json()) as { units: UnitListEntry[] }).units.map(
      (unit) => unit.seriennummer,
    );
    expect(meters.length, 'the manufacturer sees several grid meters').toBeGreaterThan(1);
    const [first, second] = meters as [string, string];
    await page.goto('/charts');
    const picker = page.getByRole('combobox', { name: 'Anlage' });
    await expect(picker).toHaveValue(first);
    await expect(picker.getByRole('option')).toHaveCount(meters.length);

    const load = page.waitForRequest((request) =>
      request.url().endsWith(`/rest/charts/${second}/measurements`),
    );
    await picker.focus();
    await page.keyboard.press('ArrowDown');
    await load;
    await expect(page).toHaveURL(new RegExp(`/charts\\?sn=${second}$`));
    const serial = (sn: string) => new RegExp(sn.split('').join(' ?'));
    await expect(page.getByTestId('page-serial')).toHaveText(serial(second));

    // A reload keeps the unit; Back returns to the one before.
    await page.reload();
    await expect(picker).toHaveValue(second);
    await page.goBack();
    await expect(picker).toHaveValue(first);
    await expect(page.getByTestId('page-serial')).toHaveText(serial(first));
    expect(errors).toEqual([]);
  });
});

test.describe('as a partner', () => {
  test.use({ role: 'partner' });

  test('the date picker of the operating data moves its charts by period, dropdown, arrows and calendar', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const unit = await commissionedUnit(page, 'dachsII');
    const sn = unit.seriennummer;
    const [cy, cm, cd] = unit.inbetriebnahmeDatum!.split('-').map(Number) as [number, number, number];
    const commissioning = await browserMidnight(page, cy, cm - 1, cd);
    const today = await browserToday(page);
    const midnight = await browserMidnight(page, today.year, today.month, today.day);

    await page.goto(`/${sn}/dashboard`);
    // The chart-mode page opens on today.
    let load = nextChartLoad(page, 'dachsII.arbeit');
    await page
      .getByRole('link', { name: /Betriebsdaten/ })
      .first()
      .click();
    expect((await load).start).toBe(midnight);
    const picker = new DatePickerPage(page);
    const chart = new ChartCard(page, 'Erzeugte Arbeit');
    await expect(chart.drawn).toBeVisible();
    await expect(picker.next()).toBeDisabled();
    await expect(picker.previous()).toBeEnabled();

    // Week: from Monday, the axis names days.
    const sinceMonday = (today.weekday + 6) % 7;
    const monday = await browserMidnight(page, today.year, today.month, today.day - sinceMonday);
    load = nextChartLoad(page, 'dachsII.arbeit', monday);
    await picker.choose('Woche');
    const week = await load;
    expect(week.parameters?.period).toBe('w');
    expect(week.end).toBe(await browserMidnight(page, today.year, today.month, today.day - sinceMonday + 7));
    await expect(chart.xAxisLabels).toContainText((await germanDate(page, monday)).slice(0, 6));
    await expect(picker.next()).toBeDisabled();

    // Month, then the month before through the dropdown: the table starts on its first day.
    const firstOfMonth = await browserMidnight(page, today.year, today.month, 1);
    load = nextChartLoad(page, 'dachsII.arbeit', firstOfMonth);
    await picker.choose('Monat');
    await load;
    const previousMonth = await browserMidnight(page, today.year, today.month - 1, 1);
    load = nextChartLoad(page, 'dachsII.arbeit', previousMonth);
    await picker.select.selectOption(String(previousMonth));
    expect((await load).end).toBe(firstOfMonth);
    await chart.showTable();
    await expect(chart.firstTimeCell).toContainText(await germanDate(page, previousMonth));
    // Next is possible again from there, and stops at the current month.
    await expect(picker.next()).toBeEnabled();
    load = nextChartLoad(page, 'dachsII.arbeit', firstOfMonth);
    await picker.next().click();
    await load;
    await expect(chart.firstTimeCell).toContainText(await germanDate(page, firstOfMonth));
    await expect(picker.next()).toBeDisabled();
    await chart.showChart();

    // Year, then back year by year: previous stops at the year of commissioning.
    load = nextChartLoad(page, 'dachsII.arbeit', await browserMidnight(page, today.year, 0, 1));
    await picker.choose('Jahr');
    await load;
    await expect(picker.next()).toBeDisabled();
    for (let year = today.year - 1; year >= cy; year -= 1) {
      const start = await browserMidnight(page, year, 0, 1);
      load = nextChartLoad(page, 'dachsII.arbeit', start);
      await picker.previous().click();
      await expect(picker.select).toHaveValue(String(start));
      await load;
    }
    await expect(picker.previous()).toBeDisabled();

    // Back to days: the picked day is clamped to commissioning, where previous is disabled too.
    load = nextChartLoad(page, 'dachsII.arbeit', commissioning);
    await picker.choose('Tag');
    await load;
    await expect(picker.previous()).toBeDisabled();
    await expect(picker.next()).toBeEnabled();

    // The calendar: yesterday.
    const yesterday = await browserMidnight(page, today.year, today.month, today.day - 1);
    load = nextChartLoad(page, 'dachsII.arbeit', yesterday);
    await picker.calendar.fill(
      await page.evaluate((ms) => new Date(ms).toLocaleDateString('sv-SE'), yesterday),
    );
    expect((await load).end).toBe(midnight);
    await chart.showTable();
    await expect(chart.firstTimeCell).toContainText(await germanDate(page, yesterday));
    await chart.showChart();

    // All: from one month before commissioning to the end of next year, without date controls.
    load = nextChartLoad(page, 'dachsII.arbeit', await browserMidnight(page, cy, cm - 2, cd));
    await picker.choose('Alle');
    expect((await load).end).toBe(await browserMidnight(page, today.year + 2, 0, 1));
    await expect(picker.select).toHaveCount(0);
    await expect(picker.root).toContainText('Gesamter Zeitraum');
    await expect(chart.xAxisLabels).toContainText(String(today.year));
    expect(errors).toEqual([]);
  });

  test('the option selectors change what is drawn: stacked bars, kW and the series shown', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);

    // Stacked (a bar chart's option, on by default for the energy produced): both series' bars share
    // their x position when stacked and stand side by side when not.
    const dachs = (await commissionedUnit(page, 'dachsII')).seriennummer;
    await page.goto(`/${dachs}/dashboard`);
    await page
      .getByRole('link', { name: /Betriebsdaten/ })
      .first()
      .click();
    const picker = new DatePickerPage(page);
    const energy = new ChartCard(page, 'Erzeugte Arbeit');
    const today = await browserToday(page);
    const load = nextChartLoad(
      page,
      'dachsII.arbeit',
      await browserMidnight(page, today.year, today.month, 1),
    );
    await picker.choose('Monat');
    await load;
    await energy.loaded();
    const stackedXs = await energy.barXs(0);
    // A bar per day of the month so far (today's may still be empty).
    expect(stackedXs.length).toBeGreaterThanOrEqual(today.day - 1);
    // Same x positions (a pixel apart at most: a nearly empty bar of today is drawn crisp on its own).
    const secondXs = await energy.barXs(1);
    expect(secondXs).toHaveLength(stackedXs.length);
    expect(secondXs.filter((x, i) => Math.abs(x - (stackedXs[i] ?? Infinity)) > 1)).toEqual([]);
    let menu = await energy.openOptions();
    const stacked = menu.getByRole('checkbox', { name: 'Gestapelt' });
    await expect(stacked).toBeChecked();
    await stacked.uncheck();
    // Side by side once redrawn: no bar of the second series starts within a pixel of one of the
    // first. (The first series' bars may keep their x: early in a month, with few bars, they round alike.)
    await expect
      .poll(async () => {
        const electrical = await energy.barXs(0);
        return (await energy.barXs(1)).filter((x) => electrical.some((e) => Math.abs(e - x) <= 1));
      })
      .toEqual([]);
    expect(await energy.barXs(1)).toHaveLength((await energy.barXs(0)).length);
    await page.keyboard.press('Escape');

    // kW and the series of the grid connection's power chart.
    const grid = (await commissionedUnit(page, 'netz')).seriennummer;
    await page.goto(`/${grid}/dashboard`);
    const power = new ChartCard(page, 'Leistung');
    await power.root.scrollIntoViewIfNeeded();
    await expect(power.lines).toHaveCount(5);
    await expect(power.yAxisTitle).toHaveText('kW');
    menu = await power.openOptions();
    await menu.getByRole('checkbox', { name: 'In kW' }).uncheck();
    await expect(power.yAxisTitle).toHaveText('W');
    // One series off: its line and legend entry go, the others stay.
    await expect(power.legend).toContainText('Erzeugung');
    await menu.getByRole('checkbox', { name: 'Erzeugung' }).uncheck();
    await expect(power.lines).toHaveCount(4);
    await expect(power.legend).not.toContainText('Erzeugung');
    await expect(power.legend).toContainText('Verbrauch');
    await page.keyboard.press('Escape');
    // The table follows the same choices: watts, and no generation column.
    await power.showTable();
    const header = power.table.getByRole('columnheader');
    await expect(header).toHaveCount(5);
    await expect(header.nth(1)).toHaveText('Verbrauch (W)');
    expect(errors).toEqual([]);
  });

  test("the min and max switch draws each bucket's range as a band behind the temperature lines", async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const dachs = (await commissionedUnit(page, 'dachsII')).seriennummer;
    await page.goto(`/${dachs}/dashboard`);
    await page
      .getByRole('link', { name: /Temperaturen/ })
      .first()
      .click();
    // The page's section is called 'Temperaturen' too; the chart is the innermost region of that name.
    const chart = new ChartCard(page, page.getByRole('region', { name: 'Temperaturen', exact: true }).last());
    await chart.root.scrollIntoViewIfNeeded();
    await chart.loaded();
    // A week of quarter hours: three mean lines and no band yet.
    await expect(chart.lines).toHaveCount(3);
    await expect(chart.bands).toHaveCount(0);
    const menu = await chart.openOptions();
    const load = nextChartLoad(page, 'dachsII.temperaturen');
    await menu.getByRole('checkbox', { name: 'Min. und Max.' }).check();
    expect((await load).parameters?.minMax).toBe(true);
    const bands = chart.bands;
    await expect(bands).toHaveCount(3);
    // A band has an area: its smallest and largest samples differ somewhere in the week.
    const heights = await bands.evaluateAll((paths) =>
      paths.map((path) => (path as SVGGraphicsElement).getBBox().height),
    );
    expect(Math.max(...heights)).toBeGreaterThan(2);
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  });
});

test.describe('as an operator', () => {
  test.use({ role: 'betreiber' });

  test('a set point written today appears as a marker whose tooltip says who changed what', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const sn = (await commissionedUnit(page, 'dachsII')).seriennummer;
    const key = 'Ww_Ew.Warmwasser.sbSollTemp';
    const connected = await page.request.get(`/rest/canip/${sn}`);
    expect(connected.ok()).toBe(true);
    const before = ((await connected.json()) as { boardValues: Record<string, { value: unknown }> })
      .boardValues[key]?.value;
    expect(typeof before).toBe('number');
    const old = before as number;
    const wanted = old >= 65 ? old - 1 : old + 1;
    const write = (value: number) =>
      page.request.post(`/rest/canip/${sn}/write`, { data: { values: { [key]: value } } });
    const written = await write(wanted);
    expect(written.ok()).toBe(true);
    expect(((await written.json()) as { success: boolean }).success).toBe(true);
    try {
      await page.goto(`/${sn}/dashboard`);
      const chart = new ChartCard(page, 'Leistung');
      await chart.root.scrollIntoViewIfNeeded();
      await expect(chart.drawn).toBeVisible();
      // Writes are blue markers on the axis (faults red); the newest is ours.
      const marker = chart.writeMarkers.last();
      await expect(marker).toBeVisible();
      await marker.hover();
      // Highcharts wraps a long tooltip line at a space, which it turns into a zero-width space.
      const tooltip = chart.tooltip;
      await expect
        .poll(async () => (await tooltip.textContent())?.replace(/\u200b/g, ' '))
        .toContain(`betreiber hat Warmwasser-Solltemperatur geändert: ${old} → ${wanted}`);
    } finally {
      expect((await write(old)).ok()).toBe(true);
    }
    expect(errors).toEqual([]);
  });
});

test.describe('as a partner', () => {
  test.use({ role: 'partner' });

  test('a day with an offline gap in the history shows the gap shaded', async ({ page }) => {
    const errors = collectPageErrors(page);
    // The demo history has offline spans of some hours before the last two days: find a day with one.
    const today = await browserToday(page);
    let found: { sn: string; day: number; offline: { from: number; to: number }[] } | undefined;
    const candidates = (await listedUnits(page)).filter(
      (unit) => unit.productGroup === 'dachsII' && unit.online,
    );
    search: for (const unit of candidates) {
      for (let back = 2; back <= 40; back += 1) {
        const day = await browserMidnight(page, today.year, today.month, today.day - back);
        const { offline } = await chartAnswer(page, unit.seriennummer, 'dachsII.arbeit', day, 'd');
        if (offline.length > 0) {
          found = { sn: unit.seriennummer, day, offline };
          break search;
        }
      }
    }
    expect(found, 'a day with an offline span in the last 40 days').toBeDefined();
    const { sn, day } = found!;

    await page.goto(`/${sn}/dashboard`);
    await page
      .getByRole('link', { name: /Betriebsdaten/ })
      .first()
      .click();
    const picker = new DatePickerPage(page);
    const chart = new ChartCard(page, 'Erzeugte Arbeit');
    await expect(chart.drawn).toBeVisible();
    const load = nextChartLoad(page, 'dachsII.arbeit', day);
    await picker.calendar.fill(await page.evaluate((ms) => new Date(ms).toLocaleDateString('sv-SE'), day));
    await load;
    const band = chart.plotBands;
    await expect(band).toHaveCount(found!.offline.length);
    await expect(chart.plotBandLabels).toContainText(['Offline']);
    // The band covers the hours the unit was away: wider than nothing, narrower than the day.
    const plotWidth = (await chart.plotBackground.boundingBox())!.width;
    const bandWidth = (await band.first().boundingBox())!.width;
    expect(bandWidth).toBeGreaterThan(0);
    expect(bandWidth).toBeLessThan(plotWidth);
    expect(errors).toEqual([]);
  });
});

test.describe('as an operator', () => {
  test.use({ role: 'betreiber' });

  test('without the operator consent DACHSWEB a unit loads no chart: the API refuses, the page asks', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const unit = (await listedUnits(page)).find((entry) => entry.zustimmungMap?.DACHSWEB === false);
    expect(unit, "one of the operator's units without DACHSWEB consent").toBeDefined();
    const sn = unit!.seriennummer;
    const connected = await page.request.get(`/rest/canip/${sn}`);
    expect(connected.ok()).toBe(true);
    const { charts } = (await connected.json()) as { charts: { name: string }[] };
    expect(charts.length).toBeGreaterThan(0);
    const refused = await page.request.post(`/rest/charts/${sn}/data`, {
      data: {
        name: charts[0]!.name,
        start: await browserMidnight(page, 2026, 0, 1),
        parameters: { period: 'y' },
      },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { key: string }).key).toBe('exception.consentrequired');

    await page.goto(`/${sn}/dashboard`);
    const dashboard = new DashboardPage(page);
    await expect(dashboard.consentDialog).toBeVisible();
    // Behind the dialog, each chart says why it is empty instead of drawing.
    await expect(page.getByText('Bitte stimmen Sie zuerst der Datenübertragung zu.').first()).toBeAttached();
    await expect(new ChartCard(page, page.getByRole('main')).drawn).toHaveCount(0);
    await expectScreen(page, 'chart-consent-missing');
    expect(errors).toEqual([]);
  });
});
