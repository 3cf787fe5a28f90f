import { counter, dataPoint, enumeration, flag, t, temperature } from '../define.js';
import type { Board, EnumDefinition } from '../schema.js';
import { weekdayCount } from './common.js';
import {
  dachsFaultCategory,
  dachsFaultOffset,
  dachsWarningCategory,
  dachsWarningOffset,
} from './dachs-ii-faults.js';

// Boards and keys of the current Dachs (facts 1a GLT key list). Where the facts name only a group
// (heating-curve, hot-water and time-program parameters), the leaf names below are ours.

export const dachsEnums: EnumDefinition[] = [
  enumeration('Hka_Motorstatus', [
    // Worded as the run state every screen shows (issue 40, 35): idle, starting (20-31), running.
    [0, t('Steht', 'Idle')],
    [10, t('Störabschaltung', 'Fault shutdown')],
    [11, t('Abschaltung', 'Shutdown')],
    [12, t('Abschaltung', 'Shutdown')],
    [20, t('Startet: Vorbereitung', 'Starting: preparation')],
    [21, t('Startet: Einleitung', 'Starting: initiation')],
    [22, t('Startet: Anlasser ein', 'Starting: starter on')],
    [30, t('Startet: Hochlauf', 'Starting: run-up')],
    [31, t('Startet: Synchronisieren', 'Starting: synchronising')],
    [32, t('Läuft: Generator am Netz', 'Running: generator on grid')],
  ]),
  enumeration('Hka_Fuehrung', [
    [0, t('Wärmegeführt', 'Heat-led')],
    [1, t('Stromgeführt', 'Power-led')],
    [2, t('Wärme- und stromgeführt', 'Heat- and power-led')],
  ]),
  enumeration('Hka_Meldungstyp', [
    [0, t('Störung', 'Fault')],
    [1, t('Warnung', 'Warning')],
    [2, t('Wartung fällig (Stunden)', 'Maintenance due (hours)')],
    [3, t('Wartung fällig (Tage)', 'Maintenance due (days)')],
    [4, t('Wartung durchgeführt', 'Maintenance done')],
    [5, t('Warnung Brenner', 'Burner warning')],
  ]),
];

/** Part number (Hka_Bd_Stat.uchTeilenummer) to model (facts 1a). */
export const dachsModelByPartNumber: Readonly<Record<string, string>> = {
  '4700107000': 'Dachs G 5.5',
  '4700164000': 'Dachs G 5.0',
  '4700135000': 'Dachs F 5.5',
  '4700186000': 'Dachs HR 5.3',
};

const op = ['Betriebsdaten'];

export const hkaBd: Board = {
  name: 'Hka_Bd',
  label: t('Betriebsdaten', 'Operating data'),
  dataPoints: [
    dataPoint('Anforderung.ModulAnzahl', 'BD001', {
      type: 'uint',
      typeName: 'UINT8',
      obdClass: 'Signal',
      label: t('Angeforderte Module', 'Modules requested'),
    }),
    dataPoint('Anforderung.UStromF_Anf.bFlagSF', 'BD002', {
      type: 'uint',
      typeName: 'UINT8',
      obdClass: 'Signal',
      label: t('Quellen Stromanforderung (Bitfeld)', 'Power-led demand sources (bit field)'),
    }),
    dataPoint('UStromF_Frei.bFreigabe', 'BD003', {
      type: 'uint',
      typeName: 'UINT8',
      obdClass: 'Signal',
      label: t('Freigabe stromgeführt (255 = frei)', 'Power-led release (255 = released)'),
    }),
    dataPoint('bStoerung', 'BD004', {
      type: 'uint',
      typeName: 'UINT8',
      obdClass: 'Signal',
      label: t('Aktuelle Störung', 'Current fault'),
      valueFormatter: { type: 'faultCode', category: dachsFaultCategory, offset: dachsFaultOffset },
    }),
    dataPoint('bWarnung', 'BD005', {
      type: 'uint',
      typeName: 'UINT8',
      obdClass: 'Signal',
      label: t('Aktuelle Warnung', 'Current warning'),
      valueFormatter: { type: 'faultCode', category: dachsWarningCategory, offset: dachsWarningOffset },
    }),
    flag('UHka_Anf.Anforderung.fStrom', 'BD006', t('Stromanforderung', 'Power demand')),
    dataPoint('UHka_Anf.usAnforderung', 'BD007', {
      type: 'uint',
      obdClass: 'Signal',
      label: t('Laufanforderung (Bitfeld)', 'Run demand (bit field)'),
    }),
    dataPoint('UHka_Frei.usFreigabe', 'BD008', {
      type: 'uint',
      obdClass: 'Signal',
      label: t('Lauffreigabe (65535 = bereit)', 'Run release (65535 = ready)'),
    }),
    {
      ...counter(
        'ulArbeitElektr',
        'BD009',
        'kWh',
        t('Erzeugte elektrische Arbeit', 'Electrical energy produced'),
      ),
      functionGroups: op,
    },
    {
      ...counter('ulArbeitThermHka', 'BD010', 'kWh', t('Thermische Arbeit BHKW', 'Thermal energy (unit)')),
      functionGroups: op,
    },
    {
      ...counter(
        'ulArbeitThermKon',
        'BD011',
        'kWh',
        t('Thermische Arbeit Kondenser', 'Thermal energy (condenser)'),
      ),
      functionGroups: op,
    },
    {
      ...counter('ulBetriebssekunden', 'BD012', 'h', t('Betriebsstunden', 'Operating hours')),
      functionGroups: op,
    },
    { ...counter('ulAnzahlStarts', 'BD013', '', t('Anzahl Starts', 'Number of starts')), functionGroups: op },
  ],
};

