// The PDF of a unit's month or year (issue 45): the balance's figures, money, CO2, degree days, the
// incidents and service events of the period, and for a year the months and the energy-tax tool.
// Laid out with the hzatool's pdfkit layer (A4, standard fonts, page x of y).

import type { BalanceResponse, Incident, Language } from '@portal/contracts';
import { type Field, PdfPage } from '../hzatool/documents/pdf-layout.js';
import type { ReportPeriod } from './report-period.js';
import { type ReportWords, reportWords } from './report-texts.js';

export interface ServiceEvent {
  at: number;
  action: string;
}

export interface ReportInput {
  language: Language;
  period: ReportPeriod;
  portalName: string;
  unit: { sn: string; name: string; locationName: string | null };
  balance: BalanceResponse;
  /** A year report's months, each month's balance. */
  months: { month: number; balance: BalanceResponse }[];
  incidents: Incident[];
  serviceEvents: ServiceEvent[];
  /** The energy-tax tool's page for the year (a year report of a CHP unit at a location). */
  energyTaxUrl: string | null;
  generatedAt: Date;
}

/** Number formats of the report's language. */
export function formats(w: ReportWords) {
  const fixed = (digits: number) =>
    new Intl.NumberFormat(w.locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const whole = fixed(0);
  const one = fixed(1);
  const two = fixed(2);
  return {
    kWh: (value: number) => `${whole.format(value)} kWh`,
    kg: (value: number) => `${whole.format(value)} kg`,
    euros: (value: number) => `${two.format(value)} EUR`,
    percent: (ratio: number) => `${one.format(ratio * 100)} %`,
    number: (value: number, digits = 0) => fixed(digits).format(value),
    date: (at: number) =>
      new Intl.DateTimeFormat(w.locale, { timeZone: 'Europe/Berlin', dateStyle: 'medium' }).format(at),
    dateTime: (at: number) =>
      new Intl.DateTimeFormat(w.locale, {
        timeZone: 'Europe/Berlin',
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(at),
  };
}
export type Formats = ReturnType<typeof formats>;

/** "Januar 2025" / "2025". */
export function periodName(period: ReportPeriod, w: ReportWords): string {
  return period.month === null ? String(period.year) : `${w.months[period.month - 1]} ${period.year}`;
}

const present = (fields: (Field | null)[]) => fields.filter((field): field is Field => field !== null);

function energyFields(balance: BalanceResponse, w: ReportWords, f: Formats): Field[] {
  const e = balance.energy;
  const row = (label: string, value: number | null, note?: string) =>
    value === null ? null : { label, value: note ? `${f.kWh(value)} (${note})` : f.kWh(value) };
  return present([
    row(w.fuel, e.fuelKWhHs, w.source[e.fuelSource]),
    row(w.electricity, e.electricityKWh),
    row(w.heat, e.heatKWh),
    row(w.electricityIn, e.electricityInKWh),
    row(w.ownUse, e.ownUseKWh, w.source[e.ownUseSource]),
    row(w.feedIn, e.feedInKWh),
    row(w.gridImport, e.gridImportKWh),
    row(w.consumption, e.consumptionKWh),
    e.operatingHours === null ? null : { label: w.hours, value: f.number(e.operatingHours, 1) },
    e.starts === null ? null : { label: w.starts, value: f.number(e.starts) },
  ]);
}

function efficiencyFields(balance: BalanceResponse, w: ReportWords, f: Formats): Field[] {
  const e = balance.efficiency;
  const row = (label: string, value: number | null) =>
    value === null ? null : { label, value: f.percent(value) };
  return present([
    row(w.electrical, e.electrical),
    row(w.thermal, e.thermal),
    row(w.overall, e.overall),
    e.cop === null ? null : { label: w.cop, value: f.number(e.cop, 2) },
  ]);
}

function moneySection(page: PdfPage, balance: BalanceResponse, w: ReportWords, f: Formats): void {
  page.heading(w.money);
  const m = balance.money;
  if (!m) {
    page.paragraph(w.noTariffs, true);
    return;
  }
  const chp = balance.kind === 'chp';
  const rows: ([string, number] | null)[] = [
    [w.fuelCost, m.fuelCost],
    [w.electricityCost, m.electricityCost],
    [w.feedInRevenue, m.feedInRevenue],
    // Only a CHP unit earns the bonus and the relief; as the page, the bonus names its hours.
    chp ? [w.chpBonusOf(f.number(m.chpBonusKWh), f.number(m.chpBonusHours)), m.chpBonus] : null,
    chp ? [w.energyTaxRelief, m.energyTaxRelief] : null,
    [w.netCost, m.netCost],
    [w.referenceCost, m.referenceCost],
    [w.savings, m.savings],
  ];
  page.fields(rows.filter((row) => row !== null).map(([label, value]) => ({ label, value: f.euros(value) })));
  if (chp && m.chpBonusHoursLeft !== null)
    page.paragraph(w.chpBonusLeft(f.number(m.chpBonusHoursLeft)), true);
}

function co2AndWeather(page: PdfPage, balance: BalanceResponse, w: ReportWords, f: Formats): void {
  if (balance.co2) {
    page.heading(w.co2);
    page.fields([
      { label: w.co2Emitted, value: f.kg(balance.co2.emittedKg) },
      { label: w.co2Reference, value: f.kg(balance.co2.referenceKg) },
      { label: w.co2Avoided, value: f.kg(balance.co2.avoidedKg) },
    ]);
  }
  page.heading(w.weather);
  const d = balance.degreeDays;
  if (!d.sensor || d.degreeDays === null) {
    page.paragraph(w.noSensor, true);
    return;
  }
  page.fields(
    present([
      { label: w.degreeDays, value: `${f.number(d.degreeDays, 1)} K·d` },
      d.heatingDays === null ? null : { label: w.heatingDays, value: f.number(d.heatingDays) },
      d.meanOutdoorC === null ? null : { label: w.meanOutdoor, value: `${f.number(d.meanOutdoorC, 1)} °C` },
      d.heatPerDegreeDay === null
        ? null
        : { label: w.heatPerDegreeDay, value: `${f.number(d.heatPerDegreeDay, 1)} kWh/K·d` },
      d.normalisedChangePercent === null
        ? null
        : { label: w.normalisedChange, value: `${f.number(d.normalisedChangePercent, 1)} %` },
    ]),
  );
}

function monthsTable(page: PdfPage, input: ReportInput, w: ReportWords, f: Formats): void {
  if (input.months.length === 0) return;
  const cell = (value: number | null, digits = 0) => (value === null ? '–' : f.number(value, digits));
  page.heading(w.monthsTable);
  page.table({
    headers: [w.month, `${w.electricity} (kWh)`, `${w.heat} (kWh)`, `${w.fuel} (kWh)`, w.hours],
    widths: [0.2, 0.2, 0.2, 0.2, 0.2],
    numeric: [false, true, true, true, true],
    rows: input.months.map(({ month, balance }) => [
      w.months[month - 1] ?? String(month),
      cell(balance.energy.electricityKWh ?? balance.energy.electricityInKWh),
      cell(balance.energy.heatKWh),
      cell(balance.energy.fuelKWhHs),
      cell(balance.energy.operatingHours, 1),
    ]),
  });
}

export function incidentsSection(
  page: PdfPage,
  incidents: readonly Incident[],
  w: ReportWords,
  f: Formats,
  heading: (text: string) => void = (text) => page.heading(text),
): void {
  heading(w.incidents);
  if (incidents.length === 0) {
    page.paragraph(w.noIncidents, true);
    return;
  }
  page.table({
    headers: [w.opened, w.resolved, w.incident],
    widths: [0.22, 0.22, 0.56],
    rows: incidents.map((incident) => [
      f.dateTime(Date.parse(incident.openedAt)),
      incident.resolved ? f.dateTime(Date.parse(incident.resolved.at)) : w.stillOpen,
      [incident.code, incident.text].filter(Boolean).join(' – '),
    ]),
  });
}

export function serviceSection(
  page: PdfPage,
  events: readonly ServiceEvent[],
  w: ReportWords,
  f: Formats,
  heading: (text: string) => void = (text) => page.heading(text),
): void {
  heading(w.service);
  if (events.length === 0) {
    page.paragraph(w.noService, true);
    return;
  }
  page.paragraph(w.serviceIntro, true);
  page.table({
    headers: [w.date, w.event],
    widths: [0.3, 0.7],
    rows: events.map((event) => [f.dateTime(event.at), w.serviceEvent(event.action)]),
  });
}

/** The factors the figures used, each with its unit and source in the reader's language. */
export function factorsSection(page: PdfPage, balance: BalanceResponse, language: Language): void {
  const w = reportWords(language);
  const f = formats(w);
  page.heading(w.factors);
  page.fields(
    balance.factors.map((factor) => ({
      label:
        factor.id === 'co2Fuel' && balance.fuel
          ? `${w.factor.co2Fuel} (${w.fuels[balance.fuel]})`
          : (w.factor[factor.id] ?? factor.id),
      value: `${f.number(factor.value, 3)} ${factor.unit[language]}\n${factor.source[language]}`,
    })),
  );
}

export async function renderReportPdf(input: ReportInput): Promise<Buffer> {
  const w = reportWords(input.language);
  const f = formats(w);
  const { balance, unit, period } = input;
  const name = periodName(period, w);
  const title = period.month === null ? w.yearTitle(period.year) : w.monthTitle(name);
  const page = new PdfPage(`${title} – ${unit.name}`, title, input.portalName);
  const place = [unit.name, `${w.serial} ${unit.sn}`, unit.locationName].filter(Boolean).join(' · ');
  page.title(title, place);
  page.fields([
    { label: w.period, value: `${f.date(Date.parse(balance.from))} – ${f.date(Date.parse(balance.to))}` },
    { label: w.counterData, value: w.daysWithData(balance.daysWithData) },
  ]);
  page.heading(w.energy);
  const energy = energyFields(balance, w, f);
  if (energy.length > 0) page.fields(energy);
  else page.paragraph(w.noData, true);
  const efficiency = efficiencyFields(balance, w, f);
  if (efficiency.length > 0) {
    page.subheading(w.efficiency);
    page.fields(efficiency);
  }
  monthsTable(page, input, w, f);
  moneySection(page, balance, w, f);
  co2AndWeather(page, balance, w, f);
  incidentsSection(page, input.incidents, w, f);
  serviceSection(page, input.serviceEvents, w, f);
  if (input.energyTaxUrl) {
    page.heading(w.energyTax);
    page.paragraph(w.energyTaxLine(period.year));
    page.link(input.energyTaxUrl);
  }
  factorsSection(page, balance, input.language);
  return page.finish(
    `${title} · ${unit.name}`,
    w.generated(input.portalName, f.dateTime(input.generatedAt.getTime())),
    w.page,
  );
}
