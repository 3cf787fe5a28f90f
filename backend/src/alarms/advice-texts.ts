import type { AdviceDetector, Language } from '@portal/contracts';
import type { IncidentRow } from './incidents.repository.js';

// What an advice incident says (docs/adr/0024-advice-detectors.md): what the detector saw, with the
// evidence's figures, and what to check. Mails and webhooks use the same texts as the lists.

const number = (value: number | undefined, language: Language) =>
  new Intl.NumberFormat(language === 'de-de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 1 }).format(
    value ?? 0,
  );

const detectorOf = (row: IncidentRow) =>
  (row.evidence?.detector ?? row.cause.slice('advice:'.length)) as AdviceDetector;

/** The finding in a line. */
export function adviceText(row: IncidentRow, language: Language): string {
  const f = row.evidence?.figures ?? {};
  const n = (key: string) => number(f[key], language);
  const de = language === 'de-de';
  switch (detectorOf(row)) {
    case 'short-cycling':
      return de
        ? `Taktet: bis ${n('peakStarts')} Starts pro Stunde, ${n('cycleMin')} min je Lauf, seit ${n('days')} Tagen`
        : `Short cycling: up to ${n('peakStarts')} starts an hour, ${n('cycleMin')} min a run, for ${n('days')} days`;
    case 'falling-efficiency': {
      const heat = f.heat === 1;
      return de
        ? `${heat ? 'Wärme' : 'Strom'} je Betriebsstunde um ${n('dropPercent')} % gefallen (${n('beforePerHour')} → ${n('nowPerHour')} kWh/h)`
        : `${heat ? 'Heat' : 'Electricity'} per operating hour down ${n('dropPercent')} % (${n('beforePerHour')} → ${n('nowPerHour')} kWh/h)`;
    }
    case 'rising-return':
      return de
        ? `Rücklauftemperatur steigt: ${n('riseK')} K über dem eigenen Mittel (${n('perWeekK')} K pro Woche)`
        : `Return temperature rising: ${n('riseK')} K above its own level (${n('perWeekK')} K a week)`;
    case 'stopped-counter': {
      const counter =
        f.counter === 2
          ? de
            ? 'Wärmezähler'
            : 'heat counter'
          : f.counter === 3
            ? de
              ? 'Betriebsstundenzähler'
              : 'operating-hours counter'
            : de
              ? 'Stromzähler'
              : 'electricity counter';
      return f.counter === 3
        ? de
          ? `Zähler steht: ${n('energyKWh')} kWh erzeugt, ${counter} unverändert`
          : `Counter stopped: ${n('energyKWh')} kWh made, ${counter} unchanged`
        : de
          ? `Zähler steht: ${n('runHours')} Betriebsstunden, ${counter} unverändert`
          : `Counter stopped: ${n('runHours')} operating hours, ${counter} unchanged`;
    }
    case 'falling-cop':
      return de
        ? `Leistungszahl (COP) um ${n('dropPercent')} % gefallen: ${n('nowCop')} statt ${n('beforeCop')} bei ${n('outdoorC')} °C außen`
        : `Coefficient of performance (COP) down ${n('dropPercent')} %: ${n('nowCop')} instead of ${n('beforeCop')} at ${n('outdoorC')} °C outside`;
  }
}

/** Whether the finding is a heat pump's (its short cycling wears a compressor, not an engine). */
const ofHeatPump = (row: IncidentRow) =>
  row.evidence?.figures.heatPump === 1 || row.evidence?.detector === 'falling-cop';

/** What to check. */
export function adviceHint(row: IncidentRow, language: Language): string {
  const de = language === 'de-de';
  switch (detectorOf(row)) {
    case 'short-cycling':
      if (ofHeatPump(row))
        return de
          ? 'Durchfluss, Pufferspeicher, Heizkurve und Mindestlaufzeit prüfen lassen: häufige Starts verschleißen den Verdichter.'
          : 'Have the flow rate, buffer tank, heating curve and minimum run time checked: frequent starts wear the compressor.';
      return de
        ? 'Pufferspeicher, Fühler und Mindestlaufzeit prüfen lassen: häufige Starts verschleißen den Motor.'
        : 'Have the buffer tank, its sensors and the minimum run time checked: frequent starts wear the engine.';
    case 'falling-efficiency':
      return de
        ? 'Wartung einplanen: Zündung, Luftfilter und Wärmetauscher prüfen lassen.'
        : 'Plan a service: have the ignition, air filter and heat exchanger checked.';
    case 'rising-return':
      return de
        ? 'Hydraulik prüfen lassen (Mischer, Pumpen, Heizkurve): zu warmer Rücklauf senkt die Brennwertnutzung und führt zur Abschaltung.'
        : 'Have the hydraulics checked (mixer, pumps, heating curve): a warm return costs condensing heat and ends in shutdowns.';
    case 'stopped-counter':
      return de
        ? 'Zähler und seine Verbindung prüfen lassen: Bilanz und Vergütung fehlen, solange er steht.'
        : 'Have the counter and its connection checked: the balance and payments miss what it does not count.';
    case 'falling-cop':
      return de
        ? 'Wartung einplanen: Verdampfer (Vereisung, Verschmutzung), Kältemittelfüllung, Durchfluss und Heizkurve prüfen lassen.'
        : 'Plan a service: have the evaporator (icing, dirt), the refrigerant charge, the flow rate and the heating curve checked.';
  }
}
