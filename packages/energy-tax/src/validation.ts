// Field checks the spec names for the applicant (spec 5): customs company number and IBAN. The
// IBAN check is ibantools' (country length, format and mod-97 checksum), not our own.

import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { type EnergyTaxMessageKey, energyTaxMessageKeys as keys } from './message-keys.js';

export type FieldCheck<T> =
  { readonly valid: true; readonly value: T } | { readonly valid: false; readonly key: EnergyTaxMessageKey };

/** Customs company number (Zollnummer of the company): exactly 5 digits (spec 5). */
export function checkCompanyNumber(input: string): FieldCheck<string> {
  const value = input.trim();
  return /^\d{5}$/.test(value) ? { valid: true, value } : { valid: false, key: keys.companyNumberInvalid };
}

export interface IbanOptions {
  /**
   * Only German IBANs (22 characters), as the spec's message "(22 Stellen)" says; default true.
   * INFERENCE: whether the HZA pays to other SEPA accounts is not stated; pass false to allow them.
   */
  readonly germanOnly?: boolean;
}

/** A valid IBAN in electronic format (spaces removed, upper case), or the IBAN message key. */
export function checkIban(input: string, options: IbanOptions = {}): FieldCheck<string> {
  const value = electronicFormatIBAN(input) ?? '';
  const germanOk = options.germanOnly === false || value.startsWith('DE');
  return isValidIBAN(value) && germanOk ? { valid: true, value } : { valid: false, key: keys.ibanInvalid };
}
