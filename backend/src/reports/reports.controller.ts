import { Body, Controller, Inject, Param, Req, Res } from '@nestjs/common';
import contentDisposition from 'content-disposition';
import type { Request, Response } from 'express';
import { RealSerial } from '../auth/real-serial.js';
import type { SessionUser } from '../auth/session-user.js';
import { CurrentUser } from '../common/access.js';
import { requestLanguage } from '../common/language.js';
import { type Reply, type RequestBody, Route } from '../common/route.js';
import { ReportsService } from './reports.service.js';

/** /rest/units/{sn}/reports/{period}.pdf and /report-settings (issue 45). */
@Controller()
export class ReportsController {
  constructor(@Inject(ReportsService) private readonly reports: ReportsService) {}

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
    response
      .type('application/pdf')
      .set('Content-Disposition', contentDisposition(name))
      .set('Cache-Control', 'no-store')
      .send(file);
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
