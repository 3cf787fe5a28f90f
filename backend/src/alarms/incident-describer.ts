import { Inject, Injectable } from '@nestjs/common';
import type { Incident, Language } from '@portal/contracts';
import { findKind } from '@portal/unit-catalog';
import { SessionStateService } from '../auth/session-state.service.js';
import { LocationsService } from '../locations/locations.service.js';
import { demoLocationName } from '../units/demo-view.js';
import { UnitsService } from '../units/units.service.js';
import type { IncidentRow } from './incidents.repository.js';

/** How incidents are read: in a language; a demo session through its fakes, without names. */
export interface Lens {
  language: Language;
  demoSession?: string | undefined;
}

/** Incident rows as people read them: unit and location names, the catalogue's texts and advice. */
@Injectable()
export class IncidentDescriber {
  constructor(
    @Inject(UnitsService) private readonly units: UnitsService,
    @Inject(LocationsService) private readonly locations: LocationsService,
    @Inject(SessionStateService) private readonly sessionState: SessionStateService,
  ) {}

  async describe(rows: readonly IncidentRow[], { language, demoSession }: Lens): Promise<Incident[]> {
    const serials = [...new Set(rows.map((row) => row.sn))];
    const placements = new Map((await this.units.placements(serials)).map((p) => [p.sn, p]));
    const uuids = [
      ...new Set([...placements.values()].flatMap((p) => (p.locationUuid ? [p.locationUuid] : []))),
    ];
    const names = new Map((await this.locations.find(uuids)).map((l) => [l.uuid, l.name]));
    const demo = demoSession !== undefined;
    const fakes = demo
      ? await this.sessionState.assignDemoFakes(demoSession, serials)
      : new Map<string, string>();
    const fakeOf = new Map([...fakes].map(([fake, real]) => [real, fake]));
    return rows.map((row) => {
      const placement = placements.get(row.sn);
      const uuid = placement?.locationUuid ?? null;
      const locationName = uuid === null ? null : demo ? demoLocationName(uuid) : (names.get(uuid) ?? null);
      const productGroup = placement?.productGroup ?? '';
      return toIncident(row, {
        sn: demo ? (fakeOf.get(row.sn) ?? '') : row.sn,
        unitName: (!demo && placement?.benennung) || kindName(productGroup, language),
        locationName,
        language,
        productGroup,
        hideActors: demo,
      });
    });
  }
}

interface Shown {
  sn: string;
  unitName: string;
  locationName: string | null;
  language: Language;
  productGroup: string;
  hideActors: boolean;
}

const iso = (date: Date) => date.toISOString();

/** The kind's name as the unit list shows it where the unit has no designation of its own. */
const kindName = (productGroup: string, language: Language) =>
  findKind(productGroup)?.label[language] ?? productGroup;

function toIncident(row: IncidentRow, shown: Shown): Incident {
  const entry = findKind(shown.productGroup)?.faults.find((f) => f.codeText === row.code);
  const actor = (by: { login: string; name: string } | null) =>
    by && !shown.hideActors ? by : { login: '', name: '' };
  return {
    id: row.id,
    sn: shown.sn,
    unitName: shown.unitName,
    locationName: shown.locationName,
    kind: row.kind,
    severity: row.severity,
    code: row.code,
    text: entry?.label[shown.language] ?? incidentText(row, shown.language),
    advice: entry?.advice[shown.language] ?? null,
    state: row.state,
    openedAt: iso(row.openedAt),
    acknowledged: row.acknowledgedAt
      ? { at: iso(row.acknowledgedAt), by: actor(row.acknowledgedBy), note: row.acknowledgeNote }
      : null,
    resolved: row.resolvedAt
      ? { at: iso(row.resolvedAt), by: row.resolvedBy ? actor(row.resolvedBy) : null, note: row.resolveNote }
      : null,
  };
}

/** What an incident the catalogue has no text for is about. */
function incidentText(row: IncidentRow, language: Language): string {
  const german = language === 'de-de';
  if (row.kind === 'offline') return german ? 'Anlage offline' : 'Unit offline';
  const code = row.code ?? '';
  if (row.kind === 'maintenance') return german ? `Wartung fällig (${code})` : `Maintenance due (${code})`;
  return german ? `Meldung ${code}` : `Message ${code}`;
}
