import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { InProcessLiveBus, LiveBus } from './live-bus.js';
import { LiveGateway } from './live.gateway.js';

@Module({
  imports: [AuthModule],
  providers: [LiveGateway, { provide: LiveBus, useClass: InProcessLiveBus }],
  exports: [LiveBus],
})
export class LiveModule {}
