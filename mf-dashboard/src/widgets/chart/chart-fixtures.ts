import type { ChartDataResponse } from '@portal/contracts';
import { chartConfig, findKind } from '@portal/unit-catalog';

// A chart answer as the server gives it for the grid connection's power chart (tests only).

const netz = findKind('netz')!;
const powerChart = netz.charts.find((chart) => chart.name === 'netz.leistung')!;

export const fixtureDay = new Date(2024, 4, 6).getTime();

export function powerAnswer(overrides: Partial<ChartDataResponse> = {}): ChartDataResponse {
  const seconds = fixtureDay / 1000;
  return {
    from: fixtureDay,
    to: fixtureDay + 86_400_000,
    config: chartConfig(netz, powerChart),
    boardMap: { fields: ['Netz_Mw.p_erzeugung', 'Netz_Mw.p_verbrauch'] },
    rows: {
      [String(seconds)]: [1500, 800],
      [String(seconds + 900)]: [2345.6, null],
      [String(seconds + 1800)]: [null, 1200],
    },
    fieldConfig: {
      'Netz_Mw.p_erzeugung': {
        label: 'Erzeugung',
        unit: 'W',
        color: '#f0ad4e',
        aggregate: 'mean',
        decimals: 1,
      },
      'Netz_Mw.p_verbrauch': {
        label: 'Verbrauch',
        unit: 'W',
        color: '#d9534f',
        aggregate: 'mean',
        decimals: 1,
      },
    },
    totalRows: 3,
    resolution: '15m',
    events: [],
    offline: [],
    incidents: [],
    ...overrides,
  };
}
