import { counter, dataPoint, enumeration, flag, t, temperature } from '../define.js';
import type { UnitKind } from '../schema.js';
import { buildLayout, value } from './common.js';

// Heat pump. Names are ours (no facts for it); the heating-curve scaling follows spec 9
// (max point 0.01, min point and slope 0.1).

export const waermepumpe: UnitKind = {
  productGroup: 'waermepumpe',
  label: t('Wärmepumpe', 'Heat pump'),
  defaultModule: 'L1',
  boards: [
    {
      name: 'Wp_Mw',
      label: t('Messwerte', 'Measurements'),
      dataPoints: [
        temperature('sAussen', 'WM001', t('Außentemperatur', 'Outside temperature'), 'INT16', 0.1),
        temperature('sVorlauf', 'WM002', t('Vorlauftemperatur', 'Flow temperature'), 'INT16', 0.1),
        temperature('sRuecklauf', 'WM003', t('Rücklauftemperatur', 'Return temperature'), 'INT16', 0.1),
        temperature('sWarmwasser', 'WM004', t('Warmwassertemperatur', 'Hot water temperature'), 'INT16', 0.1),
        flag('fVerdichter', 'WM005', t('Verdichter läuft', 'Compressor running')),
        dataPoint('usCop', 'WM006', {
          type: 'uint',
          gain: 0.01,
          obdClass: 'Signal',
          label: t('Leistungszahl (COP)', 'Coefficient of performance (COP)'),
        }),
        dataPoint('p_elektrisch', 'WM007', {
          type: 'uint',
          unit: 'W',
          obdClass: 'Signal',
          label: t('Elektrische Leistung', 'Electrical power'),
        }),
        dataPoint('p_thermisch', 'WM008', {
          type: 'uint',
          unit: 'W',
          obdClass: 'Signal',
          label: t('Thermische Leistung', 'Thermal power'),
        }),
        counter('e_elektrisch', 'WM009', 'kWh', t('Elektrische Arbeit', 'Electrical energy'), 0.1),
        counter('e_thermisch', 'WM010', 'kWh', t('Thermische Arbeit', 'Thermal energy'), 0.1),
        counter('ulVerdichterStarts', 'WM011', '', t('Verdichterstarts', 'Compressor starts')),
        counter('ulVerdichterStunden', 'WM012', 'h', t('Verdichterlaufzeit', 'Compressor hours')),
      ],
    },
    {
      name: 'Wp_Ew',
      label: t('Einstellwerte', 'Settings'),
      dataPoints: [
        dataPoint('bBetriebsart', 'WE001', {
          type: 'enum',
          enumName: 'Wp_Betriebsart',
          obdClass: 'Parameter',
          writable: true,
          menuItem: { min: 0, max: 3 },
          label: t('Betriebsart', 'Operating mode'),
        }),
        dataPoint('sSollRaum', 'WE002', {
          type: 'int',
          gain: 0.1,
          unit: '°C',
          obdClass: 'Parameter',
          writable: true,
          menuItem: { min: 15, max: 25, increment: 0.5 },
          label: t('Raum-Solltemperatur', 'Room set point'),
        }),
        dataPoint('sSollWarmwasser', 'WE003', {
          type: 'int',
          gain: 0.1,
          unit: '°C',
          obdClass: 'Parameter',
          writable: true,
          menuItem: { min: 40, max: 60, increment: 0.5 },
          label: t('Warmwasser-Solltemperatur', 'Hot water set point'),
        }),
        dataPoint('usHkMax', 'WE004', {
          type: 'uint',
          gain: 0.01,
          unit: '°C',
          obdClass: 'Parameter',
          writable: true,
          menuItem: { min: 30, max: 65, increment: 0.5 },
          label: t('Heizkurve Maximaltemperatur', 'Heating curve maximum temperature'),
        }),
        dataPoint('usHkMin', 'WE005', {
          type: 'uint',
          gain: 0.1,
          unit: '°C',
          obdClass: 'Parameter',
          writable: true,
          menuItem: { min: 15, max: 40, increment: 0.5 },
          label: t('Heizkurve Minimaltemperatur', 'Heating curve minimum temperature'),
        }),
        dataPoint('usHkSteigung', 'WE006', {
          type: 'uint',
          gain: 0.1,
          obdClass: 'Parameter',
          writable: true,
          menuItem: { min: 0.2, max: 3.5, increment: 0.1 },
          label: t('Heizkurve Steilheit', 'Heating curve slope'),
        }),
      ],
    },
  ],
  enums: [
    enumeration('Wp_Betriebsart', [
      [0, t('Aus', 'Off')],
      [1, t('Automatik', 'Automatic')],
      [2, t('Heizen', 'Heating')],
      [3, t('Nur Warmwasser', 'Hot water only')],
    ]),
  ],
  structures: [],
  layout: buildLayout('waermepumpe', [
    {
      name: 'dashboard',
      label: 'waermepumpe.page.dashboard',
      groups: [
        {
          id: 'status',
          label: 'waermepumpe.group.status',
          items: [
            {
              name: 'status',
              label: 'waermepumpe.item.status',
              contents: [
                value('Wp_Mw', 'fVerdichter'),
                value('Wp_Ew', 'bBetriebsart', true),
                value('Wp_Mw', 'sAussen'),
                value('Wp_Mw', 'sVorlauf'),
                value('Wp_Mw', 'sRuecklauf'),
                value('Wp_Mw', 'sWarmwasser'),
              ],
            },
            {
              name: 'rings',
              label: 'waermepumpe.item.rings',
              contents: [
                {
                  type: 'rings',
                  parameters: {
                    rings: [
                      { key: 'Wp_Mw.usCop', min: 0, max: 6, label: 'waermepumpe.ring.cop' },
                      {
                        key: 'Wp_Mw.p_thermisch',
                        min: 0,
                        max: 12000,
                        label: 'waermepumpe.ring.heizleistung',
                      },
                    ],
                  },
                },
              ],
            },
            { name: 'copChart', label: 'waermepumpe.chart.cop', chart: 'waermepumpe.cop' },
          ],
        },
      ],
    },
    {
      name: 'einstellungen',
      label: 'waermepumpe.page.einstellungen',
      groups: [
        {
          id: 'heizkurve',
          label: 'waermepumpe.group.heizkurve',
          items: [
            {
              name: 'heizkurve',
              label: 'waermepumpe.item.heizkurve',
              contents: [
                {
                  type: 'heizkurve',
                  board: 'Wp_Ew',
                  editable: true,
                  parameters: {
                    variant: 'slope',
                    outsideKey: 'Wp_Mw.sAussen',
                    maxKey: 'Wp_Ew.usHkMax',
                    minKey: 'Wp_Ew.usHkMin',
                    slopeKey: 'Wp_Ew.usHkSteigung',
                  },
                },
              ],
            },
            {
              name: 'sollwerte',
              label: 'waermepumpe.item.sollwerte',
              contents: ['sSollRaum', 'sSollWarmwasser', 'usHkMax', 'usHkMin', 'usHkSteigung'].map((n) =>
                value('Wp_Ew', n, true),
              ),
            },
            {
              name: 'zaehler',
              label: 'waermepumpe.item.zaehler',
              contents: ['e_elektrisch', 'e_thermisch', 'ulVerdichterStarts', 'ulVerdichterStunden'].map(
                (n) => value('Wp_Mw', n),
              ),
            },
          ],
        },
      ],
    },
  ]),
  charts: [
    {
      name: 'waermepumpe.cop',
      label: 'waermepumpe.chart.cop',
      type: 'line',
      source: 'quarterHour',
      columns: [
        { field: 'Wp_Mw.usCop', label: 'waermepumpe.ring.cop', color: '#5cb85c', aggregate: 'mean' },
        { field: 'Wp_Mw.sAussen', label: 'waermepumpe.chart.aussen', color: '#5bc0de', aggregate: 'mean' },
      ],
      options: { period: 'w' },
    },
  ],
  screenTexts: {
    'waermepumpe.page.dashboard': t('Übersicht', 'Overview'),
    'waermepumpe.page.einstellungen': t('Einstellungen', 'Settings'),
    'waermepumpe.group.status': t('Status', 'Status'),
    'waermepumpe.group.heizkurve': t('Heizkurve', 'Heating curve'),
    'waermepumpe.item.status': t('Betriebszustand', 'Operating state'),
    'waermepumpe.item.rings': t('Effizienz', 'Efficiency'),
    'waermepumpe.item.heizkurve': t('Heizkurve', 'Heating curve'),
    'waermepumpe.item.sollwerte': t('Sollwerte', 'Set points'),
    'waermepumpe.item.zaehler': t('Zähler', 'Counters'),
    'waermepumpe.ring.cop': t('COP', 'COP'),
    'waermepumpe.ring.heizleistung': t('Heizleistung', 'Heat output'),
    'waermepumpe.chart.cop': t('Leistungszahl', 'Coefficient of performance'),
    'waermepumpe.chart.aussen': t('Außentemperatur', 'Outside temperature'),
  },
  errorCategories: [],
  faults: [],
  glance: { running: { key: 'Wp_Mw.fVerdichter', equals: [1] }, output: 'Wp_Mw.p_thermisch' },
};
