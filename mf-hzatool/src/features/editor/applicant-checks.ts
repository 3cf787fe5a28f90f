import type { HzaApplicant } from '@portal/contracts';
import { checkCompanyNumber, checkIban } from '@portal/energy-tax';

export type ApplicantField = keyof HzaApplicant;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The applicant's field messages as the user types (spec 5): postcode and customs company number of
 * 5 digits, a valid (German) IBAN, and the VAT id required exactly when a company is given. Empty
 * fields are not errors here: the back end's completeness check lists what is missing.
 */
export function applicantErrors(applicant: HzaApplicant): Partial<Record<ApplicantField, string>> {
  const errors: Partial<Record<ApplicantField, string>> = {};
  const filled = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';
  if (filled(applicant.plz) && !/^\d{5}$/.test(applicant.plz)) errors.plz = 'validation.plz';
  if (filled(applicant.companyNumber) && !checkCompanyNumber(applicant.companyNumber).valid)
    errors.companyNumber = 'validation.companynumber';
  if (filled(applicant.iban) && !checkIban(applicant.iban).valid) errors.iban = 'validation.iban';
  if (filled(applicant.email) && !emailPattern.test(applicant.email.trim()))
    errors.email = 'login.emailinvalid';
  if (filled(applicant.firma) && !filled(applicant.umsatzsteuerId))
    errors.umsatzsteuerId = 'validation.required';
  return errors;
}
