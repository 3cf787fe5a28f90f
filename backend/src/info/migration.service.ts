import { Inject, Injectable } from '@nestjs/common';
import type { MigrateRequest } from '@portal/contracts';
import { LoginThrottleService } from '../auth/login-throttle.service.js';
import { ApiException } from '../common/api-exception.js';
import type { Reply } from '../common/route.js';
import { LiveBus } from '../live/live-bus.js';
import { type OldUnitForm, UnitRegistrationService } from '../units/unit-registration.service.js';
import type { SessionUser } from '../auth/session-user.js';
import { UsersService } from '../users/users.service.js';

/** Migration (spec 4): a legacy account takes an e-mail address, or a user adds an old or external unit. */
@Injectable()
export class MigrationService {
  constructor(
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(UnitRegistrationService) private readonly registration: UnitRegistrationService,
    @Inject(LoginThrottleService) private readonly throttle: LoginThrottleService,
    @Inject(LiveBus) private readonly bus: LiveBus,
  ) {}

  /** `ip`: the caller's address, which wrong unit passwords are counted against. */
  async migrate(user: SessionUser, body: MigrateRequest, ip: string | undefined): Promise<Reply<'migrate'>> {
    if ('email' in body) {
      await this.users.migrateLegacyAccount(user, body.email);
      return { result: 'success' };
    }
    const sn =
      'seriennummer' in body
        ? await this.addOldUnit(user, body, ip ?? 'unknown')
        : await this.registration.addExternUnit(user, body);
    // The user's other tabs add the unit to their lists (HkaStore add).
    this.bus.publish({ type: 'user.unitAdded', userId: user.id, sn });
    return { result: 'success', sn };
  }

  /** Unit passwords are short and old: wrong guesses count per serial and per address like logins. */
  private async addOldUnit(user: SessionUser, form: OldUnitForm, ip: string): Promise<string> {
    const key = `unit:${form.seriennummer}`;
    return this.throttle.attempt(
      ip,
      key,
      () => this.registration.addOldUnit(user, form),
      (error) => error instanceof ApiException && error.key === 'exception.oldunitcredentials',
    );
  }
}
