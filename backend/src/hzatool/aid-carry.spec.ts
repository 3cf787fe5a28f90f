import type { HzaApplication } from '@portal/contracts';
import { earlierAidOffsets, summarizeInOrder } from './aid-carry.js';

// Investment aid carried from year to year (§53a(8)): the facts' worked example, a Dachs G 5.5 with
// 5,000 h a year inside its AfA period (627.00 EUR full relief a year), and 1,000 EUR of aid.

const serial = '5200000001';

function application(afa: HzaApplication['afa']): HzaApplication {
  return {
    plant: {
      fuel: 'naturalGas',
      modules: [{ serial, model: 'G5.5', commissioned: '2019-03-01' }],
      highEfficiencyProven: true,
    },
    afa,
    consumption: {
      method: 'hours',
      modules: [{ serial, counterStart: 10_000, counterEnd: 15_000 }],
      electricityKWh: 27_500,
      usefulHeatKWh: 62_500,
    },
  };
}

const aid = [{ label: 'Mini-KWK-Impulsprogramm', receivedOn: '2019-05-02', amountCents: 100_000 }];

describe('investment aid carried forward', () => {
  it('2020 pays 0 with 373 EUR left; 2021 pays 627 − 373 = 254.00; 2022 pays it all', () => {
    const years = summarizeInOrder(
      [2022, 2020, 2021].map((year) => ({ year, application: application({ investmentAid: aid }) })),
    );
    expect(years.map(({ year, summary }) => [year, summary.full, summary.remainingAidCents])).toEqual([
      [2020, expect.objectContaining({ grossCents: 62_700, aidOffsetCents: 62_700, cents: 0 }), 37_300],
      [2021, expect.objectContaining({ grossCents: 62_700, aidOffsetCents: 37_300, cents: 25_400 }), 0],
      [2022, expect.objectContaining({ grossCents: 62_700, aidOffsetCents: 0, cents: 62_700 }), 0],
    ]);
    expect(years.map(({ summary }) => [summary.aidOffsetEarlierCents, summary.totalCents])).toEqual([
      [0, 0],
      [62_700, 25_400],
      [100_000, 62_700],
    ]);
  });

  it('counts the aid the user says was offset before the tool, and aid received later from its year on', () => {
    // 300 EUR were offset in 2019, before the tool; 200 EUR more aid came in 2021.
    const afa = {
      investmentAid: [...aid, { label: 'Landesprogramm', receivedOn: '2021-06-30', amountCents: 20_000 }],
      aidOffsetEarlierCents: 30_000,
    };
    const years = summarizeInOrder([2020, 2021].map((year) => ({ year, application: application(afa) })));
    expect(years.map(({ summary }) => [summary.full?.aidOffsetCents, summary.remainingAidCents])).toEqual([
      [62_700, 7_300],
      [27_300, 0],
    ]);
    expect(years[1]?.summary.totalCents).toBe(62_700 - 27_300);
  });

  it('a year without full relief (below 70 %, or incomplete) offsets nothing and passes the aid on', () => {
    const weak = application({ investmentAid: aid });
    const saved = [
      { year: 2020, application: { ...weak, consumption: { ...weak.consumption, usefulHeatKWh: 30_000 } } },
      { year: 2021, application: {} },
    ];
    expect(earlierAidOffsets(2022, saved)).toEqual([
      { year: 2020, offsetCents: 0 },
      { year: 2021, offsetCents: 0 },
    ]);
    expect(earlierAidOffsets(2020, saved)).toEqual([]);
  });
});
