import { Body, Controller, Inject, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import { SessionStateService } from '../auth/session-state.service.js';
import { CurrentUser } from '../common/access.js';
import { requestLanguage } from '../common/language.js';
import { Route, type Reply, type RequestBody } from '../common/route.js';
import { resolveSerial } from '../units/demo-view.js';
import type { SessionUser } from '../auth/session-user.js';
import { ChartsService } from './charts.service.js';

/** /rest/charts/*: a unit's history. Demo sessions name units by their fakes. */
@Controller()
export class ChartsController {
  constructor(
    @Inject(ChartsService) private readonly charts: ChartsService,
    @Inject(SessionStateService) private readonly sessionState: SessionStateService,
  ) {}

  @Route('chartData')
  async data(
    @CurrentUser() user: SessionUser,
    @Param('sn') sn: string,
    @Body() body: RequestBody<'chartData'>,
    @Req() request: Request,
  ): Promise<Reply<'chartData'>> {
    const real = await resolveSerial(request, sn, this.sessionState);
    return this.charts.chartData(user, real, body, requestLanguage(request));
  }

  @Route('chartMeasurements')
  async measurements(
    @CurrentUser() user: SessionUser,
    @Param('sn') sn: string,
    @Body() body: RequestBody<'chartMeasurements'>,
    @Req() request: Request,
  ): Promise<Reply<'chartMeasurements'>> {
    return this.charts.measurements(user, await resolveSerial(request, sn, this.sessionState), body);
  }
}
