import { ibanInvalidMessageDe } from './message-keys.js';
import { checkCompanyNumber, checkIban } from './validation.js';

describe('applicant field checks', () => {
  it('accepts a company number of exactly 5 digits', () => {
    expect(checkCompanyNumber('12345')).toEqual({ valid: true, value: '12345' });
    expect(checkCompanyNumber(' 01234 ')).toEqual({ valid: true, value: '01234' });
    for (const bad of ['1234', '123456', '12a45', '', '12 345']) {
      expect(checkCompanyNumber(bad)).toEqual({ valid: false, key: 'energyTax.companyNumberInvalid' });
    }
  });

  it('accepts a valid German IBAN, with spaces or lower case', () => {
    expect(checkIban('DE89 3704 0044 0532 0130 00')).toEqual({
      valid: true,
      value: 'DE89370400440532013000',
    });
    expect(checkIban('de89370400440532013000')).toEqual({ valid: true, value: 'DE89370400440532013000' });
  });

  it('rejects a wrong check digit or length with the IBAN key', () => {
    expect(checkIban('DE88370400440532013000')).toEqual({ valid: false, key: 'energyTax.ibanInvalid' });
    expect(checkIban('DE8937040044053201300')).toEqual({ valid: false, key: 'energyTax.ibanInvalid' });
    expect(checkIban('')).toEqual({ valid: false, key: 'energyTax.ibanInvalid' });
  });

  it('takes foreign IBANs only when asked to', () => {
    expect(checkIban('AT611904300234573201')).toEqual({ valid: false, key: 'energyTax.ibanInvalid' });
    expect(checkIban('AT611904300234573201', { germanOnly: false })).toEqual({
      valid: true,
      value: 'AT611904300234573201',
    });
  });

  it('keeps the spec 5 wording of the IBAN message', () => {
    expect(ibanInvalidMessageDe).toBe('Bitte geben Sie eine gültige IBAN an (22 Stellen)');
  });
});
