// Units as the backend answers them (a row of the unit list, a connected unit), for the front ends'
// tests.
import { type UnitListEntry, emptyGlance } from '@portal/contracts';
import type { ConnectedUnit } from '../unit/current-unit.js';

export function unitEntry(sn: string, overrides: Partial<UnitListEntry> = {}): UnitListEntry {
  return {
    id: Number(sn.slice(-6)),
    seriennummer: sn,
    msrTyp: 3,
    hasVertrag: true,
    connected: false,
    online: true,
    module: 'L1',
    benennung: 'Dachs Gen2 F5.5',
    artikelNummer: '4798000000',
    productGroup: 'dachsII',
    locationUuid: null,
    location: null,
    standortName: null,
    standortAnsprech: null,
    standortAdresse: null,
    standortPlz: null,
    standortOrt: null,
    inbetriebnahmeDatum: '2021-03-15',
    modernisierungDatum: null,
    ausserbetriebnahmeDatum: null,
    betreiber: ['betreiber'],
    external: false,
    infoMap: {},
    zustimmungMap: { DACHSWEB: true },
    state: { color: 'success', name: 'Online' },
    glance: { ...emptyGlance, since: '2026-11-20T08:00:00.000Z' },
    ...overrides,
  };
}

/**
 * A connected unit as GET /rest/canip/{sn} answers it, without a kind's layout or charts (the
 * dashboard's tests add the catalog's).
 */
export function connectedUnit(sn: string, overrides: Partial<ConnectedUnit> = {}): ConnectedUnit {
  return {
    id: Number(sn.slice(-6)),
    seriennummer: sn,
    productGroup: 'dachsII',
    module: 'L1',
    benennung: 'Dachs Gen2 F5.5',
    msrTyp: 3,
    hasVertrag: true,
    inbetriebnahmeDatum: '2021-03-15',
    connected: true,
    online: true,
    offline: false,
    firmware: '2.14.3',
    zustimmungMap: { DACHSWEB: true },
    boards: [],
    boardValues: {},
    layout: {},
    charts: [],
    state: { color: 'success', name: 'Online' },
    metaInfo: { firmware: '2.14.3', stateSince: null, lastValueAt: null },
    logEntries: [],
    loggingActive: false,
    boardTrending: {},
    chartValues: {},
    ...overrides,
  };
}
