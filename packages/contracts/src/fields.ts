import { z } from 'zod';
import { type TextLimit, tooLongKey } from './errors.js';

/** Reusable field schemas whose error messages are translation keys (spec 5). */
export const requiredText = (max: TextLimit = 200) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: tooLongKey(max) });

export const optionalText = (max: TextLimit = 200) =>
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(max, { error: tooLongKey(max) })
    .default('');

export const emailField = z
  .string({ error: 'login.emailinvalid' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'login.emailinvalid' }));

export const plzField = z
  .string({ error: 'validation.plz' })
  .trim()
  .regex(/^\d{5}$/, { error: 'validation.plz' });

/** Logins are stored and compared lowercased. */
export const loginField = z
  .string({ error: 'validation.required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'validation.required' })
  .max(120, { error: tooLongKey(120) });
