import type { ErrorKey } from './errors.js';

export const passwordMinLength = 10;

/**
 * The one set of password rules, shared by the password dialogs and the server. Returns the error
 * keys of every rule the password breaks (empty when it is acceptable).
 */
export function passwordProblems(password: string, confirmation?: string): ErrorKey[] {
  const problems: ErrorKey[] = [];
  if ([...password].length < passwordMinLength) problems.push('login.error.TOO_SHORT');
  if (!/\p{Ll}/u.test(password)) problems.push('login.error.INSUFFICIENT_LOWERCASE');
  if (!/\d/.test(password)) problems.push('login.error.INSUFFICIENT_DIGIT');
  if (/\s/.test(password)) problems.push('login.error.ILLEGAL_WHITESPACE');
  if (confirmation !== undefined && confirmation !== password) problems.push('login.error.pwdiffer');
  return problems;
}
