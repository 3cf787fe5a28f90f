import { catalog } from '@portal/unit-catalog';
import { unitMetadata, type UnitMetadata } from '@portal/web-kit';
import { dashboardInit } from '../../components/test-utils';
import { summaryRings } from './summary-rings';

const meta = unitMetadata(dashboardInit(), 'de-de');
const heizung = Object.values(catalog().dachsII.layout.pages).find((page) => page.name === 'heizung')!;
const werte = heizung.items.find((item) => item.id === 'heizung.heizkurveWerte')!;

/** The same data points, read as measured values (not writable) with their bounds. */
const measured: UnitMetadata = {
  ...meta,
  dataPoint: (key) => {
    const def = meta.dataPoint(key);
    return def && { ...def, writable: false };
  },
};

it('takes no rings for settings: the heating curve’s set points say nothing as shares of their range (issue 40)', () => {
  expect(werte.contents).toHaveLength(9);
  expect(summaryRings(werte.contents, meta)).toBeNull();
});

it('adds rings of the first four bounded measured values to widgets with 5, 7 or ≥ 9 rows', () => {
  const rings = summaryRings(werte.contents, measured);
  expect(rings?.map((ring) => ring.key)).toEqual([
    'Hk_Ew.Heizkreis1.Heizkurve.sbSollVorlaufPlus15',
    'Hk_Ew.Heizkreis1.Heizkurve.sbSollVorlaufMinus10',
    'Hk_Ew.Heizkreis1.Heizkurve.sbParallelTag',
    'Hk_Ew.Heizkreis1.Heizkurve.sbParallelNacht',
  ]);
  expect(rings?.[0]).toMatchObject({ min: expect.any(Number), max: expect.any(Number) });
});

it('adds none to widgets with 6 or 8 rows', () => {
  expect(summaryRings(werte.contents.slice(0, 6), measured)).toBeNull();
  expect(summaryRings(werte.contents.slice(0, 8), measured)).toBeNull();
  expect(summaryRings(werte.contents.slice(0, 7), measured)).not.toBeNull();
});