export const hkaBdStat: Board = {
  name: 'Hka_Bd_Stat',
  label: t('Statische Daten', 'Static data'),
  dataPoints: [
    // 10 digits; text lengths are exclusive (spec 5), hence 11.
    dataPoint('uchSeriennummer', 'ST001', {
      type: 'visibleString',
      obdClass: 'Parameter',
      length: 11,
      label: t('Seriennummer', 'Serial number'),
    }),
    dataPoint('uchTeilenummer', 'ST002', {
      type: 'visibleString',
      obdClass: 'Parameter',
      length: 11,
      label: t('Teilenummer', 'Part number'),
    }),
    dataPoint('ulInbetriebnahmedatum', 'ST003', {
      type: 'uint',
      typeName: 'UINT32',
      unit: 's',
      obdClass: 'Parameter',
      label: t('Inbetriebnahme (Sekunden seit 1.1.2000)', 'Commissioning (seconds since 1 Jan 2000)'),
    }),
  ],
};

export const bd3112: Board = {
  name: 'BD3112',
  label: t('Stand 31. Dezember', 'As of 31 December'),
  dataPoints: [
    counter(
      'Hka_Bd.ulBetriebssekunden',
      'JA001',
      'h',
      t('Betriebsstunden am 31.12.', 'Operating hours on 31 Dec'),
    ),
    counter('Hka_Bd.ulAnzahlStarts', 'JA002', '', t('Starts am 31.12.', 'Starts on 31 Dec')),
    counter(
      'Hka_Bd.ulArbeitElektr',
      'JA003',
      'kWh',
      t('Elektrische Arbeit am 31.12.', 'Electrical energy on 31 Dec'),
    ),
    counter(
      'Hka_Bd.ulArbeitThermHka',
      'JA004',
      'kWh',
      t('Thermische Arbeit BHKW am 31.12.', 'Thermal energy (unit) on 31 Dec'),
    ),
    counter(
      'Hka_Bd.ulArbeitThermKon',
      'JA005',
      'kWh',
      t('Thermische Arbeit Kondenser am 31.12.', 'Thermal energy (condenser) on 31 Dec'),
    ),
    counter('Ww_Bd.ulWwMengepA', 'JA006', 'm³', t('Warmwassermenge pro Jahr', 'Hot water per year')),
  ],
};

