import { t } from '../define.js';
import type { Bilingual, ChartDefinition, UnitKind } from '../schema.js';
import {
  activityLevelEnum,
  activityNameKeys,
  activityNameTexts,
  buildLayout,
  timeProgramDayActivity,
  value,
} from './common.js';
import { dachsBoards, dachsEnums } from './dachs-ii-boards.js';
import { dachsErrorCategories, dachsFaults } from './dachs-ii-faults.js';

const charts: ChartDefinition[] = [
  {
    name: 'dachsII.leistung',
    label: 'dachsII.chart.leistung',
    type: 'line',
    source: 'trending',
    columns: [
      {
        field: 'Hka_Mw1.sWirkleistung',
        label: 'dachsII.chart.wirkleistung',
        color: '#d9534f',
        aggregate: 'mean',
      },
    ],
    options: { period: 'd', kw: true },
  },
  {
    name: 'dachsII.temperaturen',
    label: 'dachsII.chart.temperaturen',
    type: 'line',
    source: 'quarterHour',
    columns: [
      { field: 'Hka_Mw1.Temp.sbAussen', label: 'dachsII.chart.aussen', color: '#5bc0de', aggregate: 'mean' },
      {
        field: 'Hka_Mw1.Temp.sbVorlauf',
        label: 'dachsII.chart.vorlauf',
        color: '#d9534f',
        aggregate: 'mean',
      },
      {
        field: 'Hka_Mw1.Temp.sbRuecklauf',
        label: 'dachsII.chart.ruecklauf',
        color: '#337ab7',
        aggregate: 'mean',
      },
    ],
    options: { period: 'w' },
  },
  {
    name: 'dachsII.arbeit',
    label: 'dachsII.chart.arbeit',
    type: 'bar',
    source: 'day',
    columns: [
      {
        field: 'Hka_Bd.ulArbeitElektr',
        label: 'dachsII.chart.elektrisch',
        color: '#f0ad4e',
        aggregate: 'delta',
      },
      {
        field: 'Hka_Bd.ulArbeitThermHka',
        label: 'dachsII.chart.thermisch',
        color: '#d9534f',
        aggregate: 'delta',
      },
    ],
    options: { period: 'M', stacked: true },
  },
  {
    name: 'dachsII.laufzeit',
    label: 'dachsII.chart.laufzeit',
    type: 'doughnut',
    source: 'day',
    columns: [
      {
        field: 'Hka_Bd.ulBetriebssekunden',
        label: 'dachsII.chart.betriebsstunden',
        color: '#5cb85c',
        aggregate: 'delta',
      },
    ],
    options: { period: 'y' },
  },
];

