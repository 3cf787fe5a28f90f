import { fnv1a } from './hash.js';

// External (third-party installed) Dachs Pro units (spec 3 "Extern unit form"): the serial an extern
// account registers, worked out the same way by the server and by the form that shows it.

/** Serials of external units start with this; 10 digits in all. */
export const externalSerialPrefix = '53';

/**
 * Extern accounts register the unit their login stands for (spec 5: the serial is fixed to the
 * login). A login that is a serial (optionally written `extern-<serial>`) is that serial; any other
 * login maps to one stable serial of the external series, so the account always gets the same one.
 */
export function externSerialFor(login: string): string {
  const bare = login.replace(/^extern-/, '');
  if (/^\d{10}$/.test(bare)) return bare;
  return `${externalSerialPrefix}${String(fnv1a(login) % 100_000_000).padStart(8, '0')}`;
}

/** The latest calendar day anywhere on earth now (UTC+14), as an ISO date. */
function latestToday(now: number): string {
  return new Date(now + 14 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * Whether an ISO date (yyyy-mm-dd) is not after today. Lenient by a time zone: a date that is
 * today somewhere (a user east of the server just after midnight) still counts.
 */
export function notInFuture(isoDate: string, now = Date.now()): boolean {
  return isoDate <= latestToday(now);
}
