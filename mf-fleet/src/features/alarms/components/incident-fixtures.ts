import type { Incident } from '@portal/contracts';

/** An incident as the server sends it; open fault of a unit at a location by default. */
export function incident(overrides: Partial<Incident> = {}): Incident {
  return {
    id: 1,
    sn: '5123456789',
    unitName: 'Dachs Heizraum',
    locationName: 'Wohnhaus Hofmann',
    kind: 'fault',
    severity: 'fault',
    code: 'E120',
    text: 'Abgastemperatur zu hoch',
    advice: 'Wärmetauscher prüfen',
    state: 'open',
    openedAt: '2026-03-02T09:15:00.000Z',
    acknowledged: null,
    resolved: null,
    ...overrides,
  };
}

export const locking = incident({
  id: 3,
  sn: '5199999999',
  unitName: 'Dachs Bäckerei',
  locationName: 'Bäckerei Hofmann',
  severity: 'locking',
  code: 'E650',
  text: 'Verriegelung: Flamme fehlt',
  advice: null,
});

export const acknowledged = incident({
  id: 2,
  kind: 'offline',
  severity: 'warning',
  code: null,
  text: 'Offline seit 02.03.2026 08:00',
  advice: null,
  state: 'acknowledged',
  acknowledged: {
    at: '2026-03-02T10:00:00.000Z',
    by: { login: 'partner', name: 'Petra Partner' },
    note: 'Techniker kommt morgen',
  },
});

export const resolvedItself = incident({
  id: 4,
  severity: 'info',
  kind: 'maintenance',
  code: 'H100',
  text: 'Wartung fällig',
  state: 'resolved',
  resolved: { at: '2026-03-03T10:00:00.000Z', by: null, note: '' },
});
