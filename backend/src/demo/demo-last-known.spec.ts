import { describe, expect, it } from '@jest/globals';
import { buildDemoWorld } from './demo-world.js';
import { lastWordOf, speaksOnline } from './demo-last-known.js';

const now = Date.UTC(2026, 10, 24, 12);
const world = buildDemoWorld({ brand: 'dachs' });

describe('lastWordOf', () => {
  it('gives every unit that would send values a last word from hours to days ago', () => {
    const speaking = world.units.filter(speaksOnline);
    expect(speaking.length).toBeGreaterThan(20);
    for (const unit of speaking) {
      const word = lastWordOf(unit, now);
      if (unit.inbetriebnahmeDatum !== null && Date.parse(unit.inbetriebnahmeDatum) > now - 11 * 86_400_000)
        continue;
      expect(word).toBeDefined();
      expect(now - word!.ts).toBeGreaterThanOrEqual(3 * 3_600_000);
      expect(now - word!.ts).toBeLessThanOrEqual(10 * 86_400_000);
      expect(Object.keys(word!.values).length).toBeGreaterThan(5);
      expect(word!.module).toBe(unit.module);
    }
  });

  it('says the same for the same unit, and differs between units', () => {
    const [first, second] = world.units.filter(speaksOnline);
    expect(lastWordOf(first!, now)).toEqual(lastWordOf(first!, now));
    expect(lastWordOf(first!, now)!.ts).not.toBe(lastWordOf(second!, now)!.ts);
  });

  it('has nothing from units that send nothing: no contract, not connectable or decommissioned', () => {
    const silent = world.units.filter((unit) => !speaksOnline(unit));
    expect(silent.some((unit) => unit.ausserbetriebnahmeDatum !== null)).toBe(true);
    expect(silent.some((unit) => !unit.hasVertrag)).toBe(true);
    for (const unit of silent) expect(lastWordOf(unit, now)).toBeUndefined();
  });
});
