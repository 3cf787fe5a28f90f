import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { SessionStateModule } from '../auth/session-state.module.js';
import { InProcessLiveBus, LiveBus } from './live-bus.js';
import { LiveGateway } from './live.gateway.js';

@Module({
  imports: [AuthModule, SessionStateModule],
  providers: [LiveGateway, { provide: LiveBus, useClass: InProcessLiveBus }],
  exports: [LiveBus],
})
export class LiveModule {}
