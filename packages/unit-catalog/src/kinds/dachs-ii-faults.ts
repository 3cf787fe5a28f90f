import { t } from '../define.js';
import type { ErrorCategory, FaultEntry, FaultKind } from '../schema.js';

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

type Text = readonly [de: string, en: string];

function entry(
  code: number,
  letter: 'E' | 'H' | 'A',
  kind: FaultKind,
  label: Text,
  advice: Text,
): FaultEntry {
  const category = letter === 'A' ? dachsWarningCategory : dachsFaultCategory;
  return { code, codeText: `${letter}${code}`, category, label: t(...label), kind, advice: t(...advice) };
}

function range(from: number, to: number, make: (code: number) => FaultEntry): FaultEntry[] {
  const out: FaultEntry[] = [];
  for (let code = from; code <= to; code += 1) out.push(make(code));
  return out;
}

// What the owner should do (issue 40, 33): our advice by the meaning of each code (facts 1a). A fault
// the unit may clear itself says when it is time to call the installer; a protective shutdown says
// to call at once.
const callNow: Text = [
  'Die Anlage hat sich zum Schutz abgeschaltet. Bitte nicht selbst entriegeln, sondern Ihren Installateur rufen.',
  'The unit has shut down to protect itself. Please do not unlock it yourself; call your installer.',
];
const sensorBroken: Text = [
  'Ein Fühler liefert keine Werte. Rufen Sie Ihren Installateur, damit er den Fühler prüft oder tauscht.',
  'A sensor gives no readings. Call your installer to check or replace it.',
];
const tooHot: Text = [
  'Prüfen Sie, ob die Heizung Wärme abnehmen kann (Heizkörperventile offen, Pufferspeicher nicht voll). Tritt die Störung erneut auf, rufen Sie Ihren Installateur.',
  'Check that the heating can take heat (radiator valves open, buffer tank not full). If the fault comes back, call your installer.',
];
const powerOff: Text = [
  'Meist vorübergehend (Netz oder Brennstoff); die Anlage regelt nach. Erscheint die Meldung mehrmals am Tag, rufen Sie Ihren Installateur.',
  'Usually temporary (grid or fuel); the unit corrects itself. If it appears several times a day, call your installer.',
];
const gridFault: Text = [
  'Oft eine kurze Netzstörung; die Anlage startet wieder, sobald das Netz stabil ist. Hält die Störung länger als einen Tag an, rufen Sie Ihren Installateur.',
  'Often a short grid disturbance; the unit restarts once the grid is stable. If the fault lasts longer than a day, call your installer.',
];
const burner: Text = [
  'Sehen Sie an der Anzeige des Zusatzbrenners nach. Lässt er sich nicht entstören, rufen Sie Ihren Installateur.',
  'Look at the auxiliary burner’s display. If it cannot be reset there, call your installer.',
];
const check250: Text = [
  'Eine Routineprüfung steht an; die Anlage läuft weiter. Vereinbaren Sie in den nächsten Wochen einen Termin mit Ihrem Installateur.',
  'A routine check is due; the unit keeps running. Arrange a visit of your installer within the next weeks.',
];

