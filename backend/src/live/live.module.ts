import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { SessionStateModule } from '../auth/session-state.module.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { InProcessLiveBus, LiveBus } from './live-bus.js';
import { LiveGateway } from './live.gateway.js';
import { RedisLiveBus } from './redis-live-bus.js';

/** REDIS_URL: events go between instances through Redis (ADR 0010); else they stay in-process. */
const liveBusProvider = {
  provide: LiveBus,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): LiveBus =>
    config.redisUrl ? RedisLiveBus.connect(config.redisUrl, config.instanceId) : new InProcessLiveBus(),
};

@Module({
  imports: [AuthModule, SessionStateModule],
  providers: [LiveGateway, liveBusProvider],
  exports: [LiveBus],
})
export class LiveModule {}