const screenTexts: Record<string, Bilingual> = {
  ...activityNameTexts,
  'dachsII.page.dashboard': t('Übersicht', 'Overview'),
  'dachsII.page.betriebsdaten': t('Betriebsdaten', 'Operating data'),
  'dachsII.page.temperaturen': t('Temperaturen', 'Temperatures'),
  'dachsII.page.heizung': t('Heizung und Warmwasser', 'Heating and hot water'),
  'dachsII.page.stromfuehrung': t('Stromführung', 'Power-led operation'),
  'dachsII.group.status': t('Status', 'Status'),
  'dachsII.group.speicher': t('Speicher', 'Buffer tank'),
  'dachsII.group.verlauf': t('Verlauf', 'History'),
  'dachsII.group.zaehler': t('Zähler', 'Counters'),
  'dachsII.group.temperaturen': t('Temperaturen', 'Temperatures'),
  'dachsII.group.heizkurve': t('Heizkurve', 'Heating curve'),
  'dachsII.group.warmwasser': t('Warmwasser', 'Hot water'),
  'dachsII.group.zeitprogramm': t('Zeitprogramm', 'Time program'),
  'dachsII.item.status': t('Betriebszustand', 'Operating state'),
  'dachsII.item.rings': t('Leistung und Temperaturen', 'Power and temperatures'),
  'dachsII.item.laufraster': t('Laufraster heute', "Today's run grid"),
  'dachsII.item.puffer': t('Pufferspeicher', 'Buffer tank'),
  'dachsII.item.zaehler': t('Zählerstände', 'Counter readings'),
  'dachsII.item.module': t('Module', 'Modules'),
  'dachsII.item.abgas': t('Abgas und Motor', 'Exhaust and engine'),
  'dachsII.item.heizwasser': t('Heizwasser', 'Heating water'),
  'dachsII.item.bild': t('Anlagenbild', 'Unit picture'),
  'dachsII.item.heizkurve': t('Heizkurve Heizkreis 1', 'Heating curve circuit 1'),
  'dachsII.item.heizkurveWerte': t('Heizkurvenparameter', 'Heating curve parameters'),
  'dachsII.item.warmwasser': t('Warmwasser', 'Hot water'),
  'dachsII.item.fuehrung': t('Führungsart und externe Anforderung', 'Control mode and external demand'),
  'dachsII.item.zeitprogramm': t('Zeitprogramme', 'Time programs'),
  'dachsII.help.laufraster': t(
    'Jede Spalte ist eine Viertelstunde; die Farbe zeigt die Leistungsstufe.',
    'Each column is a quarter hour; the colour shows the power level.',
  ),
  'dachsII.image.alt': t('Dachs BHKW', 'Dachs CHP unit'),
  'dachsII.table.aktuell': t('Aktuell', 'Current'),
  'dachsII.table.jahresende': t('Am 31.12.', 'On 31 Dec'),
  'dachsII.table.betriebsstunden': t('Betriebsstunden', 'Operating hours'),
  'dachsII.table.starts': t('Starts', 'Starts'),
  'dachsII.table.elektrisch': t('Elektrische Arbeit', 'Electrical energy'),
  'dachsII.table.thermisch': t('Thermische Arbeit', 'Thermal energy'),
  'dachsII.table.kondenser': t('Thermische Arbeit Kondenser', 'Condenser energy'),
  'dachsII.ring.leistung': t('Leistung', 'Power'),
  'dachsII.ring.vorlauf': t('Vorlauf', 'Flow'),
  'dachsII.ring.ruecklauf': t('Rücklauf', 'Return'),
  'dachsII.chart.leistung': t('Leistung', 'Power'),
  'dachsII.chart.wirkleistung': t('Wirkleistung', 'Active power'),
  'dachsII.chart.temperaturen': t('Temperaturen', 'Temperatures'),
  'dachsII.chart.aussen': t('Außen', 'Outside'),
  'dachsII.chart.vorlauf': t('Vorlauf', 'Flow'),
  'dachsII.chart.ruecklauf': t('Rücklauf', 'Return'),
  'dachsII.chart.arbeit': t('Erzeugte Arbeit', 'Energy produced'),
  'dachsII.chart.elektrisch': t('Elektrisch', 'Electrical'),
  'dachsII.chart.thermisch': t('Thermisch', 'Thermal'),
  'dachsII.chart.laufzeit': t('Laufzeit', 'Run time'),
  'dachsII.chart.betriebsstunden': t('Betriebsstunden', 'Operating hours'),
  'dachsII.warning.wartung': t('Wartung fällig', 'Maintenance due'),
};

