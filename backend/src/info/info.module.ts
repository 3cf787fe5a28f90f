import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { FilesModule } from '../files/files.module.js';
import { LiveModule } from '../live/live.module.js';
import { UnitsModule } from '../units/units.module.js';
import { UsersModule } from '../users/users.module.js';
import { InfoController } from './info.controller.js';
import { InitService } from './init.service.js';
import { LogoutController } from './logout.controller.js';

@Module({
  imports: [AuthModule, CatalogModule, UsersModule, UnitsModule, FilesModule, LiveModule],
  controllers: [InfoController, LogoutController],
  providers: [InitService],
})
export class InfoModule {}
