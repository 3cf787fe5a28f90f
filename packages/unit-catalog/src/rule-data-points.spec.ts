import { findKind } from './catalog.js';
import { findRuleDataPoint, ruleDataPoints } from './rule-data-points.js';

describe('the data points a limit rule may watch', () => {
  it('are the numeric signals and counters of the kind, with their units', () => {
    const dachs08 = findKind('dachs08')!;
    const keys = ruleDataPoints(dachs08).map((p) => p.key);
    expect(keys).toContain('Bz_Mw.sVorlauf');
    expect(findRuleDataPoint(dachs08, 'Bz_Mw.sVorlauf')?.point.unit).toBe('°C');
  });

  it('leave out parameters, enumerations, fault codes and arrays', () => {
    for (const kind of ['dachsII', 'dachs08', 'waermepumpe', 'pufferspeicher', 'batterie', 'netz'])
      for (const { point } of ruleDataPoints(findKind(kind)!)) {
        expect(['int', 'uint', 'float']).toContain(point.type);
        expect(point.obdClass).not.toBe('Parameter');
        expect(point.array).toBe(false);
        expect(point.enumName).toBeNull();
        expect(point.valueFormatter).toBeUndefined();
      }
    expect(findRuleDataPoint(findKind('dachs08')!, 'Bz_Mw.nope')).toBeUndefined();
  });
});
