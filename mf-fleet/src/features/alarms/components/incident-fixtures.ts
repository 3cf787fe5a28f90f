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

/** A short-cycling advice with its evidence: five days at 8 starts in an hour against the line at 6. */
export const advice = incident({
  id: 4,
  kind: 'advice',
  severity: 'warning',
  code: null,
  text: 'Taktet: bis 8 Starts pro Stunde, 5,2 min je Lauf, seit 5 Tagen',
  advice: 'Pufferspeicher, Fühler und Mindestlaufzeit prüfen lassen.',
  evidence: {
    detector: 'short-cycling',
    unit: 'starts/h',
    resolution: 'day',
    points: [0, 1, 2, 3, 4, 5, 6].map((d) => [Date.UTC(2026, 2, 1 + d), d < 2 ? 1 : 8] as [number, number]),
    threshold: 6,
    baseline: null,
    figures: { days: 5, peakStarts: 8, cycleMin: 5.2, startsPerDay: 80 },
  },
});
