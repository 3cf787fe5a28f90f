import { Body, Controller, Inject, Req } from '@nestjs/common';
import type { Request } from 'express';
import { CurrentUser } from '../common/access.js';
import { requestLanguage } from '../common/language.js';
import { Route, type Reply, type RequestBody } from '../common/route.js';
import { UnitListService } from '../units/unit-list.service.js';
import type { SessionUser } from '../users/users.service.js';

/** POST /rest/info/units (spec 2 Unit list, 7): the session's connected units and demo fakes live in the session. */
@Controller()
export class UnitListController {
  constructor(@Inject(UnitListService) private readonly unitList: UnitListService) {}

  @Route('units')
  units(
    @CurrentUser() user: SessionUser,
    @Req() request: Request,
    @Body() body: RequestBody<'units'>,
  ): Promise<Reply<'units'>> {
    return this.unitList.page(user, body, request.session, requestLanguage(request));
  }
}
