import { Inject, Injectable } from '@nestjs/common';
import type { AddressData, AddressDataResponse, Language, PwChangeRequest } from '@portal/contracts';
import type { Session, SessionData } from 'express-session';
import { LoginThrottleService } from '../auth/login-throttle.service.js';
import { ApiException } from '../common/api-exception.js';
import { LiveBus } from '../live/live-bus.js';
import type { SessionUser } from '../auth/session-user.js';
import { UsersService } from '../users/users.service.js';
import { InitService } from './init.service.js';

/** Who is calling: the client address counts re-entered passwords, the session holds a reset grant. */
export interface Caller {
  ip: string | undefined;
  session: Session & Partial<SessionData>;
}

/**
 * The own account's changes (spec 3, 7 info/*): passwords re-entered under the login throttle, and
 * the user's other tabs and devices told of a changed current user.
 */
@Injectable()
export class AccountService {
  constructor(
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(InitService) private readonly initService: InitService,
    @Inject(LoginThrottleService) private readonly throttle: LoginThrottleService,
    @Inject(LiveBus) private readonly bus: LiveBus,
  ) {}

  /** Right after a password-reset link the old password is not needed, once. */
  async changePassword(user: SessionUser, body: PwChangeRequest, caller: Caller): Promise<void> {
    const resetGranted = caller.session.passwordResetGranted === true;
    await this.passwordRecheck(caller, user, () =>
      this.users.changePassword(user, body.oldPassword, body.password, resetGranted),
    );
    caller.session.passwordResetGranted = false;
  }

  async unregister(user: SessionUser, password: string, caller: Caller): Promise<void> {
    await this.passwordRecheck(caller, user, () => this.users.unregister(user, password));
  }

  async saveAddressData(user: SessionUser, address: AddressData): Promise<AddressDataResponse> {
    const answer = await this.users.saveAddressData(user, address);
    await this.announceUser(user.id);
    return answer;
  }

  async setLanguage(user: SessionUser, language: Language): Promise<void> {
    await this.users.setLanguage(user, language);
    await this.announceUser(user.id);
  }

  /** The user's other tabs and devices get the changed current user (UserStore). */
  private async announceUser(userId: number): Promise<void> {
    const updated = await this.users.findById(userId);
    const { user } = await this.initService.init(updated);
    if (user) this.bus.publish({ type: 'user.changed', userId, user });
  }

  /** Re-entered passwords count towards the login throttle like failed logins. */
  private async passwordRecheck(
    caller: Caller,
    user: SessionUser,
    check: () => Promise<void>,
  ): Promise<void> {
    const ip = caller.ip ?? 'unknown';
    await this.throttle.attempt(
      ip,
      user.login,
      check,
      (error) => error instanceof ApiException && error.key === 'exception.oldpasswordwrong',
    );
  }
}
