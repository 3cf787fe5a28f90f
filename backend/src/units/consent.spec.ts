import { describe, expect, it } from '@jest/globals';
import { consentProblem, savedConsents } from './consent.js';

const all = { DACHSWEB: true, FERNZUGRIFF_DACHS: true, FERNZUGRIFF_PARTNER: true };
const base = { brand: 'dachs', roles: ['partner'], isOperator: false, zustimmungMap: all };

describe('consentProblem', () => {
  it('lets an operator connect before consenting but keeps data back until DACHSWEB', () => {
    const operator = { ...base, roles: ['betreiber'], isOperator: true, zustimmungMap: {} };
    expect(consentProblem(operator, 'connect')).toBeNull();
    expect(consentProblem(operator, 'data')).toBe('exception.consentrequired');
    expect(consentProblem({ ...operator, zustimmungMap: { DACHSWEB: true } }, 'data')).toBeNull();
  });

  it('asks partners for DACHSWEB and the partner consent, manufacturer staff for the brand consent', () => {
    expect(consentProblem(base, 'connect')).toBeNull();
    expect(
      consentProblem({ ...base, zustimmungMap: { ...all, FERNZUGRIFF_PARTNER: false } }, 'connect'),
    ).toBe('exception.nooperatorconsent');
    expect(consentProblem({ ...base, zustimmungMap: { ...all, DACHSWEB: false } }, 'connect')).toBe(
      'exception.nooperatorconsent',
    );
    const staff = { ...base, roles: ['dachs'] };
    expect(
      consentProblem({ ...staff, zustimmungMap: { ...all, FERNZUGRIFF_PARTNER: false } }, 'data'),
    ).toBeNull();
    expect(consentProblem({ ...staff, zustimmungMap: { ...all, FERNZUGRIFF_DACHS: false } }, 'data')).toBe(
      'exception.nooperatorconsent',
    );
    expect(
      consentProblem(
        { ...base, roles: ['admin'], zustimmungMap: { ...all, FERNZUGRIFF_DACHS: false } },
        'data',
      ),
    ).toBe('exception.nooperatorconsent');
  });

  it('needs the lead controller consent first for further controllers', () => {
    const follower = { ...base, leadZustimmungMap: { DACHSWEB: false } };
    expect(consentProblem(follower, 'connect')).toBe('exception.noconsentlead');
    expect(consentProblem({ ...follower, isOperator: true, roles: ['betreiber'] }, 'connect')).toBe(
      'exception.noconsentlead',
    );
    expect(consentProblem({ ...base, zustimmungMap: {}, leadZustimmungMap: all }, 'data')).toBeNull();
  });
});

describe('savedConsents', () => {
  it('turns both remote-access consents off with DACHSWEB', () => {
    expect(savedConsents('dachs', all, { DACHSWEB: false, FERNZUGRIFF_PARTNER: true })).toEqual({
      DACHSWEB: false,
      FERNZUGRIFF_DACHS: false,
      FERNZUGRIFF_PARTNER: false,
    });
  });

  it('keeps consents not submitted and defaults missing ones to false', () => {
    expect(savedConsents('remeha', { DACHSWEB: true }, { FERNZUGRIFF_REMEHA: true })).toEqual({
      DACHSWEB: true,
      FERNZUGRIFF_REMEHA: true,
      FERNZUGRIFF_PARTNER: false,
    });
  });
});
