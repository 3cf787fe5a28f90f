import { z } from 'zod';
import { emailField, loginField, optionalText, plzField, requiredText } from './fields.js';
import { languages } from './errors.js';
import { passwordProblems } from './password.js';

export const languageSchema = z.enum(languages);

// ---- login -------------------------------------------------------------------------------------
export const passwordLoginSchema = z.object({
  user: loginField,
  password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
});
/** 2 dot-separated segments = a user login token, 3 = unit serial + token. */
export const hashLoginSchema = z.object({
  hash: z
    .string({ error: 'validation.required' })
    .trim()
    .regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+){1,2}$/, { error: 'exception.hashinvalid' }),
});
export const loginRequestSchema = z.union([hashLoginSchema, passwordLoginSchema], {
  error: 'validation.required',
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResults = ['success', 'pwemty', 'pwreset'] as const;
export const loginResponseSchema = z.object({
  result: z.enum(loginResults),
  /** Set for a 3-segment hash: the unit the client connects to next. */
  sn: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

// ---- passwords ----------------------------------------------------------------------------------
/** Adds the shared password rules as field errors on `password` / `passwordConfirm`. */
function checkNewPassword(
  value: { password: string; passwordConfirm?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  for (const key of passwordProblems(value.password, value.passwordConfirm)) {
    ctx.addIssue({
      code: 'custom',
      message: key,
      path: [key === 'login.error.pwdiffer' ? 'passwordConfirm' : 'password'],
    });
  }
}

export const pwChangeRequestSchema = z
  .object({
    oldPassword: z.string().optional(),
    password: z.string({ error: 'validation.required' }),
    passwordConfirm: z.string().optional(),
  })
  .superRefine(checkNewPassword);
export type PwChangeRequest = z.infer<typeof pwChangeRequestSchema>;

export const pwResetRequestSchema = z.object({ email: emailField });
export type PwResetRequest = z.infer<typeof pwResetRequestSchema>;

export const resultResponseSchema = z.object({ result: z.string() });
export type ResultResponse = z.infer<typeof resultResponseSchema>;

// ---- register / unregister ----------------------------------------------------------------------
export const registerRequestSchema = z
  .object({
    email: emailField,
    name: requiredText(120),
    firma: optionalText(120),
    password: z.string({ error: 'validation.required' }),
    passwordConfirm: z.string({ error: 'validation.required' }),
    language: languageSchema.default('de-de'),
  })
  .superRefine(checkNewPassword);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const unregisterRequestSchema = z.object({
  password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
});

// ---- address data (spec 3 "Address data", spec 5) -----------------------------------------------
export const anreden = ['Herr', 'Frau', 'anders'] as const;
export const titel = ['', 'Prof.', 'Dr.'] as const;

export const addressDataSchema = z
  .object({
    firma: optionalText(120),
    umsatzsteuerId: optionalText(20),
    // An empty choice is a missing field, not a wrong salutation.
    anrede: z.enum(anreden, {
      error: (issue) =>
        issue.input === undefined || issue.input === '' ? 'validation.required' : 'validation.anrede',
    }),
    titel: z.enum(titel, { error: 'validation.titel' }).default(''),
    vorname: requiredText(80),
    nachname: requiredText(80),
    strasse: requiredText(120),
    hausnummer: requiredText(20),
    plz: plzField,
    ort: requiredText(80),
    telefonnummer: optionalText(40),
    email: emailField,
  })
  .refine((value) => !value.firma || Boolean(value.umsatzsteuerId), {
    message: 'validation.umsatzsteuerId',
    path: ['umsatzsteuerId'],
    // Checked even while other fields are missing, so a form shows every problem at once.
    when: (payload) => typeof (payload.value as { firma?: unknown } | undefined)?.firma === 'string',
  })
  // The VAT ID field is disabled without a company, so a stale value is dropped.
  .transform((value) => (value.firma ? value : { ...value, umsatzsteuerId: '' }));
export type AddressData = z.infer<typeof addressDataSchema>;

/** The address fields, in the order the address form shows them. */
export const addressFields = [
  'firma',
  'umsatzsteuerId',
  'anrede',
  'titel',
  'vorname',
  'nachname',
  'strasse',
  'hausnummer',
  'plz',
  'ort',
  'telefonnummer',
  'email',
] as const satisfies readonly (keyof AddressData)[];
export type AddressField = (typeof addressFields)[number];

/** The fields an address may leave empty; an order needs the others filled. */
const optionalAddressFields: readonly AddressField[] = ['firma', 'umsatzsteuerId', 'titel', 'telefonnummer'];

/** The fields an order needs filled (the stored address names those still empty in its warnings). */
export const requiredAddressFields: readonly AddressField[] = addressFields.filter(
  (field) => !optionalAddressFields.includes(field),
);

/**
 * An address as stored and answered: the form's fields, where a required one may still be empty
 * (named in `warnings`); the form's rules hold for what is saved, not for what was saved long ago.
 */
export const storedAddressSchema = z.object({
  firma: z.string(),
  umsatzsteuerId: z.string(),
  anrede: z.enum(anreden),
  titel: z.enum(titel),
  vorname: z.string(),
  nachname: z.string(),
  strasse: z.string(),
  hausnummer: z.string(),
  plz: z.string(),
  ort: z.string(),
  telefonnummer: z.string(),
  email: z.string(),
});

export const addressDataResponseSchema = z.object({
  address: storedAddressSchema.nullable(),
  /** Keys of required fields still missing; empty when the address is complete. */
  warnings: z.array(z.string()),
  uuid: z.string().nullable(),
});
export type AddressDataResponse = z.infer<typeof addressDataResponseSchema>;

// ---- partners (spec 3 "Partner") -----------------------------------------------------------------
export const partnerSchema = z.object({
  uuid: z.string(),
  vname: z.string(),
  name: z.string(),
  anschrift1: z.string(),
  anschrift2: z.string(),
  anschrift3: z.string(),
  land: z.string(),
  plz: z.string(),
  ort: z.string(),
  telefon: z.string(),
  mobil: z.string(),
  telefax: z.string(),
  mail: z.string(),
});
export type Partner = z.infer<typeof partnerSchema>;
export const partnersResponseSchema = z.object({ partners: z.array(partnerSchema) });

export const emptyBodySchema = z.object({}).strict();

export const languageRequestSchema = z.object({ language: languageSchema });
export type LanguageRequest = z.infer<typeof languageRequestSchema>;

// ---- init (spec 3 "Server/app info", "Current user") ----------------------------------------------
export const appInfoSchema = z.object({
  /** The server name (SERVER_NAME); '' when none is set. */
  name: z.string(),
  /** The portal's name (PORTAL_NAME, else the skin's): the header's fallback, the title of portal pages. */
  portalName: z.string(),
  /** The web name (WEB_NAME, else the skin's): the title of pages that are no portal pages. */
  webName: z.string(),
  /**
   * A page whose address (host and path) contains this is a portal page (spec 1 page title); '' makes
   * every page one.
   */
  portalMarker: z.string(),
  titleSuffix: z.string(),
  version: z.string(),
  brand: z.string(),
  skin: z.string(),
  css_custom: z.string().nullable(),
  services: z.object({
    shop: z.object({ orderurl: z.string() }),
    wartung: z.string(),
  }),
  usesaml2: z.boolean(),
  docUrl: z.string(),
  systemtechnikTypes: z.array(z.string()),
  betreiberZustimmung: z.boolean(),
  /** Module-federation manifest URL per remote name (overridable per remote on the backend). */
  remotes: z.record(z.string(), z.string()),
  /** Manifest URL of the skin's style remote, and of the neutral skin to fall back to. */
  skinEntry: z.string(),
  skinFallbackEntry: z.string(),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

export const userDataSchema = z.object({
  login: z.string(),
  name: z.string(),
  firma: z.string(),
  email: z.string(),
  type: z.string(),
  metaData: z.object({ email: z.string(), reviewUserData: z.boolean() }),
});

export const currentUserSchema = z.object({
  id: z.number().int(),
  data: userDataSchema,
  roles: z.array(z.string()),
  rights: z.array(z.string()),
  hasRight: z.record(z.string(), z.boolean()),
  inRole: z.record(z.string(), z.boolean()),
  primaryRole: z.string(),
  possibleServices: z.array(z.string()),
  hzaStatusMap: z.record(z.string(), z.string()),
  hkaCount: z.number().int(),
  passwordInvalid: z.boolean(),
  debug: z.boolean(),
  loggedIn: z.literal(true),
  language: languageSchema,
  translationLong: z.boolean(),
  youtubeCookie: z.boolean(),
  /** The admin's login while an admin acts as this user (spec 6 impersonation). */
  impersonatedBy: z.string().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

const menuItemSchema = z.object({
  min: z.number().optional(),
  max: z.number().optional(),
  increment: z.number().optional(),
});

/** One element of a structured data point (a time program day's switch time, activity, ...). */
export const structElementAttributesSchema = z.object({
  name: z.string(),
  type: z.string(),
  typeName: z.string(),
  gain: z.number(),
  unit: z.string(),
  enumName: z.string().nullable(),
  length: z.number().int(),
  menuItem: menuItemSchema.optional(),
});

/** Spec 3 Data point definition, keyed 'board.name' in init's metaDataPoints (facts §5). */
export const metaDataPointSchema = z.object({
  name: z.string(),
  /** The short code (AM027). */
  friendlyName: z.string(),
  /** Display value = raw × gain; 0 for values that are no numbers and must not be scaled. */
  gain: z.number(),
  unit: z.string(),
  enumName: z.string().nullable(),
  array: z.boolean(),
  obdClass: z.enum(['Parameter', 'Signal', 'Counter']),
  type: z.string(),
  typeName: z.string(),
  length: z.number().int(),
  /** Shown after the label (a circuit's number, a sensor's place); '' for none. */
  labelSuffix: z.string(),
  /** The functions the data point belongs to (operating data, heating curve, measurement). */
  functionGroups: z.array(z.string()),
  /** The bit of its byte a flag occupies; null for data points that are no packed bit. */
  bitOffset: z.number().int().nullable(),
  /** Whether values are structures (then structName and structElementAttributes describe them). */
  struct: z.boolean(),
  structName: z.string().nullable(),
  /** The elements of the structure, in order; [] for data points that are no structure. */
  structElementAttributes: z.array(structElementAttributesSchema),
  virtual: z.boolean(),
  writable: z.boolean(),
  menuItem: menuItemSchema.optional(),
  valueFormatter: z
    .object({ type: z.literal('faultCode'), category: z.string(), offset: z.number().int() })
    .optional(),
});
export type MetaDataPointAnswer = z.infer<typeof metaDataPointSchema>;

export const initResponseSchema = z.object({
  app: appInfoSchema,
  loggedIn: z.boolean(),
  user: currentUserSchema.nullable(),
  metaDataPoints: z.record(z.string(), metaDataPointSchema),
  structures: z.record(z.string(), z.unknown()),
  enums: z.record(z.string(), z.unknown()),
  translations: z.record(z.string(), z.unknown()),
  translationsScreen: z.record(z.string(), z.unknown()),
});
export type InitResponse = z.infer<typeof initResponseSchema>;

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  version: z.string(),
  /** INSTANCE_ID of the instance that answered (behind a load balancer: which one). */
  instance: z.string(),
});
