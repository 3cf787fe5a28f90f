import { type Language, type UnitGlance, type UnitListEntry, serviceInDays } from '@portal/contracts';
import { findDataPointByKey, findKind } from '@portal/unit-catalog';
import type { LocationView } from './location-view.js';
import type { GlanceFacts } from './unit-list.repository.js';
import type { UnitRow } from './unit-row.js';

/** What the unit row alone does not tell: who operates it, this session and the device gateway. */
export interface UnitFacts {
  /** The unit's name as the portal's skin sells it (contracts' productNameFor). */
  benennung: string;
  betreiber: string[];
  /** Connected in this browser session. */
  connected: boolean;
  /** The device gateway's presence. */
  online: boolean;
  glance: UnitGlance;
}

/**
 * The row's glance: the output in its data point's unit, a fault with its catalogue text in the
 * user's language (its code alone if unknown).
 */
export function toGlance(
  productGroup: string,
  facts: GlanceFacts | undefined,
  language: Language,
): UnitGlance {
  const glance = facts?.glance;
  const kind = findKind(productGroup);
  const outputKey = kind?.glance.output;
  const outputPoint = kind && outputKey ? findDataPointByKey(kind, outputKey) : undefined;
  const outputUnit = outputPoint && 'unit' in outputPoint ? outputPoint.unit : undefined;
  const code = glance?.faultCode ?? null;
  const entry = code === null ? undefined : kind?.faults.find((fault) => fault.codeText === code);
  return {
    since: facts?.since?.toISOString() ?? null,
    running: glance?.running ?? null,
    starting: glance?.starting ?? false,
    output: glance?.output != null && outputUnit ? { value: glance.output, unit: outputUnit } : null,
    level: glance?.level ?? null,
    fault: code === null ? null : { code, text: entry?.label[language] ?? code },
    locked: glance?.locked ?? false,
    maintenanceDue: glance?.maintenanceDue ?? false,
    serviceInDays: glance ? serviceInDays(glance) : null,
    attention: facts?.attention ?? 'none',
  };
}

/**
 * Spec 4 unit state: a connectable unit without contract is offline whatever it reports (it cannot
 * be connected); otherwise the gateway's presence decides.
 */
export function unitState(unit: Pick<UnitRow, 'msrTyp' | 'hasVertrag'>, reportsOnline: boolean) {
  if (unit.msrTyp === 3 && !unit.hasVertrag) {
    return { online: false, state: { color: 'danger', name: 'Offline' } };
  }
  return reportsOnline
    ? { online: true, state: { color: 'success', name: 'Online' } }
    : { online: false, state: { color: 'secondary', name: 'Offline' } };
}

/** A row of the unit list (spec 3 Unit, facts §5 info/units) with its location's name and address. */
export function toUnitEntry(unit: UnitRow, location: LocationView | null, facts: UnitFacts): UnitListEntry {
  const { online, state } = unitState(unit, facts.online);
  return {
    id: unit.id,
    seriennummer: unit.seriennummer,
    msrTyp: unit.msrTyp,
    hasVertrag: unit.hasVertrag,
    connected: facts.connected,
    online,
    module: unit.module,
    benennung: facts.benennung,
    artikelNummer: unit.artikelNummer,
    productGroup: unit.productGroup,
    locationUuid: unit.locationUuid,
    location: location?.name ?? null,
    standortName: location?.name ?? null,
    standortAnsprech: location ? joined(location.vorname, location.nachname) : null,
    standortAdresse: location ? joined(location.strasse, location.hausnummer) : null,
    standortPlz: location?.plz ?? null,
    standortOrt: location?.ort ?? null,
    inbetriebnahmeDatum: unit.inbetriebnahmeDatum,
    modernisierungDatum: unit.modernisierungDatum,
    ausserbetriebnahmeDatum: unit.ausserbetriebnahmeDatum,
    betreiber: facts.betreiber,
    external: unit.external,
    infoMap: unit.infoMap,
    zustimmungMap: unit.zustimmungMap,
    state,
    glance: facts.glance,
  };
}

function joined(...parts: string[]): string {
  return parts.filter((part) => part !== '').join(' ');
}
