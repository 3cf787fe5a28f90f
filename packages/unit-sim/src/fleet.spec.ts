import { createFleet } from './fleet.js';

const units = [
  { sn: '3000000001', productGroup: 'dachsII' as const, secret: 'a' },
  { sn: '3000000002', productGroup: 'waermepumpe' as const, secret: 'b' },
];
const options = {
  brokerUrl: 'mqtt://127.0.0.1:1',
  units,
  seed: 42,
  intervalSeconds: 30,
  startTime: Date.UTC(2025, 1, 3, 12),
};

describe('createFleet', () => {
  it('is deterministic: the same seed and start give every unit the same values', () => {
    const a = createFleet(options);
    const b = createFleet({ ...options, units: [...units].reverse() });
    const c = createFleet({ ...options, seed: 43 });
    const at = options.startTime + 6 * 3_600_000;
    for (const fleet of [a, b, c]) for (const unit of fleet.units) unit.model.advanceTo(at);
    for (const { sn } of units) {
      expect(b.unit(sn).values()).toEqual(a.unit(sn).values());
      expect(c.unit(sn).values()).not.toEqual(a.unit(sn).values());
    }
    expect(a.unit(units[0]!.sn).values()).not.toEqual(a.unit(units[1]!.sn).values());
    expect(() => a.unit('nope')).toThrow(/no simulated unit nope/);
  });

  it('rejects invalid options with a readable message', () => {
    expect(() => createFleet({ ...options, brokerUrl: 'localhost' })).toThrow(
      /mqtt:\/\/host[\s\S]*brokerUrl/,
    );
    expect(() => createFleet({ ...options, units: [units[0]!, units[0]!] })).toThrow(/unique/);
    expect(() =>
      createFleet({ ...options, units: [{ sn: 'a/b', productGroup: 'netz', secret: 'x' }] }),
    ).toThrow(/topic level/);
    expect(() => createFleet({ ...options, intervalSeconds: 0.0005 })).toThrow(/intervalSeconds/);
  });
});
