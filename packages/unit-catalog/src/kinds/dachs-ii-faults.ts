import { t } from '../define.js';
import type { ErrorCategory, FaultEntry } from '../schema.js';

// Dachs fault and warning codes (facts 1a). Codes and ranges are from the GLT description; the texts
// are ours. Faults carry code = Hka_Bd.bStoerung + 100, warnings code = Hka_Bd.bWarnung + 600.

export const dachsFaultCategory = 'Hka_Stoerung';
export const dachsWarningCategory = 'Hka_Warnung';
/** Code = raw value + offset: Hka_Bd.bStoerung for faults, Hka_Bd.bWarnung (and the burner's) for warnings. */
export const dachsFaultOffset = 100;
export const dachsWarningOffset = 600;

export const dachsErrorCategories: ErrorCategory[] = [
  { name: dachsFaultCategory, label: t('Störung BHKW', 'CHP fault') },
  { name: dachsWarningCategory, label: t('Warnung BHKW', 'CHP warning') },
];

function fault(code: number, de: string, en: string, letter: 'E' | 'H' = 'E'): FaultEntry {
  return { code, codeText: `${letter}${code}`, category: dachsFaultCategory, label: t(de, en) };
}

function warning(code: number, de: string, en: string): FaultEntry {
  return { code, codeText: `A${code}`, category: dachsWarningCategory, label: t(de, en) };
}

function range(from: number, to: number, make: (code: number) => FaultEntry): FaultEntry[] {
  const out: FaultEntry[] = [];
  for (let code = from; code <= to; code += 1) out.push(make(code));
  return out;
}

export const dachsFaults: FaultEntry[] = [
  // Texts shared by a range of codes: the code stands beside the text wherever it is shown.
  ...range(101, 111, (c) => fault(c, 'Fühler defekt', 'Sensor broken')),
  fault(120, 'Abgastemperatur Motor zu hoch (> 620 °C)', 'Engine exhaust temperature too high (> 620 °C)'),
  fault(121, 'Kapseltemperatur zu hoch (> 120 °C)', 'Capsule temperature too high (> 120 °C)'),
  fault(122, 'Kühlwassertemperatur zu hoch (> 95 °C)', 'Coolant temperature too high (> 95 °C)'),
  fault(123, 'Abgastemperatur BHKW zu hoch (> 210 °C)', 'Unit exhaust temperature too high (> 210 °C)'),
  fault(124, 'Generatoreintritt zu heiß (> 77 °C)', 'Generator inlet too hot (> 77 °C)'),
  fault(133, 'Drehzahl im Lauf unter 2300 1/min', 'Speed below 2300 rpm while running'),
  fault(162, 'Leistung 500 W über Sollwert', 'Power 500 W above target'),
  fault(163, 'Leistung 500 W unter Sollwert', 'Power 500 W below target'),
  fault(177, 'Wartung erforderlich', 'Maintenance required', 'H'),
  fault(187, 'Überdrehzahl (> 3000 1/min)', 'Overspeed (> 3000 rpm)'),
  fault(191, 'Überdrehzahl (> 3500 1/min)', 'Overspeed (> 3500 rpm)'),
  ...range(200, 232, (c) =>
    c === 216
      ? fault(216, 'Netzspannung zu hoch (> 280 V)', 'Grid voltage too high (> 280 V)')
      : fault(c, 'Regler- oder Netzüberwachungsfehler', 'Controller or grid monitor fault'),
  ),
  ...range(250, 256, (c) => fault(c, 'Heizkreisfühler gestört', 'Heating-circuit sensor fault')),
  warning(610, 'Zusatzbrenner: Warnung', 'Auxiliary burner: warning'),
  warning(620, 'Zusatzbrenner: Störung gemeldet', 'Auxiliary burner: fault reported'),
  warning(630, 'Zusatzbrenner: keine Rückmeldung', 'Auxiliary burner: no feedback'),
  ...range(650, 655, (c) => warning(c, '250-Stunden-Prüfung fällig', '250-hour check due')),
  warning(726, 'Vorlauftemperatur nach 3 h nicht erreicht', 'Flow temperature not reached after 3 h'),
];

/** A 250-hour check due (A650-A655): the warnings that say maintenance is due. */
export function isDachsMaintenanceWarning(code: number): boolean {
  return code >= 650 && code <= 655;
}

/** Every code that says maintenance is due: the 250-hour checks and H177 'maintenance required'. */
export function isDachsMaintenanceCode(code: number): boolean {
  return code === 177 || isDachsMaintenanceWarning(code);
}

/** Maps the raw Hka_Bd.bStoerung / bWarnung values to catalogue codes (0 = none). */
export function dachsFaultCode(bStoerung: number): number | null {
  return bStoerung === 0 ? null : bStoerung + dachsFaultOffset;
}
export function dachsWarningCode(bWarnung: number): number | null {
  return bWarnung === 0 ? null : bWarnung + dachsWarningOffset;
}
