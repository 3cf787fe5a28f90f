import { Controller, Delete, Get, Inject, Param, Req } from '@nestjs/common';
import { type ResultResponse, endpoints } from '@portal/contracts';
import type { Request } from 'express';
import { Allow, CurrentUser } from '../common/access.js';
import { UnitRegistrationService } from '../units/unit-registration.service.js';
import type { SessionUser } from '../users/users.service.js';
import { ImpersonationService } from './impersonation.service.js';

/** /rest/admin/* (spec 7 Admin): delete external units, impersonate users. */
@Controller('admin')
export class AdminController {
  constructor(
    @Inject(UnitRegistrationService) private readonly units: UnitRegistrationService,
    @Inject(ImpersonationService) private readonly impersonation: ImpersonationService,
  ) {}

  @Delete('unit/:sn')
  @Allow(endpoints.adminDeleteUnit)
  async deleteUnit(
    @CurrentUser() admin: SessionUser,
    @Param('sn') sn: string,
  ): Promise<{ success: boolean }> {
    await this.units.deleteExternal(admin, sn);
    return { success: true };
  }

  @Get('impersonate/:login')
  @Allow(endpoints.adminImpersonate)
  async impersonate(
    @CurrentUser() admin: SessionUser,
    @Param('login') login: string,
    @Req() request: Request,
  ): Promise<ResultResponse> {
    await this.impersonation.start(request, admin, login);
    return { result: 'success' };
  }

  @Get('unimpersonate')
  @Allow(endpoints.adminEndImpersonation)
  async unimpersonate(@CurrentUser() user: SessionUser, @Req() request: Request): Promise<ResultResponse> {
    await this.impersonation.end(request, user);
    return { result: 'success' };
  }
}
