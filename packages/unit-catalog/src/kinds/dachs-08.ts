import { counter, dataPoint, enumeration, t, temperature } from '../define.js';
import type { Bilingual, ChartDefinition, UnitKind } from '../schema.js';
import {
  activityLevelEnum,
  activityNameKeys,
  activityNameTexts,
  buildLayout,
  timeProgramDayPower,
  value,
  weekdayCount,
} from './common.js';

// Fuel-cell Dachs 0.8: 750 W electrical, 1100 W thermal (facts 1c). The facts do not list its keys, so
// the board and data point names here are ours; the state enum follows the newer Dachs' Modbus status.

export const dachs08RatedElectricalW = 750;
export const dachs08RatedThermalW = 1100;

const screenTexts: Record<string, Bilingual> = {
  ...activityNameTexts,
  'dachs08.page.dashboard': t('Übersicht', 'Overview'),
  'dachs08.page.daten': t('Betriebsdaten', 'Operating data'),
  'dachs08.group.status': t('Status', 'Status'),
  'dachs08.group.zeitprogramm': t('Zeitprogramm', 'Time program'),
  'dachs08.group.zaehler': t('Zähler', 'Counters'),
  'dachs08.item.status': t('Betriebszustand', 'Operating state'),
  'dachs08.item.rings': t('Leistung', 'Power'),
  'dachs08.item.zeitprogramm': t('Leistungsprogramm', 'Power program'),
  'dachs08.item.zaehler': t('Zählerstände', 'Counter readings'),
  'dachs08.ring.elektrisch': t('Elektrisch', 'Electrical'),
  'dachs08.ring.thermisch': t('Thermisch', 'Thermal'),
  'dachs08.table.wert': t('Wert', 'Value'),
  'dachs08.table.stunden': t('Betriebsstunden', 'Operating hours'),
  'dachs08.table.starts': t('Starts', 'Starts'),
  'dachs08.table.elektrisch': t('Elektrische Arbeit', 'Electrical energy'),
  'dachs08.table.thermisch': t('Thermische Arbeit', 'Thermal energy'),
  'dachs08.chart.leistung': t('Leistung', 'Power'),
  'dachs08.chart.elektrisch': t('Elektrisch', 'Electrical'),
  'dachs08.chart.thermisch': t('Thermisch', 'Thermal'),
  'dachs08.chart.arbeit': t('Erzeugte Arbeit', 'Energy produced'),
};

const charts: ChartDefinition[] = [
  {
    name: 'dachs08.leistung',
    label: 'dachs08.chart.leistung',
    type: 'line',
    source: 'trending',
    columns: [
      { field: 'Bz_Mw.p_elektrisch', label: 'dachs08.chart.elektrisch', color: '#f0ad4e', aggregate: 'mean' },
      { field: 'Bz_Mw.p_thermisch', label: 'dachs08.chart.thermisch', color: '#d9534f', aggregate: 'mean' },
    ],
    options: { period: 'd' },
  },
  {
    name: 'dachs08.arbeit',
    label: 'dachs08.chart.arbeit',
    type: 'bar',
    source: 'day',
    columns: [
      {
        field: 'Bz_Bd.e_elektrisch',
        label: 'dachs08.chart.elektrisch',
        color: '#f0ad4e',
        aggregate: 'delta',
      },
      { field: 'Bz_Bd.e_thermisch', label: 'dachs08.chart.thermisch', color: '#d9534f', aggregate: 'delta' },
    ],
    options: { period: 'M' },
  },
];

