import { Controller, Get, Inject } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { endpoints } from '@portal/contracts';
import { Allow } from '../common/access.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DATABASE, type Database } from '../database/database.js';

@Controller('health')
export class HealthController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @Allow(endpoints.health)
  async health(): Promise<{ status: 'ok'; database: 'ok'; version: string }> {
    await this.db.execute(sql`select 1`);
    return { status: 'ok', database: 'ok', version: this.config.version };
  }
}
