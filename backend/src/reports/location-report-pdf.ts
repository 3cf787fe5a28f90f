// The PDF of a location's month or year (issue 45): each unit's key figures the reader may see and
// their sum, then each unit's incidents and service events, and the factors with their sources. Laid
// out like a unit's report.

import type { BalanceResponse, Incident, Language } from '@portal/contracts';
import { PdfPage } from '../hzatool/documents/pdf-layout.js';
import type { ReportPeriod } from './report-period.js';
import {
  type ServiceEvent,
  factorsSection,
  formats,
  incidentsSection,
  periodName,
  serviceSection,
} from './report-pdf.js';
import { reportWords } from './report-texts.js';

export interface LocationReportInput {
  language: Language;
  period: ReportPeriod;
  portalName: string;
  locationName: string;
  units: {
    sn: string;
    name: string;
    balance: BalanceResponse;
    incidents: Incident[];
    serviceEvents: ServiceEvent[];
  }[];
  /** Their sum (BalanceService.balanceOf): own use metered where a grid connection is, no double counts. */
  site: BalanceResponse;
  generatedAt: Date;
}

type Figure = (balance: BalanceResponse) => number | null;

/** The columns of the units table: what adds up over units. */
const columns: {
  key: 'electricity' | 'heat' | 'fuel' | 'netCost' | 'co2Avoided';
  of: Figure;
  unit: string;
}[] = [
  { key: 'electricity', of: (b) => b.energy.electricityKWh ?? b.energy.electricityInKWh, unit: 'kWh' },
  { key: 'heat', of: (b) => b.energy.heatKWh, unit: 'kWh' },
  { key: 'fuel', of: (b) => b.energy.fuelKWhHs, unit: 'kWh' },
  { key: 'netCost', of: (b) => b.money?.netCost ?? null, unit: 'EUR' },
  { key: 'co2Avoided', of: (b) => b.co2?.avoidedKg ?? null, unit: 'kg' },
];

export async function renderLocationReportPdf(input: LocationReportInput): Promise<Buffer> {
  const w = reportWords(input.language);
  const f = formats(w);
  const { period } = input;
  const name = periodName(period, w);
  const title = w.locationTitle(
    period.month === null ? w.yearTitle(period.year) : w.monthTitle(name),
    input.locationName,
  );
  const page = new PdfPage(title, title, input.portalName);
  page.title(title, input.units.map((unit) => `${unit.name} (${unit.sn})`).join(' · '));
  const labels = {
    electricity: w.electricity,
    heat: w.heat,
    fuel: w.fuel,
    netCost: w.netCost,
    co2Avoided: w.co2Avoided,
  };
  const cell = (value: number | null, unit: string) =>
    value === null ? '–' : unit === 'EUR' ? f.euros(value) : `${f.number(value)} ${unit}`;
  page.heading(w.units);
  page.table({
    headers: [w.unit, ...columns.map((column) => labels[column.key])],
    widths: [0.25, 0.15, 0.15, 0.15, 0.15, 0.15],
    numeric: [false, true, true, true, true, true],
    rows: [
      ...input.units.map((unit) => [unit.name, ...columns.map((c) => cell(c.of(unit.balance), c.unit))]),
      [w.total, ...columns.map((c) => cell(c.of(input.site), c.unit))],
    ],
    totalRow: true,
  });
  for (const unit of input.units) {
    page.heading(`${unit.name} (${unit.sn})`);
    incidentsSection(page, unit.incidents, w, f, (text) => page.subheading(text));
    serviceSection(page, unit.serviceEvents, w, f, (text) => page.subheading(text));
  }
  // The CO2 avoided and the money in the table rest on these, as on a unit's report.
  factorsSection(page, input.site, input.language);
  return page.finish(title, w.generated(input.portalName, f.dateTime(input.generatedAt.getTime())), w.page);
}
