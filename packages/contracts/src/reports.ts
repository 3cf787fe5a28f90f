import { z } from 'zod';

// Monthly and yearly reports of a unit (issue 45, docs/adr/0025-balance-reports.md): a PDF of a past
// month or year (balance, money, CO2, incidents, service events), mailed each month to the owner and,
// as the owner chooses, to the unit's partner and a tax adviser.

/** A report's period in its file name: a month (2025-01) or a year (2025), 2000-2099. */
export const reportPeriodSchema = z
  .string()
  .regex(/^20\d\d(-(0[1-9]|1[0-2]))?$/, { error: 'validation.invalid' });

/** Who gets the monthly report by e-mail. */
export const reportSettingsSchema = z.strictObject({
  /** The owner (the unit's operators) gets last month's report early each month. */
  monthlyMail: z.boolean({ error: 'validation.invalid' }),
  /** A copy to the unit's partner (only while the partner may look at the unit). */
  copyToPartner: z.boolean({ error: 'validation.invalid' }),
  /**
   * With it, the report of the unit's location (all its units) as a second mail to the same people;
   * one per location and month however many of its units chose it. Settings saved before read false.
   */
  locationReport: z.boolean({ error: 'validation.invalid' }).default(false),
  /** A copy to a tax adviser; null: none. */
  taxAdviserEmail: z
    .email({ error: 'login.emailinvalid' })
    .max(120, { error: 'login.emailinvalid' })
    .nullable(),
});
export type ReportSettings = z.infer<typeof reportSettingsSchema>;

export const reportSettingsResponseSchema = z.object({
  settings: reportSettingsSchema,
  updatedAt: z.string().nullable(),
  /** The unit's operator and admins change them; others who see the balance read them. */
  mayEdit: z.boolean(),
  /** The latest month a report can be had for (YYYY-MM): the one before the current month. */
  lastMonth: z.string(),
  /**
   * The energy-tax tool's page for the unit's plant (its location: /hzatool/<uuid>), for a CHP unit
   * at a location; add ?year=YYYY. Null otherwise.
   */
  energyTaxPath: z.string().nullable(),
  /** The unit's location, whose report sums its units (GET /locations/{uuid}/reports/…); null: none. */
  locationUuid: z.string().nullable(),
});
export type ReportSettingsResponse = z.infer<typeof reportSettingsResponseSchema>;
