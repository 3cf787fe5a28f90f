import { findKind } from '@portal/unit-catalog';
import { balanceKeys } from './balance-keys.js';

const keysOf = (group: string) => balanceKeys(findKind(group)!);

it('finds the Dachs counters and outdoor sensor in the catalogue', () => {
  expect(keysOf('dachsII')).toEqual({
    kind: 'chp',
    counters: {
      electricity: ['Hka_Bd.ulArbeitElektr'],
      heat: ['Hka_Bd.ulArbeitThermHka', 'Hka_Bd.ulArbeitThermKon'],
      operatingHours: ['Hka_Bd.ulBetriebssekunden'],
      starts: ['Hka_Bd.ulAnzahlStarts'],
    },
    outdoor: 'Hka_Mw1.Temp.sbAussen',
  });
});

it('tells heat pumps, grid connections and units without counters apart', () => {
  expect(keysOf('waermepumpe')).toMatchObject({ kind: 'heatPump', outdoor: 'Wp_Mw.sAussen' });
  expect(keysOf('netz')).toMatchObject({ kind: 'grid', outdoor: undefined });
  expect(keysOf('dachs08')).toMatchObject({ kind: 'chp', outdoor: undefined });
  expect(keysOf('pufferspeicher')).toMatchObject({ kind: 'none', counters: {} });
});
