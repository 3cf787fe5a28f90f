import { Inject, Injectable } from '@nestjs/common';
import {
  type Incident,
  type IncidentCountResponse,
  type IncidentListResponse,
  type Language,
  incidentListRequestSchema,
  incidentSeverities,
} from '@portal/contracts';
import type { z } from 'zod';
import { AuditService } from '../audit/audit.service.js';
import { notFound } from '../common/api-exception.js';
import { SessionStateService } from '../auth/session-state.service.js';
import type { SessionUser } from '../auth/session-user.js';
import { UnitsService } from '../units/units.service.js';
import { AlarmSettingsRepository } from './alarm-settings.repository.js';
import { type IncidentRow, IncidentsRepository } from './incidents.repository.js';
import { IncidentDescriber, type Lens } from './incident-describer.js';
import { IncidentNotifier } from './incident-notifier.js';
import { incidentFilter } from './incident-filter.js';

type ListRequest = z.output<typeof incidentListRequestSchema>;

/** Who asks, in which session (a demo session's serials are its fakes). */
export interface IncidentViewer {
  user: SessionUser;
  sessionId: string;
}

const isDemo = (user: SessionUser) => user.roles.includes('demo');

/** How the viewer reads incidents: in their language; a demo session through its fakes. */
const lens = ({ user, sessionId }: IncidentViewer): Lens => ({
  language: user.language as Language,
  demoSession: isDemo(user) ? sessionId : undefined,
});

/** The alarms REST calls: incidents of the units a user is told of (docs/adr/0017-alarms.md). */
@Injectable()
export class IncidentsService {
  constructor(
    @Inject(IncidentsRepository) private readonly incidents: IncidentsRepository,
    @Inject(UnitsService) private readonly units: UnitsService,
    @Inject(IncidentDescriber) private readonly describer: IncidentDescriber,
    @Inject(SessionStateService) private readonly sessionState: SessionStateService,
    @Inject(IncidentNotifier) private readonly notifier: IncidentNotifier,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(AlarmSettingsRepository) private readonly settings: AlarmSettingsRepository,
  ) {}

  async list({ user, sessionId }: IncidentViewer, request: ListRequest): Promise<IncidentListResponse> {
    let sn = request.sn;
    if (sn !== undefined && isDemo(user)) sn = (await this.sessionState.demoReal(sessionId, sn)) ?? '';
    const atLocation =
      request.locationUuid === undefined ? undefined : this.units.serialsAt(request.locationUuid);
    const where = incidentFilter(
      { ...request, sn },
      this.units.alarmAudience(user),
      atLocation,
      this.ownRulesOnly(user),
    );
    const { rows, total } = await this.incidents.list(where, request.limit, request.offset);
    return { incidents: await this.describer.describe(rows, lens({ user, sessionId })), total };
  }

  /**
   * One unit's incidents the viewer is told of that overlap a window (a chart's), oldest first; `sn`
   * is the real serial (the caller checked the viewer's access to the unit).
   */
  async overlapping(
    viewer: IncidentViewer,
    sn: string,
    window: { from: number; to: number },
    limit: number,
  ): Promise<Incident[]> {
    const rows = await this.incidents.overlapping(
      sn,
      this.units.alarmAudience(viewer.user),
      { from: new Date(window.from), to: new Date(window.to) },
      limit,
      this.ownRulesOnly(viewer.user),
    );
    return rows.length === 0 ? [] : this.describer.describe(rows, lens(viewer));
  }

  /**
   * One unit's incidents that overlap a window, in a language, for a report (the caller checked
   * access to the unit): everyone's incidents of the unit, no user's private rule incidents.
   */
  async ofUnit(
    sn: string,
    window: { from: number; to: number },
    language: Language,
    limit: number,
  ): Promise<Incident[]> {
    const rows = await this.incidents.overlapping(
      sn,
      undefined,
      { from: new Date(window.from), to: new Date(window.to) },
      limit,
    );
    const shared = rows.filter((row) => row.ownerId === null);
    return shared.length === 0 ? [] : this.describer.describe(shared, { language });
  }

  async count(user: SessionUser): Promise<IncidentCountResponse> {
    // The bell counts what the viewer follows in the portal, of rule incidents only their own (staff's too).
    const rows = await this.incidents.openBySeverity(
      this.units.alarmAudience(user),
      this.settings.followedInPortal(user.id, (serial) => this.units.locationOf(serial)),
      user.id,
    );
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

  /** Others' rule incidents are private to their owners; the staff lists them all (not the demo). */
  private ownRulesOnly(user: SessionUser): number | undefined {
    return this.units.seesAllUnits(user) && !isDemo(user) ? undefined : user.id;
  }

  /**
   * The demo's showcase: the partner has acknowledged the longest open offline incident, with what
   * they did about it.
   */
  async showcaseAcknowledgement(actor: { login: string; name: string }, at: Date): Promise<void> {
    const oldest = await this.incidents.oldestOpen('offline');
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
    const found = await this.incidents.find(id, this.units.alarmAudience(user), this.ownRulesOnly(user));
    if (!found) throw notFound();
    const changed = await apply({ login: user.login, name: user.name }, new Date());
    if (changed) {
      await this.audit.record({ actor: user.login, action, sn: changed.sn, details: { id, note } });
      await this.notifier.changed([changed]);
    }
    const [incident] = await this.describer.describe([changed ?? found], lens(viewer));
    if (!incident) throw notFound();
    return { incident };
  }
}
