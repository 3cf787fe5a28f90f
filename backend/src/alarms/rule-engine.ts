import { Inject, Injectable, Logger } from '@nestjs/common';
import { displayGain, findKind } from '@portal/unit-catalog';
import { batchedLookup } from '../common/batched.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { UnitsService } from '../units/units.service.js';
import { UsersService } from '../users/users.service.js';
import { type AlarmRuleRow, AlarmRulesRepository } from './alarm-rules.repository.js';
import { type WantedIncident, ruleCause } from './incident-causes.js';
import { type IncidentChange, IncidentsRepository } from './incidents.repository.js';
import { type RuleTrack, stepRule } from './rule-evaluation.js';

/** Rules and the open rule incidents are read again this often (other instances change them too). */
const reloadMs = 30_000;
/** Whom a rule's owner is told of is looked up again after this long (consent revoked: at once in lists). */
const audienceMs = 15_000;
/** A unit's kind and location are looked up again after this long. */
const placementMs = 5 * 60_000;

interface Rule extends AlarmRuleRow {
  gain: number;
}

interface Cached<T> {
  value: T;
  at: number;
}

const trackKey = (ruleId: number, sn: string) => `${ruleId}|${sn}`;

/**
 * Users' limit rules, evaluated from each unit's live values (docs/adr/0017-alarms.md). Where each
 * rule stands on each unit is kept in memory (a restart delays an alarm by at most its minutes, never
 * makes a false one); which rule incidents are open is read from the incidents, so one opened before
 * a restart still clears. Per message, only memory is read unless a cache ran out.
 */
@Injectable()
export class RuleEngine {
  private readonly logger = new Logger('AlarmRules');
  private rules: Rule[] = [];
  private loadedAt = -Infinity;
  private loading: Promise<void> | undefined;
  private readonly tracks = new Map<string, RuleTrack>();
  private readonly audiences = new Map<number, Cached<Set<string> | undefined>>();
  private readonly places = new Map<string, Cached<{ productGroup: string; locationUuid: string | null }>>();

