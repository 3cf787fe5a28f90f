import { counter, dataPoint, t } from '../define.js';
import type { UnitKind } from '../schema.js';
import { buildLayout, value } from './common.js';

// Battery storage. Names are ours; power p_* in W and energy e_* in kWh like the measurement fields.

export const batterie: UnitKind = {
  productGroup: 'batterie',
  label: t('Batteriespeicher', 'Battery storage'),
  defaultModule: 'L1',
  boards: [
    {
      name: 'Bat_Mw',
      label: t('Messwerte', 'Measurements'),
      dataPoints: [
        dataPoint('soc', 'BM001', {
          type: 'uint',
          typeName: 'UINT8',
          unit: '%',
          obdClass: 'Signal',
          label: t('Ladezustand', 'State of charge'),
        }),
        dataPoint('p_laden', 'BM002', {
          type: 'uint',
          unit: 'W',
          obdClass: 'Signal',
          label: t('Ladeleistung', 'Charging power'),
        }),
        dataPoint('p_entladen', 'BM003', {
          type: 'uint',
          unit: 'W',
          obdClass: 'Signal',
          label: t('Entladeleistung', 'Discharging power'),
        }),
        counter('e_laden', 'BM004', 'kWh', t('Geladene Energie', 'Energy charged'), 0.1),
        counter('e_entladen', 'BM005', 'kWh', t('Entladene Energie', 'Energy discharged'), 0.1),
        dataPoint('usKapazitaet', 'BM006', {
          type: 'uint',
          gain: 0.1,
          unit: 'kWh',
          obdClass: 'Parameter',
          label: t('Nutzbare Kapazität', 'Usable capacity'),
        }),
      ],
    },
    {
      name: 'Bat_Ew',
      label: t('Einstellwerte', 'Settings'),
      dataPoints: [
        dataPoint('bSocMin', 'BE001', {
          type: 'uint',
          typeName: 'UINT8',
          unit: '%',
          obdClass: 'Parameter',
          writable: true,
          menuItem: { min: 0, max: 50, increment: 5 },
          label: t('Minimaler Ladezustand', 'Minimum state of charge'),
        }),
        dataPoint('usLadeleistungMax', 'BE002', {
          type: 'uint',
          unit: 'W',
          obdClass: 'Parameter',
          writable: true,
          menuItem: { min: 0, max: 5000, increment: 100 },
          label: t('Maximale Ladeleistung', 'Maximum charging power'),
        }),
      ],
    },
  ],
  enums: [],
  structures: [],
  layout: buildLayout('batterie', [
    {
      name: 'dashboard',
      label: 'batterie.page.dashboard',
      groups: [
        {
          id: 'status',
          label: 'batterie.group.status',
          items: [
            {
              name: 'rings',
              label: 'batterie.item.rings',
              contents: [
                {
                  type: 'rings',
                  parameters: {
                    rings: [{ key: 'Bat_Mw.soc', min: 0, max: 100, label: 'batterie.ring.soc' }],
                  },
                },
              ],
            },
            {
              name: 'werte',
              label: 'batterie.item.werte',
              contents: [
                value('Bat_Mw', 'p_laden'),
                value('Bat_Mw', 'p_entladen'),
                value('Bat_Mw', 'e_laden'),
                value('Bat_Mw', 'e_entladen'),
                value('Bat_Mw', 'usKapazitaet'),
                value('Bat_Ew', 'bSocMin', true),
                value('Bat_Ew', 'usLadeleistungMax', true),
              ],
            },
            { name: 'socChart', label: 'batterie.chart.soc', chart: 'batterie.soc' },
          ],
        },
      ],
    },
  ]),
  charts: [
    {
      name: 'batterie.soc',
      label: 'batterie.chart.soc',
      type: 'line',
      source: 'trending',
      columns: [{ field: 'Bat_Mw.soc', label: 'batterie.ring.soc', color: '#5cb85c', aggregate: 'mean' }],
      options: { period: 'd' },
    },
  ],
  screenTexts: {
    'batterie.page.dashboard': t('Übersicht', 'Overview'),
    'batterie.group.status': t('Status', 'Status'),
    'batterie.item.rings': t('Ladezustand', 'State of charge'),
    'batterie.item.werte': t('Werte', 'Values'),
    'batterie.ring.soc': t('Ladezustand', 'State of charge'),
    'batterie.chart.soc': t('Ladezustand', 'State of charge'),
  },
  errorCategories: [],
  faults: [],
  glance: {
    level: 'Bat_Mw.soc',
    running: { key: 'Bat_Mw.p_entladen', above: 0 },
    output: 'Bat_Mw.p_entladen',
  },
};
