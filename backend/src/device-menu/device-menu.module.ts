import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { CanipModule } from '../canip/canip.module.js';
import { DevicesModule } from '../devices/devices.module.js';
import { DeviceMenuController } from './device-menu.controller.js';
import { DeviceMenuService } from './device-menu.service.js';
import { ServiceCodeThrottleService } from './service-code-throttle.service.js';
import { ServiceLevelRepository } from './service-level.repository.js';

@Module({
  imports: [AuditModule, CanipModule, DevicesModule],
  controllers: [DeviceMenuController],
  providers: [DeviceMenuService, ServiceCodeThrottleService, ServiceLevelRepository],
})
export class DeviceMenuModule {}
