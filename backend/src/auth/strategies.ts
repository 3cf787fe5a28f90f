import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { PassportSerializer, PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy as CustomStrategy } from 'passport-custom';
import { Strategy as LocalStrategy } from 'passport-local';
import { ApiException } from '../common/api-exception.js';
import { AuditService } from '../audit/audit.service.js';
import type { SessionUser } from './session-user.js';
import { UsersService } from '../users/users.service.js';
import { LoginThrottleService } from './login-throttle.service.js';

/** What a login produced beyond the user: the spec's login result and, for a unit hash, the serial. */
export interface LoginOutcome {
  result: 'success' | 'pwemty' | 'pwreset';
  sn: string | undefined;
}
export type LoginRequest = Request & { loginOutcome?: LoginOutcome };

@Injectable()
export class PasswordStrategy extends PassportStrategy(LocalStrategy, 'local') {
  constructor(
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(LoginThrottleService) private readonly throttle: LoginThrottleService,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {
    super({ usernameField: 'user', passwordField: 'password', passReqToCallback: true });
  }

  async validate(request: LoginRequest, login: string, password: string): Promise<SessionUser> {
    const ip = request.ip ?? 'unknown';
    const user = await this.throttle.attempt(ip, login, async () => {
      const known = await this.users.authenticate(login, password);
      if (!known) {
        await this.audit.record({ actor: login, action: 'login.failed', details: { ip } });
        throw new ApiException(401, 'exception.wrongcredentials');
      }
      return known;
    });
    await this.audit.record({ actor: user.login, action: 'login', details: { ip, method: 'password' } });
    request.loginOutcome = { result: user.hasPassword ? 'success' : 'pwemty', sn: undefined };
    return user;
  }
}

@Injectable()
export class HashStrategy extends PassportStrategy(CustomStrategy, 'login-hash') {
  constructor(
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(LoginThrottleService) private readonly throttle: LoginThrottleService,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {
    super();
  }

  async validate(request: LoginRequest): Promise<SessionUser> {
    const ip = request.ip ?? 'unknown';
    const outcome = await this.throttle.attempt(ip, undefined, () =>
      this.users.authenticateHash((request.body as { hash: string }).hash),
    );
    request.loginOutcome = { result: outcome.result, sn: outcome.sn };
    await this.audit.record({
      actor: outcome.user.login,
      action: 'login',
      ...(outcome.sn ? { sn: outcome.sn } : {}),
      details: { ip, method: 'hash', result: outcome.result },
    });
    return outcome.user;
  }
}

/**
 * The session keeps the user id only; the user is read fresh on every request. Passport keeps its
 * serializers process-wide: once this app is shut down its own step aside ('pass'), so an app
 * started after it in the same process (a restart in tests) reads users from its own database.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer implements OnApplicationShutdown {
  private shutDown = false;

  constructor(@Inject(UsersService) private readonly users: UsersService) {
    super();
  }

  onApplicationShutdown(): void {
    this.shutDown = true;
  }

  serializeUser(user: SessionUser, done: (error: unknown, id?: number) => void): void {
    if (this.shutDown) return done('pass');
    done(null, user.id);
  }

  deserializeUser(id: number, done: (error: unknown, user?: SessionUser | false) => void): void {
    if (this.shutDown) return done('pass');
    this.users.findById(id).then((user) => done(null, user ?? false), done);
  }
}
