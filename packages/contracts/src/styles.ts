import { z } from 'zod';
import { skinNames } from './federation.js';

// Layout and custom CSS (spec 3 Server/app info css_custom and Unit layout.css, spec 7 "Layout CSS
// and custom CSS load with a cache-busting query"): stylesheets an install adds to the skin's look.

/** custom: every page of the portal; layout: the pages of a unit (after its kind's own layout CSS). */
export const stylesheetNames = ['custom', 'layout'] as const;
export type StylesheetName = (typeof stylesheetNames)[number];

/** For every skin of the install, or for one skin. */
export const stylesheetScopes = ['all', ...skinNames] as const;
export type StylesheetScope = (typeof stylesheetScopes)[number];

/** The longest stylesheet an admin may set. */
export const maxStylesheetLength = 100_000;

/** GET /rest/info/css/*: the version the URL names (the cache-busting query). */
export const stylesheetQuerySchema = z.object({ v: z.string().max(64).optional() });

export const stylesheetEntrySchema = z.object({
  sheet: z.enum(stylesheetNames),
  scope: z.enum(stylesheetScopes),
  css: z.string(),
  updatedBy: z.string(),
  /** ISO. */
  updatedAt: z.string(),
});
export type StylesheetEntry = z.infer<typeof stylesheetEntrySchema>;

/** POST /rest/admin/styles: one stylesheet of one scope; an empty text removes it. */
export const stylesheetSaveSchema = z
  .object({
    sheet: z.enum(stylesheetNames, { error: 'validation.invalid' }),
    scope: z.enum(stylesheetScopes, { error: 'validation.invalid' }),
    css: z.string().max(maxStylesheetLength, { error: 'validation.stylesheetlength' }),
  })
  .strict();
export type StylesheetSave = z.infer<typeof stylesheetSaveSchema>;

export const stylesheetsResponseSchema = z.object({
  /** The skin this install shows. */
  skin: z.string(),
  /** What admins set, per sheet and scope. */
  entries: z.array(stylesheetEntrySchema),
  /** Stylesheet files the install's STYLES_DIR holds (custom.css, layout.<skin>.css, ...). */
  files: z.array(z.string()),
  /** app.css_custom as init now answers it. */
  customUrl: z.string().nullable(),
});
export type StylesheetsResponse = z.infer<typeof stylesheetsResponseSchema>;
