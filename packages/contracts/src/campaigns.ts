import { z } from 'zod';
import { commandExpirySchema, commandLimits, commandStates } from './commands.js';

// Parameter campaigns (issue 44, docs/adr/0021-commands-and-campaigns.md): the manufacturer or a
// partner writes the same values to many units, checked per unit against its kind's limits, only
// where the operator consented to the caller's remote access, in stages (e.g. 1 % → 10 % → 100 %)
// that pause by themselves when more than 2 % of a stage fails.

export const campaignLimits = {
  nameLength: 80,
  valuesPerCampaign: 10,
  stages: 5,
  pauseMinutes: { min: 0, max: 24 * 60, default: 10 },
  /** A stage whose failed share of its finished commands is above this pauses the campaign. */
  failureShare: 0.02,
  /** Units a dry run lists one by one (the totals count all). */
  dryRunListed: 500,
  serials: 1000,
  pageSize: 100,
} as const;

export const campaignStates = ['running', 'paused', 'completed', 'cancelled'] as const;
export type CampaignState = (typeof campaignStates)[number];

/** Why a unit of the selection is left out (message keys, de and en in the front ends). */
export const campaignSkipReasons = [
  'campaign.skip.noconsent',
  'campaign.skip.offline',
  'campaign.skip.range',
  'campaign.skip.unchanged',
] as const;
export type CampaignSkipReason = (typeof campaignSkipReasons)[number];

export const campaignPauseReasons = ['campaign.pause.user', 'campaign.pause.failures'] as const;

const serialSchema = z.string().trim().min(1).max(40);

export const campaignFilterSchema = z
  .object({
    /** Unit kinds (product groups); empty: every kind whose data points take the values. */
    productGroups: z.array(z.string().min(1).max(40)).max(20).default([]),
    /** Software version as the unit reports it, from its start ("4.1" matches "4.1.2"). */
    firmware: z.string().trim().max(40).default(''),
    /** Postcode of the unit's location, from its start ("7" = 70000–79999). */
    postcode: z
      .string()
      .trim()
      .regex(/^\d{0,5}$/, { error: 'validation.invalid' })
      .default(''),
    /** The partner company looking after the units (manufacturer staff only; partners: their own). */
    partnerId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
    /** Only these units (within what the caller may reach). */
    serials: z.array(serialSchema).max(campaignLimits.serials).default([]),
  })
  .strict();
export type CampaignFilter = z.output<typeof campaignFilterSchema>;

const stagesSchema = z
  .array(z.number().int().min(1).max(100))
  .min(1)
  .max(campaignLimits.stages)
  .refine((stages) => stages.every((p, i) => i === 0 || p > stages[i - 1]!) && stages.at(-1) === 100, {
    error: 'validation.campaign.stages',
  });

export const campaignRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(campaignLimits.nameLength),
    /** Data point key ('board.name') → value in display units. */
    values: z
      .record(z.string().min(1).max(120), z.number().finite())
      .refine((values) => Object.keys(values).length >= 1, { error: 'validation.required' })
      .refine((values) => Object.keys(values).length <= campaignLimits.valuesPerCampaign, {
        error: 'validation.invalid',
      }),
    filter: campaignFilterSchema.default(campaignFilterSchema.parse({})),
    /** Cumulative shares of the selection in percent, rising, the last 100. */
    stages: stagesSchema.default([1, 10, 100]),
    pauseMinutes: z
      .number()
      .int()
      .min(campaignLimits.pauseMinutes.min)
      .max(campaignLimits.pauseMinutes.max)
      .default(campaignLimits.pauseMinutes.default),
    /** Offline units get a queued command (true) or are skipped. */
    queueOffline: z.boolean().default(true),
    expiresInHours: commandExpirySchema.default(commandLimits.expiryHours.default),
  })
  .strict();
export type CampaignRequest = z.input<typeof campaignRequestSchema>;

const changeSchema = z.object({ key: z.string(), from: z.number().nullable(), to: z.number() });

export const dryRunUnitSchema = z.object({
  sn: z.string(),
  productGroup: z.string(),
  firmware: z.string(),
  online: z.boolean(),
  /** write: sent at its stage; queue: offline, waits; skip: left out for `reason`. */
  outcome: z.enum(['write', 'queue', 'skip']),
  reason: z.enum(campaignSkipReasons).nullable(),
  changes: z.array(changeSchema),
});
export type DryRunUnit = z.infer<typeof dryRunUnitSchema>;

export const dryRunResponseSchema = z.object({
  totals: z.object({ selected: z.number(), write: z.number(), queue: z.number(), skip: z.number() }),
  skipped: z.record(z.string(), z.number()),
  units: z.array(dryRunUnitSchema),
  /** More units than listed (the totals count all). */
  truncated: z.boolean(),
});
export type DryRunResponse = z.infer<typeof dryRunResponseSchema>;

export const campaignUnitStatuses = ['pending', 'skipped', ...commandStates] as const;
export type CampaignUnitStatus = (typeof campaignUnitStatuses)[number];

const countsSchema = z.record(z.enum(campaignUnitStatuses), z.number());

export const campaignSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  values: z.record(z.string(), z.number()),
  filter: campaignFilterSchema,
  stages: z.array(z.number()),
  pauseMinutes: z.number(),
  queueOffline: z.boolean(),
  expiresInHours: z.number(),
  state: z.enum(campaignStates),
  pauseReason: z.enum(campaignPauseReasons).nullable(),
  /** The stage being worked on (0-based) or last worked on. */
  stage: z.number().int(),
  /** When the next stage starts (the pause after a finished stage). */
  nextStageAt: z.iso.datetime().nullable(),
  createdBy: z.string(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  counts: countsSchema,
  /** Per stage: its units and how many of them are finished, confirmed and failed. */
  stageProgress: z.array(
    z.object({
      percent: z.number(),
      units: z.number(),
      done: z.number(),
      confirmed: z.number(),
      failed: z.number(),
    }),
  ),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListResponseSchema = z.object({ campaigns: z.array(campaignSchema) });

export const campaignUnitSchema = z.object({
  sn: z.string(),
  productGroup: z.string(),
  /** 0-based stage; null for skipped units. */
  stage: z.number().int().nullable(),
  status: z.enum(campaignUnitStatuses),
  reason: z.string().nullable(),
  changes: z.array(changeSchema),
  readBack: z.record(z.string(), z.unknown()),
  commandId: z.number().int().nullable(),
  updatedAt: z.iso.datetime(),
});
export type CampaignUnit = z.infer<typeof campaignUnitSchema>;

export const campaignUnitsQuerySchema = z
  .object({
    status: z.enum(campaignUnitStatuses).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  })
  .strict();

export const campaignUnitsResponseSchema = z.object({
  units: z.array(campaignUnitSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const campaignIdParamSchema = z.coerce.number().int().positive().max(2_147_483_647);
