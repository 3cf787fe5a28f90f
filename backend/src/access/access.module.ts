import { Module } from '@nestjs/common';
import { SessionStateModule } from '../auth/session-state.module.js';
import { UnitsModule } from '../units/units.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccessController } from './access.controller.js';
import { AccessService } from './access.service.js';

@Module({
  imports: [SessionStateModule, UnitsModule, UsersModule],
  controllers: [AccessController],
  providers: [AccessService],
})
export class AccessModule {}
