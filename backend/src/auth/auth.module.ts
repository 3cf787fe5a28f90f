import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { AccessGuard } from '../common/access.js';
import { UsersModule } from '../users/users.module.js';
import { LoginGuard } from './login.guard.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { DatabaseSessionStore } from './session.store.js';
import { HashStrategy, PasswordStrategy, SessionSerializer } from './strategies.js';

@Module({
  imports: [PassportModule.register({ session: true }), UsersModule],
  providers: [
    DatabaseSessionStore,
    LoginThrottleService,
    PasswordStrategy,
    HashStrategy,
    SessionSerializer,
    LoginGuard,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [DatabaseSessionStore, LoginGuard, LoginThrottleService],
})
export class AuthModule {}
