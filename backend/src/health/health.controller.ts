import { Controller, Inject } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { Route, type Reply } from '../common/route.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DATABASE, type Database } from '../database/database.js';

@Controller()
export class HealthController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Route('health')
  async health(): Promise<Reply<'health'>> {
    await this.db.execute(sql`select 1`);
    return { status: 'ok', database: 'ok', version: this.config.version, instance: this.config.instanceId };
  }
}
