import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { LocationsModule } from '../locations/locations.module.js';
import { ShopModule } from '../shop/shop.module.js';
import { TimeseriesModule } from '../timeseries/timeseries.module.js';
import { UnitsModule } from '../units/units.module.js';
import { UsersModule } from '../users/users.module.js';
import { HzatoolDocumentsService } from './hzatool-documents.service.js';
import { HzatoolFilesService } from './hzatool-files.service.js';
import { HzatoolOfficesService } from './hzatool-offices.service.js';
import { HzatoolController } from './hzatool.controller.js';
import { HzatoolRepository } from './hzatool.repository.js';
import { HzatoolService } from './hzatool.service.js';

@Module({
  imports: [AuditModule, LocationsModule, ShopModule, TimeseriesModule, UnitsModule, UsersModule],
  controllers: [HzatoolController],
  providers: [
    HzatoolRepository,
    HzatoolService,
    HzatoolOfficesService,
    HzatoolDocumentsService,
    HzatoolFilesService,
  ],
  // The balance counts the relief a location's application grants.
  exports: [HzatoolService],
})
export class HzatoolModule {}
