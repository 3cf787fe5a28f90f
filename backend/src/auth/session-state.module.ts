import { Module } from '@nestjs/common';
import { SessionCache } from './session-cache.js';
import { SessionStateRepository } from './session-state.repository.js';
import { SessionStateService } from './session-state.service.js';

/** Only the database: units, canip and the live socket use it without pulling in the login. */
@Module({
  providers: [SessionCache, SessionStateRepository, SessionStateService],
  exports: [SessionStateService, SessionCache],
})
export class SessionStateModule {}
