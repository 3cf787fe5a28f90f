import { Module } from '@nestjs/common';
import { AlarmsModule } from '../alarms/alarms.module.js';
import { DevicesModule } from '../devices/devices.module.js';
import { FilesModule } from '../files/files.module.js';
import { LocationsModule } from '../locations/locations.module.js';
import { ShopModule } from '../shop/shop.module.js';
import { TimeseriesModule } from '../timeseries/timeseries.module.js';
import { UnitsModule } from '../units/units.module.js';
import { UsersModule } from '../users/users.module.js';
import { DemoSeedService } from './demo-seed.service.js';

@Module({
  imports: [
    AlarmsModule,
    UsersModule,
    LocationsModule,
    UnitsModule,
    FilesModule,
    DevicesModule,
    TimeseriesModule,
    ShopModule,
  ],
  providers: [DemoSeedService],
  exports: [DemoSeedService],
})
export class DemoModule {}
