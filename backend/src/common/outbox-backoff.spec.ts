import { nextTry, retryDelay, retryForMs } from './outbox-backoff.js';

describe('outbox backoff', () => {
  it('doubles from 5 s and stays at an hour', () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelay(0)).toBe(5_000);
    expect(retryDelay(11)).toBe(3_600_000);
    expect(retryDelay(50)).toBe(3_600_000);
  });

  it('gives up a day after the message was queued', () => {
    const queued = new Date(0);
    expect(nextTry(queued, 3, 1_000)).toEqual(new Date(21_000));
    expect(nextTry(queued, 30, retryForMs)).toBeNull();
  });
});
