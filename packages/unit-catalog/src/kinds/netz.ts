import { counter, dataPoint, t } from '../define.js';
import type { Bilingual, DataPointDefinition, UnitKind } from '../schema.js';
import { buildLayout, value } from './common.js';

// Grid connection with the spec 3 measurement fields: p_* power in W, e_* energy in kWh.

export const measurementFields = [
  'erzeugung',
  'verbrauch',
  'eigenverbrauch',
  'netzbezug',
  'netzeinspeisung',
] as const;
export type MeasurementField = (typeof measurementFields)[number];

const fieldLabels: Record<MeasurementField, Bilingual> = {
  erzeugung: t('Erzeugung', 'Generation'),
  verbrauch: t('Verbrauch', 'Consumption'),
  eigenverbrauch: t('Eigenverbrauch', 'Self-consumption'),
  netzbezug: t('Netzbezug', 'Grid import'),
  netzeinspeisung: t('Netzeinspeisung', 'Grid feed-in'),
};

const power: DataPointDefinition[] = measurementFields.map((f, i) =>
  dataPoint(`p_${f}`, `NM${String(i + 1).padStart(3, '0')}`, {
    type: 'int',
    typeName: 'INT32',
    unit: 'W',
    obdClass: 'Signal',
    functionGroups: ['Messung'],
    label: fieldLabels[f],
  }),
);
const energy: DataPointDefinition[] = measurementFields.map((f, i) => ({
  ...counter(`e_${f}`, `NE${String(i + 1).padStart(3, '0')}`, 'kWh', fieldLabels[f], 0.01),
  functionGroups: ['Messung'],
}));

