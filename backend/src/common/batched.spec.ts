import { Batched, batchedLookup, batchedWrite } from './batched.js';

describe('Batched', () => {
  it('hands the calls of one turn to one run and answers each in order', async () => {
    const runs: number[][] = [];
    const doubled = new Batched<number, number>((inputs) => {
      runs.push(inputs);
      return Promise.resolve(inputs.map((input) => input * 2));
    });
    const answers = await Promise.all([1, 2, 3].map((input) => doubled.call(input)));
    expect(answers).toEqual([2, 4, 6]);
    expect(runs).toEqual([[1, 2, 3]]);
  });

  it('collects the calls made while a run is busy into the next run', async () => {
    const runs: number[][] = [];
    let release = () => undefined as void;
    const busy = new Promise<void>((resolve) => (release = resolve));
    const echo = new Batched<number, number>(async (inputs) => {
      runs.push(inputs);
      if (runs.length === 1) await busy;
      return inputs;
    });
    const first = echo.call(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [echo.call(2), echo.call(3)];
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3]);
    expect(runs).toEqual([[1], [2, 3]]);
  });

  it('holds one call per key in a batch, later ones in order in the next', async () => {
    const runs: string[][] = [];
    const upsert = new Batched<string, string>(
      (inputs) => {
        runs.push(inputs);
        return Promise.resolve(inputs);
      },
      (input) => input.split(':')[0] ?? '',
    );
    await Promise.all(['a:1', 'b:1', 'a:2', 'c:1', 'a:3'].map((input) => upsert.call(input)));
    expect(runs).toEqual([['a:1', 'b:1', 'c:1'], ['a:2'], ['a:3']]);
  });

  it('runs a failed batch again call by call: only the failing call fails', async () => {
    const runs: number[][] = [];
    const failing = new Batched<number, number>((inputs) => {
      runs.push(inputs);
      return inputs.includes(0) ? Promise.reject(new Error('refused')) : Promise.resolve(inputs);
    });
    const calls = [1, 0, 2].map((input) => failing.call(input));
    await expect(calls[1]).rejects.toThrow('refused');
    expect(await Promise.all([calls[0], calls[2]])).toEqual([1, 2]);
    expect(runs).toEqual([[1, 0, 2], [1], [0], [2]]);
    await expect(failing.call(5)).resolves.toBe(5);
  });

  it('splits a long queue into batches of at most the given size', async () => {
    const sizes: number[] = [];
    const limited = new Batched<number, number>(
      (inputs) => {
        sizes.push(inputs.length);
        return Promise.resolve(inputs);
      },
      undefined,
      2,
    );
    await Promise.all([1, 2, 3, 4, 5].map((input) => limited.call(input)));
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('looks up the distinct keys of a batch once and answers each call its row or nothing', async () => {
    const asked: string[][] = [];
    const lookup = batchedLookup(
      (keys) => {
        asked.push(keys);
        return Promise.resolve(
          keys.filter((key) => key !== 'missing').map((key) => ({ key, value: key.length })),
        );
      },
      (row) => row.key,
    );
    const answers = await Promise.all(['ab', 'missing', 'ab', 'c'].map((key) => lookup.call(key)));
    expect(answers).toEqual([
      { key: 'ab', value: 2 },
      undefined,
      { key: 'ab', value: 2 },
      { key: 'c', value: 1 },
    ]);
    expect(asked).toEqual([['ab', 'missing', 'c']]);
  });

  it('writes the rows of a batch in one call, one row per key, and answers nothing', async () => {
    const written: string[][] = [];
    const write = batchedWrite<string>(
      (rows) => {
        written.push(rows);
        return Promise.resolve();
      },
      (row) => row.split(':')[0] ?? '',
    );
    const answers = await Promise.all(['a:1', 'b:1', 'a:2'].map((row) => write.call(row)));
    expect(answers).toEqual([undefined, undefined, undefined]);
    expect(written).toEqual([['a:1', 'b:1'], ['a:2']]);
  });
});
