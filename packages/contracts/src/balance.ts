import { z } from 'zod';
import type { Language } from './errors.js';

// The balance of a unit (issue 45, /:sn/balance): energy in and out per day, month or year from the
// daily counter rollups, efficiencies, closure checks, degree days, money and CO2 with the owner's
// tariffs (docs/adr/0023-unit-balance.md).

export const balancePeriods = ['day', 'month', 'year'] as const;
export type BalancePeriod = (typeof balancePeriods)[number];

/** A calendar date (Europe/Berlin), YYYY-MM-DD, that exists and lies in 2000-2099. */
export const balanceDateSchema = z
  .string()
  .regex(/^20\d\d-\d\d-\d\d$/, { error: 'validation.invalid' })
  .refine(
    (text) => {
      const [year, month, day] = text.split('-').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(year, month - 1, day));
      return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    },
    { error: 'validation.invalid' },
  );

export const balanceQuerySchema = z.object({
  period: z.enum(balancePeriods, { error: 'validation.invalid' }).default('month'),
  /** Any day inside the period; the current period when omitted. */
  start: balanceDateSchema.optional(),
});
export type BalanceQuery = z.input<typeof balanceQuerySchema>;

/** The fuels a CHP unit burns (the energy-tax tool's). */
export const balanceFuels = ['naturalGas', 'lpg', 'heatingOil'] as const;

const centsPerKWh = z
  .number({ error: 'validation.invalid' })
  .min(0, { error: 'validation.invalid' })
  .max(500, {
    error: 'validation.invalid',
  });

/** What the owner pays and earns; prices in euro cents per kWh (fuel on the gross calorific value Hs). */
export const balanceTariffsSchema = z.strictObject({
  fuelCentPerKWh: centsPerKWh,
  electricityCentPerKWh: centsPerKWh,
  feedInCentPerKWh: centsPerKWh,
  /** The CHP bonus (KWKG §7) per kWh produced. */
  chpBonusCentPerKWh: centsPerKWh,
  /** Full-load hours per calendar year the bonus is paid for (KWKG §8(4): 3,500 from 2023). */
  chpBonusHoursPerYear: z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(0, { error: 'validation.invalid' })
    .max(8784, { error: 'validation.invalid' }),
  /**
   * Full-load hours the bonus is paid for in all (KWKG 2023 §8(1): 30,000 from the start of
   * continuous operation; 60,000 for units up to 50 kW admitted under KWKG 2016/2020). Tariffs saved
   * before it existed read as 30,000.
   */
  chpBonusTotalHours: z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(0, { error: 'validation.invalid' })
    .max(100_000, { error: 'validation.invalid' })
    .default(30_000),
  /** Share of the electricity used on site, where no meter tells it. */
  ownUsePercent: z
    .number({ error: 'validation.invalid' })
    .min(0, { error: 'validation.invalid' })
    .max(100, { error: 'validation.invalid' }),
  /** Fuel per operating hour (kWh Hs) from the data sheet; null: the catalogue model's, if known. */
  fuelKWhPerHour: z
    .number({ error: 'validation.invalid' })
    .gt(0, { error: 'validation.invalid' })
    .max(1000, { error: 'validation.invalid' })
    .nullable(),
  /** The fuel, where the unit's records do not tell it; null: the unit's. */
  fuel: z.enum(balanceFuels, { error: 'validation.invalid' }).nullable(),
});
export type BalanceTariffs = z.infer<typeof balanceTariffsSchema>;

export const balanceTariffsResponseSchema = z.object({
  /** null until someone saved tariffs for the unit. */
  tariffs: balanceTariffsSchema.nullable(),
  updatedAt: z.string().nullable(),
  /** The operator and admins may change them; consented partners read them. */
  mayEdit: z.boolean(),
});
export type BalanceTariffsResponse = z.infer<typeof balanceTariffsResponseSchema>;

const kWh = z.number();
const ratio = z.number().nullable();

/** What a unit is for the balance, from the counters its kind has. */
export const balanceUnitKinds = ['chp', 'heatPump', 'grid', 'none'] as const;
export type BalanceUnitKind = (typeof balanceUnitKinds)[number];

/** Where a figure comes from: a counter, an estimate from other counters and data, or nowhere. */
export const balanceSources = ['meter', 'estimated', 'unknown'] as const;
export type BalanceSource = (typeof balanceSources)[number];

export const balanceFlowNodes = [
  'fuel',
  'grid',
  'ambient',
  'electricity',
  'heat',
  'losses',
  'ownUse',
  'feedIn',
  'consumption',
] as const;
export type BalanceFlowNode = (typeof balanceFlowNodes)[number];

/** siteGeneration: at a location, what its units counted against the grid connection's generation meter. */
export const balanceChecks = ['generation', 'consumption', 'conversion', 'siteGeneration'] as const;

export const balanceFactorIds = [
  'co2Fuel',
  'co2GridElectricity',
  'co2ReferenceGas',
  'hsOverHi',
  'referenceBoilerEfficiency',
  'energyTaxRelief',
] as const;

