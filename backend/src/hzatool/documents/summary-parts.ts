// The year's figures as both PDFs print them: the calculation fields and the amounts per paragraph.

import type { HzaSummary } from '@portal/contracts';
import { deadlinePassed, type HzaDocumentInput } from './document-input.js';
import * as f from './format.js';
import { messageText, outcomeText } from './messages.js';
import { type Field, type PdfPage } from './pdf-layout.js';

export const footerText = (generatedAt: Date) =>
  `Erstellt am ${f.dateTime(generatedAt)} mit dem Unit-Portal · Ausfüllhilfe, kein amtliches Formular`;

/** Quantities, energies and the utilisation rate against the 70 % threshold. */
export function calculationFields(summary: HzaSummary): Field[] {
  const unit = summary.taxUnit;
  const q = summary.quantity;
  const fields: Field[] = [
    { label: 'Brennstoffmenge gesamt', value: q ? f.quantity(q.total, unit) : f.empty },
  ];
  // From 2024 there is no full relief (summary.full is null): no line for it.
  if (summary.full || !q)
    fields.push({
      label: 'davon vollständige Entlastung (Abs. 6)',
      value: q ? f.quantity(q.full, unit) : f.empty,
    });
  fields.push({
    label: 'davon teilweise Entlastung (Abs. 4)',
    value: q ? f.quantity(q.partial, unit) : f.empty,
  });
  if (q && q.notCovered > 0)
    fields.push({ label: 'davon nicht begünstigt', value: f.quantity(q.notCovered, unit) });
  const utilisation = summary.utilisationPercent;
  // The verdict is the exact rate's; the percent carries the digits that agree with it.
  const verdict = summary.utilisationReached ? 'erreicht' : 'nicht erreicht';
  fields.push(
    { label: 'Brennstoffenergie (Brennwert Hs)', value: f.kwh(summary.fuelHsKWh) },
    { label: 'Brennstoffenergie (Heizwert Hi)', value: f.kwh(summary.fuelHiKWh) },
    { label: 'Erzeugter Strom (genutzt)', value: f.kwh(summary.electricityKWh) },
    { label: 'Genutzte Wärme', value: f.kwh(summary.usefulHeatKWh) },
    { label: 'Hilfsenergie', value: f.kwh(summary.auxiliaryKWh) },
    {
      label: 'Jahresnutzungsgrad (Strom + Wärme) / (Hi + Hilfsenergie)',
      value: utilisation === null ? f.empty : `${f.percent(utilisation)} – ${verdict} (mindestens 70 %)`,
    },
  );
  return fields;
}

/** The deadline as a field, marked when it had passed when the document was made. */
export function deadlineField(input: HzaDocumentInput, label: string): Field {
  const date = f.date(input.summary.deadline);
  return { label, value: deadlinePassed(input) ? `${date} – abgelaufen` : date };
}

/** A framed warning at the top when the deadline had passed: a late application is lost. */
export function deadlineNotice(page: PdfPage, input: HzaDocumentInput): void {
  if (!deadlinePassed(input)) return;
  page.notice(
    'Antragsfrist abgelaufen',
    `Die Antragsfrist für das Verwendungsjahr ${input.year} endete am ${f.date(input.summary.deadline)}. ` +
      'Sie ist eine Ausschlussfrist (§99a Abs. 1 EnergieStV): Ein danach gestellter Antrag wird abgelehnt.',
    'danger',
  );
}

/** Rows of the amounts table: partial, full before and after the aid offset, and the total last. */
export function amountRows(summary: HzaSummary): string[][] {
  if (summary.kind !== 'relief') return [];
  const unit = summary.taxUnit;
  const rows: string[][] = [];
  if (summary.partial) {
    const p = summary.partial;
    rows.push([
      `Teilweise Entlastung ${p.basis}`,
      f.quantityShort(p.quantity, unit),
      f.rate(p.rateCentsPer1000, unit),
      f.euros(p.cents),
    ]);
  }
  if (summary.full) {
    const full = summary.full;
    rows.push([
      `Vollständige Entlastung ${full.basis}`,
      f.quantityShort(full.quantity, unit),
      f.rate(full.rateCentsPer1000, unit),
      f.euros(full.grossCents),
    ]);
    if (full.aidOffsetCents > 0)
      rows.push([
        'abzüglich Investitionsbeihilfen (§53a Abs. 8)',
        '',
        '',
        `– ${f.euros(full.aidOffsetCents)}`,
      ]);
  }
  rows.push(['Entlastungsbetrag gesamt', '', '', f.euros(summary.totalCents)]);
  return rows;
}

/**
 * The amounts per legal basis ending with the total, then the outcome and the notices: the same on
 * the fill-in aid and the summary. Answers whether there were amounts (the total was printed).
 */
export function amountsSection(page: PdfPage, summary: HzaSummary, heading: () => void): boolean {
  const rows = amountRows(summary);
  if (rows.length) {
    heading();
    page.table({
      headers: ['Rechtsgrundlage', 'Menge', 'Entlastungssatz', 'Betrag'],
      widths: [0.34, 0.28, 0.2, 0.18],
      numeric: [false, true, true, true],
      rows,
      totalRow: true,
    });
  }
  const outcome = outcomeText(summary);
  if (outcome) page.paragraph(outcome);
  for (const notice of summary.notices) page.paragraph(`Hinweis: ${messageText(notice)}`, true);
  return rows.length > 0;
}
