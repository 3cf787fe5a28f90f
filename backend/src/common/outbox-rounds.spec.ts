import { describe, expect, it, jest } from '@jest/globals';
import type { Logger } from '@nestjs/common';
import { OutboxRounds } from './outbox-rounds.js';

const quiet = { warn: jest.fn() } as unknown as Logger;

describe('OutboxRounds', () => {
  it('runs one more round for calls made while a round runs, not one each', async () => {
    let release = () => undefined as void;
    const busy = new Promise<void>((resolve) => (release = resolve));
    let rounds = 0;
    const outbox = new OutboxRounds(async () => {
      rounds += 1;
      if (rounds === 1) await busy;
      return false;
    }, quiet);
    const first = outbox.dispatch();
    const later = [outbox.dispatch(), outbox.dispatch(), outbox.dispatch()];
    release();
    await Promise.all([first, ...later]);
    expect(rounds).toBe(2);
  });

  it('goes on at once while rounds fill their batch', async () => {
    const due = [10, 10, 3];
    let rounds = 0;
    const outbox = new OutboxRounds(() => {
      rounds += 1;
      return Promise.resolve((due.shift() ?? 0) === 10);
    }, quiet);
    await outbox.dispatch();
    expect(rounds).toBe(3);
  });

  it('logs a failed round and runs the next call again', async () => {
    const warn = jest.fn();
    const logger = { warn } as unknown as Logger;
    let fail = true;
    const outbox = new OutboxRounds(
      () => (fail ? Promise.reject(new Error('server away')) : Promise.resolve(false)),
      logger,
    );
    await outbox.dispatch();
    expect(warn).toHaveBeenCalledWith('outbox: Error: server away');
    fail = false;
    await expect(outbox.dispatch()).resolves.toBeUndefined();
  });

  it('starts no round once stopped, and waits for the running one', async () => {
    let finished = false;
    let rounds = 0;
    const outbox = new OutboxRounds(async () => {
      rounds += 1;
      await new Promise((resolve) => setImmediate(resolve));
      finished = true;
      return false;
    }, quiet);
    void outbox.dispatch();
    await outbox.stop();
    expect(finished).toBe(true);
    await outbox.dispatch();
    expect(rounds).toBe(1);
  });
});