export const dachsFaults: FaultEntry[] = [
  // Texts shared by a range of codes: the code stands beside the text wherever it is shown.
  ...range(101, 111, (c) => entry(c, 'E', 'fault', ['Fühler defekt', 'Sensor broken'], sensorBroken)),
  entry(
    120,
    'E',
    'fault',
    ['Abgastemperatur Motor zu hoch (> 620 °C)', 'Engine exhaust temperature too high (> 620 °C)'],
    callNow,
  ),
  entry(
    121,
    'E',
    'fault',
    ['Kapseltemperatur zu hoch (> 120 °C)', 'Capsule temperature too high (> 120 °C)'],
    tooHot,
  ),
  entry(
    122,
    'E',
    'fault',
    ['Kühlwassertemperatur zu hoch (> 95 °C)', 'Coolant temperature too high (> 95 °C)'],
    tooHot,
  ),
  entry(
    123,
    'E',
    'fault',
    ['Abgastemperatur BHKW zu hoch (> 210 °C)', 'Unit exhaust temperature too high (> 210 °C)'],
    tooHot,
  ),
  entry(
    124,
    'E',
    'fault',
    ['Generatoreintritt zu heiß (> 77 °C)', 'Generator inlet too hot (> 77 °C)'],
    tooHot,
  ),
  entry(
    133,
    'E',
    'fault',
    ['Drehzahl im Lauf unter 2300 1/min', 'Speed below 2300 rpm while running'],
    [
      'Die Anlage versucht nach einer Pause einen neuen Start. Wiederholt sich die Störung, rufen Sie Ihren Installateur (Brennstoffversorgung prüfen).',
      'The unit tries a new start after a pause. If the fault repeats, call your installer (fuel supply to be checked).',
    ],
  ),
  entry(162, 'E', 'fault', ['Leistung 500 W über Sollwert', 'Power 500 W above target'], powerOff),
  entry(163, 'E', 'fault', ['Leistung 500 W unter Sollwert', 'Power 500 W below target'], powerOff),
  entry(
    177,
    'H',
    'maintenance',
    ['Wartung erforderlich', 'Maintenance required'],
    [
      'Die Wartung ist fällig. Vereinbaren Sie bald einen Termin mit Ihrem Installateur; nach der Wartung erlischt die Meldung.',
      'Maintenance is due. Arrange a visit of your installer soon; the message clears after the maintenance.',
    ],
  ),
  entry(187, 'E', 'fault', ['Überdrehzahl (> 3000 1/min)', 'Overspeed (> 3000 rpm)'], callNow),
  entry(191, 'E', 'fault', ['Überdrehzahl (> 3500 1/min)', 'Overspeed (> 3500 rpm)'], callNow),
  ...range(200, 232, (c) =>
    c === 216
      ? entry(
          216,
          'E',
          'fault',
          ['Netzspannung zu hoch (> 280 V)', 'Grid voltage too high (> 280 V)'],
          [
            'Die Netzspannung ist zu hoch; die Anlage wartet, bis sie sinkt. Kommt das häufig vor, sprechen Sie Ihren Installateur oder Netzbetreiber an.',
            'The grid voltage is too high; the unit waits until it drops. If this happens often, tell your installer or grid operator.',
          ],
        )
      : entry(
          c,
          'E',
          'fault',
          ['Regler- oder Netzüberwachungsfehler', 'Controller or grid monitor fault'],
          gridFault,
        ),
  ),
  ...range(250, 256, (c) =>
    entry(
      c,
      'E',
      'fault',
      ['Heizkreisfühler gestört', 'Heating-circuit sensor fault'],
      [
        'Der Heizkreis wird ohne diesen Fühler nur eingeschränkt geregelt. Rufen Sie Ihren Installateur, damit er den Fühler prüft.',
        'The heating circuit is controlled only in part without this sensor. Call your installer to check it.',
      ],
    ),
  ),
  entry(610, 'A', 'warning', ['Zusatzbrenner: Warnung', 'Auxiliary burner: warning'], burner),
  entry(620, 'A', 'warning', ['Zusatzbrenner: Störung gemeldet', 'Auxiliary burner: fault reported'], burner),
  entry(630, 'A', 'warning', ['Zusatzbrenner: keine Rückmeldung', 'Auxiliary burner: no feedback'], burner),
  ...range(650, 655, (c) =>
    entry(c, 'A', 'maintenance', ['250-Stunden-Prüfung fällig', '250-hour check due'], check250),
  ),
  entry(
    726,
    'A',
    'warning',
    ['Vorlauftemperatur nach 3 h nicht erreicht', 'Flow temperature not reached after 3 h'],
    [
      'Prüfen Sie, ob gerade ungewöhnlich viel Wärme gebraucht wird (offene Fenster, sehr kalter Tag). Erscheint die Warnung an mehreren Tagen, rufen Sie Ihren Installateur.',
      'Check whether unusually much heat is being used (open windows, a very cold day). If the warning appears on several days, call your installer.',
    ],
  ),
];

/** A 250-hour check due (A650-A655): the warnings that say maintenance is due. */
export function isDachsMaintenanceWarning(code: number): boolean {
  return dachsFaults.some(
    (f) => f.code === code && f.kind === 'maintenance' && f.category === dachsWarningCategory,
  );
}

/** Every code that says maintenance is due: the 250-hour checks and H177 'maintenance required'. */
export function isDachsMaintenanceCode(code: number): boolean {
  return dachsFaults.some((f) => f.code === code && f.kind === 'maintenance');
}

/** Maps the raw Hka_Bd.bStoerung / bWarnung values to catalogue codes (0 = none). */
export function dachsFaultCode(bStoerung: number): number | null {
  return bStoerung === 0 ? null : bStoerung + dachsFaultOffset;
}
export function dachsWarningCode(bWarnung: number): number | null {
  return bWarnung === 0 ? null : bWarnung + dachsWarningOffset;
}
