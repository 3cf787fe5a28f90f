import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import {
  type UnitListRequest,
  type UnitListResponse,
  endpoints,
  unitListRequestSchema,
} from '@portal/contracts';
import type { Request } from 'express';
import { Allow, CurrentUser } from '../common/access.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import { UnitListService } from '../units/unit-list.service.js';
import type { SessionUser } from '../users/users.service.js';

/** POST /rest/info/units (spec 2 Unit list, 7): the session's connected units and demo fakes live in the session. */
@Controller('info')
export class UnitListController {
  constructor(@Inject(UnitListService) private readonly unitList: UnitListService) {}

  @Post('units')
  @HttpCode(200)
  @Allow(endpoints.units)
  units(
    @CurrentUser() user: SessionUser,
    @Req() request: Request,
    @Body(new ZodPipe(unitListRequestSchema)) body: UnitListRequest,
  ): Promise<UnitListResponse> {
    return this.unitList.page(user, body, request.session);
  }
}
