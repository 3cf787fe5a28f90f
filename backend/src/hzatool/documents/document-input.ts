// The input every hzatool document is made from, and what the documents derive from it alike.

import type {
  HzaApplication,
  HzaFuelMethod,
  HzaInvestmentAid,
  HzaOffice,
  HzaPlantSummary,
  HzaSummary,
} from '@portal/contracts';
import { germanDate, investmentAidRelevantFrom, isWithinDeadline } from '@portal/energy-tax';

export interface HzaDocumentInput {
  plant: HzaPlantSummary;
  year: number;
  application: HzaApplication;
  summary: HzaSummary;
  office: HzaOffice | null;
  generatedAt: Date;
}

/** Whether the cut-off deadline (31 December of the following year) had passed when the document was made. */
export const deadlinePassed = (input: HzaDocumentInput) =>
  !isWithinDeadline(input.year, germanDate(input.generatedAt));

/** Which boxes of form 1135 apply: partial (Abs. 4) and/or full relief (Abs. 6), per the summary. */
export function reliefTypes(summary: HzaSummary): { partial: boolean; full: boolean } {
  return {
    partial: (summary.partial?.quantity ?? 0) > 0,
    full: (summary.full?.quantity ?? 0) > 0,
  };
}

export const fuelMethodTexts: Record<HzaFuelMethod, string> = {
  hours: 'Betriebsstunden (Zählerstände) × Brennstoffdurchsatz laut Hersteller',
  gasMeter: 'Gaszähler: Betriebsvolumen (m³) × Zustandszahl × Abrechnungsbrennwert',
  quantity: 'Gemessene Menge (Liter bei 15 °C bzw. Kilogramm)',
};

/** "DE89370400440532013000" → "DE89 3704 0044 0532 0130 00". */
export const groupedIban = (iban: string | undefined) =>
  iban
    ? iban
        .replace(/\s+/g, '')
        .replace(/(.{4})/g, '$1 ')
        .trim()
    : undefined;

/** Investment aid that counts against full relief (received since 1 April 2012, §53a(8)). */
export function relevantAid(application: HzaApplication): HzaInvestmentAid[] {
  return (application.afa?.investmentAid ?? []).filter((aid) => aid.receivedOn >= investmentAidRelevantFrom);
}

/** The applicant's postal address on one line, or undefined when nothing is entered. */
export function applicantAddress(application: HzaApplication): string | undefined {
  const a = application.applicant ?? {};
  const town = [a.plz, a.city].filter(Boolean).join(' ');
  const parts = [a.street, town].filter((part) => part?.trim());
  return parts.length ? parts.join(', ') : undefined;
}
