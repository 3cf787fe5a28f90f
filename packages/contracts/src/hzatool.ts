import { z } from 'zod';

// The energy-tax tool (spec 2 /hzatool, 6 who may use it, 7 Hzatool calls, 9 fuel types and
// consumption sources; docs/facts/energy-tax-tool.md). A plant (Anlage) is a location's CHP modules, a
// cascade counting as one plant (§9 EnergieStV): its id is the location's uuid, the one the shop's
// booking links to. Its application for a calendar year is saved as the user edits it (sessionstore).

export const hzaFuelTypes = ['naturalGas', 'lpg', 'heatingOil'] as const;
export type HzaFuelType = (typeof hzaFuelTypes)[number];

export const hzaConsumptionSources = ['na', 'customstool', 'database', 'manual', 'ereignis'] as const;
export type HzaConsumptionSource = (typeof hzaConsumptionSources)[number];

/** Dachs models the calculation knows a fuel throughput for (energy-tax package, facts §3). */
export const hzaModelIds = ['G5.5', 'G5.0LowNOx', 'F5.5', 'HR5.3'] as const;
export type HzaModelId = (typeof hzaModelIds)[number];

/** The editor's steps, in order; a reload continues at the stored one. */
export const hzaSteps = ['applicant', 'office', 'plant', 'afa', 'consumption', 'summary'] as const;
export type HzaStep = (typeof hzaSteps)[number];

/**
 * Status of a plant's application for a year (the /hzatool statusmap). yearOpen: complete, but the
 * year has not ended, so it cannot be ready (its counters and energies are not final yet).
 */
export const hzaStatuses = ['notStarted', 'dataMissing', 'yearOpen', 'ready', 'documents'] as const;
export type HzaStatus = (typeof hzaStatuses)[number];

/** How the year's fuel was determined: hours × throughput, a gas meter, or litres / kg. */
export const hzaFuelMethods = ['hours', 'gasMeter', 'quantity'] as const;
export type HzaFuelMethod = (typeof hzaFuelMethods)[number];

export const hzaPdfTypes = ['antrag', 'zusammenfassung'] as const;
export type HzaPdfType = (typeof hzaPdfTypes)[number];

export const hzaExportFormats = ['csv', 'xlsx'] as const;
export type HzaExportFormat = (typeof hzaExportFormats)[number];

/** Form 1135 exists from 2018; earlier years were other forms (1132/1134), not offered. */
export const hzaFirstYear = 2018;

const anlageId = z.uuid();
const year = z.number().int().min(hzaFirstYear).max(2100);
/** Query strings carry the year as text. */
const yearQuery = z.string().regex(/^\d{4}$/, 'validation.invalid');
/**
 * Control characters (and the non-characters U+FFFE/U+FFFF) have no place in a form field and no
 * form in an XML document: refused at input, naming the field.
 */
const noControlCharacters = /^[^\p{Cc}\uFFFE\uFFFF]*$/u;
const text = (max: number) => z.string().max(max).regex(noControlCharacters, 'validation.controlchars');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid');
const isoMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.invalid');
const serial = z.string().min(1).max(40).regex(noControlCharacters, 'validation.controlchars');
/** Counter readings and energies: non-negative and far below what a unit can reach. */
const amount = (max: number) => z.number().min(0).max(max);

// ---------------------------------------------------------------------------------------------
// The application as the editor saves it. Every field may still be empty: the status and the list
// of missing fields come from the back end's completeness check, not from the schema.

export const hzaApplicantSchema = z
  .object({
    name: text(80).optional(),
    /** Company name; the VAT id is asked only when it is filled (spec 5). */
    firma: text(80).optional(),
    umsatzsteuerId: text(20).optional(),
    street: text(80).optional(),
    plz: z
      .string()
      .regex(/^\d{5}$/, 'validation.plz')
      .or(z.literal(''))
      .optional(),
    city: text(80).optional(),
    email: z.email('login.emailinvalid').max(120).or(z.literal('')).optional(),
    /** Customs company number (Zollnummer): 5 digits when given. */
    companyNumber: z
      .string()
      .regex(/^\d{5}$/, 'validation.companynumber')
      .or(z.literal(''))
      .optional(),
    accountHolder: text(80).optional(),
    iban: text(40).optional(),
    bic: text(11).optional(),
    /** First application or follow-up; follow-ups name the plant number the office gave. */
    applicationKind: z.enum(['first', 'followUp']).optional(),
    customsPlantNumber: text(40).optional(),
  })
  .strict();
