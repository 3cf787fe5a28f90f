import { accessLogQuerySchema, consentTextVersion, losesAccess } from './consents.js';

describe('losesAccess (a revocation ends live access at once)', () => {
  it.each([
    [['DACHSWEB'], ['partner'], true],
    [['DACHSWEB'], ['demo'], true],
    [['FERNZUGRIFF_PARTNER'], ['partner'], true],
    [['FERNZUGRIFF_PARTNER'], ['subpartner'], true],
    [['FERNZUGRIFF_PARTNER'], ['dachs'], false],
    [['FERNZUGRIFF_PARTNER'], ['admin'], false],
    [['FERNZUGRIFF_DACHS'], ['admin'], true],
    [['FERNZUGRIFF_DACHS'], ['dachs'], true],
    [['FERNZUGRIFF_DACHS'], ['partner'], false],
    [['FERNZUGRIFF_DACHS', 'FERNZUGRIFF_PARTNER'], ['demo'], false],
  ])('%p taken from %p: %s', (revoked, roles, expected) => {
    expect(losesAccess(revoked, roles, 'dachs')).toBe(expected);
  });
});

describe('consentTextVersion', () => {
  it("names the brand's remote access by its own text, whatever the brand", () => {
    expect(consentTextVersion('FERNZUGRIFF_REMEHA')).toBe(consentTextVersion('FERNZUGRIFF_DACHS'));
    expect(consentTextVersion('FERNZUGRIFF_PARTNER')).not.toBe(consentTextVersion('FERNZUGRIFF_DACHS'));
  });
});

describe('accessLogQuerySchema', () => {
  it.each(['2026-11-01', '2026-11-01T10:00:00Z'])('takes %s', (from) => {
    expect(accessLogQuerySchema.safeParse({ from }).success).toBe(true);
  });

  it.each(['yesterday', '1969-12-31', '10000-01-01', '11/01/2026', '2026-13-45'])('refuses %s', (from) => {
    expect(accessLogQuerySchema.safeParse({ from }).success).toBe(false);
  });
});
