import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { FilesModule } from '../files/files.module.js';
import { LiveModule } from '../live/live.module.js';
import { LocationsModule } from '../locations/locations.module.js';
import { ShopModule } from '../shop/shop.module.js';
import { StylesModule } from '../styles/styles.module.js';
import { UnitsModule } from '../units/units.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccountService } from './account.service.js';
import { InfoController } from './info.controller.js';
import { InitService } from './init.service.js';
import { LocationsController } from './locations.controller.js';
import { LogoutController } from './logout.controller.js';
import { MigrateController } from './migrate.controller.js';
import { MigrationService } from './migration.service.js';
import { UnitListController } from './unit-list.controller.js';

@Module({
  imports: [
    AuthModule,
    CatalogModule,
    UsersModule,
    UnitsModule,
    FilesModule,
    LiveModule,
    LocationsModule,
    ShopModule,
    StylesModule,
  ],
  controllers: [InfoController, LogoutController, LocationsController, MigrateController, UnitListController],
  providers: [InitService, AccountService, MigrationService],
})
export class InfoModule {}
