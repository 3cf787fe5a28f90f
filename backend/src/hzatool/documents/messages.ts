// German texts for the summary's message keys, as the documents print them (the front end has its
// own catalogue; a document cannot look keys up at reading time).

import type { HzaSummary } from '@portal/contracts';

const texts: Record<string, string> = {
  'energyTax.utilisationBelowThreshold':
    'Der Jahresnutzungsgrad liegt unter 70 %: Es besteht kein Anspruch auf Steuerentlastung (§53a Abs. 4 und 6 EnergieStG).',
  'energyTax.noFuelEnergy': 'Ohne Brennstoffmenge lässt sich kein Nutzungsgrad berechnen.',
  'energyTax.yearNotCovered': 'Für dieses Verwendungsjahr ist keine Entlastungsregel hinterlegt.',
  'energyTax.monthsNotCovered':
    'Für einzelne Monate des Jahres gilt keine Entlastungsregel; sie sind nicht begünstigt.',
  'energyTax.splitProRata':
    'Die Brennstoffmenge wurde mangels Monatswerten anteilig nach Monaten auf vollständige und teilweise Entlastung aufgeteilt.',
  'energyTax.highEfficiencyNotProven':
    'Der Nachweis der Hocheffizienz liegt nicht vor: Eine vollständige Entlastung (§53a Abs. 6) ist so nicht möglich.',
};

export const messageText = (key: string) => texts[key] ?? key;

/** What a summary without amounts means, in one sentence. */
export function outcomeText(summary: HzaSummary): string | null {
  if (summary.kind === 'relief') return null;
  if (summary.kind === 'invalid')
    return 'Die Angaben sind noch unvollständig oder nicht plausibel. Bitte prüfen Sie sie im Portal.';
  return messageText(summary.messageKey ?? 'energyTax.yearNotCovered');
}
