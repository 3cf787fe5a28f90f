import { z } from 'zod';

// A user's own limit rules (issue 42): a numeric data point of one unit kind above or below a limit
// for N minutes is an incident ('rule:<id>') told only to the rule's owner; it clears once the value
// came back past the limit by the hysteresis. Scope: one unit, one location or every unit the user is
// told of.

export const alarmRuleOperators = ['above', 'below'] as const;
export type AlarmRuleOperator = (typeof alarmRuleOperators)[number];

/** A rule's incident alarms (fault: the bell counts it) or only shows (warning). */
export const alarmRuleSeverities = ['fault', 'warning'] as const;
export type AlarmRuleSeverity = (typeof alarmRuleSeverities)[number];

export const alarmRuleScopes = ['unit', 'location', 'all'] as const;
export type AlarmRuleScope = (typeof alarmRuleScopes)[number];

export const alarmRuleLimits = {
  /** Rules per user. */
  perUser: 50,
  minutes: { min: 1, max: 24 * 60 },
  nameLength: 80,
  /** Bounds of limit and hysteresis (display units). */
  magnitude: 1_000_000_000,
} as const;

const magnitude = alarmRuleLimits.magnitude;

export const alarmRuleRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(alarmRuleLimits.nameLength),
    scope: z.enum(alarmRuleScopes),
    /** The unit's serial, the location's uuid; empty for 'all'. */
    ref: z.string().max(40).default(''),
    /** The unit kind whose data point the rule watches (it applies to units of that kind only). */
    productGroup: z.string().min(1).max(40),
    /** A numeric data point of the kind: 'board.name'. */
    dataPoint: z.string().min(1).max(120),
    operator: z.enum(alarmRuleOperators),
    /** In the data point's display unit (raw × gain). */
    limit: z.number().min(-magnitude).max(magnitude),
    minutes: z.number().int().min(alarmRuleLimits.minutes.min).max(alarmRuleLimits.minutes.max),
    /** The value must come back past limit ∓ hysteresis to clear. */
    hysteresis: z.number().min(0).max(magnitude),
    severity: z.enum(alarmRuleSeverities),
  })
  .refine(
    (rule) =>
      rule.scope === 'all'
        ? rule.ref === ''
        : rule.scope === 'location'
          ? z.uuid().safeParse(rule.ref).success
          : rule.ref !== '',
    { message: 'validation.invalid', path: ['ref'] },
  );
export type AlarmRuleRequest = z.input<typeof alarmRuleRequestSchema>;

export const alarmRuleSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  scope: z.enum(alarmRuleScopes),
  ref: z.string(),
  /** The unit's or location's name as the unit list shows them; null for 'all' (or gone). */
  scopeName: z.string().nullable(),
  productGroup: z.string(),
  dataPoint: z.string(),
  operator: z.enum(alarmRuleOperators),
  limit: z.number(),
  minutes: z.number().int(),
  hysteresis: z.number(),
  severity: z.enum(alarmRuleSeverities),
});
export type AlarmRule = z.infer<typeof alarmRuleSchema>;

/** A data point a rule may watch, as the user reads it. */
export const alarmRuleDataPointSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** Unit of measure ('°C', 'W'; empty when none). */
  unit: z.string(),
});
export type AlarmRuleDataPoint = z.infer<typeof alarmRuleDataPointSchema>;

/** The rules page: the user's rules and what a rule may name. */
export const alarmRulesResponseSchema = z.object({
  rules: z.array(alarmRuleSchema),
  max: z.number().int().positive(),
  /** Units the user is told of (the first 500 by designation). */
  units: z.array(
    z.object({
      sn: z.string(),
      name: z.string(),
      productGroup: z.string(),
      locationUuid: z.string().nullable(),
    }),
  ),
  locations: z.array(z.object({ uuid: z.string(), name: z.string() })),
  /** Per unit kind: its name and its numeric data points. */
  kinds: z.array(
    z.object({
      productGroup: z.string(),
      label: z.string(),
      dataPoints: z.array(alarmRuleDataPointSchema),
    }),
  ),
});
export type AlarmRulesResponse = z.infer<typeof alarmRulesResponseSchema>;

export const alarmRuleResponseSchema = z.object({ rule: alarmRuleSchema });

export const alarmRuleIdParamSchema = z.coerce.number().int().positive().max(2_147_483_647);
