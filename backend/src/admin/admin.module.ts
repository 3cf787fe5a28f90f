import { Module } from '@nestjs/common';
import { LiveModule } from '../live/live.module.js';
import { UnitsModule } from '../units/units.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminController } from './admin.controller.js';
import { ImpersonationService } from './impersonation.service.js';

@Module({
  imports: [UsersModule, UnitsModule, LiveModule],
  controllers: [AdminController],
  providers: [ImpersonationService],
})
export class AdminModule {}