export const brennerBd: Board = {
  name: 'Brenner_Bd',
  label: t('Zusatzbrenner', 'Auxiliary burner'),
  dataPoints: [
    dataPoint('bIstStatus', 'BR001', {
      type: 'uint',
      typeName: 'UINT8',
      obdClass: 'Signal',
      label: t('Brennerstatus', 'Burner state'),
    }),
    // Names differ from Hka_Bd's: clients find a data point's board and text by its name alone.
    dataPoint('bBrennerWarnung', 'BR002', {
      type: 'uint',
      typeName: 'UINT8',
      obdClass: 'Signal',
      label: t('Brennerwarnung', 'Burner warning'),
      valueFormatter: { type: 'faultCode', category: dachsWarningCategory, offset: dachsWarningOffset },
    }),
    counter('ulBrennerStarts', 'BR003', '', t('Brennerstarts', 'Burner starts')),
    counter('ulBrennerBetriebssekunden', 'BR004', 'h', t('Brennerbetriebsstunden', 'Burner operating hours')),
  ],
};

export const hkaMw1: Board = {
  name: 'Hka_Mw1',
  label: t('Messwerte', 'Measurements'),
  dataPoints: [
    temperature('Temp.sAbgasHKA', 'MW001', t('Abgastemperatur BHKW', 'Unit exhaust temperature'), 'INT16'),
    temperature(
      'Temp.sAbgasMotor',
      'MW002',
      t('Abgastemperatur Motor', 'Engine exhaust temperature'),
      'INT16',
    ),
    temperature('Temp.sKapsel', 'MW003', t('Kapseltemperatur', 'Capsule temperature'), 'INT16'),
    temperature('Temp.sbAussen', 'MW004', t('Außentemperatur', 'Outside temperature')),
    temperature('Temp.sbVorlauf', 'MW005', t('Vorlauftemperatur', 'Flow temperature')),
    temperature('Temp.sbRuecklauf', 'MW006', t('Rücklauftemperatur', 'Return temperature')),
    temperature('Temp.sbFuehler1', 'MW007', t('Fühler 1 (Speicher oben)', 'Sensor 1 (tank top)')),
    temperature('Temp.sbFuehler2', 'MW008', t('Fühler 2', 'Sensor 2')),
    temperature('Temp.sbGen', 'MW009', t('Generatortemperatur', 'Generator temperature')),
    temperature('Temp.sbMotor', 'MW010', t('Motortemperatur', 'Engine temperature')),
    temperature('Temp.sbRegler', 'MW011', t('Reglertemperatur', 'Controller temperature')),
    temperature('Temp.sbZS_Vorlauf1', 'MW012', t('Vorlauf Heizkreis 1', 'Flow heating circuit 1')),
    temperature('Temp.sbZS_Vorlauf2', 'MW013', t('Vorlauf Heizkreis 2', 'Flow heating circuit 2')),
    temperature('Temp.sbZS_Warmwasser', 'MW014', t('Warmwassertemperatur', 'Hot water temperature')),
    temperature('Temp.sbZS_Fuehler3', 'MW015', t('Fühler 3', 'Sensor 3')),
    temperature('Temp.sbZS_Fuehler4', 'MW016', t('Fühler 4 (Speicher unten)', 'Sensor 4 (tank bottom)')),
    temperature('Solltemp.sbVorlauf', 'MW017', t('Vorlauf-Solltemperatur', 'Flow set point')),
    temperature('Solltemp.sbRuecklauf', 'MW018', t('Rücklauf-Solltemperatur', 'Return set point')),
    dataPoint('Aktor.bWwPumpe', 'MW019', {
      type: 'uint',
      typeName: 'UINT8',
      unit: '%',
      obdClass: 'Signal',
      label: t('Warmwasserladepumpe', 'DHW charging pump'),
    }),
    // The relay outputs are the bits of the controller's actuator byte, in this order.
    { ...flag('Aktor.fMischer1Auf', 'MW020', t('Mischer 1 auf', 'Mixer 1 opening')), bitOffset: 0 },
    {
      ...flag('Aktor.fUPHeizkreis1', 'MW021', t('Umwälzpumpe Heizkreis 1', 'Heating circuit 1 pump')),
      bitOffset: 1,
    },
    { ...flag('Aktor.fUPZirkulation', 'MW022', t('Zirkulationspumpe', 'Circulation pump')), bitOffset: 2 },
    { ...flag('Aktor.fStoerung', 'MW023', t('Relais Störung', 'Fault relay')), bitOffset: 3 },
    { ...flag('Aktor.fWartung', 'MW024', t('Relais Wartung', 'Maintenance relay')), bitOffset: 4 },
    dataPoint('sWirkleistung', 'MW025', {
      type: 'int',
      gain: 0.01,
      unit: 'kW',
      obdClass: 'Signal',
      label: t('Wirkleistung', 'Active power'),
    }),
    dataPoint('ulMotorlaufsekunden', 'MW026', {
      type: 'uint',
      typeName: 'UINT32',
      unit: 's',
      obdClass: 'Signal',
      label: t('Laufzeit seit Start', 'Run time since start'),
    }),
    dataPoint('usDrehzahl', 'MW027', {
      type: 'uint',
      unit: '1/min',
      obdClass: 'Signal',
      label: t('Drehzahl', 'Engine speed'),
    }),
    dataPoint('bMotorStatus', 'MW028', {
      type: 'enum',
      enumName: 'Hka_Motorstatus',
      obdClass: 'Signal',
      label: t('Motorstatus', 'Engine state'),
    }),
    dataPoint('tUhrzeit', 'MW029', {
      type: 'timeOfDay',
      unit: 'min',
      obdClass: 'Signal',
      label: t('Uhrzeit Regler', 'Controller time of day'),
    }),
  ],
};

