import { Module } from '@nestjs/common';
import { SessionStateModule } from '../auth/session-state.module.js';
import { LocationsModule } from '../locations/locations.module.js';
import { UnitsModule } from '../units/units.module.js';
import { UsersModule } from '../users/users.module.js';
import { ShopController } from './shop.controller.js';
import { ShopRepository } from './shop.repository.js';
import { ShopBookingsService } from './shop-bookings.service.js';
import { ShopLocations } from './shop-locations.js';
import { ShopOfferService } from './shop-offer.service.js';
import { ShopOrdersService } from './shop-orders.service.js';

@Module({
  imports: [LocationsModule, SessionStateModule, UnitsModule, UsersModule],
  controllers: [ShopController],
  providers: [ShopRepository, ShopLocations, ShopOfferService, ShopOrdersService, ShopBookingsService],
  exports: [ShopOfferService, ShopBookingsService],
})
export class ShopModule {}