export type HzaApplicant = z.infer<typeof hzaApplicantSchema>;

export const hzaOfficeChoiceSchema = z
  .object({
    /** Key of the chosen main customs office (HzaOffice.key). */
    officeKey: text(40).optional(),
    /** How it was found: by the applicant's postcode, by the office key, or chosen from the list. */
    source: z.enum(['plz', 'dss', 'manual']).optional(),
  })
  .strict();
export type HzaOfficeChoice = z.infer<typeof hzaOfficeChoiceSchema>;

export const hzaModuleSchema = z
  .object({
    serial,
    manufacturer: text(80).optional(),
    model: z.enum(hzaModelIds).optional(),
    ratedElectricKW: amount(1000).optional(),
    ratedThermalKW: amount(1000).optional(),
    /** First commissioning day. */
    commissioned: isoDate.optional(),
  })
  .strict();
export type HzaModule = z.infer<typeof hzaModuleSchema>;

export const hzaPlantDataSchema = z
  .object({
    fuel: z.enum(hzaFuelTypes).optional(),
    modules: z.array(hzaModuleSchema).max(20).optional(),
    /** Proof of high efficiency on file (up to 50 kW: the BAFA acknowledgement). */
    highEfficiencyProven: z.boolean().optional(),
  })
  .strict();
export type HzaPlantData = z.infer<typeof hzaPlantDataSchema>;

export const hzaModuleAfaSchema = z
  .object({
    serial,
    /** First month of depreciation (default: the commissioning month). */
    start: isoMonth.optional(),
    /** Length in months (default 120). */
    months: z.number().int().min(1).max(1200).optional(),
    /** Whether depreciation is claimed for tax (recorded on the form; no effect on eligibility). */
    claimed: z.boolean().optional(),
  })
  .strict();

export const hzaInvestmentAidSchema = z
  .object({
    label: text(80),
    receivedOn: isoDate,
    amountCents: z.number().int().min(0).max(100_000_000),
  })
  .strict();
export type HzaInvestmentAid = z.infer<typeof hzaInvestmentAidSchema>;

export const hzaAfaDataSchema = z
  .object({
    modules: z.array(hzaModuleAfaSchema).max(20).optional(),
    investmentAid: z.array(hzaInvestmentAidSchema).max(20).optional(),
    /**
     * Aid already offset against full relief in years not prepared with this tool (those before its
     * first use); the years in the tool are counted by the tool itself.
     */
    aidOffsetEarlierCents: z.number().int().min(0).max(100_000_000).optional(),
  })
  .strict();
export type HzaAfaData = z.infer<typeof hzaAfaDataSchema>;

export const hzaModuleHoursSchema = z
  .object({
    serial,
    counterStart: amount(10_000_000).optional(),
    counterEnd: amount(10_000_000).optional(),
    /** Hours per month, January first (from the unit's history), when known. */
    monthlyHours: z.array(amount(744)).length(12).optional(),
  })
  .strict();

export const hzaConsumptionSchema = z
  .object({
    source: z.enum(hzaConsumptionSources).optional(),
    method: z.enum(hzaFuelMethods).optional(),
    modules: z.array(hzaModuleHoursSchema).max(20).optional(),
    /** Gas meter: m³ in the year × Zustandszahl × Abrechnungsbrennwert (kWh/m³) from the gas bill. */
    gasCubicMetres: amount(10_000_000).optional(),
    zustandszahl: amount(2).optional(),
    brennwert: amount(20).optional(),
    /** Litres of heating oil or kg of LPG in the year. */
    quantity: amount(10_000_000).optional(),
    electricityKWh: amount(100_000_000).optional(),
    usefulHeatKWh: amount(100_000_000).optional(),
    auxiliaryKWh: amount(100_000_000).optional(),
  })
  .strict();
export type HzaConsumption = z.infer<typeof hzaConsumptionSchema>;

export const hzaApplicationSchema = z
  .object({
    applicant: hzaApplicantSchema.optional(),
    office: hzaOfficeChoiceSchema.optional(),
    plant: hzaPlantDataSchema.optional(),
    afa: hzaAfaDataSchema.optional(),
    consumption: hzaConsumptionSchema.optional(),
  })
  .strict();
export type HzaApplication = z.infer<typeof hzaApplicationSchema>;

// ---------------------------------------------------------------------------------------------
// Answers.

/** A main customs office. Numbers and addresses are shown only where verified (facts §4). */
export const hzaOfficeSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** 4-digit Dienststellenschlüssel, when known. */
  dss: z.string().nullable(),
  address: z.string().nullable(),
  verified: z.boolean(),
});
export type HzaOffice = z.infer<typeof hzaOfficeSchema>;

