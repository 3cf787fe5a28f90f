import { describe, expect, it } from '@jest/globals';
import { findKind } from '@portal/unit-catalog';
import { adviceKeys, runHourKeys } from './advice-keys.js';

// The catalogue decides what each kind is judged by (docs/adr/0024-advice-detectors.md).

const keysOf = (productGroup: string) => {
  const kind = findKind(productGroup);
  if (!kind) throw new Error(`the catalog has no ${productGroup}`);
  return adviceKeys(kind);
};

describe('advice keys per unit kind', () => {
  it('a heat pump: compressor starts and hours, heat made, electricity taken, the outdoor temperature', () => {
    expect(keysOf('waermepumpe')).toEqual({
      starts: ['Wp_Mw.ulVerdichterStarts'],
      runHours: ['Wp_Mw.ulVerdichterStunden'],
      heat: ['Wp_Mw.e_thermisch'],
      electricityIn: ['Wp_Mw.e_elektrisch'],
      outdoorC: ['Wp_Mw.sAussen'],
    });
    expect(runHourKeys).toContain('Wp_Mw.ulVerdichterStunden');
  });

  it('a Dachs Gen2: its counters (two heat counters summed) and temperatures, no electricity taken', () => {
    const keys = keysOf('dachsII');
    expect(keys.heat).toEqual(['Hka_Bd.ulArbeitThermHka', 'Hka_Bd.ulArbeitThermKon']);
    expect(keys.electricity).toEqual(['Hka_Bd.ulArbeitElektr']);
    expect(keys.electricityIn).toBeUndefined();
    expect(keys.returnC).toEqual(['Hka_Mw1.Temp.sbRuecklauf']);
  });
});
