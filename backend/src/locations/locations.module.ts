import { Module } from '@nestjs/common';
import { LocationsService } from './locations.service.js';

@Module({ providers: [LocationsService], exports: [LocationsService] })
export class LocationsModule {}