export const hzaPlantYearSchema = z.object({
  year: z.number().int(),
  /** The tool is booked for the plant's location and year (or opened by the manufacturer's staff). */
  booked: z.boolean(),
  status: z.enum(hzaStatuses),
});
export type HzaPlantYear = z.infer<typeof hzaPlantYearSchema>;

export const hzaPlantSummarySchema = z.object({
  anlageId: z.uuid(),
  name: z.string(),
  address: z.string(),
  /** Logins of the location's operators (for partners looking after customers). */
  operators: z.array(z.string()),
  serials: z.array(z.string()),
  years: z.array(hzaPlantYearSchema),
});
export type HzaPlantSummary = z.infer<typeof hzaPlantSummarySchema>;

/** A CHP unit the user may prepare applications for, with what the portal knows about it. */
export const hzaChpUnitSchema = z.object({
  serial: z.string(),
  anlageId: z.uuid(),
  locationName: z.string(),
  address: z.string(),
  /** Whether its location already is a plant in the tool. */
  inTool: z.boolean(),
  manufacturer: z.string(),
  typeName: z.string(),
  model: z.enum(hzaModelIds).nullable(),
  fuel: z.enum(hzaFuelTypes).nullable(),
  ratedElectricKW: z.number().nullable(),
  ratedThermalKW: z.number().nullable(),
  commissioned: z.string().nullable(),
});
export type HzaChpUnit = z.infer<typeof hzaChpUnitSchema>;

export const hzaIssueSchema = z.object({
  /** Path of the field, e.g. `consumption.modules.0.counterEnd`. */
  field: z.string(),
  /** Message key (`energyTax.*`, `validation.*`). */
  key: z.string(),
  severity: z.enum(['error', 'warning']),
});
export type HzaIssue = z.infer<typeof hzaIssueSchema>;

export const hzaFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(['antrag', 'zusammenfassung', 'xml']),
  year: z.number().int(),
  createdAt: z.string(),
});
export type HzaFile = z.infer<typeof hzaFileSchema>;

