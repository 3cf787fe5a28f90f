import { valuesToWrite } from './submit';

describe('valuesToWrite (spec 5)', () => {
  const live: Record<string, unknown> = {
    'Stromf_Ew.Zeitprogramm1[0]': { nrOfSwitchesDefined: 1, switchTime1: 36 },
    'Stromf_Ew.Zeitprogramm1[1]': { nrOfSwitchesDefined: 0 },
    'Ww_Ew.Warmwasser.sbSollTemp': 55,
  };
  it('sends only non-null values and only the array items that changed, as name[index]', () => {
    const buffer = new Map<string, unknown>([
      ['Stromf_Ew.Zeitprogramm1[0]', { nrOfSwitchesDefined: 1, switchTime1: 36 }],
      ['Stromf_Ew.Zeitprogramm1[1]', { nrOfSwitchesDefined: 1, switchTime1: 42 }],
      ['Hk_Ew.Heizkreis1.Heizkurve.sbParallelTag', null],
      ['Ww_Ew.Warmwasser.sbSollTemp', 60],
    ]);
    expect(valuesToWrite(buffer, (key) => live[key])).toEqual({
      'Stromf_Ew.Zeitprogramm1[1]': { nrOfSwitchesDefined: 1, switchTime1: 42 },
      'Ww_Ew.Warmwasser.sbSollTemp': 60,
    });
  });
});
