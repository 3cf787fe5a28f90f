import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { AccessGuard } from '../common/access.js';
import { UsersModule } from '../users/users.module.js';
import { LoginGuard } from './login.guard.js';
import { SameOriginGuard } from './same-origin.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { DatabaseSessionStore } from './session.store.js';
import { SessionStateModule } from './session-state.module.js';
import { SESSION_MIDDLEWARE, createSessionMiddleware } from './session.middleware.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { HashStrategy, PasswordStrategy, SessionSerializer } from './strategies.js';
import { IdentityProvider } from './saml/identity-provider.js';
import { SamlController } from './saml/saml.controller.js';
import { SamlRequestsRepository } from './saml/saml-requests.repository.js';
import { SamlService } from './saml/saml.service.js';
import { SessionSecretCheck } from './session-secret-check.js';

@Module({
  imports: [PassportModule.register({ session: true }), UsersModule, SessionStateModule],
  controllers: [SamlController],
  providers: [
    IdentityProvider,
    SamlRequestsRepository,
    SamlService,
    SessionSecretCheck,
    DatabaseSessionStore,
    LoginThrottleService,
    PasswordStrategy,
    HashStrategy,
    SessionSerializer,
    LoginGuard,
    // In this order: a request from another site is refused before anything else is looked at.
    { provide: APP_GUARD, useClass: SameOriginGuard },
    { provide: APP_GUARD, useClass: AccessGuard },
    {
      provide: SESSION_MIDDLEWARE,
      inject: [APP_CONFIG, DatabaseSessionStore],
      useFactory: (config: AppConfig, store: DatabaseSessionStore) => createSessionMiddleware(config, store),
    },
  ],
  exports: [SESSION_MIDDLEWARE, LoginGuard, LoginThrottleService, UsersModule, SamlService],
})
export class AuthModule {}
