import { z } from 'zod';

// Personal access tokens (issue 43, docs/adr/0018-access-tokens.md): an owner's scripts call /rest
// and /ws with `Authorization: Bearer <token>` instead of the owner's password. A token acts as its
// user as that user is today, narrowed to its scopes and units.

/** What a token may do; each /rest endpoint a token may call names one (`tokenScope`). */
export const tokenScopes = ['values:read', 'setpoints:write', 'errors:read'] as const;
export type TokenScope = (typeof tokenScopes)[number];

/**
 * The secret's form: a fixed prefix that secret scanners match, the token's public id (how it is
 * found without its secret), and 64 hex digits of secret (256 random bits).
 */
export const tokenPattern = /^pat_portal_([0-9a-f]{12})_([0-9a-f]{64})$/;
export const tokenPrefix = 'pat_portal_';

/** How long a token may live at most. */
export const tokenMaxLifetimeDays = 366;
export const tokenNameMaxLength = 80;
/** How many serials and locations a token may name. */
export const tokenMaxUnits = 100;
/** How many tokens (revoked ones included) a user may hold. */
export const maxTokensPerUser = 50;

const serialSchema = z.string().trim().min(1).max(40);

/** All the user's units, or only these serials and the units at these locations. */
export const tokenUnitsSchema = z.union([
  z.literal('all'),
  z
    .object({
      serials: z.array(serialSchema).max(tokenMaxUnits).default([]),
      locations: z.array(z.uuid()).max(tokenMaxUnits).default([]),
    })
    .strict()
    .refine((units) => units.serials.length + units.locations.length > 0, {
      error: 'validation.token.units',
    }),
]);
export type TokenUnits = z.output<typeof tokenUnitsSchema>;

export const tokenCreateRequestSchema = z
  .object({
    name: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(tokenNameMaxLength, { error: 'validation.toolong.80' }),
    /** 'none': never; else the last day (UTC) it works, at most a year ahead. */
    expires: z.union([z.literal('none'), z.iso.date({ error: 'validation.token.expires' })]),
    scopes: z
      .array(z.enum(tokenScopes, { error: 'validation.invalid' }))
      .min(1, { error: 'validation.token.scopes' })
      .max(tokenScopes.length),
    units: tokenUnitsSchema,
  })
  .strict();
export type TokenCreateRequest = z.input<typeof tokenCreateRequestSchema>;

export const tokenIdParamSchema = z.coerce.number().int().positive().max(2_147_483_647);

const isoTime = z.string();

export const accessTokenSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** `pat_portal_<public id>_…`: enough to recognise it, nothing to use it with. */
  prefix: z.string(),
  scopes: z.array(z.enum(tokenScopes)),
  units: z.union([
    z.literal('all'),
    z.object({ serials: z.array(z.string()), locations: z.array(z.string()) }),
  ]),
  createdAt: isoTime,
  expiresAt: isoTime.nullable(),
  revokedAt: isoTime.nullable(),
  lastUsedAt: isoTime.nullable(),
  lastUsedAddress: z.string().nullable(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

export const tokenListResponseSchema = z.object({ tokens: z.array(accessTokenSchema) });
export type TokenListResponse = z.infer<typeof tokenListResponseSchema>;

/** A new token and its secret, in full this once. */
export const tokenCreatedResponseSchema = z.object({ token: accessTokenSchema, secret: z.string() });
export type TokenCreatedResponse = z.infer<typeof tokenCreatedResponseSchema>;

export const tokenResponseSchema = z.object({ token: accessTokenSchema });
