import { describe, expect, it } from '@jest/globals';
import { Snapshots } from './fleet-snapshots.js';

describe('Snapshots', () => {
  const setup = (freshMs = 1000, servedStaleMs = 5000, capacity = 10) => {
    let clock = 0;
    let computed = 0;
    const snapshots = new Snapshots<number>(freshMs, servedStaleMs, capacity, () => clock);
    const compute = () => Promise.resolve(++computed);
    return {
      snapshots,
      compute,
      computed: () => computed,
      advance: (ms: number) => (clock += ms),
    };
  };

  it('answers a fresh snapshot without computing again', async () => {
    const { snapshots, compute, computed, advance } = setup();
    expect(await snapshots.get('a', compute)).toEqual({ value: 1, at: 0 });
    advance(999);
    expect(await snapshots.get('a', compute)).toEqual({ value: 1, at: 0 });
    expect(computed()).toBe(1);
  });

  it('answers a stale one while the next is computed, then the next', async () => {
    const { snapshots, compute, computed, advance } = setup();
    await snapshots.get('a', compute);
    advance(1500);
    expect(await snapshots.get('a', compute)).toEqual({ value: 1, at: 0 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(computed()).toBe(2);
    expect(await snapshots.get('a', compute)).toEqual({ value: 2, at: 1500 });
  });

  it('waits for the computation when the snapshot is too old to show', async () => {
    const { snapshots, compute, advance } = setup();
    await snapshots.get('a', compute);
    advance(5000);
    expect(await snapshots.get('a', compute)).toEqual({ value: 2, at: 5000 });
  });

  it('computes once for calls that come together', async () => {
    const { snapshots, compute, computed } = setup();
    const answers = await Promise.all([snapshots.get('a', compute), snapshots.get('a', compute)]);
    expect(answers.map((answer) => answer.value)).toEqual([1, 1]);
    expect(computed()).toBe(1);
  });

  it('keeps keys apart, computes every call without a key or with freshness 0', async () => {
    const { snapshots, compute } = setup();
    await snapshots.get('a', compute);
    expect((await snapshots.get('b', compute)).value).toBe(2);
    expect((await snapshots.get(undefined, compute)).value).toBe(3);
    const always = setup(0);
    await always.snapshots.get('a', always.compute);
    expect((await always.snapshots.get('a', always.compute)).value).toBe(2);
  });

  it('drops the oldest key beyond its capacity', async () => {
    const { snapshots, compute, computed } = setup(1000, 5000, 2);
    await snapshots.get('a', compute);
    await snapshots.get('b', compute);
    await snapshots.get('c', compute);
    await snapshots.get('a', compute);
    expect(computed()).toBe(4);
  });

  it('keeps the stale snapshot when computing the next fails', async () => {
    const { snapshots, compute, advance } = setup();
    await snapshots.get('a', compute);
    advance(1500);
    const failing = () => Promise.reject(new Error('database gone'));
    expect((await snapshots.get('a', failing)).value).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    await expect(snapshots.get('a', compute)).resolves.toEqual({ value: 1, at: 0 });
  });
});
