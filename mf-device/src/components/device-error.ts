import { ApiError } from '@portal/web-kit';
import { type IntlShape, useIntl } from 'react-intl';
import type { DeviceMessageKey } from './messages.js';

/** Spec 8: the device menu's errors carry a category and a code; the text follows from both. */
export const deviceErrorCategories = [
  'device',
  'serviceLevel',
  'unlock',
  'calibration',
  'network',
  'power',
  'portal',
] as const;
export type DeviceErrorCategory = (typeof deviceErrorCategories)[number];

export interface DeviceError {
  category: DeviceErrorCategory;
  code: string;
}

export interface TranslateOptions {
  /** Prefix the category ("Gerät: …"). */
  withCategory?: boolean;
  /** A missing translation gives '' instead of the key (texts that may just be left out). */
  silent?: boolean;
}

/** The message key of an error: `error.<category>.<code>`. */
export const deviceErrorKey = (error: DeviceError) => `error.${error.category}.${error.code}`;

function has(intl: Pick<IntlShape, 'messages'>, key: string): key is DeviceMessageKey {
  return key in intl.messages;
}

/**
 * An error's text in the menu's language, optionally with its category in front. A code without a
 * translation shows its key, so it can still be reported (or nothing when `silent`).
 */
export function translateDeviceError(
  intl: Pick<IntlShape, 'messages' | 'formatMessage'>,
  error: DeviceError,
  options: TranslateOptions = {},
): string {
  const key = deviceErrorKey(error);
  if (!has(intl, key)) return options.silent ? '' : key;
  const text = intl.formatMessage({ id: key });
  const categoryKey = `error.category.${error.category}`;
  if (!options.withCategory || !has(intl, categoryKey)) return text;
  return intl.formatMessage(
    { id: 'error.withCategory' },
    { category: intl.formatMessage({ id: categoryKey }), text },
  );
}

/** The contracts' error keys of the device calls, as the menu's errors. */
const apiErrors: Record<string, DeviceError> = {
  'device.servicelevel.wrongcode': { category: 'serviceLevel', code: 'wrongCode' },
  'device.servicelevel.throttled': { category: 'serviceLevel', code: 'throttled' },
  'device.servicelevel.required': { category: 'serviceLevel', code: 'required' },
  'device.servicelevel.timeout': { category: 'serviceLevel', code: 'timeout' },
  'device.installer.forbidden': { category: 'serviceLevel', code: 'forbidden' },
};

/** The menu's error for a failed call, or null when the server's own message says it best. */
export function deviceErrorOf(error: unknown): DeviceError | null {
  return error instanceof ApiError ? (apiErrors[error.key] ?? null) : null;
}

/** Whether a failed installer call says the service level is gone (timed out or never entered). */
export function lostServiceLevel(error: unknown): boolean {
  const code = deviceErrorOf(error)?.code;
  return code === 'timeout' || code === 'required';
}

/**
 * A failed call's text: the menu's own translation for known keys, else the server's message (in the
 * portal's language), else the generic "the unit did not do it".
 */
export function useFailureText(): (error: unknown) => string {
  const intl = useIntl();
  return (error) => {
    const known = deviceErrorOf(error);
    if (known) return translateDeviceError(intl, known, { withCategory: true });
    if (error instanceof ApiError) return error.message;
    return translateDeviceError(intl, { category: 'device', code: 'failed' }, { withCategory: true });
  };
}
