// The fill-in aid ("Ausfüllhilfe") for form 1135: the form's fields in its order, the calculation
// sheet and the data of the 1139 state-aid self-declaration (docs/facts/energy-tax-tool.md §2, §3, §5).

import { afaLastMonth, afaPeriodFrom, defaultAfaMonths, rulesForYear } from '@portal/energy-tax';
import {
  applicantAddress,
  fuelMethodTexts,
  groupedIban,
  type HzaDocumentInput,
  relevantAid,
  reliefTypes,
} from './document-input.js';
import * as f from './format.js';
import { outcomeText } from './messages.js';
import { type Field, PdfPage } from './pdf-layout.js';
import {
  amountsSection,
  calculationFields,
  deadlineField,
  deadlineNotice,
  footerText,
} from './summary-parts.js';

export const officialFormsNotice =
  'Dieses Dokument ist eine Ausfüllhilfe des Unit-Portals, kein amtliches Formular. Der Zoll nimmt Anträge auf ' +
  'Steuerentlastung nach §53a EnergieStG nur mit seinen eigenen Formularen entgegen (Formular 1135 mit Anlage 1139, ' +
  'bei Bedarf 1130), die online unter www.zoll.de auszufüllen sind. Übertragen Sie die Angaben dorthin, drucken, ' +
  'unterschreiben und senden Sie den Antrag an das zuständige Hauptzollamt. Antragsfrist beachten.';

export async function renderApplicationPdf(input: HzaDocumentInput): Promise<Buffer> {
  const { year, plant } = input;
  const page = new PdfPage(
    `Ausfüllhilfe Formular 1135 – ${plant.name} – ${year}`,
    'Steuerentlastung §53a EnergieStG',
  );
  page.title(
    'Ausfüllhilfe zum Antrag auf Steuerentlastung (Formular 1135)',
    `§53a EnergieStG – Kraft-Wärme-Kopplung – Verwendungsjahr ${year} – ${plant.name}`,
  );
  page.notice('Hinweis: Keine amtliche Vorlage', officialFormsNotice);
  deadlineNotice(page, input);

  page.heading('1  Antragsteller');
  page.fields(applicantFields(input));
  page.heading('2  Art der Steuerentlastung');
  page.fields(reliefTypeFields(input));
  page.heading('3  Angaben zur Anlage');
  plantSection(page, input);
  page.heading(`4  Berechnungsbogen für das Kalenderjahr ${year}`);
  calculationSection(page, input);
  page.heading('5  Staatliche Beihilfen (Selbsterklärung, Formular 1139)');
  aidSection(page, input);
  page.signature(['Ort, Datum', 'Unterschrift Antragsteller/in']);

  return page.finish(`Ausfüllhilfe Formular 1135 · ${plant.name} · ${year}`, footerText(input.generatedAt));
}

function applicantFields({ application, office }: HzaDocumentInput): Field[] {
  const a = application.applicant ?? {};
  const followUp = a.applicationKind === 'followUp';
  const fields: Field[] = [
    { label: 'Name, Vorname', value: f.text(a.name) },
    { label: 'Firma', value: f.text(a.firma) },
  ];
  if (a.firma?.trim())
    fields.push({ label: 'Umsatzsteuer-Identifikationsnummer', value: f.text(a.umsatzsteuerId) });
  fields.push(
    { label: 'Anschrift', value: f.text(applicantAddress(application)) },
    { label: 'E-Mail', value: f.text(a.email) },
    { label: 'Zollnummer (Unternehmensnummer)', value: f.text(a.companyNumber) },
    {
      label: 'Zuständiges Hauptzollamt',
      value: office
        ? [
            office.name,
            office.address ?? 'Anschrift: bitte über die Dienststellensuche auf www.zoll.de prüfen',
          ].join('\n')
        : f.empty,
    },
    { label: 'Dienststellenschlüssel', value: f.text(office?.dss) },
    {
      label: 'Erstantrag',
      value: 'erstmaliger Antrag für diese Anlage',
      check: a.applicationKind === 'first',
    },
    { label: 'Folgeantrag', value: 'Anlage bereits beim Hauptzollamt bekannt', check: followUp },
    { label: 'Anlagennummer des Hauptzollamts', value: followUp ? f.text(a.customsPlantNumber) : f.empty },
    { label: 'Kontoinhaber/in', value: f.text(a.accountHolder) },
    { label: 'IBAN', value: f.text(groupedIban(a.iban)) },
    { label: 'BIC', value: f.text(a.bic) },
  );
  return fields;
}

