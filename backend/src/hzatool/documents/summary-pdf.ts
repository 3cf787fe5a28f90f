// The summary ("Zusammenfassung"): plant, year, the key figures and the total on one or two pages.

import { type HzaDocumentInput } from './document-input.js';
import * as f from './format.js';
import { PdfPage } from './pdf-layout.js';
import {
  amountsSection,
  calculationFields,
  deadlineField,
  deadlineNotice,
  footerText,
} from './summary-parts.js';

export async function renderSummaryPdf(input: HzaDocumentInput): Promise<Buffer> {
  const { plant, year, summary, application } = input;
  const page = new PdfPage(
    `Zusammenfassung Steuerentlastung – ${plant.name} – ${year}`,
    'Steuerentlastung §53a EnergieStG',
  );
  page.title(`Zusammenfassung Steuerentlastung ${year}`, `§53a EnergieStG – ${plant.name}`);
  deadlineNotice(page, input);

  page.heading('Anlage');
  const fuel = application.plant?.fuel ?? summary.fuel;
  page.fields([
    { label: 'Standort', value: [plant.name, plant.address].filter(Boolean).join('\n') },
    { label: 'Antragsteller/in', value: f.text(application.applicant?.firma || application.applicant?.name) },
    {
      label: 'KWK-Module (Seriennummern)',
      value: plant.serials.length ? plant.serials.map(f.serial).join(', ') : f.empty,
    },
    { label: 'Brennstoff', value: fuel ? f.fuelNames[fuel] : f.empty },
    { label: 'Verwendungsjahr', value: String(year) },
  ]);

  page.heading('Kennzahlen');
  page.fields(calculationFields(summary));

  page.heading('Entlastung');
  const withTotal = amountsSection(page, summary, () => undefined);
  page.fields([
    // The amounts table already ends with the total.
    ...(withTotal ? [] : [{ label: 'Entlastungsbetrag gesamt', value: f.euros(summary.totalCents) }]),
    deadlineField(input, 'Antragsfrist'),
  ]);
  page.paragraph(
    'Der Antrag ist mit den Online-Formularen des Zolls (www.zoll.de) beim zuständigen Hauptzollamt zu stellen; ' +
      'die Ausfüllhilfe des Portals enthält alle Angaben in der Reihenfolge des Formulars 1135.',
    true,
  );
  return page.finish(
    `Zusammenfassung Steuerentlastung · ${plant.name} · ${year}`,
    footerText(input.generatedAt),
  );
}
