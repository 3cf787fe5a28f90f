import { Global, Module } from '@nestjs/common';
import { AccessRetention } from './access-retention.js';
import { AuditRepository } from './audit.repository.js';
import { AuditService } from './audit.service.js';

@Global()
@Module({ providers: [AuditRepository, AuditService, AccessRetention], exports: [AuditService] })
export class AuditModule {}
