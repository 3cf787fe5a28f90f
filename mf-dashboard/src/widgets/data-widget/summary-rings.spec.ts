import { catalog } from '@portal/unit-catalog';
import { unitMetadata } from '@portal/web-kit';
import { dashboardInit } from '../../components/test-utils';
import { summaryRings } from './summary-rings';

const meta = unitMetadata(dashboardInit(), 'de-de');
const heizung = Object.values(catalog().dachsII.layout.pages).find((page) => page.name === 'heizung')!;
const werte = heizung.items.find((item) => item.id === 'heizung.heizkurveWerte')!;

it('adds rings of the first four bounded numeric values to widgets with 5, 7 or ≥ 9 rows', () => {
  expect(werte.contents).toHaveLength(9);
  const rings = summaryRings(werte.contents, meta);
  expect(rings?.map((ring) => ring.key)).toEqual([
    'Hk_Ew.Heizkreis1.Heizkurve.sbSollVorlaufPlus15',
    'Hk_Ew.Heizkreis1.Heizkurve.sbSollVorlaufMinus10',
    'Hk_Ew.Heizkreis1.Heizkurve.sbParallelTag',
    'Hk_Ew.Heizkreis1.Heizkurve.sbParallelNacht',
  ]);
  expect(rings?.[0]).toMatchObject({ min: expect.any(Number), max: expect.any(Number) });
});

it('adds none to widgets with 6 or 8 rows', () => {
  expect(summaryRings(werte.contents.slice(0, 6), meta)).toBeNull();
  expect(summaryRings(werte.contents.slice(0, 8), meta)).toBeNull();
  expect(summaryRings(werte.contents.slice(0, 7), meta)).not.toBeNull();
});
