import { Inject, Injectable } from '@nestjs/common';
import type { Incident, Language } from '@portal/contracts';
import { findDataPointByKey, findKind } from '@portal/unit-catalog';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { SessionStateService } from '../auth/session-state.service.js';
import { LocationsService } from '../locations/locations.service.js';
import { demoLocationName } from '../units/demo-view.js';
import { UnitsService } from '../units/units.service.js';
import { type AlarmRuleRow, AlarmRulesRepository } from './alarm-rules.repository.js';
import { adviceHint, adviceText } from './advice-texts.js';
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
    @Inject(AlarmRulesRepository) private readonly rules: AlarmRulesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** One incident in whichever language a recipient reads, described once per language. */
  inLanguages(row: IncidentRow): (language: Language) => Promise<Incident | undefined> {
    const described = new Map<Language, Promise<Incident | undefined>>();
    return (language) => {
      let one = described.get(language);
      if (!one) {
        one = this.describe([row], { language }).then(([incident]) => incident);
        described.set(language, one);
      }
      return one;
    };
  }

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
    const ruleIds = rows.flatMap((row) =>
      row.kind === 'rule' ? [Number(row.cause.slice('rule:'.length))] : [],
    );
    const rules = new Map((await this.rules.find(ruleIds)).map((rule) => [rule.id, rule]));
    const gapSeconds = Math.round(this.config.alarms.gapMs / 1000);
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
        detail:
          row.kind === 'rule'
            ? ruleText(rules.get(Number(row.cause.slice('rule:'.length))), language)
            : gapText(gapSeconds, language),
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
  /** What a gap or a rule incident is about (the others read it from the catalogue). */
  detail: string;
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
    text: entry?.label[shown.language] ?? incidentText(row, shown),
    advice: entry?.advice[shown.language] ?? (row.kind === 'advice' ? adviceHint(row, shown.language) : null),
    state: row.state,
    openedAt: iso(row.openedAt),
    acknowledged: row.acknowledgedAt
      ? { at: iso(row.acknowledgedAt), by: actor(row.acknowledgedBy), note: row.acknowledgeNote }
      : null,
    resolved: row.resolvedAt
      ? { at: iso(row.resolvedAt), by: row.resolvedBy ? actor(row.resolvedBy) : null, note: row.resolveNote }
      : null,
    ...(row.kind === 'advice' ? { evidence: row.evidence ?? null } : {}),
  };
}

/** What an incident the catalogue has no text for is about. */
function incidentText(row: IncidentRow, { language, detail }: Shown): string {
  const german = language === 'de-de';
  if (row.kind === 'offline') return german ? 'Anlage offline' : 'Unit offline';
  if (row.kind === 'gap' || row.kind === 'rule') return detail;
  if (row.kind === 'advice') return adviceText(row, language);
  const code = row.code ?? '';
  if (row.kind === 'maintenance') return german ? `Wartung fällig (${code})` : `Maintenance due (${code})`;
  return german ? `Meldung ${code}` : `Message ${code}`;
}

/** 'Keine Messwerte seit 15 min' (seconds below a minute, as tests set it). */
function gapText(seconds: number, language: Language): string {
  const span = seconds < 60 ? `${seconds} s` : `${Math.round(seconds / 60)} min`;
  return language === 'de-de' ? `Keine Messwerte seit ${span}` : `No values for ${span}`;
}

/** 'Regel „Vorlauf zu heiß“: Vorlauftemperatur über 80 °C'; a deleted rule by that alone. */
function ruleText(rule: AlarmRuleRow | undefined, language: Language): string {
  const german = language === 'de-de';
  if (!rule) return german ? 'Regel (gelöscht)' : 'Rule (deleted)';
  const kind = findKind(rule.productGroup);
  const point = kind && findDataPointByKey(kind, rule.dataPoint);
  const what = point?.label[language] ?? rule.dataPoint;
  const limit = new Intl.NumberFormat(german ? 'de-DE' : 'en-GB').format(rule.limit);
  const unit = point?.unit ? ` ${point.unit}` : '';
  const past = german
    ? rule.operator === 'above'
      ? 'über'
      : 'unter'
    : rule.operator === 'above'
      ? 'above'
      : 'below';
  return german
    ? `Regel „${rule.name}“: ${what} ${past} ${limit}${unit}`
    : `Rule “${rule.name}”: ${what} ${past} ${limit}${unit}`;
}