export const hkaEw: Board = {
  name: 'Hka_Ew',
  label: t('Einstellwerte', 'Settings'),
  dataPoints: [
    dataPoint('bFuehrungHKA', 'EW001', {
      type: 'enum',
      enumName: 'Hka_Fuehrung',
      obdClass: 'Parameter',
      writable: true,
      menuItem: { min: 0, max: 2 },
      label: t('Führungsart', 'Control mode'),
    }),
  ],
};

export const stromfEw: Board = {
  name: 'Stromf_Ew',
  label: t('Stromführung', 'Power-led operation'),
  dataPoints: [
    // The only keys the real GLT interface lets third parties write (facts 1a).
    dataPoint('Anforderung_GLT.bAktiv', 'SF001', {
      type: 'bool',
      obdClass: 'Parameter',
      writable: true,
      label: t('Externe Stromanforderung aktiv (10 min)', 'External power demand active (10 min)'),
    }),
    dataPoint('Anforderung_GLT.bAnzahlModule', 'SF002', {
      type: 'uint',
      typeName: 'UINT8',
      obdClass: 'Parameter',
      writable: true,
      menuItem: { min: 0, max: 10, increment: 1 },
      label: t('Angeforderte Module extern', 'Modules requested externally'),
    }),
    ...[1, 2, 3].map((n) =>
      dataPoint(`Zeitprogramm${n}`, `SF${String(2 + n).padStart(3, '0')}`, {
        type: 'struct',
        structName: 'TimeProgramDayActivity',
        obdClass: 'Parameter',
        writable: true,
        arrayLength: weekdayCount,
        label: t(`Zeitprogramm ${n}`, `Time program ${n}`),
      }),
    ),
  ],
};

const curve = (name: string, code: string, label: ReturnType<typeof t>, min: number, max: number) =>
  dataPoint(`Heizkreis1.Heizkurve.${name}`, code, {
    type: 'int',
    typeName: 'INT8',
    unit: name === 'bHysterese' ? 'K' : name.includes('Parallel') ? 'K' : '°C',
    obdClass: 'Parameter',
    writable: true,
    menuItem: { min, max, increment: 1 },
    functionGroups: ['Heizkurve'],
    label,
  });

export const hkEw: Board = {
  name: 'Hk_Ew',
  label: t('Heizkreis-Einstellungen', 'Heating circuit settings'),
  dataPoints: [
    curve(
      'sbSollVorlaufPlus15',
      'HK001',
      t('Vorlaufsoll bei +15 °C außen', 'Flow set point at +15 °C outside'),
      20,
      60,
    ),
    curve(
      'sbSollVorlaufMinus10',
      'HK002',
      t('Vorlaufsoll bei -10 °C außen', 'Flow set point at -10 °C outside'),
      25,
      85,
    ),
    curve('sbParallelTag', 'HK003', t('Parallelverschiebung Tag', 'Parallel shift day'), -10, 10),
    curve('sbParallelNacht', 'HK004', t('Parallelverschiebung Nacht', 'Parallel shift night'), -20, 10),
    curve('sbUntereGrenze', 'HK005', t('Untere Begrenzung', 'Lower limit'), 10, 50),
    curve('sbObereGrenze', 'HK006', t('Obere Begrenzung', 'Upper limit'), 40, 85),
    curve('bHysterese', 'HK007', t('Hysterese', 'Hysteresis'), 1, 10),
  ],
};

