import { initMetadata } from '@portal/unit-catalog';
import { testInit } from '../testing/index.js';
import { unitMetadata } from './unit-metadata.js';

// The catalog texts as init delivers them: keyed by the data point's name (facts §5).
const init = { ...testInit(), ...initMetadata() };

describe('unitMetadata', () => {
  it('labels a data point by its name, also when the key carries an index', () => {
    const german = unitMetadata(init, 'de-de');
    expect(german.label('Hka_Mw1.Temp.sbAussen')).toBe('Außentemperatur');
    expect(german.label('Brenner_Bd.ulBrennerStarts')).toBe('Brennerstarts');
    expect(german.label('Laufraster15Min_aktTag.bDoppelstunde[3]')).toBe(
      german.label('Laufraster15Min_aktTag.bDoppelstunde'),
    );
    expect(unitMetadata(init, 'en-gb').label('Hka_Mw1.Temp.sbAussen')).toBe('Outside temperature');
  });

  it('falls back to the key for an unknown data point', () => {
    expect(unitMetadata(init, 'de-de').label('Nope.nothing')).toBe('Nope.nothing');
  });
});
