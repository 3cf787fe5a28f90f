import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { Logger } from '@nestjs/common';
import { PeriodicJob } from './periodic-job.js';

const logger = () => ({ warn: jest.fn() }) as unknown as Logger;

afterEach(() => {
  jest.useRealTimers();
});

describe('PeriodicJob', () => {
  it('gives a call made while a run is under way that run, not a second one', async () => {
    let release = () => undefined as void;
    const busy = new Promise<void>((resolve) => (release = resolve));
    const times: number[] = [];
    const job = new PeriodicJob('sweep', logger(), async (now) => {
      times.push(now);
      await busy;
    });
    const first = job.run(1);
    const second = job.run(2);
    release();
    await Promise.all([first, second]);
    expect(times).toEqual([1]);
    await job.run(3);
    expect(times).toEqual([1, 3]);
  });

  it('logs a failed run with its name and answers normally; the next run goes ahead', async () => {
    const warn = jest.fn();
    let runs = 0;
    const job = new PeriodicJob('sweep', { warn } as unknown as Logger, () => {
      runs += 1;
      return runs === 1 ? Promise.reject(new Error('database away')) : Promise.resolve();
    });
    await expect(job.run()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('sweep failed: Error: database away');
    await job.run();
    expect(runs).toBe(2);
  });

  it('runs on its timer until stopped, and stop waits for the run under way', async () => {
    jest.useFakeTimers({ now: 1_000 });
    let finish = () => undefined as void;
    const times: number[] = [];
    let ended = false;
    const job = new PeriodicJob('sweep', logger(), async (now) => {
      times.push(now);
      await new Promise<void>((resolve) => (finish = resolve));
      ended = true;
    });
    job.start(500);
    jest.advanceTimersByTime(500);
    expect(times).toEqual([1_500]);
    const stopped = job.stop();
    finish();
    await stopped;
    expect(ended).toBe(true);
    jest.advanceTimersByTime(5_000);
    expect(times).toEqual([1_500]);
  });

  it('does not start a timer for an interval of 0', () => {
    jest.useFakeTimers();
    const work = jest.fn(() => Promise.resolve());
    new PeriodicJob('sweep', logger(), work).start(0);
    jest.advanceTimersByTime(60_000);
    expect(work).not.toHaveBeenCalled();
  });
});
