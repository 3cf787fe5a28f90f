import { faultByCode, faultCatalogue } from './faults.js';
import {
  dachsFaultCode,
  dachsWarningCode,
  isDachsMaintenanceCode,
  isDachsMaintenanceWarning,
} from './kinds/dachs-ii-faults.js';

describe('fault catalogue', () => {
  it('maps the raw Dachs fault and warning bytes to codes (facts 1a)', () => {
    expect(dachsFaultCode(0)).toBeNull();
    expect(dachsFaultCode(22)).toBe(122);
    expect(dachsWarningCode(0)).toBeNull();
    expect(dachsWarningCode(126)).toBe(726);
  });

  it('finds entries per product group and code', () => {
    expect(faultByCode('dachsII', 133)?.label['en-gb']).toContain('2300');
    expect(faultByCode('dachsII', 999)).toBeUndefined();
    expect(faultByCode('netz', 133)).toBeUndefined();
    const all = faultCatalogue();
    expect(all.every((f) => f.productGroup === 'dachsII')).toBe(true);
    expect(all.filter((f) => f.codeText.startsWith('A')).map((f) => f.code)).toEqual([
      610, 620, 630, 650, 651, 652, 653, 654, 655, 726,
    ]);
    expect(all.filter((f) => f.codeText.startsWith('A')).every((f) => f.category === 'Hka_Warnung')).toBe(
      true,
    );
  });

  it('names the codes that say maintenance is due: the 250-hour checks and H177', () => {
    const codes = faultCatalogue().map((f) => f.code);
    expect(codes.filter(isDachsMaintenanceWarning)).toEqual([650, 651, 652, 653, 654, 655]);
    expect(codes.filter(isDachsMaintenanceCode)).toEqual([177, 650, 651, 652, 653, 654, 655]);
    expect(faultByCode('dachsII', 177)?.codeText).toBe('H177');
  });

  it('says what each entry is: only faults are faults, the 250-hour checks and H177 are maintenance (issue 40, 33)', () => {
    expect(faultByCode('dachsII', 650)?.kind).toBe('maintenance');
    expect(faultByCode('dachsII', 655)?.kind).toBe('maintenance');
    expect(faultByCode('dachsII', 177)?.kind).toBe('maintenance');
    expect(faultByCode('dachsII', 726)?.kind).toBe('warning');
    expect(faultByCode('dachsII', 120)?.kind).toBe('fault');
    for (const f of faultCatalogue()) if (f.kind === 'fault') expect(f.codeText.charAt(0)).toBe('E');
  });

  it('gives every entry advice for the owner, naming when to call the installer', () => {
    for (const f of faultCatalogue()) {
      expect(f.advice['de-de']).toMatch(/Installateur/);
      expect(f.advice['en-gb']).toMatch(/installer/);
    }
    expect(faultByCode('dachsII', 650)?.advice['de-de']).toContain('läuft weiter');
  });
});