export const dachs08: UnitKind = {
  productGroup: 'dachs08',
  label: t('Dachs 0.8 (Brennstoffzelle)', 'Dachs 0.8 (fuel cell)'),
  defaultModule: 'L1',
  boards: [
    {
      name: 'Bz_Mw',
      label: t('Messwerte', 'Measurements'),
      dataPoints: [
        dataPoint('bStatus', 'FM001', {
          type: 'enum',
          enumName: 'Bz_Status',
          obdClass: 'Signal',
          label: t('Status', 'State'),
        }),
        dataPoint('p_elektrisch', 'FM002', {
          type: 'uint',
          unit: 'W',
          obdClass: 'Signal',
          label: t('Elektrische Leistung', 'Electrical power'),
        }),
        dataPoint('p_thermisch', 'FM003', {
          type: 'uint',
          unit: 'W',
          obdClass: 'Signal',
          label: t('Thermische Leistung', 'Thermal power'),
        }),
        temperature('sVorlauf', 'FM004', t('Vorlauftemperatur', 'Flow temperature'), 'INT16', 0.1),
        temperature('sRuecklauf', 'FM005', t('Rücklauftemperatur', 'Return temperature'), 'INT16', 0.1),
      ],
    },
    {
      name: 'Bz_Bd',
      label: t('Betriebsdaten', 'Operating data'),
      dataPoints: [
        counter('ulBetriebsstunden', 'FB001', 'h', t('Betriebsstunden', 'Operating hours')),
        counter('ulAnzahlStarts', 'FB002', '', t('Anzahl Starts', 'Number of starts')),
        counter('e_elektrisch', 'FB003', 'kWh', t('Elektrische Arbeit', 'Electrical energy'), 0.1),
        counter('e_thermisch', 'FB004', 'kWh', t('Thermische Arbeit', 'Thermal energy'), 0.1),
      ],
    },
    {
      name: 'Bz_Ew',
      label: t('Einstellwerte', 'Settings'),
      dataPoints: [
        dataPoint('usLeistungSoll', 'FE001', {
          type: 'uint',
          typeName: 'UINT8',
          gain: 10,
          unit: 'W',
          obdClass: 'Parameter',
          writable: true,
          menuItem: { min: 250, max: dachs08RatedElectricalW, increment: 10 },
          label: t('Elektrische Sollleistung', 'Electrical power set point'),
        }),
        ...[1, 2, 3].map((n) =>
          dataPoint(`Zeitprogramm${n}`, `FE00${1 + n}`, {
            type: 'struct',
            structName: 'TimeProgramDayPower',
            obdClass: 'Parameter',
            writable: true,
            arrayLength: weekdayCount,
            label: t(`Zeitprogramm ${n}`, `Time program ${n}`),
          }),
        ),
      ],
    },
  ],
  enums: [
    enumeration('Bz_Status', [
      [0, t('Aus', 'Off')],
      [1, t('Bereit', 'Standby')],
      [2, t('In Betrieb', 'Running')],
      [3, t('Wartet', 'Waiting')],
      [4, t('Störung', 'Fault')],
    ]),
    activityLevelEnum,
  ],
  structures: [timeProgramDayPower],
  layout: buildLayout('dachs08', [
    {
      name: 'dashboard',
      label: 'dachs08.page.dashboard',
      groups: [
        {
          id: 'status',
          label: 'dachs08.group.status',
          items: [
            {
              name: 'status',
              label: 'dachs08.item.status',
              contents: [
                value('Bz_Mw', 'bStatus'),
                value('Bz_Mw', 'sVorlauf'),
                value('Bz_Mw', 'sRuecklauf'),
                value('Bz_Ew', 'usLeistungSoll', true),
              ],
            },
            {
              name: 'rings',
              label: 'dachs08.item.rings',
              contents: [
                {
                  type: 'rings',
                  parameters: {
                    rings: [
                      {
                        key: 'Bz_Mw.p_elektrisch',
                        min: 0,
                        max: dachs08RatedElectricalW,
                        label: 'dachs08.ring.elektrisch',
                      },
                      {
                        key: 'Bz_Mw.p_thermisch',
                        min: 0,
                        max: dachs08RatedThermalW,
                        label: 'dachs08.ring.thermisch',
                      },
                    ],
                  },
                },
              ],
            },
            { name: 'leistungChart', label: 'dachs08.chart.leistung', chart: 'dachs08.leistung' },
          ],
        },
        {
          id: 'zeitprogramm',
          label: 'dachs08.group.zeitprogramm',
          items: [
            {
              name: 'zeitprogramm',
              label: 'dachs08.item.zeitprogramm',
              contents: [
                {
                  type: 'timeProgram',
                  board: 'Bz_Ew',
                  editable: true,
                  parameters: {
                    prefix: 'Zeitprogramm',
                    suffix: '',
                    count: 3,
                    temps: false,
                    type: 'PowerOperated',
                    activityNames: activityNameKeys,
                    customValueSetting: 'Bz_Ew.usLeistungSoll',
                    customValueOptions: { min: 0, max: dachs08RatedElectricalW, increment: 10, gain: 10 },
                    customValueSettingOnly: false,
                  },
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'daten',
      label: 'dachs08.page.daten',
      groups: [
        {
          id: 'zaehler',
          label: 'dachs08.group.zaehler',
          items: [
            {
              name: 'zaehler',
              label: 'dachs08.item.zaehler',
              contents: [
                {
                  type: 'table',
                  parameters: {
                    columns: [{ label: 'dachs08.table.wert' }],
                    rows: [
                      { label: 'dachs08.table.stunden', keys: ['Bz_Bd.ulBetriebsstunden'] },
                      { label: 'dachs08.table.starts', keys: ['Bz_Bd.ulAnzahlStarts'] },
                      { label: 'dachs08.table.elektrisch', keys: ['Bz_Bd.e_elektrisch'] },
                      { label: 'dachs08.table.thermisch', keys: ['Bz_Bd.e_thermisch'] },
                    ],
                  },
                },
              ],
            },
            { name: 'arbeitChart', label: 'dachs08.chart.arbeit', chart: 'dachs08.arbeit' },
          ],
        },
      ],
    },
  ]),
  charts,
  screenTexts,
  errorCategories: [],
  faults: [],
  glance: {
    running: { key: 'Bz_Mw.bStatus', equals: [2] },
    output: 'Bz_Mw.p_elektrisch',
    locked: { key: 'Bz_Mw.bStatus', equals: [4] },
  },
};
