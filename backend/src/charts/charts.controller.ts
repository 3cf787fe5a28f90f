import { Body, Controller, Inject, Req } from '@nestjs/common';
import type { Request } from 'express';
import { RealSerial } from '../auth/real-serial.js';
import { CurrentUser } from '../common/access.js';
import { requestLanguage } from '../common/language.js';
import { Route, type Reply, type RequestBody } from '../common/route.js';
import type { SessionUser } from '../auth/session-user.js';
import { ChartsService } from './charts.service.js';

/** /rest/charts/*: a unit's history. Demo sessions name units by their fakes. */
@Controller()
export class ChartsController {
  constructor(@Inject(ChartsService) private readonly charts: ChartsService) {}

  @Route('chartData')
  async data(
    @CurrentUser() user: SessionUser,
    @RealSerial() sn: string,
    @Body() body: RequestBody<'chartData'>,
    @Req() request: Request,
  ): Promise<Reply<'chartData'>> {
    return this.charts.chartData({ user, sessionId: request.sessionID }, sn, body, requestLanguage(request));
  }

  @Route('chartMeasurements')
  async measurements(
    @CurrentUser() user: SessionUser,
    @RealSerial() sn: string,
    @Body() body: RequestBody<'chartMeasurements'>,
    @Req() request: Request,
  ): Promise<Reply<'chartMeasurements'>> {
    return this.charts.measurements({ user, sessionId: request.sessionID }, sn, body);
  }
}
