import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module.js';
import { LocationsModule } from '../locations/locations.module.js';
import { UnitsModule } from '../units/units.module.js';
import { UsersModule } from '../users/users.module.js';
import { DemoSeedService } from './demo-seed.service.js';

@Module({
  imports: [UsersModule, LocationsModule, UnitsModule, FilesModule],
  providers: [DemoSeedService],
  exports: [DemoSeedService],
})
export class DemoModule {}
