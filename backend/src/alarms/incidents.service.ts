import { Inject, Injectable } from '@nestjs/common';
import {
  type Incident,
  type IncidentCountResponse,
  type IncidentListResponse,
  type Language,
  alarmingSeverities,
  incidentListRequestSchema,
  incidentSeverities,
} from '@portal/contracts';
import { findKind } from '@portal/unit-catalog';
import type { z } from 'zod';
import { AuditService } from '../audit/audit.service.js';
import { notFound } from '../common/api-exception.js';
import { SessionStateService } from '../auth/session-state.service.js';
import type { SessionUser } from '../auth/session-user.js';
import { LocationsService } from '../locations/locations.service.js';
import { demoLocationName } from '../units/demo-view.js';
import { UnitsService } from '../units/units.service.js';
import { type IncidentRow, IncidentsRepository } from './incidents.repository.js';
import { IncidentNotifier } from './incident-notifier.js';
import { incidentFilter } from './incident-filter.js';

type ListRequest = z.output<typeof incidentListRequestSchema>;

/** Who asks, in which session (a demo session's serials are its fakes). */
export interface IncidentViewer {
  user: SessionUser;
  sessionId: string;
}

const isDemo = (user: SessionUser) => user.roles.includes('demo');

/** The alarms REST calls: incidents of the units a user is told of (docs/adr/0017-alarms.md). */
@Injectable()
export class IncidentsService {
  constructor(
    @Inject(IncidentsRepository) private readonly incidents: IncidentsRepository,
    @Inject(UnitsService) private readonly units: UnitsService,
    @Inject(LocationsService) private readonly locations: LocationsService,
    @Inject(SessionStateService) private readonly sessionState: SessionStateService,
    @Inject(IncidentNotifier) private readonly notifier: IncidentNotifier,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  async list({ user, sessionId }: IncidentViewer, request: ListRequest): Promise<IncidentListResponse> {
    let sn = request.sn;
    if (sn !== undefined && isDemo(user)) sn = (await this.sessionState.demoReal(sessionId, sn)) ?? '';
    const atLocation =
      request.locationUuid === undefined ? undefined : this.units.serialsAt(request.locationUuid);
    const where = incidentFilter({ ...request, sn }, this.units.alarmAudience(user), atLocation);
    const { rows, total } = await this.incidents.list(where, request.limit, request.offset);
    return { incidents: await this.shown({ user, sessionId }, rows), total };
  }

  async count(user: SessionUser): Promise<IncidentCountResponse> {
    const rows = await this.incidents.openBySeverity(this.units.alarmAudience(user), alarmingSeverities);
    const open = rows.reduce((sum, row) => sum + row.open, 0);
    const worst = incidentSeverities.find((s) => rows.some((row) => row.severity === s && row.open > 0));
    return { open, worst: worst ?? null };
  }

  acknowledge(viewer: IncidentViewer, id: number, note: string): Promise<{ incident: Incident }> {
    return this.change(viewer, id, 'alarm.acknowledge', note, (by, at) =>
      this.incidents.acknowledge(id, by, note, at),
    );
  }

  close(viewer: IncidentViewer, id: number, note: string): Promise<{ incident: Incident }> {
    return this.change(viewer, id, 'alarm.close', note, (by, at) => this.incidents.close(id, by, note, at));
  }

  /**
   * The demo's showcase: the partner has acknowledged the longest open offline incident, with what
   * they did about it.
   */
  async showcaseAcknowledgement(actor: { login: string; name: string }, at: Date): Promise<void> {
    const filter = incidentFilter({ state: 'open', kinds: ['offline'] }, undefined, undefined);
    const { rows, total } = await this.incidents.list(filter, 1, 0);
    const oldest = total > 1 ? (await this.incidents.list(filter, 1, total - 1)).rows[0] : rows[0];
    if (oldest)
      await this.incidents.acknowledge(
        oldest.id,
        actor,
        'Betreiber angerufen: Der Router wird getauscht.',
        at,
      );
  }

  /**
   * Applies a change to an incident the user is told of; an incident already past it (acknowledged
   * twice, closed after it resolved) is answered as it is.
   */
  private async change(
    viewer: IncidentViewer,
    id: number,
    action: string,
    note: string,
    apply: (by: { login: string; name: string }, at: Date) => Promise<IncidentRow | undefined>,
  ): Promise<{ incident: Incident }> {
    const { user } = viewer;
    const found = await this.incidents.find(id, this.units.alarmAudience(user));
    if (!found) throw notFound();
    const changed = await apply({ login: user.login, name: user.name }, new Date());
    if (changed) {
      await this.audit.record({ actor: user.login, action, sn: changed.sn, details: { id, note } });
      await this.notifier.changed([{ id, sn: changed.sn, state: changed.state }]);
    }
    const [incident] = await this.shown(viewer, [changed ?? found]);
    if (!incident) throw notFound();
    return { incident };
  }

  /** Rows as the user reads them: unit and location names, texts in their language; a demo's fakes. */
  private async shown(
    { user, sessionId }: IncidentViewer,
    rows: readonly IncidentRow[],
  ): Promise<Incident[]> {
    const serials = [...new Set(rows.map((row) => row.sn))];
    const placements = new Map((await this.units.placements(serials)).map((p) => [p.sn, p]));
    const uuids = [
      ...new Set([...placements.values()].flatMap((p) => (p.locationUuid ? [p.locationUuid] : []))),
    ];
    const names = new Map((await this.locations.find(uuids)).map((l) => [l.uuid, l.name]));
    const demo = isDemo(user);
    const fakes = demo ? await this.sessionState.assignDemoFakes(sessionId, serials) : undefined;
    const fakeOf = new Map([...(fakes ?? [])].map(([fake, real]) => [real, fake]));
    const language = user.language as Language;
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
