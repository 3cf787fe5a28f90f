import { Module } from '@nestjs/common';
import { UnitsRepository } from './units.repository.js';
import { UnitsService } from './units.service.js';

@Module({ providers: [UnitsRepository, UnitsService], exports: [UnitsService] })
export class UnitsModule {}
