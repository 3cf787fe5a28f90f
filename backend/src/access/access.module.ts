import { Module } from '@nestjs/common';
import { UnitsModule } from '../units/units.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccessController } from './access.controller.js';
import { AccessService } from './access.service.js';

@Module({ imports: [UnitsModule, UsersModule], controllers: [AccessController], providers: [AccessService] })
export class AccessModule {}
