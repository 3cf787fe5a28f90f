import { passwordProblems } from './password.js';

describe('passwordProblems', () => {
  it('accepts a password that keeps every rule', () => {
    expect(passwordProblems('heizung-2026', 'heizung-2026')).toEqual([]);
    expect(passwordProblems('ÜBERÖLUNG-ä1x')).toEqual([]);
  });

  it.each([
    ['short1abc', ['login.error.TOO_SHORT']],
    ['ONLYUPPERCASE123', ['login.error.INSUFFICIENT_LOWERCASE']],
    ['no-digits-at-all', ['login.error.INSUFFICIENT_DIGIT']],
    ['with space 12345', ['login.error.ILLEGAL_WHITESPACE']],
    ['', ['login.error.TOO_SHORT', 'login.error.INSUFFICIENT_LOWERCASE', 'login.error.INSUFFICIENT_DIGIT']],
  ])('reports the rules %p breaks', (password, keys) => {
    expect(passwordProblems(password)).toEqual(keys);
  });

  it('requires the confirmation to match when one is given', () => {
    expect(passwordProblems('heizung-2026', 'heizung-2027')).toEqual(['login.error.pwdiffer']);
  });

  it('counts characters, not bytes', () => {
    expect(passwordProblems('äöüäöüäöü1')).toEqual([]);
  });
});