export const hkBd: Board = {
  name: 'Hk_Bd',
  label: t('Heizkreis-Betriebsdaten', 'Heating circuit data'),
  dataPoints: [
    temperature(
      'Heizkreis1.sbVorlaufSoll',
      'HB001',
      t('Vorlaufsoll Heizkreis 1', 'Flow set point circuit 1'),
    ),
    flag('Heizkreis1.fPumpeAn', 'HB002', t('Pumpe Heizkreis 1 an', 'Circuit 1 pump on')),
  ],
};

export const wwEw: Board = {
  name: 'Ww_Ew',
  label: t('Warmwasser-Einstellungen', 'Hot water settings'),
  dataPoints: [
    dataPoint('Warmwasser.sbSollTemp', 'WW001', {
      type: 'int',
      typeName: 'INT8',
      unit: '°C',
      obdClass: 'Parameter',
      writable: true,
      menuItem: { min: 40, max: 65, increment: 1 },
      label: t('Warmwasser-Solltemperatur', 'Hot water set point'),
    }),
  ],
};

export const wwBd: Board = {
  name: 'Ww_Bd',
  label: t('Warmwasser-Betriebsdaten', 'Hot water data'),
  dataPoints: [
    counter('ulWwMengepA', 'WB001', 'm³', t('Warmwassermenge laufendes Jahr', 'Hot water this year')),
  ],
};

export const laufraster: Board = {
  name: 'Laufraster15Min_aktTag',
  label: t('Laufraster heute', "Today's run grid"),
  dataPoints: [
    // 12 two-hour blocks of 8 bits: 4 quarter-hour slots × 2-bit activity level each.
    dataPoint('bDoppelstunde', 'LR001', {
      type: 'uint',
      typeName: 'UINT8',
      obdClass: 'Signal',
      arrayLength: 12,
      label: t('Laufraster je Doppelstunde', 'Run grid per two hours'),
    }),
  ],
};

export const mm: Board = {
  name: 'Mm',
  label: t('Mehrmodul', 'Multi-module'),
  dataPoints: [
    // GLT spells these Mm[i].ModulSteuerung.*; here the module number is the array index.
    {
      ...flag('ModulSteuerung.fModulLaeuft', 'MM001', t('Modul läuft', 'Module running')),
      array: true,
      length: 10,
    },
    {
      ...flag('ModulSteuerung.fModulVerfuegbar', 'MM002', t('Modul verfügbar', 'Module available')),
      array: true,
      length: 10,
    },
  ],
};

export const wartungCache: Board = {
  name: 'Wartung_Cache',
  label: t('Wartung', 'Maintenance'),
  dataPoints: [
    flag('fStehtAn', 'WA001', t('Wartung fällig', 'Maintenance due')),
    dataPoint('usIntervall', 'WA002', {
      type: 'uint',
      unit: 'h',
      obdClass: 'Parameter',
      label: t('Wartungsintervall', 'Maintenance interval'),
    }),
    // The GLT names it in seconds but reports the hours counter's reading at the last service.
    dataPoint('ulBetriebssekundenBei', 'WA003', {
      type: 'uint',
      unit: 'h',
      obdClass: 'Parameter',
      label: t('Betriebsstunden bei der letzten Wartung', 'Operating hours at the last service'),
    }),
  ],
};

export const dachsBoards: Board[] = [
  hkaBd,
  hkaBdStat,
  bd3112,
  brennerBd,
  hkaMw1,
  hkaEw,
  stromfEw,
  hkEw,
  hkBd,
  wwEw,
  wwBd,
  laufraster,
  mm,
  wartungCache,
];
