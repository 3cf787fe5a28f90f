import { ArchiveBuffer } from './archive-buffer.js';

const sample = (ts: number, values: Record<string, unknown> = { a: ts }) => ({ ts, values });

describe('ArchiveBuffer', () => {
  it('keeps samples in order and removes them only when acknowledged', () => {
    const buffer = new ArchiveBuffer(10);
    for (const ts of [1, 2, 3, 4, 5]) buffer.push(sample(ts));
    expect(buffer.peek(2).map((s) => s.ts)).toEqual([1, 2]);
    expect(buffer.size).toBe(5);
    expect(buffer.ackThrough(2)).toBe(2);
    expect(buffer.peek(10).map((s) => s.ts)).toEqual([3, 4, 5]);
    buffer.insert(sample(3.5));
    expect(buffer.peek(10).map((s) => s.ts)).toEqual([3, 3.5, 4, 5]);
    expect(buffer.ackThrough(100)).toBe(4);
    expect(buffer.size).toBe(0);
  });

  it('drops the oldest when full and folds its keys into the next sample', () => {
    const buffer = new ArchiveBuffer(3);
    buffer.push(sample(1, { param: 'x', signal: 1 }));
    buffer.push(sample(2, { signal: 2 }));
    buffer.push(sample(3, { signal: 3 }));
    buffer.push(sample(4, { signal: 4 }));
    expect(buffer.dropped).toBe(1);
    expect(buffer.peek(3)).toEqual([
      { ts: 2, values: { param: 'x', signal: 2 } },
      { ts: 3, values: { signal: 3 } },
      { ts: 4, values: { signal: 4 } },
    ]);
  });

  it('stays correct across many pushes and acknowledgements', () => {
    const buffer = new ArchiveBuffer(100_000);
    for (let ts = 0; ts < 5000; ts += 1) buffer.push(sample(ts));
    let expected = 0;
    while (buffer.size > 0) {
      const chunk = buffer.peek(200);
      expect(chunk[0]?.ts).toBe(expected);
      buffer.ackThrough(chunk.at(-1)!.ts);
      expected += chunk.length;
    }
    expect(expected).toBe(5000);
  });
});