  constructor(
    @Inject(AlarmRulesRepository) private readonly repository: AlarmRulesRepository,
    @Inject(IncidentsRepository) private readonly incidents: IncidentsRepository,
    @Inject(UnitsService) private readonly units: UnitsService,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Reads the rules again now (one changed here) or when due; open rule incidents with them. */
  reload(force = false, now = Date.now()): Promise<void> {
    if (!force && now - this.loadedAt < reloadMs) return this.loading ?? Promise.resolve();
    this.loadedAt = now;
    const loading = (this.loading ?? Promise.resolve())
      .then(() => this.load())
      .catch((error: unknown) => {
        this.loadedAt = -Infinity;
        this.logger.warn(`rules not loaded: ${String(error)}`);
      });
    this.loading = loading;
    return loading;
  }

  /** A rule changed or went: where it stood is forgotten (its incident was resolved by the caller). */
  forget(ruleId: number): Promise<void> {
    for (const key of this.tracks.keys()) if (key.startsWith(`${ruleId}|`)) this.tracks.delete(key);
    return this.reload(true);
  }

  /** A unit's live values (raw, unit time `ts`) against the rules that reach it. */
  async onValues(sn: string, values: Record<string, number>, ts: number): Promise<IncidentChange[]> {
    await this.reload();
    if (this.rules.length === 0) return [];
    const now = Date.now();
    const place = await this.placement(sn, now);
    if (!place) return [];
    const changes: IncidentChange[] = [];
    for (const rule of this.rules) {
      const raw = values[rule.dataPoint];
      if (raw === undefined || !reaches(rule, sn, place)) continue;
      const key = trackKey(rule.id, sn);
      if (!(await this.ownerIsTold(rule.ownerId, sn, now))) {
        // The owner lost the unit (consent revoked): the rule stops counting on it at once.
        const track = this.tracks.get(key);
        this.tracks.delete(key);
        if (track?.opened)
          changes.push(...(await this.incidents.resolveCause(sn, ruleCause(rule.id), new Date(now))));
        continue;
      }
      const value = Math.round(raw * rule.gain * 1000) / 1000;
      const step = stepRule(rule, this.tracks.get(key), value, ts, now, this.config.alarms.clearMs);
      if (step.track) this.tracks.set(key, step.track);
      else this.tracks.delete(key);
      changes.push(...(await this.act(rule, sn, step.action, step.track, now)));
    }
    return changes;
  }

  private async act(
    rule: Rule,
    sn: string,
    action: 'open' | 'keep' | 'clear' | 'none',
    track: RuleTrack | undefined,
    now: number,
  ): Promise<IncidentChange[]> {
    switch (action) {
      case 'open':
      case 'keep':
        // Opened at the condition's start (on the portal's clock at the latest); `keep`: the
        // clearing mark goes (the same incident), or a new one if it was resolved meanwhile.
        return this.incidents.open(sn, [ruleIncident(rule)], new Date(Math.min(track?.since ?? now, now)));
      case 'clear':
        await this.incidents.markCauseClearing(sn, ruleCause(rule.id), new Date(now));
        return [];
      case 'none':
        return [];
    }
  }

  private async load(): Promise<void> {
    const [rows, open] = await Promise.all([this.repository.all(), this.repository.openRuleIncidents()]);
    this.rules = rows.flatMap((row) => {
      const kind = findKind(row.productGroup);
      return kind ? [{ ...row, gain: displayGain(kind, row.dataPoint) }] : [];
    });
    const openKeys = new Set<string>();
    for (const incident of open) {
      const key = trackKey(Number(incident.cause.slice('rule:'.length)), incident.sn);
      openKeys.add(key);
      // Opened before this instance knew (a restart, another instance): it must be able to clear.
      if (!this.tracks.get(key)?.opened)
        this.tracks.set(key, {
          since: incident.openedAt.getTime(),
          opened: true,
          clearingAt: incident.clearingSince?.getTime() ?? null,
        });
    }
    // Resolved meanwhile (by the sweep, by hand): the condition must last its minutes again.
    for (const [key, track] of this.tracks) if (track.opened && !openKeys.has(key)) this.tracks.delete(key);
  }

  private async placement(sn: string, now: number) {
    const cached = this.places.get(sn);
    if (cached && now - cached.at < placementMs) return cached.value;
    const row = await this.placements.call(sn);
    if (!row) return undefined;
    const value = { productGroup: row.productGroup, locationUuid: row.locationUuid };
    this.places.set(sn, { value, at: now });
    return value;
  }

  private readonly placements = batchedLookup(
    (serials) => this.units.placements(serials),
    (row) => row.sn,
  );

  /** Whether the rule's owner is told of the unit now (UnitsService.alarmAudience), cached briefly. */
  private async ownerIsTold(ownerId: number, sn: string, now: number): Promise<boolean> {
    let cached = this.audiences.get(ownerId);
    if (!cached || now - cached.at >= audienceMs) {
      const owner = await this.users.findById(ownerId);
      const value = owner ? await this.units.alarmAudienceSerials(owner) : new Set<string>();
      cached = { value, at: now };
      this.audiences.set(ownerId, cached);
    }
    return cached.value === undefined || cached.value.has(sn);
  }
}

/** Whether the rule's scope and kind take in the unit. */
function reaches(
  rule: Rule,
  sn: string,
  place: { productGroup: string; locationUuid: string | null },
): boolean {
  if (rule.productGroup !== place.productGroup) return false;
  if (rule.scope === 'unit') return rule.ref === sn;
  if (rule.scope === 'location') return rule.ref === place.locationUuid;
  return true;
}

/** The incident a rule opens on a unit: its owner's alone. */
export function ruleIncident(rule: Pick<AlarmRuleRow, 'id' | 'severity' | 'ownerId'>): WantedIncident {
  return {
    cause: ruleCause(rule.id),
    kind: 'rule',
    severity: rule.severity,
    code: null,
    ownerId: rule.ownerId,
  };
}