export const netz: UnitKind = {
  productGroup: 'netz',
  label: t('Netzanschluss', 'Grid connection'),
  defaultModule: 'L1',
  boards: [
    {
      name: 'Netz_Mw',
      label: t('Messung', 'Metering'),
      dataPoints: [
        ...power,
        ...energy,
        // Signed grid active power: positive import, negative feed-in (energy-flow 'wirkleistung').
        dataPoint('p_wirkleistung', 'NM006', {
          type: 'int',
          typeName: 'INT32',
          unit: 'W',
          obdClass: 'Signal',
          label: t('Wirkleistung am Netzanschluss', 'Active power at grid connection'),
        }),
        dataPoint('p_batterie', 'NM007', {
          type: 'int',
          typeName: 'INT32',
          unit: 'W',
          obdClass: 'Signal',
          label: t('Batterieleistung (+ laden)', 'Battery power (+ charging)'),
        }),
        dataPoint('p_waermepumpe', 'NM008', {
          type: 'int',
          typeName: 'INT32',
          unit: 'W',
          obdClass: 'Signal',
          label: t('Leistung Wärmepumpe', 'Heat pump power'),
        }),
        // Derived from the current powers by the spec 9 formulas (energy-ratios.ts), not measured,
        // hence virtual; the energy-flow widget derives the same from the powers it shows.
        dataPoint('autarkiegrad', 'NV001', {
          type: 'float',
          unit: '%',
          obdClass: 'Signal',
          virtual: true,
          label: t('Autarkiegrad', 'Self-sufficiency'),
        }),
        dataPoint('eigenverbrauchsquote', 'NV002', {
          type: 'float',
          unit: '%',
          obdClass: 'Signal',
          virtual: true,
          label: t('Eigenverbrauchsquote', 'Self-consumption ratio'),
        }),
      ],
    },
    {
      name: 'Netz_Ew',
      label: t('Einstellwerte', 'Settings'),
      dataPoints: [
        // Feed-in limit of the export controller (e.g. 70 % rule); 0 = no feed-in.
        dataPoint('ulEinspeisegrenze', 'NE101', {
          type: 'uint',
          typeName: 'UINT32',
          unit: 'W',
          obdClass: 'Parameter',
          writable: true,
          menuItem: { min: 0, max: 30000, increment: 100 },
          label: t('Einspeisegrenze', 'Feed-in limit'),
        }),
      ],
    },
  ],
  enums: [],
  structures: [],
  layout: buildLayout('netz', [
    {
      name: 'dashboard',
      label: 'netz.page.dashboard',
      groups: [
        {
          id: 'energiefluss',
          label: 'netz.group.energiefluss',
          items: [
            {
              name: 'energiefluss',
              label: 'netz.item.energiefluss',
              contents: [
                {
                  type: 'energyflow',
                  parameters: {
                    leistung: 'Netz_Mw.p_erzeugung',
                    wirkleistung: 'Netz_Mw.p_wirkleistung',
                    bedarf: 'Netz_Mw.p_verbrauch',
                    autarkiegrad: 'Netz_Mw.autarkiegrad',
                    eigenverbrauchsquote: 'Netz_Mw.eigenverbrauchsquote',
                    batteryEnabled: true,
                    battery: 'Netz_Mw.p_batterie',
                    heatpump: 'Netz_Mw.p_waermepumpe',
                  },
                },
              ],
            },
            { name: 'leistungChart', label: 'netz.chart.leistung', chart: 'netz.leistung' },
          ],
        },
      ],
    },
    {
      name: 'messung',
      label: 'netz.page.messung',
      groups: [
        {
          id: 'messung',
          label: 'netz.group.messung',
          items: [
            {
              name: 'leistung',
              label: 'netz.item.leistung',
              contents: measurementFields.map((f) => value('Netz_Mw', `p_${f}`)),
            },
            {
              name: 'energie',
              label: 'netz.item.energie',
              contents: measurementFields.map((f) => value('Netz_Mw', `e_${f}`)),
            },
            {
              name: 'einstellungen',
              label: 'netz.item.einstellungen',
              contents: [value('Netz_Ew', 'ulEinspeisegrenze', true)],
            },
            { name: 'energieChart', label: 'netz.chart.energie', chart: 'netz.energie' },
            { name: 'anteilChart', label: 'netz.chart.anteil', chart: 'netz.anteil' },
          ],
        },
      ],
    },
  ]),
  charts: [
    {
      name: 'netz.leistung',
      label: 'netz.chart.leistung',
      type: 'line',
      source: 'trending',
      columns: measurementFields.map((f, i) => ({
        field: `Netz_Mw.p_${f}`,
        label: `netz.field.${f}`,
        color: ['#f0ad4e', '#d9534f', '#5cb85c', '#337ab7', '#5bc0de'][i] ?? '#777777',
        aggregate: 'mean' as const,
      })),
      options: { period: 'd', kw: true },
    },
    {
      name: 'netz.energie',
      label: 'netz.chart.energie',
      type: 'bar',
      source: 'day',
      columns: measurementFields.map((f, i) => ({
        field: `Netz_Mw.e_${f}`,
        label: `netz.field.${f}`,
        color: ['#f0ad4e', '#d9534f', '#5cb85c', '#337ab7', '#5bc0de'][i] ?? '#777777',
        aggregate: 'delta' as const,
      })),
      options: { period: 'M' },
    },
    {
      name: 'netz.anteil',
      label: 'netz.chart.anteil',
      type: 'doughnut',
      source: 'day',
      columns: [
        {
          field: 'Netz_Mw.e_eigenverbrauch',
          label: 'netz.field.eigenverbrauch',
          color: '#5cb85c',
          aggregate: 'delta',
        },
        {
          field: 'Netz_Mw.e_netzeinspeisung',
          label: 'netz.field.netzeinspeisung',
          color: '#5bc0de',
          aggregate: 'delta',
        },
      ],
      options: { period: 'd' },
    },
  ],
  screenTexts: {
    'netz.page.dashboard': t('Energiefluss', 'Energy flow'),
    'netz.page.messung': t('Messwerte', 'Measurements'),
    'netz.group.energiefluss': t('Energiefluss', 'Energy flow'),
    'netz.group.messung': t('Messung', 'Metering'),
    'netz.item.energiefluss': t('Energiefluss', 'Energy flow'),
    'netz.item.leistung': t('Leistung', 'Power'),
    'netz.item.energie': t('Energie', 'Energy'),
    'netz.item.einstellungen': t('Einstellungen', 'Settings'),
    'netz.chart.leistung': t('Leistung', 'Power'),
    'netz.chart.energie': t('Energie je Tag', 'Energy per day'),
    'netz.chart.anteil': t('Eigenverbrauch und Einspeisung', 'Self-consumption and feed-in'),
    ...Object.fromEntries(measurementFields.map((f) => [`netz.field.${f}`, fieldLabels[f]])),
  },
  errorCategories: [],
  faults: [],
  glance: { output: 'Netz_Mw.p_erzeugung' },
};