/** Where an application stands: its status and the fields still missing (paths as in HzaIssue). */
export const hzaProgressSchema = z.object({
  status: z.enum(hzaStatuses),
  missing: z.array(z.string()),
  step: z.enum(hzaSteps),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type HzaProgress = z.infer<typeof hzaProgressSchema>;

const paragraphAmountSchema = z.object({
  basis: z.string(),
  quantity: z.number(),
  rateCentsPer1000: z.number(),
  cents: z.number().int(),
});

/** The year's figures as the summary step and the documents show them (amounts in cents). */
export const hzaSummarySchema = z.object({
  year: z.number().int(),
  /** relief: amounts below; noRelief: utilisation under 70 %; notCovered: no rule for the year; invalid: see issues. */
  kind: z.enum(['relief', 'noRelief', 'notCovered', 'invalid']),
  messageKey: z.string().nullable(),
  fuel: z.enum(hzaFuelTypes).nullable(),
  taxUnit: z.enum(['kWhHs', 'l', 'kg']).nullable(),
  quantity: z
    .object({ total: z.number(), full: z.number(), partial: z.number(), notCovered: z.number() })
    .nullable(),
  fuelHsKWh: z.number().nullable(),
  fuelHiKWh: z.number().nullable(),
  electricityKWh: z.number().nullable(),
  usefulHeatKWh: z.number().nullable(),
  auxiliaryKWh: z.number().nullable(),
  /**
   * Utilisation rate in percent, one decimal, or as many more as keep a rate below 70 % from
   * reading as 70 (69.99). Relief needs at least 70.
   */
  utilisationPercent: z.number().nullable(),
  /** Whether the exact rate reaches 70 % (null without a rate): the verdict, never the rounded figure. */
  utilisationReached: z.boolean().nullable(),
  /** Per module: months of the year with full relief (inside AfA, up to 2023). */
  modules: z.array(
    z.object({ serial: z.string(), hours: z.number(), fullReliefMonths: z.array(z.boolean()).length(12) }),
  ),
  split: z.enum(['none', 'monthlyHours', 'proRataMonths']).nullable(),
  partial: paragraphAmountSchema.nullable(),
  full: paragraphAmountSchema
    .extend({ grossCents: z.number().int(), aidOffsetCents: z.number().int() })
    .nullable(),
  /** Investment aid offset in earlier years: the tool's own years and the user's figure for those before. */
  aidOffsetEarlierCents: z.number().int(),
  /** Investment aid still to offset after this year. */
  remainingAidCents: z.number().int(),
  totalCents: z.number().int(),
  /** Last day to apply (31 December of the following year), ISO date. */
  deadline: z.string().nullable(),
  notices: z.array(z.string()),
  issues: z.array(hzaIssueSchema),
});
export type HzaSummary = z.infer<typeof hzaSummarySchema>;

// ---------------------------------------------------------------------------------------------
// Requests and responses per call (spec 7 Hzatool).

export const hzaPlantYearRequestSchema = z.object({ anlageId, year }).strict();
export type HzaPlantYearRequest = z.infer<typeof hzaPlantYearRequestSchema>;

export const hzaStatusMapRequestSchema = z.object({}).strict();
export const hzaStatusMapResponseSchema = z.object({
  plants: z.array(hzaPlantSummarySchema),
  /** Whether the user may add plants (operator or partner, not demo; spec 6). */
  mayAdd: z.boolean(),
});
export type HzaStatusMapResponse = z.infer<typeof hzaStatusMapResponseSchema>;

export const hzaDeleteResponseSchema = z.object({ deleted: z.literal(true) });

export const hzaExportQuerySchema = z.object({
  year: yearQuery.optional(),
  format: z.enum(hzaExportFormats).optional(),
});

/** Without an anlageId: every CHP unit the user may prepare applications for. */
export const hzaChpUnitsRequestSchema = z.object({ anlageId: anlageId.optional() }).strict();
export const hzaChpUnitsResponseSchema = z.object({ units: z.array(hzaChpUnitSchema) });
export type HzaChpUnitsResponse = z.infer<typeof hzaChpUnitsResponseSchema>;

export const hzaOperatingHoursQuerySchema = z.object({ hkaId: serial, year: yearQuery });
export const hzaOperatingHoursResponseSchema = z.object({
  serial: z.string(),
  year: z.number().int(),
  counterStart: z.number().nullable(),
  counterEnd: z.number().nullable(),
  monthlyHours: z.array(z.number()).length(12).nullable(),
  /** Where the readings came from: the unit's 31 December snapshot, its stored history, or nothing. */
  source: z.enum(['snapshot', 'history', 'none']),
  /**
   * Whether the readings span the whole year (1 January to 31 December). Otherwise only the counters
   * that were read are given, no monthly hours: the user enters the rest.
   */
  covered: z.boolean(),
  /** Months of the year (1-12) without a single reading; in a covered year their hours are interpolated. */
  monthsWithoutData: z.array(z.number().int().min(1).max(12)),
});
export type HzaOperatingHoursResponse = z.infer<typeof hzaOperatingHoursResponseSchema>;

export const hzaFileResponseSchema = z.object({ file: hzaFileSchema });
export const hzaFilesResponseSchema = z.object({ files: z.array(hzaFileSchema) });

export const hzaAbschreibungenRequestSchema = z
  .object({ anlageId, year, plant: hzaPlantDataSchema, afa: hzaAfaDataSchema })
  .strict();
export const hzaAbschreibungenResponseSchema = z.object({
  modules: z.array(
    z.object({
      serial: z.string(),
      start: z.string(),
      /** Last month of depreciation, `YYYY-MM`. */
      end: z.string(),
      /** Months of the year inside the period, January first. */
      monthsInYear: z.array(z.boolean()).length(12),
    }),
  ),
  /** Aid received since 1 April 2012, and what is left of it for this year after earlier years. */
  relevantAidCents: z.number().int(),
  aidBalanceCents: z.number().int(),
  /** The aid offset in each earlier year prepared with this tool (the user's figure covers the rest). */
  earlierYears: z.array(z.object({ year: z.number().int(), offsetCents: z.number().int() })),
  issues: z.array(hzaIssueSchema),
});
export type HzaAbschreibungenResponse = z.infer<typeof hzaAbschreibungenResponseSchema>;

export const hzaVerbrauchRequestSchema = z
  .object({ anlageId, year, plant: hzaPlantDataSchema, consumption: hzaConsumptionSchema })
  .strict();
export const hzaVerbrauchResponseSchema = z.object({
  taxUnit: z.enum(['kWhHs', 'l', 'kg']).nullable(),
  /** Whole tax units for the plant. */
  quantity: z.number().nullable(),
  fuelHsKWh: z.number().nullable(),
  fuelHiKWh: z.number().nullable(),
  modules: z.array(z.object({ serial: z.string(), hours: z.number().nullable() })),
  issues: z.array(hzaIssueSchema),
});
export type HzaVerbrauchResponse = z.infer<typeof hzaVerbrauchResponseSchema>;

export const hzaSummaryResponseSchema = z.object({ summary: hzaSummarySchema, progress: hzaProgressSchema });
export type HzaSummaryResponse = z.infer<typeof hzaSummaryResponseSchema>;

export const hzaByDssQuerySchema = z.object({ dss: z.string().min(1).max(40) });
export const hzaByDssResponseSchema = z.object({
  office: hzaOfficeSchema.nullable(),
  /** `hzatool.dss.nooffice` when the key names no office (enter it manually). */
  messageKey: z.string().nullable(),
});

/**
 * Where a county's office comes from: the BMF regulation's text, another cited source (a candidate
 * to verify), an admin's correction (above the data), or nowhere yet (unresolved: the user is asked).
 */
export const hzaOfficeBases = ['regulation', 'candidate', 'correction', 'unresolved'] as const;
export type HzaOfficeBasis = (typeof hzaOfficeBases)[number];

export const hzaByPlzQuerySchema = z.object({
  plz: z.string().regex(/^\d{5}$/, 'validation.plz'),
  /** The place the user picked (one of `places`): decides in counties split by municipality. */
  place: text(80).optional(),
});
export const hzaByPlzResponseSchema = z.object({
  match: z.enum(['unique', 'ambiguous', 'none']),
  /** The candidate offices: one when unique, several when the postcode spans districts. */
  offices: z.array(hzaOfficeSchema),
  /** The counties the postcode lies in (GeoNames), for the user's orientation. */
  counties: z.array(z.object({ code: z.string(), name: z.string() })),
  messageKey: z.string().nullable(),
  /** How the unique office is known (candidate: please verify); null unless unique. */
  basis: z.enum(hzaOfficeBases).nullable(),
  /** The sources of the entries the answer rests on. */
  sources: z.array(z.string()),
  /** The postcode's places when they lie in different offices' districts: picking one decides. */
  places: z.array(z.string()),
  /** The place the answer is for (one of `places`), or null for the whole postcode. */
  place: z.string().nullable(),
});
export type HzaByPlzResponse = z.infer<typeof hzaByPlzResponseSchema>;

export const hzaInitQuerySchema = z.object({ anlageId: z.string().max(40), year: yearQuery });
export const hzaInitResponseSchema = z.object({
  plant: hzaPlantSummarySchema,
  year: z.number().int(),
  /** The saved application, or one prefilled from the previous year and the portal's unit data. */
  application: hzaApplicationSchema,
  progress: hzaProgressSchema,
  /** Whether the user may change the application (booked, not demo). */
  editable: z.boolean(),
  chpUnits: z.array(hzaChpUnitSchema),
  offices: z.array(hzaOfficeSchema),
  /** The documents of this year, one per kind: making one again replaces it. */
  files: z.array(hzaFileSchema),
});
export type HzaInitResponse = z.infer<typeof hzaInitResponseSchema>;

export const hzaSessionStoreRequestSchema = z
  .object({ anlageId, year, step: z.enum(hzaSteps), application: hzaApplicationSchema })
  .strict();
export type HzaSessionStoreRequest = z.infer<typeof hzaSessionStoreRequestSchema>;
export const hzaSessionStoreResponseSchema = z.object({ progress: hzaProgressSchema });

// Admin: the county → office table (backend/reference-data: the regulation's rows, candidates, unresolved
// ones), corrected in the portal; a correction stands above the data.
export const hzaCountyOfficeSchema = z.object({
  countyCode: z.string().regex(/^\d{5}$/, 'validation.invalid'),
  countyName: z.string(),
  /** Offices of the county; several where the county is split between districts. Empty: unknown. */
  officeKeys: z.array(z.string().max(40)).max(5),
  /** The weakest basis of its entries (unresolved where a part has no office). */
  basis: z.enum(hzaOfficeBases),
  sources: z.array(z.string()),
});
export type HzaCountyOffice = z.infer<typeof hzaCountyOfficeSchema>;

export const hzaOfficesResponseSchema = z.object({
  offices: z.array(hzaOfficeSchema),
  counties: z.array(hzaCountyOfficeSchema),
});
export type HzaOfficesResponse = z.infer<typeof hzaOfficesResponseSchema>;

export const hzaCountyOfficeUpdateSchema = z
  .object({
    countyCode: z.string().regex(/^\d{5}$/, 'validation.invalid'),
    officeKeys: z.array(z.string().min(1).max(40)).max(5),
  })
  .strict();
