import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { StylesController } from './styles.controller.js';
import { StylesRepository } from './styles.repository.js';
import { StylesService } from './styles.service.js';

@Module({
  imports: [AuditModule],
  controllers: [StylesController],
  providers: [StylesService, StylesRepository],
  exports: [StylesService],
})
export class StylesModule {}
