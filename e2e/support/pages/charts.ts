import { type Locator, type Page, type Request, expect } from '@playwright/test';
import type { UnitListEntry } from '@portal/contracts';
import { listedUnits } from '../units.js';

// Page objects and API helpers for the chart tests: chart answers, the date picker, a chart card,
// and the chart loads the browser sends. What Highcharts draws is SVG without roles or names: those
// parts are found by Highcharts' own classes, here only.

export interface ChartAnswer {
  rows: Record<string, (number | null)[]>;
  events: { ts: number; kind: 'write' | 'fault'; key: string; user?: string; text: string }[];
  offline: { from: number; to: number }[];
}

/** The body of a chart load as the chart widget sends it. */
export interface ChartLoad {
  name: string;
  start: number;
  end?: number;
  parameters?: { period?: string; minMax?: boolean };
}

/** The first online unit of the product group with a known commissioning date. */
export async function commissionedUnit(page: Page, group: string): Promise<UnitListEntry> {
  const unit = (await listedUnits(page)).find(
    (entry) => entry.productGroup === group && entry.online && Boolean(entry.inbetriebnahmeDatum),
  );
  expect(unit, `an online ${group} unit`).toBeDefined();
  return unit!;
}

/** Asks the chart API directly (as the browser of the logged-in user would). */
export async function chartAnswer(page: Page, sn: string, name: string, start: number, period: string) {
  const response = await page.request.post(`/rest/charts/${sn}/data`, {
    data: { name, start, parameters: { period } },
  });
  expect(response.ok(), `${name} of ${sn} from ${new Date(start).toISOString()}`).toBe(true);
  return (await response.json()) as ChartAnswer;
}

const isChartLoad = (request: Request, name: string) =>
  request.method() === 'POST' &&
  /\/rest\/charts\/[^/]+\/data$/.test(new URL(request.url()).pathname) &&
  (request.postDataJSON() as ChartLoad).name === name;

/**
 * The next load of chart `name` (optionally only one starting at `start`), as the browser sends it.
 * Call before the action that should trigger it.
 */
export function nextChartLoad(page: Page, name: string, start?: number): Promise<ChartLoad> {
  return page
    .waitForRequest(
      (request) =>
        isChartLoad(request, name) &&
        (start === undefined || (request.postDataJSON() as ChartLoad).start === start),
    )
    .then((request) => request.postDataJSON() as ChartLoad);
}

/** Local midnight of a calendar day in the browser's time zone (months from 0, days may overflow). */
export function browserMidnight(page: Page, year: number, month: number, day: number): Promise<number> {
  return page.evaluate(([y, m, d]) => new Date(y!, m!, d).getTime(), [year, month, day]);
}

/** Today in the browser's time zone. */
export function browserToday(
  page: Page,
): Promise<{ year: number; month: number; day: number; weekday: number }> {
  return page.evaluate(() => {
    const now = new Date();
    return { year: now.getFullYear(), month: now.getMonth(), day: now.getDate(), weekday: now.getDay() };
  });
}

/** 'dd.mm.yyyy' of a moment in the browser's time zone, as the chart table writes dates. */
export function germanDate(page: Page, ms: number): Promise<string> {
  return page.evaluate(
    (moment) =>
      new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(moment),
    ms,
  );
}

type PeriodName = 'Tag' | 'Woche' | 'Monat' | 'Jahr' | 'Alle';

/** The date picker of a chart-mode data page. */
export class DatePickerPage {
  readonly root: Locator;
  readonly select: Locator;
  readonly calendar: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('group', { name: 'Zeitraum der Diagramme' });
    this.select = this.root.getByRole('combobox', { name: 'Zeitraum auswählen' });
    this.calendar = this.root.getByLabel('Datum im Kalender wählen');
  }

  /** Period buttons: Tag, Woche, Monat, Jahr, Alle (radios drawn as buttons). */
  period(name: PeriodName): Locator {
    return this.root.getByRole('radio', { name, exact: true });
  }

  /** Presses a period button (its label: the radio itself is hidden behind it). */
  async choose(name: PeriodName): Promise<void> {
    await this.root.getByText(name, { exact: true }).click();
    await expect(this.period(name)).toBeChecked();
  }

  previous(): Locator {
    return this.root.getByRole('button', { name: /^Vorherige/ });
  }

  next(): Locator {
    return this.root.getByRole('button', { name: /^Nächste/ });
  }
}