function reliefTypeFields({ summary }: HzaDocumentInput): Field[] {
  const types = reliefTypes(summary);
  const fields: Field[] = [
    {
      label: 'Teilweise Entlastung',
      value: '§53a Abs. 4 EnergieStG (Abs. 5: Entlastungssätze) – Berechnung Seite 3 des Formulars',
      check: types.partial,
    },
    {
      label: 'Vollständige Entlastung',
      value: '§53a Abs. 6 EnergieStG (hocheffiziente Anlage innerhalb der AfA, bis 2023)',
      check: types.full,
    },
  ];
  const outcome = outcomeText(summary);
  if (outcome) fields.push({ label: 'Ergebnis', value: outcome });
  return fields;
}

function plantSection(page: PdfPage, { application, plant, summary }: HzaDocumentInput): void {
  const fuel = application.plant?.fuel ?? summary.fuel;
  page.fields([
    { label: 'Standort der Anlage', value: [plant.name, plant.address].filter(Boolean).join('\n') },
    { label: 'Brennstoff', value: fuel ? f.fuelNames[fuel] : f.empty },
    {
      label: 'Ermittlung der Brennstoffmenge',
      value: application.consumption?.method ? fuelMethodTexts[application.consumption.method] : f.empty,
    },
    {
      label: 'Nachweis der Hocheffizienz liegt vor',
      value: f.yesNo(application.plant?.highEfficiencyProven),
    },
  ]);
  const afa = application.afa?.modules ?? [];
  (application.plant?.modules ?? []).forEach((module, index) => {
    page.subheading(`KWK-Modul ${index + 1}`, 9 * 20);
    const moduleAfa = afa.find((entry) => entry.serial === module.serial);
    const start = moduleAfa?.start ?? module.commissioned?.slice(0, 7);
    const months = moduleAfa?.months ?? defaultAfaMonths;
    const end = start ? afaEnd(start, months) : undefined;
    page.fields(
      [
        { label: 'Hersteller', value: f.text(module.manufacturer) },
        { label: 'Typ', value: f.modelName(module.model) },
        { label: 'Seriennummer', value: f.serial(module.serial) },
        {
          label: 'Elektrische Nennleistung',
          value: module.ratedElectricKW === undefined ? f.empty : `${f.number(module.ratedElectricKW)} kW`,
        },
        {
          label: 'Thermische Nennleistung',
          value: module.ratedThermalKW === undefined ? f.empty : `${f.number(module.ratedThermalKW)} kW`,
        },
        { label: 'Erste Inbetriebnahme', value: f.date(module.commissioned) },
        {
          label: 'Durchschnittlicher Brennstoffeinsatz je Betriebsstunde',
          value: f.fuelPerHour(module.model),
        },
        {
          label: 'Abschreibungszeitraum (AfA)',
          value: start && end ? `${f.month(start)} bis ${f.month(end)} (${months} Monate)` : f.empty,
        },
        { label: 'AfA steuerlich geltend gemacht', value: f.yesNo(moduleAfa?.claimed) },
      ],
      { keepTogether: true },
    );
  });
}

/** "2013-07", 120 → "2023-06". */
function afaEnd(start: string, months: number): string {
  const last = afaLastMonth(
    afaPeriodFrom({ year: Number(start.slice(0, 4)), month: Number(start.slice(5, 7)) }, months),
  );
  return `${last.year}-${String(last.month).padStart(2, '0')}`;
}

function calculationSection(page: PdfPage, input: HzaDocumentInput): void {
  const { summary, application } = input;
  const hours = application.consumption?.modules ?? [];
  if (hours.length) {
    page.subheading('Betriebsstunden je Modul');
    page.table({
      headers: ['Seriennummer', 'Zählerstand Jahresbeginn', 'Zählerstand Jahresende', 'Betriebsstunden'],
      widths: [0.31, 0.23, 0.23, 0.23],
      numeric: [false, true, true, true],
      rows: hours.map((module) => {
        const counted = summary.modules.find((entry) => entry.serial === module.serial)?.hours;
        return [
          f.serial(module.serial),
          module.counterStart === undefined ? f.empty : `${f.number(module.counterStart)} h`,
          module.counterEnd === undefined ? f.empty : `${f.number(module.counterEnd)} h`,
          counted === undefined ? f.empty : `${f.number(counted)} h`,
        ];
      }),
    });
  }
  if (summary.split === 'monthlyHours') monthlyHoursSection(page, input);
  const c = application.consumption;
  if (c?.method === 'gasMeter') {
    page.subheading('Gaszähler');
    page.fields([
      {
        label: 'Betriebsvolumen',
        value: c.gasCubicMetres === undefined ? f.empty : `${f.number(c.gasCubicMetres)} m³`,
      },
      { label: 'Zustandszahl', value: c.zustandszahl === undefined ? f.empty : f.number(c.zustandszahl) },
      {
        label: 'Abrechnungsbrennwert',
        value: c.brennwert === undefined ? f.empty : `${f.number(c.brennwert)} kWh/m³`,
      },
    ]);
  }
  page.subheading('Brennstoffmenge, Energien und Nutzungsgrad');
  page.fields(calculationFields(summary));
  if (summary.modules.length) {
    page.subheading('Monate mit vollständiger Entlastung (innerhalb der AfA, bis 2023)');
    page.fields(
      summary.modules.map((module) => ({
        label: `Modul ${f.serial(module.serial)}`,
        value: f.monthList(module.fullReliefMonths),
      })),
    );
  }
  amountsSection(page, summary, () => page.subheading('Entlastungsbetrag'));
  page.fields([deadlineField(input, 'Antragsfrist (Ausschlussfrist, §99a EnergieStV)')]);
}

