import { Random, hashSeed, mulberry32 } from './random.js';

describe('seeded randomness', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const seqA = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(seqA);
    for (const x of seqA) expect(x >= 0 && x < 1).toBe(true);
  });

  it('derives unit seeds from fleet seed and serial, and forks independent streams', () => {
    expect(hashSeed(1, 'SN1')).toBe(hashSeed(1, 'SN1'));
    expect(hashSeed(1, 'SN1')).not.toBe(hashSeed(1, 'SN2'));
    expect(hashSeed(1, 'SN1')).not.toBe(hashSeed(2, 'SN1'));
    const rng = new Random(7);
    const fork = rng.fork('x').float();
    rng.float();
    expect(new Random(7).fork('x').float()).toBe(fork);
  });

  it('draws normals with about zero mean and unit spread', () => {
    const rng = new Random(3);
    const xs = Array.from({ length: 20_000 }, () => rng.normal());
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    const variance = xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(variance - 1)).toBeLessThan(0.05);
  });
});
