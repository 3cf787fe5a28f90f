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

  it('lets a share of the units refuse writes as locked on site, the same units for the same seed', () => {
    const many = Array.from({ length: 200 }, (_, i) => ({
      sn: String(3100000000 + i),
      productGroup: 'dachsII' as const,
      secret: 's',
    }));
    const key = 'Ww_Ew.Warmwasser.sbSollTemp';
    // Starting now: a unit that takes a write catches its model up to now first.
    const now = { ...options, startTime: Date.now(), sinceDayStart: false };
    const refusing = (fleet: ReturnType<typeof createFleet>) =>
      fleet.units
        .filter((unit) => unit.write({ values: { [key]: 55 } }).errorKeys[key] === 'write.locked')
        .map((u) => u.sn);
    const fleet = createFleet({ ...now, units: many, refuseShare: 0.1 });
    const first = refusing(fleet);
    expect(fleet.units.filter((unit) => unit.refusesWrites).map((unit) => unit.sn)).toEqual(first);
    expect(first.length).toBeGreaterThan(8);
    expect(first.length).toBeLessThan(35);
    expect(refusing(createFleet({ ...now, units: many, refuseShare: 0.1 }))).toEqual(first);
    expect(refusing(createFleet({ ...now, units: many.slice(0, 20) }))).toEqual([]);
    // The others take the write.
    const taker = fleet.units.find((unit) => !first.includes(unit.sn))!;
    expect(taker.write({ values: { [key]: 56 } }).errorKeys).toEqual({});
  });
});
