import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { RateLimitGate } from './rate-limit.gate.js';
import { RateLimitsRepository } from './rate-limits.repository.js';
import { RateLimitsService } from './rate-limits.service.js';

/** Call budgets per access token, session or client address (docs/adr/0019-rate-limits-and-api-reference.md). */
@Module({
  imports: [AuthModule],
  providers: [RateLimitsRepository, RateLimitsService, RateLimitGate],
  exports: [RateLimitGate],
})
export class RateLimitsModule {}
