import { createHash } from 'node:crypto';
import type { externUnitTypes } from '@portal/contracts';

type ExternUnitType = (typeof externUnitTypes)[number];

/** Serials of external (third-party installed) Dachs Pro units start with this; 10 digits in all. */
export const externalSerialPrefix = '53';

/** The model behind each type of the extern unit form (spec 3 Extern unit form). */
export const externUnitModels: Record<ExternUnitType, { benennung: string; artikelNummer: string }> = {
  ext_se_prog20: { benennung: 'Dachs Pro G20', artikelNummer: '4700720000' },
  ext_se_prof20: { benennung: 'Dachs Pro F20', artikelNummer: '4700721000' },
};

/**
 * Extern accounts register the unit their login stands for (spec 5: the serial is fixed to the
 * login). A login that is a serial (optionally written `extern-<serial>`) is that serial; any other
 * login maps to one stable serial of the external series, so the account always gets the same one.
 */
export function externSerialFor(login: string): string {
  const bare = login.replace(/^extern-/, '');
  if (/^\d{10}$/.test(bare)) return bare;
  const digest = createHash('sha256').update(login).digest();
  const number = digest.readUInt32BE(0) % 100_000_000;
  return `${externalSerialPrefix}${String(number).padStart(8, '0')}`;
}
