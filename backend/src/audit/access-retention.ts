import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { accessLogRetentionDays } from '@portal/contracts';
import { AuditRepository } from './audit.repository.js';

const dayMs = 86_400_000;

/** Retention of the units' access log (issue 43): at start and then daily, entries past two years go. */
@Injectable()
export class AccessRetention implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Audit');
  private timer: NodeJS.Timeout | undefined;

  constructor(@Inject(AuditRepository) private readonly audit: AuditRepository) {}

  onApplicationBootstrap(): void {
    void this.run();
    this.timer = setInterval(() => void this.run(), dayMs);
    this.timer.unref();
  }

  beforeApplicationShutdown(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Deletes the access entries older than accessLogRetentionDays before `now`; answers how many. */
  apply(now = new Date()): Promise<number> {
    return this.audit.deleteAccessBefore(new Date(now.getTime() - accessLogRetentionDays * dayMs));
  }

  private async run(): Promise<void> {
    try {
      const deleted = await this.apply();
      if (deleted > 0) this.logger.log(`Deleted ${deleted} access-log entries past retention`);
    } catch (error) {
      this.logger.warn(`Access-log retention failed: ${String(error)}`);
    }
  }
}
