import { worseStatus, worstStatusOf } from '@portal/contracts';
import { regionEntries, unitFigures } from './fleet-regions.js';

const row = (region: string, counts: Partial<Record<'fault' | 'warning' | 'offline' | 'ok', number>>) => {
  const { fault = 0, warning = 0, offline = 0, ok = 0 } = counts;
  const total = fault + warning + offline + ok;
  return { region, total, online: ok, locked: fault, maintenanceDue: warning, fault, warning, offline, ok };
};

describe('worst state', () => {
  it('ranks fault over warning over offline over ok', () => {
    expect(worseStatus('ok', 'offline')).toBe('offline');
    expect(worseStatus('warning', 'offline')).toBe('warning');
    expect(worseStatus('warning', 'fault')).toBe('fault');
    expect(worseStatus('ok', 'ok')).toBe('ok');
    expect(worstStatusOf({ fault: 0, warning: 0, offline: 3, ok: 9 })).toBe('offline');
    expect(worstStatusOf({ fault: 1, warning: 2, offline: 3, ok: 9 })).toBe('fault');
    expect(worstStatusOf({ fault: 0, warning: 0, offline: 0, ok: 0 })).toBe('ok');
  });

  it('gives each region its worst, states in map order, unknown last, empty ones left out', () => {
    const entries = regionEntries([
      row('unknown', { offline: 2 }),
      row('BY', { ok: 5, warning: 1 }),
      row('HH', {}),
      row('BW', { fault: 1, ok: 3 }),
    ]);
    expect(entries.map((entry) => [entry.region, entry.worst, entry.units])).toEqual([
      ['BW', 'fault', 4],
      ['BY', 'warning', 6],
      ['unknown', 'offline', 2],
    ]);
  });

  it('adds the regions up to the fleet', () => {
    const figures = unitFigures([row('BY', { ok: 5, warning: 1 }), row('unknown', { offline: 2, fault: 1 })]);
    expect(figures).toEqual({
      total: 9,
      online: 5,
      locked: 1,
      maintenanceDue: 1,
      byStatus: { fault: 1, warning: 1, offline: 2, ok: 5 },
    });
  });
});
