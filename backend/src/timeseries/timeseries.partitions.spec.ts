import { monthStart, monthsOf, partitionMonth, partitionName } from './timeseries.partitions.js';

describe('monthly sample partitions', () => {
  it('name UTC months and parse the names back', () => {
    const december = monthsOf([Date.parse('2024-12-31T23:59:59.999Z')]);
    expect([...december].map(partitionName)).toEqual(['ts_samples_p2024_12']);
    const [index] = december;
    expect(monthStart(index!).toISOString()).toBe('2024-12-01T00:00:00.000Z');
    expect(monthStart(index! + 1).toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(partitionMonth('ts_samples_p2024_12')).toBe(index);
    expect(partitionMonth('ts_samples_p2024_13')).toBeUndefined();
    expect(partitionMonth('ts_samples')).toBeUndefined();
  });

  it('find every month of unordered timestamps', () => {
    const stamps = [
      '2025-03-01T00:00:00Z',
      '2025-01-31T23:59:59Z',
      '2025-03-31T00:00:00Z',
      '2025-02-01T00:00:00Z',
    ];
    expect([...monthsOf(stamps.map((iso) => Date.parse(iso)))].map(partitionName).sort()).toEqual([
      'ts_samples_p2025_01',
      'ts_samples_p2025_02',
      'ts_samples_p2025_03',
    ]);
  });
});