/** A chart widget's card (a region named by its title) and what Highcharts drew in it. */
export class ChartCard {
  readonly root: Locator;
  /** The drawn chart (Highcharts' SVG container). */
  readonly drawn: Locator;

  /** The chart card with this title, or the given region (where a page section has the same title). */
  constructor(
    readonly page: Page,
    title: string | Locator,
  ) {
    this.root = typeof title === 'string' ? page.getByRole('region', { name: title, exact: true }) : title;
    this.drawn = this.root.locator('.highcharts-container');
  }

  get table(): Locator {
    return this.root.getByRole('table');
  }

  /** The first time cell of the table view. */
  get firstTimeCell(): Locator {
    return this.table.getByRole('rowheader').first();
  }

  get xAxisLabels(): Locator {
    return this.root.locator('.highcharts-xaxis-labels');
  }

  /** Drawn line series (one path per visible series). */
  get lines(): Locator {
    return this.root.locator('.highcharts-series path.highcharts-graph');
  }

  get legend(): Locator {
    return this.root.locator('.highcharts-legend');
  }

  get yAxisTitle(): Locator {
    return this.root.locator('.highcharts-yaxis .highcharts-axis-title');
  }

  /** Min/max bands (area ranges) drawn behind the lines. */
  get bands(): Locator {
    return this.root.locator('.highcharts-arearange-series path.highcharts-area');
  }

  /** Shaded plot bands (offline spans) and their labels. */
  get plotBands(): Locator {
    return this.root.locator('.highcharts-plot-band');
  }

  /** The bands of the unit's incidents (issue 42), classed by severity (mfd-chart-incident-fault). */
  get incidentBands(): Locator {
    return this.root.locator('.highcharts-plot-band.mfd-chart-incident');
  }

  get plotBandLabels(): Locator {
    return this.root.locator('.highcharts-plot-band-label');
  }

  get plotBackground(): Locator {
    return this.root.locator('.highcharts-plot-background');
  }

  /** Markers of set points written (blue; faults are red) on the time axis. */
  get writeMarkers(): Locator {
    return this.root.locator('.mfd-chart-events .mfd-chart-event-write');
  }

  get tooltip(): Locator {
    return this.root.locator('.highcharts-tooltip');
  }

  /** Where a column series' bars start on the x axis, in px, left to right. */
  async barXs(index: number): Promise<number[]> {
    return this.root
      .locator(`.highcharts-series-group .highcharts-series-${index} path.highcharts-point`)
      .evaluateAll((bars) => bars.map((bar) => Math.round((bar as SVGGraphicsElement).getBBox().x)));
  }

  /** Waits until the chart's data have arrived and it is drawn (no loading veil). */
  async loaded(): Promise<void> {
    await expect(this.root.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(this.drawn).toBeVisible();
  }

  async showTable(): Promise<void> {
    // A radio drawn as a button: its label takes the click (the radio itself is hidden behind it).
    await this.root.getByText('Tabelle', { exact: true }).click();
    await expect(this.table).toBeVisible();
  }

  async showChart(): Promise<void> {
    await this.root.getByText('Diagramm', { exact: true }).click();
    await expect(this.drawn).toBeVisible();
  }

  /** Opens the option selectors ('Anzeige'): checkboxes in the card, named by what they switch. */
  async openOptions(): Promise<Locator> {
    await this.root.getByRole('button', { name: 'Anzeige' }).click();
    await expect(this.root.getByRole('checkbox').first()).toBeVisible();
    return this.root;
  }
}

/**
 * In the first hours of a Berlin day a chart of today holds only minutes of data: the browser is
 * then set back into the day before (its clock stands still there), which has hours of it.
 */
export async function withHoursOfToday(page: Page): Promise<void> {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Europe/Berlin' }).format(
      new Date(),
    ),
  );
  if (hour < 3) await page.clock.setFixedTime(Date.now() - 4 * 3_600_000);
}
