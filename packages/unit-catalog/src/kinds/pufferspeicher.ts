import { dataPoint, t, temperature } from '../define.js';
import type { UnitKind } from '../schema.js';
import { buildLayout, value } from './common.js';

// Buffer tank with 2–4 sensors (spec 9, default 4). All four sensor data points exist; bAnzahlFuehler
// says how many are fitted, and the simulator reports absent ones as 127 like the Dachs does.

const sensorKeys = [
  'Puffer_Mw.sFuehler1',
  'Puffer_Mw.sFuehler2',
  'Puffer_Mw.sFuehler3',
  'Puffer_Mw.sFuehler4',
];

export const pufferspeicher: UnitKind = {
  productGroup: 'pufferspeicher',
  label: t('Pufferspeicher', 'Buffer tank'),
  defaultModule: 'L1',
  boards: [
    {
      name: 'Puffer_Mw',
      label: t('Messwerte', 'Measurements'),
      dataPoints: [
        temperature('sFuehler1', 'PM001', t('Fühler 1 (oben)', 'Sensor 1 (top)'), 'INT16', 0.1),
        temperature('sFuehler2', 'PM002', t('Fühler 2', 'Sensor 2'), 'INT16', 0.1),
        temperature('sFuehler3', 'PM003', t('Fühler 3', 'Sensor 3'), 'INT16', 0.1),
        temperature('sFuehler4', 'PM004', t('Fühler 4 (unten)', 'Sensor 4 (bottom)'), 'INT16', 0.1),
        dataPoint('usLadezustand', 'PM005', {
          type: 'uint',
          unit: '%',
          obdClass: 'Signal',
          label: t('Ladezustand', 'Charge level'),
        }),
      ],
    },
    {
      name: 'Puffer_Ew',
      label: t('Einstellwerte', 'Settings'),
      dataPoints: [
        dataPoint('bAnzahlFuehler', 'PE001', {
          type: 'uint',
          typeName: 'UINT8',
          obdClass: 'Parameter',
          writable: true,
          menuItem: { min: 2, max: 4, increment: 1 },
          label: t('Anzahl Fühler', 'Number of sensors'),
        }),
        dataPoint('uchBezeichnung', 'PE002', {
          type: 'visibleString',
          length: 21,
          obdClass: 'Parameter',
          writable: true,
          label: t('Bezeichnung', 'Designation'),
        }),
      ],
    },
  ],
  enums: [],
  structures: [],
  layout: buildLayout('pufferspeicher', [
    {
      name: 'dashboard',
      label: 'pufferspeicher.page.dashboard',
      groups: [
        {
          id: 'speicher',
          label: 'pufferspeicher.group.speicher',
          items: [
            {
              name: 'speicher',
              label: 'pufferspeicher.item.speicher',
              contents: [{ type: 'dachs2Buffertank', parameters: { sensors: 4, sensorKeys } }],
            },
            {
              name: 'werte',
              label: 'pufferspeicher.item.werte',
              contents: [
                value('Puffer_Mw', 'usLadezustand'),
                value('Puffer_Ew', 'bAnzahlFuehler', true),
                value('Puffer_Ew', 'uchBezeichnung', true),
              ],
            },
            {
              name: 'temperaturChart',
              label: 'pufferspeicher.chart.temperaturen',
              chart: 'pufferspeicher.temperaturen',
            },
          ],
        },
      ],
    },
  ]),
  charts: [
    {
      name: 'pufferspeicher.temperaturen',
      label: 'pufferspeicher.chart.temperaturen',
      type: 'line',
      source: 'quarterHour',
      columns: sensorKeys.map((field, i) => ({
        field,
        label: `pufferspeicher.chart.fuehler${i + 1}`,
        color: ['#d9534f', '#f0ad4e', '#5bc0de', '#337ab7'][i] ?? '#777777',
        aggregate: 'mean' as const,
      })),
      options: { period: 'd' },
    },
  ],
  screenTexts: {
    'pufferspeicher.page.dashboard': t('Übersicht', 'Overview'),
    'pufferspeicher.group.speicher': t('Speicher', 'Tank'),
    'pufferspeicher.item.speicher': t('Schichtung', 'Stratification'),
    'pufferspeicher.item.werte': t('Werte', 'Values'),
    'pufferspeicher.chart.temperaturen': t('Speichertemperaturen', 'Tank temperatures'),
    'pufferspeicher.chart.fuehler1': t('Fühler 1', 'Sensor 1'),
    'pufferspeicher.chart.fuehler2': t('Fühler 2', 'Sensor 2'),
    'pufferspeicher.chart.fuehler3': t('Fühler 3', 'Sensor 3'),
    'pufferspeicher.chart.fuehler4': t('Fühler 4', 'Sensor 4'),
  },
  errorCategories: [],
  faults: [],
  glance: { level: 'Puffer_Mw.usLadezustand' },
};
