import { Inject, Injectable } from '@nestjs/common';
import {
  type AlarmRule,
  type AlarmRulesResponse,
  type Language,
  alarmRuleLimits,
  type alarmRuleRequestSchema,
} from '@portal/contracts';
import { type UnitKind, findKind, findRuleDataPoint, ruleDataPoints, unitKinds } from '@portal/unit-catalog';
import type { z } from 'zod';
import { AuditService } from '../audit/audit.service.js';
import { invalidInput, notFound, roleMissing } from '../common/api-exception.js';
import type { SessionUser } from '../auth/session-user.js';
import { LocationsService } from '../locations/locations.service.js';
import { UnitsService } from '../units/units.service.js';
import { type AlarmRuleRow, AlarmRulesRepository, type NewAlarmRule } from './alarm-rules.repository.js';
import { ruleCause } from './incident-causes.js';
import { IncidentNotifier } from './incident-notifier.js';
import { IncidentsRepository } from './incidents.repository.js';
import { RuleEngine } from './rule-engine.js';

type RuleRequest = z.output<typeof alarmRuleRequestSchema>;

/** How many of the user's units the scope picker offers. */
const offeredUnits = 500;

const isDemo = (user: SessionUser) => user.roles.includes('demo');

/** Kind and data point names in the user's language. */
function kindChoice(kind: UnitKind, language: Language) {
  return {
    productGroup: kind.productGroup,
    label: kind.label[language],
    dataPoints: ruleDataPoints(kind)
      .map(({ key, point }) => ({ key, label: point.label[language], unit: point.unit }))
      .sort((a, b) => a.label.localeCompare(b.label, language)),
  };
}

/** The users' own limit rules (docs/adr/0017-alarms.md): each user manages their own. */
@Injectable()
export class AlarmRulesService {
  constructor(
    @Inject(AlarmRulesRepository) private readonly rules: AlarmRulesRepository,
    @Inject(UnitsService) private readonly units: UnitsService,
    @Inject(LocationsService) private readonly locations: LocationsService,
    @Inject(IncidentsRepository) private readonly incidents: IncidentsRepository,
    @Inject(IncidentNotifier) private readonly notifier: IncidentNotifier,
    @Inject(RuleEngine) private readonly engine: RuleEngine,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  async list(user: SessionUser): Promise<AlarmRulesResponse> {
    const language = user.language as Language;
    const kindsOffered = (groups: Iterable<string>) =>
      [...new Set(groups)].flatMap((group) => {
        const kind = findKind(group);
        return kind ? [kindChoice(kind, language)] : [];
      });
    // The demo may create nothing and sees no one's serials.
    if (isDemo(user))
      return {
        rules: [],
        max: alarmRuleLimits.perUser,
        units: [],
        locations: [],
        kinds: kindsOffered(unitKinds.map((k) => k.productGroup)),
      };
    const [rows, offered] = await Promise.all([
      this.rules.ofOwner(user.id),
      this.units.alarmAudienceUnits(user, offeredUnits),
    ]);
    const units = offered.map((unit) => ({
      sn: unit.sn,
      name: unit.benennung || (findKind(unit.productGroup)?.label[language] ?? unit.productGroup),
      productGroup: unit.productGroup,
      locationUuid: unit.locationUuid,
    }));
    const uuids = new Set(units.flatMap((u) => (u.locationUuid ? [u.locationUuid] : [])));
    for (const row of rows) if (row.scope === 'location') uuids.add(row.ref);
    const locations = (await this.locations.find([...uuids]))
      .map((l) => ({ uuid: l.uuid, name: l.name }))
      .sort((a, b) => a.name.localeCompare(b.name, language));
    const names = new Map<string, string>([
      ...units.map((u) => [u.sn, u.name] as const),
      ...locations.map((l) => [l.uuid, l.name] as const),
    ]);
    const seesAll = this.units.seesAllUnits(user);
    return {
      rules: rows.map((row) => toRule(row, names.get(row.ref) ?? null)),
      max: alarmRuleLimits.perUser,
      units,
      locations,
      kinds: kindsOffered(
        seesAll
          ? unitKinds.map((k) => k.productGroup)
          : [...units.map((u) => u.productGroup), ...rows.map((r) => r.productGroup)],
      ),
    };
  }

  async create(user: SessionUser, request: RuleRequest): Promise<{ rule: AlarmRule }> {
    const fields = await this.checked(user, request);
    const row = await this.rules.insert(fields, alarmRuleLimits.perUser);
    if (!row) throw invalidInput({ _: ['alarms.rules.tooMany'] });
    await this.audit.record({ actor: user.login, action: 'alarm.rule.create', details: { id: row.id } });
    await this.engine.forget(row.id);
    return { rule: toRule(row, await this.scopeName(row)) };
  }

  async update(user: SessionUser, id: number, request: RuleRequest): Promise<{ rule: AlarmRule }> {
    const [mine] = await this.rules.find([id]);
    if (mine?.ownerId !== user.id) throw notFound();
    const fields = await this.checked(user, request);
    const row = await this.rules.update(id, user.id, fields);
    if (!row) throw notFound();
    await this.audit.record({ actor: user.login, action: 'alarm.rule.update', details: { id } });
    await this.restart(id);
    return { rule: toRule(row, await this.scopeName(row)) };
  }

  async delete(user: SessionUser, id: number): Promise<{ success: boolean }> {
    if (!(await this.rules.delete(id, user.id))) throw notFound();
    await this.audit.record({ actor: user.login, action: 'alarm.rule.delete', details: { id } });
    await this.restart(id);
    return { success: true };
  }

  /** A rule changed or went: its open incidents resolve, and it is evaluated anew. */
  private async restart(id: number): Promise<void> {
    await this.notifier.changed(await this.incidents.resolveEverywhere(ruleCause(id), new Date()));
    await this.engine.forget(id);
  }

  /** The rule as stored, once its kind, data point and scope are the user's to name. */
  private async checked(user: SessionUser, request: RuleRequest): Promise<NewAlarmRule> {
    const kind = findKind(request.productGroup);
    if (!kind) throw invalidInput({ productGroup: ['validation.invalid'] });
    if (!findRuleDataPoint(kind, request.dataPoint))
      throw invalidInput({ dataPoint: ['validation.invalid'] });
    if (request.scope !== 'all') {
      const only = request.scope === 'unit' ? { sn: request.ref } : { locationUuid: request.ref };
      const [told] = await this.units.alarmAudienceUnits(user, 1, only);
      // Only units and locations the user is told of (a partner: with the operator's consent).
      if (!told) throw roleMissing();
      if (request.scope === 'unit' && told.productGroup !== kind.productGroup)
        throw invalidInput({ productGroup: ['validation.invalid'] });
    }
    return { ...request, ownerId: user.id };
  }

  private async scopeName(row: AlarmRuleRow): Promise<string | null> {
    if (row.scope === 'location') return (await this.locations.find([row.ref]))[0]?.name ?? null;
    if (row.scope === 'unit') return (await this.units.placements([row.ref]))[0]?.benennung || row.ref;
    return null;
  }
}

function toRule(row: AlarmRuleRow, scopeName: string | null): AlarmRule {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    ref: row.ref,
    scopeName,
    productGroup: row.productGroup,
    dataPoint: row.dataPoint,
    operator: row.operator,
    limit: row.limit,
    minutes: row.minutes,
    hysteresis: row.hysteresis,
    severity: row.severity,
  };
}