/** Modules per table: a month column and, per module, its hours and the relief they get. */
const modulesPerTable = 3;

/**
 * The hours per month the fuel was split by (a year with full and partial months, e.g. the one the
 * AfA period ends in): per module each month's hours and the relief they fall under, and the sums.
 */
function monthlyHoursSection(page: PdfPage, { year, application, summary }: HzaDocumentInput): void {
  const rules = summary.fuel ? rulesForYear(year, summary.fuel) : null;
  const covered = (month: number) => rules?.covered === true && rules.coveredMonths[month] === true;
  const modules = (application.consumption?.modules ?? []).flatMap((reading) => {
    const months = summary.modules.find((entry) => entry.serial === reading.serial)?.fullReliefMonths;
    return reading.monthlyHours && months
      ? [{ serial: reading.serial, hours: reading.monthlyHours, months }]
      : [];
  });
  if (modules.length === 0) return;
  page.subheading('Betriebsstunden je Monat (Grundlage der Aufteilung)', 120);
  page.paragraph(
    'Die Brennstoffmenge wird nach den Betriebsstunden der Monate aufgeteilt: Monate innerhalb der AfA ' +
      'erhalten die vollständige, die übrigen die teilweise Entlastung.',
    true,
  );
  const hoursText = (hours: number) => `${f.number(hours)} h`;
  const reliefOf = (flags: readonly boolean[], month: number) =>
    flags[month] ? 'vollständig' : covered(month) ? 'teilweise' : 'nicht begünstigt';
  for (let at = 0; at < modules.length; at += modulesPerTable) {
    const group = modules.slice(at, at + modulesPerTable);
    const share = 0.84 / group.length;
    const sum = (hours: readonly number[], flags: readonly boolean[], full: boolean) =>
      hours.reduce((total, value, month) => (flags[month] === full ? total + value : total), 0);
    page.table({
      headers: ['Monat', ...group.flatMap((module) => [`Stunden ${f.serial(module.serial)}`, 'Entlastung'])],
      widths: [0.16, ...group.flatMap(() => [share * 0.42, share * 0.58])],
      numeric: [false, ...group.flatMap(() => [true, false])],
      rows: [
        ...f.monthNames.map((name, month) => [
          name,
          ...group.flatMap((module) => [hoursText(module.hours[month] ?? 0), reliefOf(module.months, month)]),
        ]),
        [
          'Summe',
          ...group.flatMap((module) => [
            hoursText(module.hours.reduce((total, value) => total + value, 0)),
            `vollständig ${hoursText(sum(module.hours, module.months, true))}, ` +
              `übrige ${hoursText(sum(module.hours, module.months, false))}`,
          ]),
        ],
      ],
      totalRow: true,
    });
  }
}

function aidSection(page: PdfPage, { application, summary }: HzaDocumentInput): void {
  const aids = relevantAid(application);
  page.paragraph(
    'Investitionsbeihilfen für die Anlage, die seit dem 1. April 2012 gewährt wurden (z. B. Mini-KWK-Impulsprogramm ' +
      'des BAFA, Landesprogramme, Zinsvorteile). Sie mindern die vollständige Entlastung (§53a Abs. 8 EnergieStG).',
    true,
  );
  if (!aids.length) {
    page.fields([{ label: 'Erhaltene Investitionsbeihilfen', value: 'keine angegeben' }]);
  } else {
    const total = aids.reduce((sum, aid) => sum + aid.amountCents, 0);
    page.table({
      headers: ['Beihilfe', 'Erhalten am', 'Betrag'],
      widths: [0.56, 0.2, 0.24],
      numeric: [false, false, true],
      rows: [
        ...aids.map((aid) => [aid.label, f.date(aid.receivedOn), f.euros(aid.amountCents)]),
        ['Summe', '', f.euros(total)],
      ],
      totalRow: true,
    });
  }
  // Received = offset before + offset this year + left: the lines add up to the table's sum.
  page.fields([
    { label: 'In früheren Jahren bereits verrechnet', value: f.euros(summary.aidOffsetEarlierCents) },
    { label: 'In diesem Jahr verrechnet', value: f.euros(summary.full?.aidOffsetCents ?? 0) },
    { label: 'Nach diesem Jahr noch zu verrechnen', value: f.euros(summary.remainingAidCents) },
  ]);
}
