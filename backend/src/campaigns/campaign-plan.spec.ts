import { findKind } from '@portal/unit-catalog';
import { type PlanInput, assignStages, failedTooOften, planUnit } from './campaign-plan.js';

const setPoint = 'Ww_Ew.Warmwasser.sbSollTemp';
const dachs = findKind('dachsII');
const unit: PlanInput = {
  sn: 'A1',
  productGroup: 'dachsII',
  kind: dachs,
  firmware: '4.1',
  online: true,
  consentProblem: null,
  current: { [setPoint]: 50 },
};

describe('planUnit', () => {
  it('writes to a unit online and queues for one offline, naming current → new', () => {
    expect(planUnit(unit, { [setPoint]: 56 }, true)).toMatchObject({
      outcome: 'write',
      reason: null,
      changes: [{ key: setPoint, from: 50, to: 56 }],
    });
    expect(planUnit({ ...unit, online: false }, { [setPoint]: 56 }, true).outcome).toBe('queue');
  });

  it('skips, in this order: a value the kind does not take, no consent, offline when not queued, nothing to change', () => {
    const skip = (
      input: Partial<typeof unit> & { consentProblem?: string | null },
      queue = true,
      value = 56,
    ) => planUnit({ ...unit, ...input }, { [setPoint]: value }, queue).reason;
    expect(skip({ kind: findKind('waermepumpe') })).toBe('campaign.skip.range');
    expect(skip({}, true, 500)).toBe('campaign.skip.range');
    expect(skip({ consentProblem: 'exception.nooperatorconsent' }, true, 500)).toBe('campaign.skip.range');
    expect(skip({ consentProblem: 'exception.nooperatorconsent', online: false }, false)).toBe(
      'campaign.skip.noconsent',
    );
    expect(skip({ online: false }, false)).toBe('campaign.skip.offline');
    expect(skip({}, true, 50)).toBe('campaign.skip.unchanged');
  });
});

describe('assignStages', () => {
  const serials = Array.from({ length: 500 }, (_, i) => `U${String(i).padStart(3, '0')}`);
  const identity = (sn: string) => Number(sn.slice(1));

  it('fills the cumulative shares: 1 % → 10 % → 100 % of 500 are 5, 45 and 450 units', () => {
    const stages = assignStages(serials, [1, 10, 100], identity);
    const sizes = [0, 1, 2].map((stage) => [...stages.values()].filter((s) => s === stage).length);
    expect(sizes).toEqual([5, 45, 450]);
    expect(stages.get('U000')).toBe(0);
    expect(stages.get('U499')).toBe(2);
  });

  it('gives each stage at least one unit while units last', () => {
    expect([...assignStages(['A', 'B'], [1, 100], () => 0).values()]).toEqual([0, 1]);
    expect([...assignStages(['A'], [1, 10, 100], () => 0).values()]).toEqual([0]);
  });
});

describe('failedTooOften', () => {
  it('is more than the share of finished commands, never for none', () => {
    expect(failedTooOften(1, 50, 0.02)).toBe(false);
    expect(failedTooOften(2, 50, 0.02)).toBe(true);
    expect(failedTooOften(0, 0, 0.02)).toBe(false);
  });
});
