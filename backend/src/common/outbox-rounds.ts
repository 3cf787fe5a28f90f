import type { Logger } from '@nestjs/common';

/**
 * Runs an outbox's delivery rounds one at a time: a call while a round runs gets one more round after
 * it, a round that filled its batch asks for the next at once, and a timer looks again for retries
 * that came due. `round` answers whether it filled its batch.
 */
export class OutboxRounds {
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly round: () => Promise<boolean>,
    private readonly logger: Logger,
  ) {}

  /** Delivers what is due now and every `everyMs` after. */
  start(everyMs: number): void {
    this.timer = setInterval(() => void this.dispatch(), everyMs);
    this.timer.unref();
    void this.dispatch();
  }

  /** No round starts after this; answers once the running one is done. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Delivers what is due; answers when the rounds this call asked for are done. */
  dispatch(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.again = true;
    this.running ??= this.rounds();
    return this.running;
  }

  private async rounds(): Promise<void> {
    try {
      while (this.again && !this.stopped) {
        this.again = false;
        const full = await this.round().catch((error: unknown) => {
          this.logger.warn(`outbox: ${String(error)}`);
          return false;
        });
        if (full) this.again = true;
      }
    } finally {
      // In the same step as the last look at `again`: a later call starts rounds of its own.
      this.running = undefined;
    }
  }
}