const layout = buildLayout('dachsII', [
  {
    name: 'dashboard',
    label: 'dachsII.page.dashboard',
    warnings: ['dachsII.warning.wartung'],
    groups: [
      {
        id: 'status',
        label: 'dachsII.group.status',
        items: [
          {
            name: 'status',
            label: 'dachsII.item.status',
            contents: [
              value('Hka_Mw1', 'bMotorStatus'),
              value('Hka_Mw1', 'sWirkleistung'),
              value('Hka_Mw1', 'usDrehzahl'),
              value('Hka_Bd', 'bStoerung'),
              value('Hka_Bd', 'bWarnung'),
              value('Wartung_Cache', 'fStehtAn'),
            ],
          },
          {
            name: 'rings',
            label: 'dachsII.item.rings',
            contents: [
              {
                type: 'rings',
                parameters: {
                  rings: [
                    { key: 'Hka_Mw1.sWirkleistung', min: 0, max: 5.5, label: 'dachsII.ring.leistung' },
                    { key: 'Hka_Mw1.Temp.sbVorlauf', min: 0, max: 90, label: 'dachsII.ring.vorlauf' },
                    { key: 'Hka_Mw1.Temp.sbRuecklauf', min: 0, max: 90, label: 'dachsII.ring.ruecklauf' },
                  ],
                },
              },
            ],
          },
          {
            name: 'laufraster',
            label: 'dachsII.item.laufraster',
            help: 'dachsII.help.laufraster',
            contents: [
              {
                type: 'activityScreen',
                board: 'Laufraster15Min_aktTag',
                parameters: {
                  startsKey: 'Laufraster15Min_aktTag.bDoppelstunde',
                  timeOfDayKey: 'Hka_Mw1.tUhrzeit',
                  activityNames: activityNameKeys,
                  dayOffset: 0,
                  showLegend: true,
                },
              },
            ],
          },
        ],
      },
      {
        id: 'speicher',
        label: 'dachsII.group.speicher',
        items: [
          {
            name: 'puffer',
            label: 'dachsII.item.puffer',
            contents: [
              {
                type: 'dachs2Buffertank',
                parameters: {
                  sensors: 4,
                  sensorKeys: [
                    'Hka_Mw1.Temp.sbFuehler1',
                    'Hka_Mw1.Temp.sbFuehler2',
                    'Hka_Mw1.Temp.sbZS_Fuehler3',
                    'Hka_Mw1.Temp.sbZS_Fuehler4',
                  ],
                  flowKey: 'Hka_Mw1.Temp.sbVorlauf',
                  returnKey: 'Hka_Mw1.Temp.sbRuecklauf',
                },
              },
            ],
          },
        ],
      },
      {
        id: 'verlauf',
        label: 'dachsII.group.verlauf',
        items: [{ name: 'leistungChart', label: 'dachsII.chart.leistung', chart: 'dachsII.leistung' }],
      },
    ],
  },
  {
    name: 'betriebsdaten',
    label: 'dachsII.page.betriebsdaten',
    chartMode: true,
    groups: [
      {
        id: 'zaehler',
        label: 'dachsII.group.zaehler',
        items: [
          {
            name: 'zaehler',
            label: 'dachsII.item.zaehler',
            contents: [
              {
                type: 'table',
                parameters: {
                  columns: [{ label: 'dachsII.table.aktuell' }, { label: 'dachsII.table.jahresende' }],
                  rows: [
                    {
                      label: 'dachsII.table.betriebsstunden',
                      keys: ['Hka_Bd.ulBetriebssekunden', 'BD3112.Hka_Bd.ulBetriebssekunden'],
                    },
                    {
                      label: 'dachsII.table.starts',
                      keys: ['Hka_Bd.ulAnzahlStarts', 'BD3112.Hka_Bd.ulAnzahlStarts'],
                    },
                    {
                      label: 'dachsII.table.elektrisch',
                      keys: ['Hka_Bd.ulArbeitElektr', 'BD3112.Hka_Bd.ulArbeitElektr'],
                    },
                    {
                      label: 'dachsII.table.thermisch',
                      keys: ['Hka_Bd.ulArbeitThermHka', 'BD3112.Hka_Bd.ulArbeitThermHka'],
                    },
                    {
                      label: 'dachsII.table.kondenser',
                      keys: ['Hka_Bd.ulArbeitThermKon', 'BD3112.Hka_Bd.ulArbeitThermKon'],
                    },
                  ],
                },
              },
            ],
          },
          {
            name: 'module',
            label: 'dachsII.item.module',
            visibility: 'partner',
            contents: [
              value('Mm', 'ModulSteuerung.fModulLaeuft', false, 0),
              value('Mm', 'ModulSteuerung.fModulVerfuegbar', false, 0),
            ],
          },
          { name: 'arbeitChart', label: 'dachsII.chart.arbeit', chart: 'dachsII.arbeit' },
          { name: 'laufzeitChart', label: 'dachsII.chart.laufzeit', chart: 'dachsII.laufzeit' },
        ],
      },
    ],
  },
  {
    name: 'temperaturen',
    label: 'dachsII.page.temperaturen',
    groups: [
      {
        id: 'temperaturen',
        label: 'dachsII.group.temperaturen',
        items: [
          {
            name: 'abgas',
            label: 'dachsII.item.abgas',
            contents: [
              'Temp.sAbgasHKA',
              'Temp.sAbgasMotor',
              'Temp.sKapsel',
              'Temp.sbMotor',
              'Temp.sbGen',
              'Temp.sbRegler',
            ].map((n) => value('Hka_Mw1', n)),
          },
          {
            name: 'heizwasser',
            label: 'dachsII.item.heizwasser',
            contents: [
              'Temp.sbAussen',
              'Temp.sbVorlauf',
              'Temp.sbRuecklauf',
              'Solltemp.sbVorlauf',
              'Solltemp.sbRuecklauf',
            ].map((n) => value('Hka_Mw1', n)),
          },
          {
            name: 'bild',
            label: 'dachsII.item.bild',
            contents: [{ type: 'image', image: 'dachs-ii.svg', parameters: { alt: 'dachsII.image.alt' } }],
          },
          { name: 'temperaturChart', label: 'dachsII.chart.temperaturen', chart: 'dachsII.temperaturen' },
        ],
      },
    ],
  },
  {
    name: 'heizung',
    label: 'dachsII.page.heizung',
    groups: [
      {
        id: 'heizkurve',
        label: 'dachsII.group.heizkurve',
        items: [
          {
            name: 'heizkurve',
            label: 'dachsII.item.heizkurve',
            contents: [
              {
                type: 'heizkurve',
                board: 'Hk_Ew',
                editable: true,
                parameters: {
                  variant: 'dachs',
                  outsideKey: 'Hka_Mw1.Temp.sbAussen',
                  plus15Key: 'Hk_Ew.Heizkreis1.Heizkurve.sbSollVorlaufPlus15',
                  minus10Key: 'Hk_Ew.Heizkreis1.Heizkurve.sbSollVorlaufMinus10',
                  shiftDayKey: 'Hk_Ew.Heizkreis1.Heizkurve.sbParallelTag',
                  shiftNightKey: 'Hk_Ew.Heizkreis1.Heizkurve.sbParallelNacht',
                  lowerKey: 'Hk_Ew.Heizkreis1.Heizkurve.sbUntereGrenze',
                  upperKey: 'Hk_Ew.Heizkreis1.Heizkurve.sbObereGrenze',
                },
              },
            ],
          },
          {
            name: 'heizkurveWerte',
            label: 'dachsII.item.heizkurveWerte',
            contents: [
              'sbSollVorlaufPlus15',
              'sbSollVorlaufMinus10',
              'sbParallelTag',
              'sbParallelNacht',
              'sbUntereGrenze',
              'sbObereGrenze',
              'bHysterese',
            ]
              .map((n) => value('Hk_Ew', `Heizkreis1.Heizkurve.${n}`, true))
              .concat([value('Hk_Bd', 'Heizkreis1.sbVorlaufSoll'), value('Hk_Bd', 'Heizkreis1.fPumpeAn')]),
          },
        ],
      },
      {
        id: 'warmwasser',
        label: 'dachsII.group.warmwasser',
        items: [
          {
            name: 'warmwasser',
            label: 'dachsII.item.warmwasser',
            contents: [
              value('Ww_Ew', 'Warmwasser.sbSollTemp', true),
              value('Hka_Mw1', 'Temp.sbZS_Warmwasser'),
              value('Hka_Mw1', 'Aktor.bWwPumpe'),
              value('Ww_Bd', 'ulWwMengepA'),
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'stromfuehrung',
    label: 'dachsII.page.stromfuehrung',
    groups: [
      {
        id: 'zeitprogramm',
        label: 'dachsII.group.zeitprogramm',
        items: [
          {
            name: 'fuehrung',
            label: 'dachsII.item.fuehrung',
            contents: [
              value('Hka_Ew', 'bFuehrungHKA', true),
              value('Stromf_Ew', 'Anforderung_GLT.bAktiv', true),
              value('Stromf_Ew', 'Anforderung_GLT.bAnzahlModule', true),
            ],
          },
          {
            name: 'zeitprogramm',
            label: 'dachsII.item.zeitprogramm',
            contents: [
              {
                type: 'timeProgram',
                board: 'Stromf_Ew',
                editable: true,
                parameters: {
                  prefix: 'Zeitprogramm',
                  suffix: '',
                  count: 3,
                  temps: true,
                  type: 'ActivityOperated',
                  activityNames: activityNameKeys,
                },
              },
            ],
          },
        ],
      },
    ],
  },
]);

export const dachsII: UnitKind = {
  productGroup: 'dachsII',
  label: t('Dachs (aktuelle Generation)', 'Dachs (current generation)'),
  defaultModule: 'L1',
  boards: dachsBoards,
  enums: [...dachsEnums, activityLevelEnum],
  structures: [timeProgramDayActivity],
  layout,
  charts,
  screenTexts,
  errorCategories: dachsErrorCategories,
  faults: dachsFaults,
  // Facts 1a: motor states 20-31 are the start sequence (preparation to synchronous window: over
  // 2000 rpm already, but no power yet); 32 is the generator on the grid, the unit running; 10 is a
  // fault shutdown awaiting reset.
  glance: {
    starting: { key: 'Hka_Mw1.bMotorStatus', equals: [20, 21, 22, 30, 31] },
    running: { key: 'Hka_Mw1.bMotorStatus', equals: [32] },
    output: 'Hka_Mw1.sWirkleistung',
    locked: { key: 'Hka_Mw1.bMotorStatus', equals: [10] },
    maintenanceDue: { key: 'Wartung_Cache.fStehtAn', equals: [1] },
    service: {
      hours: 'Hka_Bd.ulBetriebssekunden',
      hoursAtService: 'Wartung_Cache.ulBetriebssekundenBei',
      interval: 'Wartung_Cache.usIntervall',
    },
  },
};
