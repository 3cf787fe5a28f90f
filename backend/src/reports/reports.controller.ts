import { Body, Controller, Inject, Param, Req, Res } from '@nestjs/common';
import contentDisposition from 'content-disposition';
import type { Request, Response } from 'express';
import { RealSerial } from '../auth/real-serial.js';
import type { SessionUser } from '../auth/session-user.js';
import { CurrentUser } from '../common/access.js';
import { requestLanguage } from '../common/language.js';
import { type Reply, type RequestBody, Route } from '../common/route.js';
import { LocationReportsService } from './location-reports.service.js';
import { ReportsService } from './reports.service.js';

function sendPdf(response: Response, file: Buffer, name: string): void {
  response
    .type('application/pdf')
    .set('Content-Disposition', contentDisposition(name))
    .set('Cache-Control', 'no-store')
    .send(file);
}

/** /rest/units/{sn}/reports/{period}.pdf, /report-settings and a location's report (issue 45). */
@Controller()
export class ReportsController {
  constructor(
    @Inject(ReportsService) private readonly reports: ReportsService,
    @Inject(LocationReportsService) private readonly locations: LocationReportsService,
  ) {}

  @Route('locationReport')
  async locationReport(
    @CurrentUser() user: SessionUser,
    @Param('uuid') uuid: string,
    @Param('period') period: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const { file, name } = await this.locations.download(user, uuid, period, requestLanguage(request));
    sendPdf(response, file, name);
  }

  @Route('unitReport')
  async report(
    @CurrentUser() user: SessionUser,
    @RealSerial() sn: string,
    @Param('sn') named: string,
    @Param('period') period: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const demo = user.roles.includes('demo');
    const { file, name } = await this.reports.download(user, sn, period, requestLanguage(request), {
      sn: named,
      anonymous: demo,
    });
    sendPdf(response, file, name);
  }

  @Route('unitReportSettings')
  settings(@CurrentUser() user: SessionUser, @RealSerial() sn: string): Promise<Reply<'unitReportSettings'>> {
    return this.reports.settings(user, sn);
  }

  @Route('unitReportSettingsSave')
  saveSettings(
    @CurrentUser() user: SessionUser,
    @RealSerial() sn: string,
    @Body() body: RequestBody<'unitReportSettingsSave'>,
  ): Promise<Reply<'unitReportSettingsSave'>> {
    return this.reports.saveSettings(user, sn, body);
  }
}
