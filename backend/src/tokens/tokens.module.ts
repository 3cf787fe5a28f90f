import { Global, Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { SessionStateModule } from '../auth/session-state.module.js';
import { LiveModule } from '../live/live.module.js';
import { SocketTokens } from '../live/socket-tokens.js';
import { UnitsModule } from '../units/units.module.js';
import { UsersModule } from '../users/users.module.js';
import { BEARER_MIDDLEWARE, bearerMiddleware } from './bearer.middleware.js';
import { TokenChartReads } from './token-chart-reads.interceptor.js';
import { TokenScopeGuard } from './token-scope.guard.js';
import { TokenSockets } from './token-sockets.js';
import { TokensController } from './tokens.controller.js';
import { TokensRepository } from './tokens.repository.js';
import { TokensService } from './tokens.service.js';

/**
 * Personal access tokens (issue 43, docs/adr/0018-access-tokens.md). Global so that the live socket,
 * which sits below this domain, finds its SocketTokens.
 */
@Global()
@Module({
  imports: [LiveModule, SessionStateModule, UnitsModule, UsersModule],
  controllers: [TokensController],
  providers: [
    TokensRepository,
    TokensService,
    { provide: APP_GUARD, useClass: TokenScopeGuard },
    { provide: APP_INTERCEPTOR, useClass: TokenChartReads },
    { provide: BEARER_MIDDLEWARE, inject: [TokensService], useFactory: bearerMiddleware },
    { provide: SocketTokens, useClass: TokenSockets },
  ],
  exports: [TokensService, BEARER_MIDDLEWARE, SocketTokens],
})
export class TokensModule {}
