import { Module } from '@nestjs/common';
import { SessionStateModule } from '../auth/session-state.module.js';
import { LocationsModule } from '../locations/locations.module.js';
import { UnitsModule } from '../units/units.module.js';
import { UsersModule } from '../users/users.module.js';
import { ShopController } from './shop.controller.js';
import { ShopRepository } from './shop.repository.js';
import { ShopService } from './shop.service.js';

@Module({
  imports: [LocationsModule, SessionStateModule, UnitsModule, UsersModule],
  controllers: [ShopController],
  providers: [ShopRepository, ShopService],
  exports: [ShopService],
})
export class ShopModule {}