/**
 * A text the page and the reports show, in every language of the portal: a factor's unit and the
 * source it cites stay beside its value in the backend, as the catalogue's labels do.
 */
export const balanceTextSchema = z.object({
  'de-de': z.string().min(1),
  'en-gb': z.string().min(1),
}) satisfies z.ZodType<Record<Language, string>>;
export type BalanceText = z.infer<typeof balanceTextSchema>;

export const balanceResponseSchema = z.object({
  sn: z.string(),
  period: z.enum(balancePeriods),
  /** First and last day of the period (YYYY-MM-DD, inclusive). */
  from: z.string(),
  to: z.string(),
  kind: z.enum(balanceUnitKinds),
  fuel: z.enum(balanceFuels).nullable(),
  /** Days of the period with any stored counter. */
  daysWithData: z.number().int().nonnegative(),
  energy: z.object({
    fuelKWhHs: kWh.nullable(),
    fuelSource: z.enum(balanceSources),
    /** The throughput the estimate used (kWh Hs per operating hour). */
    fuelKWhPerHour: z.number().nullable(),
    electricityKWh: kWh.nullable(),
    heatKWh: kWh.nullable(),
    /** A heat pump's electricity in. */
    electricityInKWh: kWh.nullable(),
    ownUseKWh: kWh.nullable(),
    feedInKWh: kWh.nullable(),
    gridImportKWh: kWh.nullable(),
    consumptionKWh: kWh.nullable(),
    ownUseSource: z.enum(balanceSources),
    operatingHours: z.number().nullable(),
    starts: z.number().nullable(),
  }),
  /** Fractions; fuel on the net calorific value Hi, as data sheets state efficiencies. */
  efficiency: z.object({ electrical: ratio, thermal: ratio, overall: ratio, cop: ratio }),
  flows: z.array(z.object({ from: z.enum(balanceFlowNodes), to: z.enum(balanceFlowNodes), kWh })),
  /** Where both sides are metered: does in equal out within the tolerance? */
  closure: z.array(
    z.object({
      check: z.enum(balanceChecks),
      inKWh: kWh,
      outKWh: kWh,
      differenceKWh: kWh,
      /** Of the in side; null when it is 0. */
      differencePercent: z.number().nullable(),
      tolerancePercent: z.number(),
      closes: z.boolean(),
      /** The days compared (YYYY-MM-DD, inclusive) where fewer than the period's: siteGeneration. */
      days: z.object({ from: z.string(), to: z.string() }).optional(),
    }),
  ),
  degreeDays: z.object({
    /** Whether the unit's kind has an outdoor temperature sensor that stored values. */
    sensor: z.boolean(),
    baseC: z.number(),
    roomC: z.number(),
    daysWithTemperature: z.number().int().nonnegative(),
    meanOutdoorC: z.number().nullable(),
    /** VDI 3807 Gradtagzahl G20/15 (K·d) and its heating days. */
    degreeDays: z.number().nullable(),
    heatingDays: z.number().int().nullable(),
    /** Heat per degree day this period and the same period a year before; their change in %. */
    heatPerDegreeDay: z.number().nullable(),
    previous: z
      .object({
        degreeDays: z.number().nullable(),
        heatKWh: kWh.nullable(),
        heatPerDegreeDay: z.number().nullable(),
      })
      .nullable(),
    normalisedChangePercent: z.number().nullable(),
  }),
  money: z
    .object({
      fuelCost: z.number(),
      electricityCost: z.number(),
      ownUseSaving: z.number(),
      feedInRevenue: z.number(),
      chpBonus: z.number(),
      chpBonusKWh: kWh,
      /** The period's full-load hours that earned the bonus (within the year's and the total limit). */
      chpBonusHours: z.number(),
      /** Of the total limit, left after the period; null when the hours counter was not read. */
      chpBonusHoursLeft: z.number().nullable(),
      energyTaxRelief: z.number(),
      /** What the period cost after revenue, bonus and relief (EUR). */
      netCost: z.number(),
      /** Gas boiler for the heat plus grid electricity for the own use (EUR). */
      referenceCost: z.number(),
      savings: z.number(),
    })
    .nullable(),
  co2: z.object({ emittedKg: z.number(), referenceKg: z.number(), avoidedKg: z.number() }).nullable(),
  factors: z.array(
    z.object({
      id: z.enum(balanceFactorIds),
      value: z.number(),
      unit: balanceTextSchema,
      source: balanceTextSchema,
    }),
  ),
});
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

/**
 * The balance of a location (GET /rest/units/{sn}/balance/site): `site` sums the units the viewer may
 * read there in the shape of one unit's balance (its `sn` the asked unit's), `units` holds each one's.
 */
export const siteBalanceResponseSchema = z.object({
  site: balanceResponseSchema,
  units: z.array(z.object({ sn: z.string(), productGroup: z.string(), balance: balanceResponseSchema })),
});
export type SiteBalanceResponse = z.infer<typeof siteBalanceResponseSchema>;
