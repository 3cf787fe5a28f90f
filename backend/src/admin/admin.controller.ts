import { Controller, Inject, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import { CurrentUser } from '../common/access.js';
import { Route, type Reply } from '../common/route.js';
import { UnitRegistrationService } from '../units/unit-registration.service.js';
import type { SessionUser } from '../auth/session-user.js';
import { ImpersonationService } from './impersonation.service.js';

/** /rest/admin/* (spec 7 Admin): delete external units, impersonate users. */
@Controller()
export class AdminController {
  constructor(
    @Inject(UnitRegistrationService) private readonly units: UnitRegistrationService,
    @Inject(ImpersonationService) private readonly impersonation: ImpersonationService,
  ) {}

  @Route('adminDeleteUnit')
  async deleteUnit(
    @CurrentUser() admin: SessionUser,
    @Param('sn') sn: string,
  ): Promise<Reply<'adminDeleteUnit'>> {
    await this.units.deleteExternal(admin, sn);
    return { success: true };
  }

  @Route('adminImpersonate')
  async impersonate(
    @CurrentUser() admin: SessionUser,
    @Param('login') login: string,
    @Req() request: Request,
  ): Promise<Reply<'adminImpersonate'>> {
    await this.impersonation.start(request, admin, login);
    return { result: 'success' };
  }

  @Route('adminEndImpersonation')
  async unimpersonate(
    @CurrentUser() user: SessionUser,
    @Req() request: Request,
  ): Promise<Reply<'adminEndImpersonation'>> {
    await this.impersonation.end(request, user);
    return { result: 'success' };
  }
}
