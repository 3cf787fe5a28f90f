import { Module } from '@nestjs/common';
import { UnitsModule } from '../units/units.module.js';
import { UsersModule } from '../users/users.module.js';
import { LocationsRepository } from './locations.repository.js';
import { LocationsService } from './locations.service.js';

@Module({
  imports: [UnitsModule, UsersModule],
  providers: [LocationsRepository, LocationsService],
  exports: [LocationsService],
})
export class LocationsModule {}
