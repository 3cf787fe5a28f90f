import { Body, Controller, HttpCode, Inject, type PipeTransform, Post, Req } from '@nestjs/common';
import { type MigrateRequest, endpoints, migrateRequestSchema } from '@portal/contracts';
import type { Request } from 'express';
import type { z } from 'zod';
import { LoginThrottleService } from '../auth/login-throttle.service.js';
import { Allow, CurrentUser } from '../common/access.js';
import { ApiException } from '../common/api-exception.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import { LiveBus } from '../live/live-bus.js';
import { type OldUnitForm, UnitRegistrationService } from '../units/unit-registration.service.js';
import { type SessionUser, UsersService } from '../users/users.service.js';

type MigrateResponse = z.infer<typeof endpoints.migrate.response>;

const [emailForm, oldUnitForm, externForm] = migrateRequestSchema.options;

/**
 * Validates the body against the form its fields name, so a bad e-mail or postcode gets its own
 * field key instead of the union's single "no option matched".
 */
class MigrateBodyPipe implements PipeTransform<unknown, MigrateRequest> {
  private readonly pipes = {
    email: new ZodPipe(emailForm),
    oldUnit: new ZodPipe(oldUnitForm),
    extern: new ZodPipe(externForm),
  };

  transform(body: unknown): MigrateRequest {
    const has = (field: string) => typeof body === 'object' && body !== null && field in body;
    if (has('extern')) return this.pipes.extern.transform(body);
    if (has('seriennummer')) return this.pipes.oldUnit.transform(body);
    return this.pipes.email.transform(body);
  }
}

/** POST /rest/info/migrate (spec 4 Migration): legacy account, old unit, or external unit. */
@Controller('info')
export class MigrateController {
  constructor(
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(UnitRegistrationService) private readonly registration: UnitRegistrationService,
    @Inject(LoginThrottleService) private readonly throttle: LoginThrottleService,
    @Inject(LiveBus) private readonly bus: LiveBus,
  ) {}

  @Post('migrate')
  @HttpCode(200)
  @Allow(endpoints.migrate)
  async migrate(
    @CurrentUser() user: SessionUser,
    @Req() request: Request,
    @Body(new MigrateBodyPipe()) body: MigrateRequest,
  ): Promise<MigrateResponse> {
    if ('email' in body) {
      await this.users.migrateLegacyAccount(user, body.email);
      return { result: 'success' };
    }
    const sn =
      'seriennummer' in body
        ? await this.addOldUnit(user, body, request)
        : await this.registration.addExternUnit(user, body);
    // The user's other tabs add the unit to their lists (HkaStore add).
    this.bus.publish({ type: 'user.unitAdded', userId: user.id, sn });
    return { result: 'success', sn };
  }

  /** Unit passwords are short and old: wrong guesses count per serial and per address like logins. */
  private async addOldUnit(user: SessionUser, form: OldUnitForm, request: Request): Promise<string> {
    const ip = request.ip ?? 'unknown';
    const key = `unit:${form.seriennummer}`;
    await this.throttle.assertAllowed(ip, key);
    try {
      const sn = await this.registration.addOldUnit(user, form);
      await this.throttle.recordSuccess(key);
      return sn;
    } catch (error) {
      if (error instanceof ApiException && error.key === 'exception.oldunitcredentials') {
        await this.throttle.recordFailure(ip, key);
      }
      throw error;
    }
  }
}
