import {
  type AlarmRule,
  type AlarmRuleOperator,
  type AlarmRuleRequest,
  type AlarmRuleScope,
  type AlarmRuleSeverity,
  type AlarmRulesResponse,
  alarmRuleLimits,
} from '@portal/contracts';

/** The form's fields as typed (numbers as text, so a half-typed one stays as it is). */
export interface RuleDraft {
  name: string;
  scope: AlarmRuleScope;
  ref: string;
  productGroup: string;
  dataPoint: string;
  operator: AlarmRuleOperator;
  limit: string;
  minutes: string;
  hysteresis: string;
  severity: AlarmRuleSeverity;
}

export type DraftField = keyof RuleDraft;
export type DraftProblem = 'required' | 'number' | 'minutes' | 'hysteresis';

export const emptyDraft: RuleDraft = {
  name: '',
  scope: 'unit',
  ref: '',
  productGroup: '',
  dataPoint: '',
  operator: 'above',
  limit: '',
  minutes: '15',
  hysteresis: '0',
  severity: 'warning',
};

export function draftOf(rule: AlarmRule): RuleDraft {
  return {
    ...rule,
    limit: String(rule.limit),
    minutes: String(rule.minutes),
    hysteresis: String(rule.hysteresis),
  };
}

/** A number as people type it here: '80', '-2,5' or '2.5'; undefined when it is none. */
export function parseNumber(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

/** A unit names its kind: choosing a unit sets the kind (and drops a data point of another kind). */
export function withChange(
  draft: RuleDraft,
  patch: Partial<RuleDraft>,
  units: AlarmRulesResponse['units'],
): RuleDraft {
  const next = { ...draft, ...patch };
  if (patch.scope !== undefined && patch.scope !== draft.scope) next.ref = '';
  if (next.scope === 'unit') {
    const unit = units.find((u) => u.sn === next.ref);
    if (unit) next.productGroup = unit.productGroup;
  }
  if (next.productGroup !== draft.productGroup) next.dataPoint = '';
  return next;
}

/** What is wrong with each field, as the server would see it. */
export function problemsOf(draft: RuleDraft): Partial<Record<DraftField, DraftProblem>> {
  const problems: Partial<Record<DraftField, DraftProblem>> = {};
  if (draft.name.trim() === '') problems.name = 'required';
  if (draft.scope !== 'all' && draft.ref === '') problems.ref = 'required';
  if (draft.productGroup === '') problems.productGroup = 'required';
  if (draft.dataPoint === '') problems.dataPoint = 'required';
  if (parseNumber(draft.limit) === undefined) problems.limit = 'number';
  const minutes = parseNumber(draft.minutes);
  const { min, max } = alarmRuleLimits.minutes;
  if (minutes === undefined || !Number.isInteger(minutes) || minutes < min || minutes > max)
    problems.minutes = 'minutes';
  const hysteresis = parseNumber(draft.hysteresis);
  if (hysteresis === undefined || hysteresis < 0) problems.hysteresis = 'hysteresis';
  return problems;
}

/** The request of a draft without problems. */
export function requestOf(draft: RuleDraft): AlarmRuleRequest {
  return {
    name: draft.name.trim(),
    scope: draft.scope,
    ref: draft.scope === 'all' ? '' : draft.ref,
    productGroup: draft.productGroup,
    dataPoint: draft.dataPoint,
    operator: draft.operator,
    limit: parseNumber(draft.limit) ?? 0,
    minutes: parseNumber(draft.minutes) ?? 0,
    hysteresis: parseNumber(draft.hysteresis) ?? 0,
    severity: draft.severity,
  };
}
