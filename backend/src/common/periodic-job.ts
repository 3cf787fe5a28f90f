import type { Logger } from '@nestjs/common';

/**
 * A job run every few seconds (or days) by a timer that does not keep the process alive, one run at
 * a time: a call while a run is under way gets that run. A failed run is logged, not thrown; `stop`
 * ends the timer and waits for the run under way (a module's shutdown).
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly what: string,
    private readonly logger: Logger,
    private readonly work: (now: number) => Promise<void>,
  ) {}

  /** Runs the job every `everyMs`; 0 or less leaves it to calls of `run`. */
  start(everyMs: number): void {
    if (everyMs <= 0) return;
    this.timer = setInterval(() => void this.run(), everyMs);
    this.timer.unref();
  }

  /** Runs the job for `now` unless a run is under way; answers when that run is done. */
  run(now = Date.now()): Promise<void> {
    this.running ??= this.work(now)
      .catch((error: unknown) => this.logger.warn(`${this.what} failed: ${String(error)}`))
      .finally(() => (this.running = undefined));
    return this.running;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
